/**
 * The note on a report sheet's first header cell: what the table is, when it ran, and whether the
 * last scheduled refresh failed. It is where a user looks when the numbers seem old. Written in the
 * document's language.
 */
import type { Language } from '../shared/i18n/languages';
import { marketName } from '../shared/markets';
import type { ReportParams, Scalar } from './job';
import { choiceWord, type ParamSpec } from './params';
import { inEveryLanguage, type Words, words } from './words';

export interface RunFacts {
  readonly title: string;
  readonly params: ReportParams;
  /** The report's parameters, which name the values. */
  readonly specs: readonly ParamSpec[];
  /** Run time, already formatted in the spreadsheet's zone. */
  readonly ranAt: string;
  readonly rows: number;
  readonly units: number;
  readonly mode: 'replace' | 'history';
  /** E.g. "Daily at 06:00", when a schedule refreshes the sheet. */
  readonly schedule: string | null;
}

export function runNote(facts: RunFacts, language: Language): string {
  const t = words(language);
  const spec = (name: string) => facts.specs.find((s) => s.name === name);
  const label = (name: string): string => {
    const found = spec(name);
    return found ? t(`param.${found.label}`) : name;
  };
  // A market by its name, a choice ("read the domain as") in words, the rest as the user gave it.
  const worded = (name: string, value: Scalar): string => {
    if (name === 'country_id') return marketName(Number(value), language);
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
      t('note.units', { count: facts.units }),
    ].join(' · '),
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
