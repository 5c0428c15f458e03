/**
 * Relabelling the document's SEO_* tables when its language changes. A table's header, row notes and words
 * are written in the document's language when the formula runs, and Sheets runs a custom function again
 * only when its arguments change: after Settings › Language of this document, or a new spreadsheet locale,
 * every table would keep its old words until someone re-entered it. So the add-on re-enters its formulas
 * itself, once per change, and remembers in the document settings the language the tables were written in.
 * Report sheets and the refresh stamp's label are written again from what their records keep
 * (`relabelReportSheets`): labels, notes and chart titles, never their data, and under the names they have.
 *
 * Free: the cache keeps data, never labels, and a re-entered formula is a question the document holds the
 * answer of (functions/held.ts): it is answered from the cache whatever the data's age, whichever way or
 * account filled it and however late Sheets recalculates it, its refused rows keeping their reason. For a
 * formula answered before answers were held, formulas take cached data of any age for a few minutes after
 * the pass (RELABEL_WINDOW_MS). Left alone: cells
 * showing an error (running one again could spend what the failure did not) and SEO_SERP cells waiting for
 * their analysis (the waiting pass re-enters them within the minute, in the new language).
 */
import type { Context } from '../context';
import type { FormulaCell } from '../platform/formula-cells';
import type { Language } from '../shared/i18n/languages';
import { awaitedTask } from '../families/serp/waiting';
import type { SheetRecord } from '../reports/layout';
import { ourFormulas } from './refresh-all';
import { type SheetLabels, sheetLabels, type Writer } from './sheet-words';
import { requireDocumentProperties } from '../platform/properties';
import { relabelReportSheet } from '../platform/report-sheets';
import { findFormulas, reenterFormulas } from '../platform/formula-cells';
import { runningStatuses } from '../families/serp/waiting';
import { reportStore } from '../reports/store';
import { writerIn } from './sheet-notes';
import { relabelStamp } from './refresh-stamp';
import { SEO_FORMULA_TEXT } from './refresh-all';

export interface RelabelPorts {
  /** The document's formulas whose text holds SEO_ (platform/formula-cells.ts findFormulas). */
  find(): FormulaCell[];
  reenter(cells: readonly FormulaCell[]): void;
  /** What a waiting SEO_SERP cell's status starts with, in every language (families/serp/waiting.ts). */
  readonly statuses: readonly string[];
  /** Writes the document's other words (report sheets, the refresh stamp) in `language`. */
  rewrite(language: Language): void;
}

type RelabelContext = Pick<Context, 'settings' | 'saveSettings' | 'documentLanguage' | 'now'>;

/** A cell showing Sheets' error value (#ERROR!, #N/A…) rather than a table. */
const showsError = (cell: FormulaCell): boolean => /^#[A-Z/0!?]+/.test(String(cell.shown[0]?.[0] ?? ''));

/**
 * Re-enters the document's SEO_* tables when the document's language is not the one they were last
 * written in; returns how many. A document whose language was never recorded has it recorded: its tables
 * were written before the add-on remembered, in the language it has now as far as anyone can tell.
 */
export function relabelTables(ctx: RelabelContext, ports: RelabelPorts): number {
  const language = ctx.documentLanguage();
  const written = ctx.settings.tablesLanguage;
  if (written === language) return 0;
  if (written === undefined) {
    ctx.saveSettings({ tablesLanguage: language });
    return 0;
  }
  const cells = ourFormulas(ports.find()).filter(
    (cell) => !showsError(cell) && awaitedTask(cell, ports.statuses) === null,
  );
  // Saved first: the re-entered formulas read the window, and a second pass (another editor opening the
  // document meanwhile) finds the tables already relabelled.
  ctx.saveSettings({ tablesLanguage: language, relabelledAt: ctx.now() });
  ports.reenter(cells);
  ports.rewrite(language);
  return cells.length;
}

export interface ReportSheetPorts {
  /** Every report sheet's record, by sheet name (store.ts). */
  records(): ReadonlyMap<string, SheetRecord>;
  saveRecords(records: ReadonlyMap<string, SheetRecord>): void;
  /** Writes a sheet's words over its table (platform/report-sheets.ts); false when the sheet is gone. */
  relabel(sheetName: string, labels: SheetLabels): boolean;
}

/**
 * A sheet the add-on may not write now (protected, or its table edited past what Sheets allows) keeps its
 * words, and its record says so, until its next run: the sidebar must open whatever one sheet does.
 */
function relabelOne(ports: ReportSheetPorts, sheetName: string, labels: SheetLabels): boolean {
  try {
    return ports.relabel(sheetName, labels);
  } catch {
    return false;
  }
}

/**
 * Writes every report sheet whose record keeps its words in another language in the writer's: header labels
 * and notes, the sheet's note, its chart's title, an empty table's message. The sheet keeps its name, which
 * its schedule and record know it by. Returns the sheets relabelled.
 */
export function relabelReportSheets(ports: ReportSheetPorts, writer: Writer): string[] {
  const relabelled = new Map<string, SheetRecord>();
  for (const [sheetName, record] of ports.records()) {
    const { words } = record;
    if (!words || words.language === writer.language) continue;
    if (!relabelOne(ports, sheetName, sheetLabels(record.header, words, writer))) continue;
    relabelled.set(sheetName, { ...record, words: { ...words, language: writer.language } });
  }
  if (relabelled.size) ports.saveRecords(relabelled);
  return [...relabelled.keys()];
}

/**
 * Re-enters the document's SEO_* tables when its language changed since they were written, and writes its
 * report sheets and refresh stamp in it (relabel.ts); no request either way.
 */
export function relabelDocument(ctx: Context): number {
  return relabelTables(ctx, {
    find: () => findFormulas(SEO_FORMULA_TEXT),
    reenter: reenterFormulas,
    statuses: runningStatuses(ctx.render),
    rewrite(language) {
      const store = reportStore(requireDocumentProperties('Reports'));
      relabelReportSheets(
        { records: store.records, saveRecords: store.saveRecords, relabel: relabelReportSheet },
        writerIn(ctx, language),
      );
      relabelStamp(language);
    },
  });
}
