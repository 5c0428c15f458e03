/**
 * What the visibility family declares, browser-safe: its formulas' catalogue entries (names, parameters,
 * help text, written once), the layout each lays its table out by, the keys its list reports filter on, and
 * what each formula may charge.
 */
import {
  country,
  dateMax,
  dateMin,
  domain,
  fetchMode,
  type FormulaCost,
  type FormulaCosts,
  type FunctionSpec,
  header,
  keyword,
  limit,
  refresh,
} from '../../shared/formula-spec';
import type { Layout } from '../../shared/layouts';
import type { FixedColumn } from '../../shared/columns';

/** The figures of a domain as the dashboard and the competitors report give them (the family's rows.ts reads them). */
export const DOMAIN_METRICS = [
  'visibility',
  'top3',
  'top10',
  'top50',
  'domain_rank',
  'ads_equivalent',
  'ai_overview_keywords',
  'ai_overview_citations',
] as const satisfies Layout;
/**
 * SEO_VISIBILITY: the dashboard's figures (the ones an SEO compares domains by), then the category the
 * domain is filed under and its rank among that segment's domains (the benchmark an SEO compares a client
 * with; a label more than a figure, so last), then the hint column, empty
 * where there is nothing to say. The URLs tool's unique-URL counts only when `columns` asks for them
 * (asking for them is asking for that way); figures a service may add beyond these are not shown.
 */
export const VISIBILITY_LAYOUT = [
  'domain',
  ...DOMAIN_METRICS,
  'category',
  'category_rank',
  'hint',
] as const satisfies Layout;
/** A position row, in order: intent and SERP features last, as text a filter view narrows by. */
export const POSITION_COLUMNS = [
  'keyword_id',
  'keyword',
  'position',
  'previous_position',
  'position_change',
  'url',
  'searches',
  'cpc',
  'difficulty',
  'visibility',
  'intent',
  'serp_features',
] as const satisfies Layout;
/** Cannibalization's rows are positions with the page each phrase ranked with before beside the current one. */
export const CANNIBALIZATION_COLUMNS = [
  ...POSITION_COLUMNS.slice(0, POSITION_COLUMNS.indexOf('url') + 1),
  'previous_url',
  ...POSITION_COLUMNS.slice(POSITION_COLUMNS.indexOf('url') + 1),
] as const satisfies Layout;
export const COMPETITOR_COLUMNS = ['domain', 'common_keywords', ...DOMAIN_METRICS] as const satisfies Layout;
const SECTION_FIGURES = [
  'keywords_count',
  'visibility',
  'previous_visibility',
  'visibility_change',
  'visibility_percent',
] as const satisfies Layout;
export const SUBDOMAIN_COLUMNS = ['subdomain', ...SECTION_FIGURES] as const satisfies Layout;
export const URL_COLUMNS = ['url', ...SECTION_FIGURES, 'top3', 'top10', 'top50'] as const satisfies Layout;
/** The characteristics the service splits a domain's phrases by (its `characteristics` parameter). */
export const CHARACTERISTICS = [
  'words_count',
  'trends',
  'searches',
  'difficulty',
  'keyword_params',
  'serp_params',
] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];
/** The bucket column of each characteristic, named for what its buckets are. */
export const CHARACTERISTIC_BUCKETS = {
  words_count: 'words_count',
  trends: 'trend',
  searches: 'searches',
  difficulty: 'difficulty',
  keyword_params: 'keyword_param',
  serp_params: 'serp_feature',
} as const satisfies Record<Characteristic, FixedColumn>;
/**
 * SEO_CHARACTERISTICS: the bucket under a column named for the characteristic ("Difficulty": `1-10`), then
 * the phrases and figures; SERP features add each feature's parameter and the visibility beside it.
 */
export function characteristicColumns(characteristic: Characteristic): Layout {
  return [
    CHARACTERISTIC_BUCKETS[characteristic],
    'keywords',
    'visibility_sum',
    'visibility_percent',
    'top3',
    'top10',
    'top50',
    ...(characteristic === 'serp_params' ? (['param', 'visibility'] as const) : []),
  ];
}
/**
 * The history's columns: the reference's metrics and the live service's, fixed so a table has the same
 * header whichever of them an answer (or the tool server) sends; a metric nobody listed is not shown.
 */
export const HISTORY_COLUMNS = [
  'date',
  'visibility',
  'top3',
  'top10',
  'top50',
  'efficiency_top10',
  'efficiency_top50',
  'unique_urls_top10',
  'unique_urls_top50',
  'ads_equivalent',
  'domain_rank',
] as const satisfies Layout;
export const KEYWORD_HISTORY_COLUMNS = ['date', 'position'] as const satisfies Layout;
export const DOMAIN_SUGGESTION_COLUMNS = ['domain', 'favourite'] as const satisfies Layout;
/** SEO_CONTENT_GAP: the phrase's figures, then each compared domain's position and URL (`contentGapColumns`). */
export const CONTENT_GAP_COLUMNS = [
  'keyword',
  'searches',
  'cpc',
  'difficulty',
  'keyword_params',
] as const satisfies Layout;
/** The domain first, then each competitor: `<host>.position`, `<host>.url` (shared/columns.ts labels them). */
export const contentGapColumns = (domains: readonly string[]): readonly string[] => [
  ...CONTENT_GAP_COLUMNS,
  ...domains.flatMap((host) => [`${host}.position`, `${host}.url`]),
];

/** The keys of the reports of ranking phrases (positions, cannibalization): one line per key. */
const RANKING_KEYS = ['keyword', 'url', 'position', 'searches', 'cpc'] as const;

/**
 * The keys each list report filters on, as the service names them: declared once here, and read by the
 * formulas, the report launcher (server and browser) and Help. A new filterable field is one line.
 */
export const FILTER_KEYS = {
  positions: RANKING_KEYS,
  cannibalization: RANKING_KEYS,
  competitors: ['domain', 'common_keywords', 'visibility'],
  // A bucket (its `key`: 3 words, "1-10", map…) and its phrase count.
  characteristics: ['key', 'count'],
  subdomains: ['domain', 'keywords_count', 'visibility'],
  urls: ['url', 'keywords_count', 'visibility'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type FilteredReport = keyof typeof FILTER_KEYS;

const VISIBILITY: FormulaCost = { counter: 'visibility_analysis_queries_per_day', per: 'formula' };

/** What each formula may charge when its cached answer is stale (registry/refresh-all.ts sums them). */
export const COSTS = {
  SEO_VISIBILITY: { counter: 'visibility_analysis_queries_per_day', per: 'input' },
  SEO_POSITIONS: VISIBILITY,
  SEO_COMPETITORS: VISIBILITY,
  SEO_CANNIBALIZATION: VISIBILITY,
  SEO_CHARACTERISTICS: VISIBILITY,
  SEO_SUBDOMAINS: VISIBILITY,
  SEO_URLS: VISIBILITY,
  SEO_KEYWORD_HISTORY: VISIBILITY,
  SEO_VISIBILITY_HISTORY: VISIBILITY,
  SEO_SUGGEST_DOMAINS: VISIBILITY,
} as const satisfies FormulaCosts;

/**
 * The family's formulas in the catalogue (registry/catalog.ts lists every family's). A pure call, so a
 * bundle that reads only the layouts above drops the entries: the bundles take them from the registry,
 * which the build ships reduced (no help text).
 */
export const FORMULAS = /* @__PURE__ */ (() =>
  [
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
  ] as const satisfies readonly FunctionSpec[])();
