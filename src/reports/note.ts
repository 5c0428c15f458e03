/**
 * The note on a report sheet's first header cell: what the table is, when it ran, and whether the
 * last scheduled refresh failed. It is where a user looks when the numbers seem old. Written in the
 * document's language.
 */
import type { Language } from '../shared/i18n/languages';
import { marketName } from '../shared/markets';
import type { ReportParams, Scalar } from './job';
import { choiceWord, type ParamSpec } from './params';
import type { Late } from './schedule';
import { CELL_CEILING, CELL_WARN_SHARE, percentOf } from '../shared/platform-limits';
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
  /** The line saying the run was moved to a later hour (`lateLine`), when it was. */
  readonly late?: string | null;
  /** The line saying the run got through after failed tries (recovered.ts), when it did. */
  readonly recovered?: string | null;
  /** History mode: snapshots kept whole (retention.ts). */
  readonly keep?: number;
  /** History mode: the older snapshots are in the warehouse; the sheet keeps the latest. */
  readonly inWarehouse?: boolean;
  /** Names of the ids among `params` (a project's), said beside them. */
  readonly names?: Readonly<Record<string, string>>;
  /** The document's cells before this run wrote (null: unknown), warned of near the ceiling. */
  readonly cells?: number | null;
}

export function runNote(facts: RunFacts, language: Language): string {
  const t = words(language);
  const spec = (name: string) => facts.specs.find((s) => s.name === name);
  const label = (name: string): string => {
    const found = spec(name);
    return found ? t(`param.${found.label}`) : name;
  };
  // A market by its name, a project by its name and id, a choice ("read the domain as") in words, the rest as given.
  const worded = (name: string, value: Scalar): string => {
    if (name === 'country_id') return marketName(Number(value), language);
    const named = facts.names?.[name];
    if (named) return `${named} (${value})`;
    const found = spec(name);
    return found ? choiceWord(found, String(value), t) : String(value);
  };
  const params = Object.entries(facts.params)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${label(name)}: ${worded(name, value)}`)
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
    facts.recovered ?? null,
    ...(facts.notices ?? []),
    // Zero is exact (nothing moved); a count may include a concurrent spender's units, which the reader is told.
    facts.units > 0 && !facts.unitsEstimated ? t('note.measured') : null,
    facts.rowCap ? t('note.rowCap', facts.rowCap) : null,
    facts.mode === 'history' ? t('note.history') : null,
    facts.mode === 'history' && facts.inWarehouse ? t('note.inWarehouse') : null,
    facts.mode === 'history' && facts.keep && !facts.inWarehouse
      ? t('note.retention', { count: facts.keep })
      : null,
    facts.schedule ? t('note.schedule', { schedule: facts.schedule }) : null,
    facts.late ?? null,
    cellsWarning(facts.cells, t),
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');
}

/** Near the spreadsheet's ceiling, what the document holds and what to do, before reports stop. */
function cellsWarning(cells: number | null | undefined, t: Words): string | null {
  if (!cells || cells < CELL_WARN_SHARE * CELL_CEILING) return null;
  return t('note.cells', { count: cells, limit: CELL_CEILING, percent: percentOf(cells, CELL_CEILING) });
}

/**
 * The openings of a line in every language (up to `placeholder`): one written before a language change is
 * replaced too. Read when a note is rewritten, not at load: it keys every language's words again.
 */
const openings = (key: 'note.failed' | 'note.late', placeholder: string): string[] =>
  inEveryLanguage(key).map((text) => text.slice(0, text.indexOf(placeholder)));

/** The note with `line` in place of any earlier line opening with one of `prefixes`. */
function replacingLine(note: string, prefixes: readonly string[], line: string): string {
  const kept = note.split('\n').filter((text) => text && !prefixes.some((prefix) => text.startsWith(prefix)));
  return [...kept, line].join('\n');
}

/** The note with the latest failure in place of any earlier one; the rest says what the data is. */
export function withFailure(note: string, at: string, message: string, t: Words): string {
  return replacingLine(note, openings('note.failed', '{at}'), t('note.failed', { at, message }));
}

/** "Due 06:00; moved to 08:00: that hour's trigger run was full": a run spread to a later hour (spread.ts). */
export function lateLine(late: Late, format: (at: number) => string, t: Words): string {
  const reason = t(late.reason === 'day' ? 'note.lateDay' : 'note.lateHour');
  return t('note.late', { due: format(late.dueAt), at: format(late.to), reason });
}

/** The note saying the run was moved, in place of any earlier such line. */
export function withLate(note: string, line: string): string {
  return replacingLine(note, openings('note.late', '{due}'), line);
}
