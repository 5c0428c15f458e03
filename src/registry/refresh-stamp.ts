/**
 * The formula refresh stamp, in its two forms: the named cell SEO_REFRESH that formulas take as
 * their `refresh` argument (a new value makes Sheets recalculate them), and the document setting
 * `refreshStamp` that makes the cache treat anything fetched earlier as stale. This is their writer.
 */
import type { Context } from '../context';
import type { Language } from '../shared/i18n/languages';
import { languageOrEnglish } from '../shared/i18n/said';
import { relabelNamedCell, writeNamedTime } from '../platform/spreadsheet';
import { inEveryLanguage, words } from '../reports/words';

const STAMP_RANGE_NAME = 'SEO_REFRESH';
/** The product's name, the same in every language. */
const STAMP_SHEET = 'SEO Sheets';

/**
 * Moves the SEO_REFRESH cell only: formulas that take it as `refresh` recalculate; every other cached
 * answer stays valid. Enough for SEO_SERP cells to pick up a finished task, which they never cache
 * while it runs, without making the whole document pay for fresh data. A new stamp cell's label is in the
 * document's language.
 */
export function bumpStampCell(ctx: Pick<Context, 'documentLanguage'>, now: number): void {
  const label = words(languageOrEnglish(ctx.documentLanguage))('stamp.label');
  writeNamedTime(STAMP_RANGE_NAME, STAMP_SHEET, label, now);
}

/** Refresh all: the cell, and the document setting that makes every answer cached before `now` stale. */
export function bumpStamp(ctx: Pick<Context, 'saveSettings' | 'documentLanguage'>, now: number): void {
  bumpStampCell(ctx, now);
  ctx.saveSettings({ refreshStamp: now });
}

/** The stamp cell's label in `language`, in place of the add-on's in any language (a label of the user's stays). */
export function relabelStamp(language: Language): void {
  relabelNamedCell(STAMP_RANGE_NAME, words(language)('stamp.label'), inEveryLanguage('stamp.label'));
}
