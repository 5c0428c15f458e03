/**
 * The names the warehouse gives: a report's id (its document and sheet, so a re-run finds its table and
 * another document's report never meets it), its tables (`positions__<report>` under the view `positions`),
 * and every load job's id, derived from the document, report, day, table, chunk, run and try, so a retried,
 * killed or timed-out execution asks BigQuery for the very job it may have sent.
 */
import { hashId } from '../shared/hash';

/** What keeps one report's tables and jobs apart from every other's. */
export interface ReportKey {
  /** The document's short id. */
  readonly document: string;
  /** The report's: document and sheet. */
  readonly report: string;
}

export function reportKey(documentId: string, sheetName: string): ReportKey {
  return { document: hashId(documentId), report: hashId(`${documentId}\n${sheetName}`) };
}

/** The `report_id` its rows carry: readable where it can be, unique always. */
export const reportIdOf = (key: ReportKey): string => `${key.document}-${key.report}`;

/** The table of a report of a kind: `positions__<report>`; the kind's view is `positions`. */
export const tableOf = (kind: string, key: ReportKey): string => `${kind}__${key.report}`;

/** The view over every report's table of a kind, as a wildcard query (`positions__*`) reads them. */
export const wildcardOf = (kind: string): string => `${kind}__*`;

/** The table of a report's runs, under the view `runs`. */
export const RUNS = 'runs';

/** A load job's id: letters, digits, `_` and `-`, as BigQuery takes them. */
export function loadJobId(
  key: ReportKey,
  table: string,
  day: string,
  runId: string,
  chunk: number,
  attempt: number,
): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');
  return ['seosheets', key.document, safe(table), day.replace(/-/g, ''), safe(runId), chunk, attempt].join(
    '_',
  );
}
