/**
 * What a report's runs write on their sheets beside the table: the staging sheet a run fills, and the
 * sheet's note when a run fails or is moved to a later hour, in the document's language and kept in the
 * sheet's record so a language change says it again.
 */
import type { Context } from '../context';
import { formatZonedDateTime } from '../shared/i18n/dates';
import { LANGUAGES, type Language } from '../shared/i18n/languages';
import { languageOrEnglish, type Said } from '../shared/i18n/said';
import { noteOnSheet, type Staging, staging } from '../platform/report-sheets';
import type { Job, Retry } from '../reports/job';
import { withFailure } from '../reports/note';
import type { SheetWords } from '../reports/layout';
import { failureText, sheetLabels, type Writer } from './sheet-words';
import type { ReportStore } from '../reports/store';
import { words } from '../reports/words';
import { waitingSaid } from '../reports/failure';

/** Where the notes go: the execution's context and the reports' store. */
interface Sheets {
  readonly ctx: Context;
  readonly store: ReportStore;
}

/**
 * A run's staging sheet, named in the document's language when the run makes it; a language change meanwhile
 * still finds it, under its name in any language.
 */
export function stagingOf(ctx: Pick<Context, 'documentLanguage'>, job: Job): Staging {
  const named = (language: Language) => words(language)('sheet.staging', { id: job.id });
  return staging({
    make: named(languageOrEnglish(ctx.documentLanguage)),
    known: LANGUAGES.map(named),
  });
}

/** Writes a sheet's words in `language`: its messages, and times in the spreadsheet's zone. */
export function writerIn(ctx: Pick<Context, 'render' | 'timeZone'>, language: Language): Writer {
  return {
    language,
    render: (message) => ctx.render(language, message),
    time: (at) => formatZonedDateTime(language, at, ctx.timeZone()),
    zone: ctx.timeZone(),
  };
}

/** Writes the sheet's words in the document's language. */
export const documentWriter = (env: Sheets): Writer =>
  writerIn(env.ctx, languageOrEnglish(env.ctx.documentLanguage));

/**
 * A sheet's note changed by `change` of its words (a failure, a later hour), written and kept in its record
 * so a language change says it too; a sheet whose record keeps no words has `line` put in its note's text.
 */
export function renote(
  env: Sheets,
  sheetName: string,
  change: (words: SheetWords) => SheetWords,
  line: (note: string, write: Writer) => string,
): void {
  const write = documentWriter(env);
  const record = env.store.record(sheetName);
  if (!record?.words) {
    noteOnSheet(sheetName, (note) => line(note, write));
    return;
  }
  const words = { ...change(record.words), language: write.language };
  noteOnSheet(sheetName, () => sheetLabels(record.header, words, write).note);
  env.store.saveRecords(new Map([[sheetName, { ...record, words }]]));
}

/** On the report sheet, so in the document's language; a transient failure says when it is tried again. */
export function noteFailure(env: Sheets, sheetName: string, message: Said, retry: Retry = {}): void {
  const at = env.ctx.now();
  const told = retry.waitsForConnection ? waitingSaid(message) : message;
  renote(
    env,
    sheetName,
    (words) => ({ ...words, failure: { at, message: told, retry } }),
    (note, write) =>
      withFailure(note, write.time(at), failureText(told, retry, write), words(write.language)),
  );
}
