/**
 * The note on a report sheet's first header cell: what the table is, when it ran, and whether the
 * last scheduled refresh failed. It is where a user looks when the numbers seem old. Written in the
 * document's language.
 */
import type { Language } from '../shared/i18n/languages';
import { marketName } from '../shared/markets';
import type { ReportParams } from './job';
import type { ParamSpec } from './params';
import { inEveryLanguage, type Words, words } from './words';

export interface RunFacts {
  readonly title: string;
  readonly params: ReportParams;
  /** The report's parameters, which name the values. */
  readonly specs: readonly ParamSpec[];
  /** Run time, already formatted in the spreadsheet's zone. */
  readonly ranAt: string;
  readonly rows: number;
  /** Measured: what the quota counters moved (runner.ts). */
  readonly units: number;
  /** Some units are the estimate: the counters could not be read. */
  readonly unitsEstimated: boolean;
  /** The plan's row cap from limits kept from an earlier read, and that read's time (formatted). */
  readonly rowCap: { readonly count: number; readonly at: string } | null;
  readonly mode: 'replace' | 'history';
  /** E.g. "Daily at 06:00", when a schedule refreshes the sheet. */
  readonly schedule: string | null;
  /** What the source said about its data, in the document's language (points spaced otherwise than asked). */
  readonly notices?: readonly string[];
}

export function runNote(facts: RunFacts, language: Language): string {
  const t = words(language);
  const label = (name: string): string => {
    const spec = facts.specs.find((s) => s.name === name);
    return spec ? t(`param.${spec.label}`) : name;
  };
  const params = Object.entries(facts.params)
    .filter(([, value]) => value !== null && value !== '')
    .map(
      ([name, value]) =>
        `${label(name)}: ${name === 'country_id' ? marketName(Number(value), language) : value}`,
    )
    .join(' · ');
  return [
    t('note.report', { title: facts.title }),
    params,
    [
      t('note.run', { at: facts.ranAt }),
      t('note.rows', { count: facts.rows }),
      [t('note.units', { count: facts.units }), facts.unitsEstimated ? t('note.estimated') : '']
        .join(' ')
        .trim(),
    ].join(' · '),
    ...(facts.notices ?? []),
    // Zero is exact (nothing moved); a count may include a concurrent spender's units, which the reader is told.
    facts.units > 0 && !facts.unitsEstimated ? t('note.measured') : null,
    facts.rowCap ? t('note.rowCap', facts.rowCap) : null,
    facts.mode === 'history' ? t('note.history') : null,
    facts.schedule ? t('note.schedule', { schedule: facts.schedule }) : null,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

/** The failure line's opening in every language: a line written before a language change is replaced too. */
const FAILURE_PREFIXES = inEveryLanguage('note.failed').map((text) => text.slice(0, text.indexOf('{at}')));

/** The note with the latest failure in place of any earlier one; the rest says what the data is. */
export function withFailure(note: string, at: string, message: string, t: Words): string {
  const kept = note
    .split('\n')
    .filter((line) => line && !FAILURE_PREFIXES.some((prefix) => line.startsWith(prefix)));
  return [...kept, t('note.failed', { at, message })].join('\n');
}
