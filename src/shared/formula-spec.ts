/**
 * What a formula's catalogue entry is (each family's spec.ts declares its formulas' entries, and
 * registry/catalog.ts lists them all): its name, parameters and help text, written once. scripts/build.ts
 * turns each entry into a top-level wrapper with @customfunction JSDoc, scripts/docs.ts into the formula
 * reference, and the sidebar's Help view reads it at run time. Here too the parameters many formulas
 * share, described once, and what a formula may charge when its cached answer is stale.
 */

export type FunctionGroup = 'Visibility' | 'Keyword database' | 'Monitoring' | 'SERP' | 'Account';

export interface ParamSpec {
  readonly name: string;
  readonly description: string;
  readonly optional?: boolean;
  /** Described the same for every formula that takes it, so its translations are keyed by its name alone. */
  readonly shared?: true;
  /** A filter's keys (shared/filter.ts, where each report declares them), listed by Help. */
  readonly filterKeys?: readonly string[];
}

export interface FunctionSpec {
  readonly name: string;
  readonly group: FunctionGroup;
  readonly summary: string;
  readonly params: readonly ParamSpec[];
  readonly returns: string;
  /**
   * In English syntax, as setFormula takes it; Help shows it in the document's and Insert writes it. It
   * evaluates on the demo account (demo@example.com in the simulator): test/functions/help-examples.test.ts.
   */
  readonly example: string;
  /**
   * The header it returns with its default arguments, as column keys (shared/columns.ts): the constants the
   * formula lays its table out by (its family's spec.ts). Help and the README list it.
   */
  readonly columns: readonly string[];
  /** Where one argument's value chooses other columns: the layout of each value (Help lists the others). */
  readonly columnsBy?: {
    readonly param: string;
    readonly layouts: Readonly<Record<string, readonly string[]>>;
  };
  /** How the arguments change the columns beyond `columnsBy`, in words (translated like `summary`). */
  readonly columnsNote?: string;
}

/** What a formula may charge when its cached answer is stale: a unit, or one per input cell or statistics run. */
export interface FormulaCost {
  readonly counter:
    | 'visibility_analysis_queries_per_day'
    | 'keywords_analysis_queries_per_day'
    | 'tools_daily_limit';
  readonly per: 'formula' | 'input' | 'run';
}
/** By formula name; a formula not listed charges nothing (limits, countries, monitoring lists, SERP analyses that exist). */
export type FormulaCosts = Readonly<Record<string, FormulaCost>>;

export const country = {
  name: 'country_id',
  description:
    'Market id (1 Poland, 50 Czechia, 164 Slovakia, 200 Poland database 2.0; see SEO_COUNTRIES). Default: the document setting.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const fetchMode = {
  name: 'fetch_mode',
  description:
    'How the domain is read: "topLevelDomain" (whole domain, default), "subdomain" (for blog.example.pl), "catalog" or "url".',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const limit = (rows: number) =>
  ({
    name: 'limit',
    description: `Maximum rows to return (default ${rows}).`,
    optional: true,
  }) as const satisfies ParamSpec;
export const header = {
  name: 'header',
  description: 'TRUE (default) to start the table with a header row, FALSE to omit it.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const refresh = {
  name: 'refresh',
  description:
    'Any cell, e.g. the refresh stamp: a new value fetches fresh data instead of reading the cache.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const dateMin = {
  name: 'date_min',
  description: 'First day, a date or YYYY-MM-DD.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const dateMax = {
  name: 'date_max',
  description: 'Last day, a date or YYYY-MM-DD (default today).',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const domain = {
  name: 'domain',
  description: 'Domain or host, e.g. "example.pl".',
  shared: true,
} as const satisfies ParamSpec;
export const projectId = {
  name: 'project_id',
  description: 'Rank-tracker project id (see SEO_RT_PROJECTS).',
  shared: true,
} as const satisfies ParamSpec;
export const groupId = {
  name: 'group_id',
  description: 'Only this group.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
export const keyword = {
  name: 'keyword',
  description: 'A phrase, e.g. "buty do biegania".',
  shared: true,
} as const satisfies ParamSpec;
