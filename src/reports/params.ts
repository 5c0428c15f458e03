/**
 * Launcher parameters: how each is described to the sidebar, and how a stored value is read back
 * with its type. Values travel as JSON scalars (google.script.run and document properties).
 */
import { normalizeDomain } from '../normalize';
import { domainProblem } from '../shared/domain';
import { FilterSyntaxError, readFilter } from '../shared/filter';
import { filterCodes } from '../shared/values';
import { decimalSeparator, type Language } from '../shared/i18n/languages';
import { type Said, SaidError, said } from '../shared/i18n/said';
import type { ReportParams, Scalar } from './job';
import type { LauncherKey } from '../shared/i18n/areas';
import type { Keyed, Suffix, Words } from './words';
import type { Filtering } from '../shared/filter';
import type { DomainParams, FetchMode } from '../api/wire';

/** `domains`: several, separated by commas. */
export type ParamKind =
  | 'domain'
  | 'domains'
  | 'text'
  | 'number'
  | 'country'
  | 'choice'
  | 'date'
  | 'range'
  | 'filter'
  | 'project';

/** A parameter as the launcher shows it: its label in the user's words, its hint the sidebar's key. */
export interface ParamView {
  readonly name: string;
  readonly label: string;
  readonly kind: ParamKind;
  readonly required?: boolean;
  /** The launcher's starting value; a `country` without one starts at the document setting. */
  readonly initial?: Scalar;
  readonly choices?: readonly string[];
  /** Each choice in words, in the order of `choices` (the value is what is stored and sent). */
  readonly choiceLabels?: readonly string[];
  /** A filter's keys (shared/filter.ts FILTER_KEYS), checked as it is typed and listed under the field. */
  readonly keys?: readonly string[];
  /** Under `hint.` in the launcher's catalogue (shown only there, so only Sidebar.html carries it). */
  readonly hint?: Suffix<LauncherKey, 'hint.'>;
}

/** A parameter as a report defines it: its label is a key of the document catalogues. */
export interface ParamSpec extends Omit<ParamView, 'label' | 'choiceLabels'> {
  readonly label: Keyed<'param.'>;
}

/** Parameters with choices, and each one's values, as the document catalogues word them (`choice.<name>.<value>`). */
type ChoiceKey = Keyed<'choice.'>;
type ChoiceName = ChoiceKey extends `${infer N}.${string}` ? N : never;
type ChoiceValue<N extends ChoiceName> = Suffix<ChoiceKey, `${N}.`>;

/** A stored choice in `t`'s language: its word where it is one of the parameter's choices, else as stored. */
export function choiceWord(spec: ParamSpec, value: string, t: Words): string {
  return spec.kind === 'choice' && spec.choices?.includes(value)
    ? t(`choice.${spec.name}.${value}` as `choice.${ChoiceKey}`)
    : value;
}

/** The parameter labelled in `t`'s language, its choices in words (the "read the domain as" picker). */
export const paramView = (spec: ParamSpec, t: Words): ParamView => ({
  ...spec,
  label: t(`param.${spec.label}`),
  ...(spec.choices ? { choiceLabels: spec.choices.map((value) => choiceWord(spec, value, t)) } : {}),
});

export const domain: ParamSpec = {
  name: 'domain',
  label: 'domain',
  kind: 'domain',
  required: true,
  hint: 'domain',
};
/** A drop-down labelled by its name's key, each value worded in the catalogues; the first is the starting value. */
export function choice<N extends ChoiceName & Keyed<'param.'>>(
  name: N,
  choices: readonly ChoiceValue<N>[],
): ParamSpec {
  return { name, label: name, kind: 'choice', initial: choices[0], choices };
}

export const fetchMode = choice('fetch_mode', ['topLevelDomain', 'subdomain', 'catalog', 'url']);
export const country: ParamSpec = { name: 'country_id', label: 'country_id', kind: 'country' };
export const limit = (initial: number): ParamSpec => ({
  name: 'limit',
  label: 'limit',
  kind: 'number',
  initial,
  hint: 'limit',
});
/** A report's filter, taking the keys that report filters on. */
export const filter = (keys: readonly string[]): ParamSpec => ({
  name: 'filter',
  label: 'filter',
  kind: 'filter',
  hint: 'filter',
  keys,
});
export const dateMin: ParamSpec = { name: 'date_min', label: 'date_min', kind: 'date' };
export const dateMax: ParamSpec = { name: 'date_max', label: 'date_max', kind: 'date' };
export const keyword: ParamSpec = { name: 'keyword', label: 'keyword', kind: 'text', required: true };
/** A rank-tracker project: the launcher offers the account's by name (reading them is free). */
export const projectId: ParamSpec = {
  name: 'project_id',
  label: 'project_id',
  kind: 'project',
  required: true,
};
export const groupId: ParamSpec = { name: 'group_id', label: 'group_id', kind: 'number' };
export const taskId: ParamSpec = { name: 'task_id', label: 'task_id', kind: 'number', required: true };

/** Labels (in `t`'s language) of required parameters that are missing or blank. */
export function missingParams(specs: readonly ParamSpec[], params: ReportParams, t: Words): string[] {
  return specs
    .filter((spec) => spec.required && text(params, spec.name) === undefined)
    .map((spec) => t(`param.${spec.label}`));
}

/**
 * The service's filtering for the `filter` parameter, numbers read as a document in `language` writes
 * them and a coded column's words as their codes (`columns`: see values.ts's `filterCodes`); throws
 * FilterSyntaxError for text it cannot read. Its keys were checked when the run was asked for.
 */
export function filtering(
  params: ReportParams,
  language: Language,
  columns?: Readonly<Record<string, string>>,
): Filtering | undefined {
  return readFilter(text(params, 'filter'), {
    decimal: decimalSeparator(language),
    code: filterCodes(language, columns),
  });
}

/**
 * What is wrong with the values before anything is sent: a domain that cannot be one, a filter that
 * cannot be read completely or names a key the report does not take (numbers as a document in
 * `language` writes them). One line per problem, named by the field's label.
 */
export function invalidParams(
  specs: readonly ParamSpec[],
  params: ReportParams,
  t: Words,
  language: Language,
): Said[] {
  const withPath = ['catalog', 'url'].includes(text(params, 'fetch_mode') ?? '');
  // Keyword suggestions take a domain or a URL as their seed in those modes.
  const seed = text(params, 'mode');
  return specs.flatMap((spec) => {
    const value = text(params, spec.name);
    if (value === undefined) return [];
    const isSeed = spec.name === 'keyword' && (seed === 'domain' || seed === 'url');
    if (spec.kind === 'domain' || isSeed) {
      const path = isSeed ? seed === 'url' : withPath;
      const problem = domainProblem(normalizeDomain(value, path), value, path);
      return problem ? [said('arg.problem', { name: t(`param.${spec.label}`), problem })] : [];
    }
    if (spec.kind === 'domains')
      return value
        .split(/[,;\s]+/)
        .filter(Boolean)
        .flatMap((one) => {
          const problem = domainProblem(normalizeDomain(one), one, false);
          return problem ? [said('arg.problem', { name: t(`param.${spec.label}`), problem })] : [];
        });
    if (spec.kind !== 'filter') return [];
    try {
      readFilter(value, { keys: spec.keys, decimal: decimalSeparator(language) });
      return [];
    } catch (error) {
      if (error instanceof FilterSyntaxError)
        return [said('arg.labelled', { name: t(`param.${spec.label}`), problem: error.said })];
      throw error;
    }
  });
}

/** Typed reads of stored values; blanks read as undefined so optional API fields stay out. */
export function text(params: ReportParams, name: string): string | undefined {
  const value = params[name];
  const trimmed = value === null || value === undefined ? '' : String(value).trim();
  return trimmed || undefined;
}

export function number(params: ReportParams, name: string): number | undefined {
  const raw = text(params, name);
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function required(params: ReportParams, name: string): string {
  const value = text(params, name);
  if (value === undefined) throw new SaidError(said('refuse.reportNeeds', { name }));
  return value;
}

export function requiredNumber(params: ReportParams, name: string): number {
  const value = number(params, name);
  if (value === undefined) throw new SaidError(said('refuse.reportNeedsNumber', { name }));
  return value;
}

/** A domain report's domain, how it is read and its market, as the service is asked them. */
export const domainParams = (params: ReportParams): DomainParams => ({
  domain: required(params, 'domain'),
  fetch_mode: (text(params, 'fetch_mode') ?? 'topLevelDomain') as FetchMode,
  country_id: number(params, 'country_id'),
});
