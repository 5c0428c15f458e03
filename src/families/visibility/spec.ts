/**
 * The registry of custom functions: names, parameters and help text, written once.
 * scripts/build.ts turns each entry into a top-level wrapper with @customfunction JSDoc,
 * scripts/docs.ts into the formula reference, and the sidebar's Help view reads it at run time.
 * Every entry must have an implementation exported from src/functions/index.ts under the same name.
 */
import { FILTER_KEYS } from '../../shared/filter';
import {
  AI_OVERVIEW_COLUMNS,
  AI_OVERVIEW_COMPETITOR_COLUMNS,
  AI_OVERVIEW_STATISTICS_COLUMNS,
  CANNIBALIZATION_COLUMNS,
  CHARACTERISTICS,
  characteristicColumns,
  COMPARE_SERP_COLUMNS,
  COMPETITOR_COLUMNS,
  CONTENT_GAP_COLUMNS,
  COUNTRY_COLUMNS,
  DOMAIN_SUGGESTION_COLUMNS,
  GROUP_COLUMNS,
  HISTORY_COLUMNS,
  KEYWORD_COLUMNS,
  KEYWORD_HISTORY_COLUMNS,
  LIMIT_COLUMNS,
  POSITION_COLUMNS,
  RT_GROUP_COLUMNS,
  RT_KEYWORD_COLUMNS,
  RT_POSITION_COLUMNS,
  RT_PROJECT_COLUMNS,
  SERP_REPORT_COLUMNS,
  SNIPPET_COLUMNS,
  STATISTICS_COLUMNS,
  SUBDOMAIN_COLUMNS,
  SUGGESTION_COLUMNS,
  URL_COLUMNS,
  VISIBILITY_LAYOUT,
} from '../../shared/layouts';

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
   * formula lays its table out by (shared/layouts.ts). Help and the README list it.
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

const country = {
  name: 'country_id',
  description:
    'Market id (1 Poland, 50 Czechia, 164 Slovakia, 200 Poland database 2.0; see SEO_COUNTRIES). Default: the document setting.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const fetchMode = {
  name: 'fetch_mode',
  description:
    'How the domain is read: "topLevelDomain" (whole domain, default), "subdomain" (for blog.example.pl), "catalog" or "url".',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const limit = (rows: number) =>
  ({
    name: 'limit',
    description: `Maximum rows to return (default ${rows}).`,
    optional: true,
  }) as const satisfies ParamSpec;
const header = {
  name: 'header',
  description: 'TRUE (default) to start the table with a header row, FALSE to omit it.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const refresh = {
  name: 'refresh',
  description:
    'Any cell, e.g. the refresh stamp: a new value fetches fresh data instead of reading the cache.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const dateMin = {
  name: 'date_min',
  description: 'First day, a date or YYYY-MM-DD.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const dateMax = {
  name: 'date_max',
  description: 'Last day, a date or YYYY-MM-DD (default today).',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const domain = {
  name: 'domain',
  description: 'Domain or host, e.g. "example.pl".',
  shared: true,
} as const satisfies ParamSpec;
const projectId = {
  name: 'project_id',
  description: 'Rank-tracker project id (see SEO_RT_PROJECTS).',
  shared: true,
} as const satisfies ParamSpec;
const groupId = {
  name: 'group_id',
  description: 'Only this group.',
  optional: true,
  shared: true,
} as const satisfies ParamSpec;
const keyword = {
  name: 'keyword',
  description: 'A phrase, e.g. "buty do biegania".',
  shared: true,
} as const satisfies ParamSpec;

/** The entries with their literal names and parameters, so implementations are typed by them. */
const specs = [
  {
    name: 'SEO_VISIBILITY',
    group: 'Visibility',
    summary:
      'Domain statistics, one row per domain: visibility, TOP3/TOP10/TOP50 phrases, ranking, Ads equivalent, AI Overview phrases and citations, and the category the domain is filed under with its rank there.',
    params: [
      { name: 'domains', description: 'A domain or a range of domains, e.g. A2:A50.' },
      country,
      {
        name: 'fetch_mode',
        description:
          'How each domain is read: "topLevelDomain" (whole domain, default), "subdomain" (a host, e.g. blog.example.pl) or "url" (single URLs, through the URLs tool: one Tools unit for up to 500, without domain rank, category and AI Overview figures; needs a sign-in to the API). Not "catalog": the service gives no domain statistics for a directory (SEO_URLS lists the URLs under it, SEO_POSITIONS its phrases).',
        optional: true,
      },
      header,
      refresh,
      {
        name: 'columns',
        description:
          'Optional: the figures to show after the domain, e.g. "visibility, top10, domain_rank" (names or header labels; a cell range of them works too). Default: the dashboard’s figures, the category and the rank in it (the columns below), the same however they are fetched; Unique URLs in TOP10/TOP50 only when named (the URLs tool gives them). Domain rank and AI Overview figures come from a request per domain only: naming them makes the formula fetch per domain.',
        optional: true,
      },
    ],
    returns: 'A table with a header row and one row per input domain, in input order.',
    example: '=SEO_VISIBILITY(A2:A50)',
    columns: VISIBILITY_LAYOUT,
    columnsNote:
      'With columns given, the figures it names come after the domain; the Hint column stays last.',
  },
  {
    name: 'SEO_POSITIONS',
    group: 'Visibility',
    summary:
      'Keywords the domain ranks for: position, previous_position, position_change (positive: moved up), url, searches, cpc, difficulty, visibility, search intent and the SERP features on the results page.',
    params: [
      domain,
      limit(100),
      country,
      fetchMode,
      {
        name: 'filter',
        description:
          'Optional filter such as "position<=10" or "keyword contains buty"; several joined with "and" (all must hold). Operators <, <=, >, >=, = and contains; text that cannot be read completely is refused, never sent.',
        optional: true,
        filterKeys: FILTER_KEYS.positions,
      },
      header,
      refresh,
    ],
    returns: 'A table of ranking keywords.',
    example: '=SEO_POSITIONS("example.pl", 500)',
    columns: POSITION_COLUMNS,
  },
  {
    name: 'SEO_COMPETITORS',
    group: 'Visibility',
    summary: 'Domains competing with the domain for the same phrases.',
    params: [domain, limit(50), country, fetchMode, header, refresh],
    returns: 'A table of competing domains.',
    example: '=SEO_COMPETITORS("example.pl")',
    columns: COMPETITOR_COLUMNS,
  },
  {
    name: 'SEO_CANNIBALIZATION',
    group: 'Visibility',
    summary: 'Phrases for which several URLs of the domain compete with each other.',
    params: [domain, limit(100), country, fetchMode, header, refresh],
    returns:
      'A table of cannibalized phrases: each URL that ranks for the phrase with its position, and the URL that ranked at the compared date.',
    example: '=SEO_CANNIBALIZATION("example.pl")',
    columns: CANNIBALIZATION_COLUMNS,
  },
  {
    name: 'SEO_CHARACTERISTICS',
    group: 'Visibility',
    summary:
      'How the phrases the domain ranks for split by one characteristic (length, search trend, searches, difficulty, keyword parameters or SERP features): phrases, visibility and its share, TOP3/TOP10/TOP50 per bucket.',
    // A signature only grows at the end: `characteristics` came after the others, so it comes last.
    params: [
      domain,
      country,
      fetchMode,
      header,
      refresh,
      {
        name: 'characteristics',
        description:
          '"words_count" (default): by number of words, 1 to 7 and more; "trends": by the shape of their searches over the year (seasonality); "searches": by monthly searches, each bucket a threshold (10, 20, 50…); "difficulty": by keyword difficulty, in ranges of ten ("1-10"…); "keyword_params": by what the phrase names besides its topic (a city, a brand, a price…); "serp_params": by the SERP features on the results page (map, ads, featured snippet…), with the visibility the domain has beside each. It is the last argument, after refresh: formulas written before it was added keep their meaning.',
        optional: true,
      },
    ],
    returns: 'A table with one row per bucket of the characteristic.',
    example: '=SEO_CHARACTERISTICS("example.pl",,,,,"difficulty")',
    columns: characteristicColumns('words_count'),
    columnsBy: {
      param: 'characteristics',
      layouts: Object.fromEntries(CHARACTERISTICS.map((c) => [c, characteristicColumns(c)])),
    },
  },
  {
    name: 'SEO_CONTENT_GAP',
    group: 'Visibility',
    summary:
      'The content gap: phrases your competitors rank for and the domain does not (or, in "common" mode, that all of them rank for), with searches, CPC, difficulty, keyword parameters and each domain\'s position and URL side by side. One tools unit a new comparison.',
    params: [
      domain,
      {
        name: 'competitors',
        description: 'Up to 4 competing domains: a range, or text like "sklep-rowerowy.pl, rowery24.pl".',
      },
      {
        name: 'mode',
        description:
          '"missing" (default): phrases at least one competitor ranks for and the domain does not; "common": phrases all of them rank for.',
        optional: true,
      },
      limit(100),
      country,
      header,
      refresh,
    ],
    returns:
      'A table of phrases by searches; per compared domain, the domain first, a position column (blank: outside the TOP100) and a URL column.',
    example: '=SEO_CONTENT_GAP("example.pl", "sklep-rowerowy.pl, rowery24.pl")',
    columns: CONTENT_GAP_COLUMNS,
    columnsNote:
      'Then, for the domain and each competitor in turn, its position and its URL, each headed by the domain.',
  },
  {
    name: 'SEO_SUBDOMAINS',
    group: 'Visibility',
    summary: 'Subdomains of the domain with their phrase counts and visibility.',
    params: [domain, limit(100), country, header, refresh],
    returns: 'A table of subdomains.',
    example: '=SEO_SUBDOMAINS("example.pl")',
    columns: SUBDOMAIN_COLUMNS,
  },
  {
    name: 'SEO_URLS',
    group: 'Visibility',
    summary:
      'URLs of the domain that rank, with their visibility, phrase counts and TOP3/TOP10/TOP50 phrases.',
    params: [domain, limit(100), country, fetchMode, header, refresh],
    returns: 'A table of URLs.',
    example: '=SEO_URLS("example.pl", 200)',
    columns: URL_COLUMNS,
  },
  {
    name: 'SEO_KEYWORD_HISTORY',
    group: 'Visibility',
    summary: 'Daily position history of one phrase for the domain; usable in SPARKLINE and charts.',
    params: [domain, keyword, dateMin, dateMax, country, fetchMode, header, refresh],
    returns: 'A table of date and position.',
    example: '=SEO_KEYWORD_HISTORY("example.pl", "buty trekkingowe")',
    columns: KEYWORD_HISTORY_COLUMNS,
  },
  {
    name: 'SEO_VISIBILITY_HISTORY',
    group: 'Visibility',
    summary:
      'Visibility of the domain over time, of all its phrases or of one segment (brand, non-brand, short or long tail); usable in SPARKLINE and charts.',
    // A signature only grows at the end: `segment` came after the others, so it comes last.
    params: [
      domain,
      dateMin,
      dateMax,
      { name: 'interval', description: '"daily", "weekly" (default) or "monthly".', optional: true },
      country,
      fetchMode,
      header,
      refresh,
      {
        name: 'segment',
        description:
          '"all" (default), "brand" (phrases naming a brand), "my_brand" (the domain\'s own brand), "non_brand", "non_own_brand" (all but its own brand), "short_tail" (short, general phrases) or "long_tail" (longer, specific ones). It is the last argument, after refresh: formulas written before it was added keep their meaning.',
        optional: true,
      },
    ],
    returns:
      'A table of date, visibility, TOP3/TOP10/TOP50 phrases, phrases per URL, unique URLs, Ads equivalent and domain rank; a closing note when the points are spaced otherwise than asked.',
    example: '=SPARKLINE(INDEX(SEO_VISIBILITY_HISTORY("example.pl",,,,,,FALSE),,2))',
    columns: HISTORY_COLUMNS,
  },
  {
    name: 'SEO_AI_OVERVIEWS',
    group: 'Visibility',
    summary:
      'Phrases with an AI Overview where the domain ranks: searches, intent, whether the AI Overview cites the domain and which of its URLs, its organic position and its best place among the overview’s sources, the stage of the buyer’s journey, the overview’s length and how many domains it cites. Data exists for country_id 200 only.',
    params: [domain, limit(100), country, fetchMode, header, refresh],
    returns:
      'A table of keyword, searches, intent, cited (TRUE/FALSE) and url, then position, position in AI Overview, journey stage, AI Overview length and domains in it.',
    example: '=SEO_AI_OVERVIEWS("example.pl", 100, 200)',
    columns: AI_OVERVIEW_COLUMNS,
  },
  {
    name: 'SEO_AI_OVERVIEWS_STATS',
    group: 'Visibility',
    summary:
      'AI Overview figures of each domain: phrases with an AI Overview where it ranks and those citing it, its average position among their sources, AI Overview wins and losses, and the share of visibility AI Overviews take from it. Data exists for country_id 200 only.',
    params: [
      { name: 'domains', description: 'A domain or a range of domains, e.g. A2:A20.' },
      country,
      fetchMode,
      header,
      refresh,
    ],
    returns: 'A table with a header row and one row per input domain, in input order.',
    example: '=SEO_AI_OVERVIEWS_STATS(A2:A20, 200)',
    columns: AI_OVERVIEW_STATISTICS_COLUMNS,
  },
  {
    name: 'SEO_AI_OVERVIEWS_COMPETITORS',
    group: 'Visibility',
    summary:
      'Domains cited beside the domain in AI Overviews: their average position among the sources, on the phrases they share and on all, the phrases both are cited for, and those only the domain or only the competitor is. Data exists for country_id 200 only.',
    params: [domain, limit(50), country, fetchMode, header, refresh],
    returns: 'A table of the domains competing in AI Overviews.',
    example: '=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", 20, 200)',
    columns: AI_OVERVIEW_COMPETITOR_COLUMNS,
  },
  {
    name: 'SEO_SUGGEST_DOMAINS',
    group: 'Visibility',
    summary: 'Domains in the visibility index that match a piece of text.',
    params: [
      { name: 'text', description: 'Part of a domain name, e.g. "allegro".' },
      limit(20),
      country,
      header,
      refresh,
    ],
    returns: 'A table of matching domains.',
    example: '=SEO_SUGGEST_DOMAINS("exam")',
    columns: DOMAIN_SUGGESTION_COLUMNS,
  },
  {
    name: 'SEO_COUNTRIES',
    group: 'Account',
    summary: 'Markets and their country_id values.',
    params: [
      {
        name: 'scope',
        description:
          '"all" (default) for every country, "visibility" for the visibility-analysis databases only.',
        optional: true,
      },
      header,
    ],
    returns: 'A table of country ids, names and codes.',
    example: '=SEO_COUNTRIES("visibility")',
    columns: COUNTRY_COLUMNS,
  },
  {
    name: 'SEO_KEYWORD_STATS',
    group: 'Keyword database',
    summary:
      'Searches, CPC, 12-month trend and whether data was found, one row per input phrase in input order; batched 500 phrases a run.',
    params: [
      { name: 'phrases', description: 'A phrase or a range of phrases, e.g. A2:A2001.' },
      country,
      header,
      refresh,
    ],
    returns: 'A table with one row per input phrase, duplicates and blanks included.',
    example: '=SEO_KEYWORD_STATS(A2:A2001)',
    columns: STATISTICS_COLUMNS,
  },
  {
    name: 'SEO_KEYWORDS',
    group: 'Keyword database',
    summary:
      'Phrases related to seed phrases, domains or URLs (one, or a range sent in one request), with their statistics and the SERP features on their results page.',
    params: [
      {
        name: 'seed',
        description:
          'A phrase, domain or URL, or a range of them, e.g. A2:A6: all go in one request (URLs: country_id 1 only). From a range, the table starts with the seed each phrase came from, where the service says so.',
      },
      limit(100),
      country,
      {
        name: 'mode',
        description: '"keyword" (default), "domain" or "url": what the seed is.',
        optional: true,
      },
      header,
      refresh,
    ],
    returns:
      'A table of phrases: searches, CPC, trend and SERP features; from a range of seeds, the seed each came from first.',
    example: '=SEO_KEYWORDS("buty do biegania", 200)',
    columns: SUGGESTION_COLUMNS,
    columnsNote: 'From a range of seeds, the table starts with the seed each phrase came from.',
  },
  {
    name: 'SEO_KEYWORD_GROUPS',
    group: 'Keyword database',
    summary: 'Semantic groups of phrases around a keyword.',
    params: [keyword, limit(100), country, header, refresh],
    returns: 'A table of groups.',
    example: '=SEO_KEYWORD_GROUPS("buty")',
    columns: GROUP_COLUMNS,
  },
  {
    name: 'SEO_QUESTIONS',
    group: 'Keyword database',
    summary: 'Questions people search for around a keyword.',
    params: [keyword, limit(100), country, header, refresh],
    returns: 'A table of questions.',
    example: '=SEO_QUESTIONS("buty do biegania")',
    columns: KEYWORD_COLUMNS,
  },
  {
    name: 'SEO_RELATED',
    group: 'Keyword database',
    summary: 'Related phrases for a keyword.',
    params: [keyword, limit(100), country, header, refresh],
    returns: 'A table of related phrases.',
    example: '=SEO_RELATED("buty do biegania")',
    columns: KEYWORD_COLUMNS,
  },
  {
    name: 'SEO_RT_PROJECTS',
    group: 'Monitoring',
    summary: 'Rank-tracker projects of the account.',
    params: [header, refresh],
    returns: 'A table of projects with their ids.',
    example: '=SEO_RT_PROJECTS()',
    columns: RT_PROJECT_COLUMNS,
  },
  {
    name: 'SEO_RT_GROUPS',
    group: 'Monitoring',
    summary: 'Keyword groups of a rank-tracker project.',
    params: [projectId, header, refresh],
    returns: 'A table of groups.',
    example: '=SEO_RT_GROUPS(101)',
    columns: RT_GROUP_COLUMNS,
  },
  {
    name: 'SEO_RT_KEYWORDS',
    group: 'Monitoring',
    summary: 'Monitored keywords of a project, optionally of one group.',
    params: [projectId, groupId, header, refresh],
    returns: 'A table of monitored keywords.',
    example: '=SEO_RT_KEYWORDS(101)',
    columns: RT_KEYWORD_COLUMNS,
  },
  {
    name: 'SEO_RT_POSITIONS',
    group: 'Monitoring',
    summary: 'Daily positions of the monitored keywords of a project.',
    params: [
      projectId,
      {
        name: 'date_min',
        description:
          'First day, a date or YYYY-MM-DD (default: the week up to date_max, six days before it).',
        optional: true,
      },
      dateMax,
      groupId,
      header,
      refresh,
    ],
    returns:
      'A table of monitored keywords: position, previous_position, position_change (positive: moved up), url, searches, cpc, visibility, then one position column per day, headed by the day (blank: outside the TOP100).',
    example: '=SEO_RT_POSITIONS(101, "2026-11-01")',
    columns: RT_POSITION_COLUMNS,
    columnsNote: 'Then one position column per day of the range, headed by the day.',
  },
  {
    name: 'SEO_RT_SNIPPETS',
    group: 'Monitoring',
    summary: 'SERP snippet statistics of a project.',
    params: [projectId, header, refresh],
    returns:
      'A table of snippet types: SERP coverage, keywords with the snippet and keywords where the project is visible in it, each with previous and change.',
    example: '=SEO_RT_SNIPPETS(101)',
    columns: SNIPPET_COLUMNS,
  },
  {
    name: 'SEO_RT_COMPARE_SERP',
    group: 'Monitoring',
    summary: 'The SERP of a monitored keyword on several days, side by side.',
    params: [
      projectId,
      { name: 'keyword', description: 'A monitored keyword of the project.' },
      {
        name: 'dates',
        description: 'Up to 5 dates to compare: a range of dates or text like "2026-11-01, 2026-11-15".',
      },
      { name: 'position', description: 'Compare positions 1..position (default 10).', optional: true },
      header,
      refresh,
    ],
    returns:
      "A table with one row per position: domain and URL per date, and from the second date each domain's change since the first (positive: moved up).",
    example: '=SEO_RT_COMPARE_SERP(101, "buty trekkingowe", "2026-11-01, 2026-11-15")',
    columns: COMPARE_SERP_COLUMNS,
    columnsNote:
      'Then, for each date in order, the domain and the URL at that position and, from the second date, how many places the domain moved since the first.',
  },
  {
    name: 'SEO_SERP',
    group: 'SERP',
    summary:
      'A report of the SERP analysis for a phrase. Starts the analysis when none exists (one SERP unit) and shows its status until it is ready.',
    params: [
      keyword,
      {
        name: 'report',
        description:
          '"urls" (default), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" or "keywords_propositions".',
        optional: true,
      },
      country,
      header,
      refresh,
    ],
    returns: 'The report as a table, or a one-row status while the analysis runs.',
    example: '=SEO_SERP("buty do biegania", "urls")',
    columns: SERP_REPORT_COLUMNS.urls,
    columnsBy: { param: 'report', layouts: SERP_REPORT_COLUMNS },
    columnsNote: 'While the analysis runs, a one-row status with the task id instead.',
  },
  {
    name: 'SEO_LIMITS',
    group: 'Account',
    summary:
      'Every quota counter of the account, named as in the sidebar: limit, used, left, when it resets ("in 18 days"), what it covers, and its key.',
    params: [header, refresh],
    returns: 'A table with one row per counter.',
    example: '=SEO_LIMITS()',
    columns: LIMIT_COLUMNS,
  },
] as const satisfies readonly FunctionSpec[];

export type CatalogEntry = (typeof specs)[number];
export type CustomFunctionName = CatalogEntry['name'];
export const catalog: readonly FunctionSpec[] = specs;
