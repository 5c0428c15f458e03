/**
 * A report sheet's words from their data (layout.ts `SheetWords`, kept in the sheet's record): its header
 * row, its note, its chart's title and an empty table's message, in a language. A run writes them so
 * (registry/run-ports.ts), and a language change of the document writes them again from the same data with no request
 * (relabel.ts): the record holds messages and times, never words.
 */
import { headerCells } from '../reports/header-cells';
import { chartPlan } from '../reports/definition';
import { reportDefinition } from './reports';
import type { Retry } from '../reports/job';
import type { SheetWords } from '../reports/layout';
import { lateLine, runNote, withFailure } from '../reports/note';
import { recoveredSaid } from '../reports/recovered';
import { describeCadence } from '../reports/schedule';
import { words } from '../reports/words';
import type { ChartPlan, HeaderCell } from '../platform/report-sheets';
import type { TimeZone } from '../shared/i18n/dates';
import type { Language } from '../shared/i18n/languages';
import type { Said } from '../shared/i18n/said';

/** Who writes the words: the document's language, its messages, and times in the spreadsheet's zone. */
export interface Writer {
  readonly language: Language;
  render(message: Said): string;
  /** A time in the language and the spreadsheet's zone, labelled. */
  time(at: number): string;
  /** The spreadsheet's zone, for a story of times told on one day (recovered.ts). */
  readonly zone: TimeZone;
}

/** A failure as a sheet's note says it: the message, and when it is tried again or that it no longer is. */
export function failureText(message: Said, retry: Retry, writer: Writer): string {
  const t = words(writer.language);
  const next =
    retry.retryAt !== undefined
      ? t('note.retry', { at: writer.time(retry.retryAt) })
      : retry.gaveUp
        ? t('note.gaveUp')
        : '';
  return [writer.render(message), next].filter(Boolean).join(' ');
}

/** The sheet's note: the run's (note.ts), with the last failure after it. */
export function sheetNote(data: SheetWords, writer: Writer): string {
  const t = words(writer.language);
  const definition = reportDefinition(data.reportId);
  const { note } = data;
  const text = runNote(
    {
      title: t(`report.${definition.id}`),
      params: data.params,
      specs: definition.params,
      ranAt: writer.time(note.ranAt),
      rows: note.rows,
      units: note.units,
      unitsEstimated: note.unitsEstimated,
      rowCap: note.rowCap && { count: note.rowCap.count, at: writer.time(note.rowCap.at) },
      mode: data.mode,
      schedule: note.cadence ? describeCadence(note.cadence, t) : null,
      notices: note.notices.map((notice) => writer.render(notice)),
      late: note.late ? lateLine(note.late, writer.time, t) : null,
      recovered: note.recovered
        ? writer.render(recoveredSaid(note.recovered, note.ranAt, writer.language, writer.zone))
        : null,
      keep: data.keep,
      inWarehouse: data.inWarehouse,
      names: data.names,
      cells: note.cells,
    },
    writer.language,
  );
  const { failure } = data;
  return failure
    ? withFailure(text, writer.time(failure.at), failureText(failure.message, failure.retry, writer), t)
    : text;
}

/** Everything of a report sheet that is words, in the writer's language. */
export interface SheetLabels {
  /** The header row: each column's label and note (the first cell's note starts with the sheet's). */
  readonly header: readonly HeaderCell[];
  readonly note: string;
  readonly chart: ChartPlan | null;
  /** An empty table's one cell, under the header. */
  readonly status: string | null;
}

/** The sheet's words for a table whose columns are `header` (its record's). */
export function sheetLabels(header: readonly string[], data: SheetWords, writer: Writer): SheetLabels {
  const t = words(writer.language);
  const definition = reportDefinition(data.reportId);
  const blank = data.blank && { columns: data.blank.columns, why: writer.render(data.blank.why) };
  return {
    header: headerCells(header, [], new Date(data.at), writer.language, blank),
    note: sheetNote(data, writer),
    chart: definition.chart ? chartPlan(definition.chart, t) : null,
    status: data.empty && data.mode === 'replace' ? t('note.noRows') : null,
  };
}
