/**
 * The note on a report sheet's first header cell: what the table is, when it ran, and whether the
 * last scheduled refresh failed. It is where a user looks when the numbers seem old.
 */
import { marketName } from '../shared/markets';
import { plural } from '../shared/plural';
import type { ReportParams } from './job';

export interface RunFacts {
  readonly title: string;
  readonly params: ReportParams;
  /** Run time, already formatted in the spreadsheet's zone. */
  readonly ranAt: string;
  readonly rows: number;
  readonly units: number;
  readonly mode: 'replace' | 'history';
  /** E.g. "Daily at 06:00", when a schedule refreshes the sheet. */
  readonly schedule: string | null;
}

const FAILURE_PREFIX = 'Last refresh failed';

export function runNote(facts: RunFacts): string {
  const params = Object.entries(facts.params)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) =>
      name === 'country_id' ? `market: ${marketName(Number(value))}` : `${name}: ${value}`,
    )
    .join(' · ');
  return [
    `SEO Sheets report: ${facts.title}`,
    params,
    `Run ${facts.ranAt} · ${plural(facts.rows, 'row')} · ${plural(facts.units, 'unit')} charged`,
    facts.mode === 'history' ? 'History mode: each run adds a dated snapshot.' : null,
    facts.schedule ? `Refreshed: ${facts.schedule}` : null,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

/** The note with the latest failure in place of any earlier one; the rest says what the data is. */
export function withFailure(note: string, at: string, message: string): string {
  const kept = note.split('\n').filter((line) => line && !line.startsWith(FAILURE_PREFIX));
  return [
    ...kept,
    `${FAILURE_PREFIX} ${at}: ${message} The data above is from the last successful run.`,
  ].join('\n');
}
