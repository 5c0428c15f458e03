/**
 * The formula refresh stamp, in its two forms: the named cell SEO_REFRESH that formulas take as
 * their `refresh` argument (a new value makes Sheets recalculate them), and the document setting
 * `refreshStamp` that makes the cache treat anything fetched earlier as stale. This is their writer.
 */
import type { Context } from '../context';
import { writeNamedTime } from '../platform/spreadsheet';

export const STAMP_RANGE_NAME = 'SEO_REFRESH';
const STAMP_SHEET = 'SEO Sheets';

/**
 * Moves the SEO_REFRESH cell only: formulas that take it as `refresh` recalculate; every other cached
 * answer stays valid. Enough for SEO_SERP cells to pick up a finished task, which they never cache
 * while it runs, without making the whole document pay for fresh data.
 */
export function bumpStampCell(now: number): void {
  writeNamedTime(
    STAMP_RANGE_NAME,
    STAMP_SHEET,
    'Refresh stamp: pass SEO_REFRESH as a formula\'s "refresh" argument',
    now,
  );
}

/** Refresh all: the cell, and the document setting that makes every answer cached before `now` stale. */
export function bumpStamp(ctx: Pick<Context, 'saveSettings'>, now: number): void {
  bumpStampCell(now);
  ctx.saveSettings({ refreshStamp: now });
}
