/**
 * Wire shapes of the rank tracker, SERP analysis and crawl tasks, after the service's API reference
 * (`official-api-reference.md`). Each schema requires only what its table cannot do without (a keyword, a
 * URL, an id), checked with the readers of `read.ts`; every other figure is read by its path when it is
 * there and reads as blank when it is missing or odd. The result is the row a table shows: stable snake_case
 * keys, nested `statistics.*.current` lifted, and derived figures (a change) computed from the primary ones
 * beside them rather than taken from the service. Each is built when an answer is first read by it (`lazy`),
 * not when the bundle loads.
 */
import * as z from 'zod/mini';
import { lazy } from '../../shared/lazy';
import {
  num,
  obj,
  positionChange,
  rank,
  rankingUrl,
  str,
  toBoolean,
  toNumber,
  trendOf,
} from '../../api/read';

/** The value at the first of the dotted paths where the record has one (not null), or undefined. */
type Get = (...paths: string[]) => unknown;

/** Reads a record's values by dotted path. */
function reader(record: object): Get {
  const at = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined),
        record,
      );
  return (...paths) => paths.map(at).find((v) => v !== undefined && v !== null);
}

/** A record whose `required` fields are checked and whose row `shape` reads the rest by path. */
function record<S extends Record<string, z.ZodMiniType>, R>(
  required: S,
  shape: (row: z.output<ReturnType<typeof obj<S>>>, get: Get) => R,
) {
  return lazy(() =>
    z.pipe(
      obj(required),
      z.transform((row) => shape(row, reader(row))),
    ),
  );
}

/** Text, or a number taken as its text; anything else reads as undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** A list of texts (snippet types, headings) as one cell; a lone text stays itself. */
function texts(value: unknown): string | undefined {
  return Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : text(value);
}

/** A count the service sends beside its items (`h1_count`), else the number of items. */
function countOf(count: unknown, items: unknown): number | undefined {
  return toNumber(count) ?? (Array.isArray(items) ? items.length : undefined);
}

/** Drops keys whose value is undefined, so a field the service left out adds no empty column. */
function defined<T extends object>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The entries of a record keyed by day (`YYYY-MM-DD`), in day order; other keys are left out. */
function byDay(row: object): Array<[string, unknown]> {
  return Object.entries(row)
    .filter(([key]) => ISO_DAY.test(key))
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * A keyword's daily positions, keyed by day. The reference shows `positions` as an (empty) array, which is
 * how the service's PHP writes an empty map; filled, it is a map of day to position, or a list of
 * `{date, position}`.
 */
function dailyPositions(value: unknown): Record<string, number | null> {
  const entries = Array.isArray(value)
    ? value.map((e) => [e?.date, e?.position])
    : byDay(typeof value === 'object' && value !== null ? value : {});
  const days: Record<string, number | null> = {};
  for (const [day, pos] of entries) if (typeof day === 'string' && ISO_DAY.test(day)) days[day] = rank(pos);
  return days;
}

// ——— Rank tracker ———

export const rtProjectSchema = record({ id: num }, (p, get) => ({
  id: p.id,
  name: text(get('name')) ?? '',
  domain: text(get('domain')) ?? '',
}));

export const rtGroupSchema = record({ id: num }, (g, get) =>
  defined({
    id: g.id,
    name: text(get('name')) ?? '',
    keywords_count: toNumber(get('keywords_number')),
    is_dynamic: toBoolean(get('is_dynamic')),
  }),
);

/** A monitored keyword: its phrase is what the table cannot do without; the id is shown when sent. */
export const rtKeywordSchema = record({ keyword: str }, (k, get) => ({
  id: toNumber(get('id')),
  keyword: k.keyword,
  ...defined({ group_id: toNumber(get('group_id')) }),
}));

/**
 * A monitored keyword's positions. `statistics.position.{current,previous}` are the primary figures (the flat
 * `current_position` stands in for a missing current one); the change is computed, never read.
 */
export const rtPositionRowSchema = record({ keyword: str }, (r, get) => {
  const figure = (name: string, flat: string) => get(`statistics.${name}.current`, flat);
  const position = rank(figure('position', 'current_position'));
  const previous = rank(get('statistics.position.previous'));
  return {
    keyword: r.keyword,
    position,
    previous_position: previous,
    position_change: positionChange({ previous, current: position }),
    url: rankingUrl(figure('url', 'url')),
    searches: toNumber(figure('searches', 'searches')),
    cpc: toNumber(figure('cpc', 'cpc')),
    visibility: toNumber(figure('visibility', 'organic_visibility')),
    ...dailyPositions(get('positions')),
  };
});

/**
 * Entries of a map keyed by name (or a list) that hold at least one of `fields`; others (a sibling the
 * service added, a stray flag) are left out. Each entry is read with its key.
 */
function namedEntries<R>(fields: readonly string[], read: (key: string, get: Get) => R) {
  return lazy(() =>
    z.pipe(
      z.union([z.array(z.unknown()), z.record(z.string(), z.optional(z.unknown()))]),
      z.transform((map) =>
        Object.entries(map).flatMap(([key, value]) =>
          typeof value === 'object' && value !== null && fields.some((f) => f in value)
            ? [read(key, reader(value))]
            : [],
        ),
      ),
    ),
  );
}

/** `snippets/getStatistics` answers a map keyed by snippet type; each entry names its type again. */
export const snippetStatisticsSchema = namedEntries(
  ['snippet', 'serp_coverage', 'all_keywords', 'visible_keywords'],
  (key, get) => {
    const counts = (of: string, prefix: string) => {
      const recent = toNumber(get(`${of}.recent`));
      const previous = toNumber(get(`${of}.previous`));
      const change = recent !== undefined && previous !== undefined ? recent - previous : undefined;
      return { [prefix]: recent, [`previous_${prefix}`]: previous, [`${prefix}_change`]: change };
    };
    return {
      snippet: text(get('snippet')) ?? key,
      serp_coverage: toNumber(get('serp_coverage')),
      ...counts('all_keywords', 'keywords'),
      ...counts('visible_keywords', 'visible_keywords'),
    };
  },
);

/** Who stood at a slot of `compare_serp` on one day. */
interface CompareSerpCell {
  readonly position?: number;
  readonly domain?: string;
  readonly url?: string;
  readonly diff?: number;
}

/** A `compare_serp` row: the slot, then one `{position, domain, url, diff?}` per compared day. */
export const compareSerpRowSchema = record({ position: num }, (row) => ({
  position: row.position,
  days: Object.fromEntries(
    byDay(row).map(([day, c]): [string, CompareSerpCell] => {
      const cell = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>;
      const fields = {
        position: toNumber(cell.position),
        domain: text(cell.domain),
        url: text(cell.url),
      };
      return [day, { ...fields, diff: toNumber(cell.diff) }];
    }),
  ),
}));
export type CompareSerpRow = z.output<typeof compareSerpRowSchema>;

/**
 * The comparison as a table shows it: per day the domain and URL at each slot, and from the second day on
 * how many places that domain moved since the first day (positive: moved up). The change is computed from
 * the slots; the service's `diff` stands in only for a domain outside the compared slots on the first day.
 */
export function serpComparison(rows: CompareSerpRow[]) {
  const days = [...new Set(rows.flatMap((r) => Object.keys(r.days)))].sort();
  const firstDay = new Map<string, number>();
  for (const r of rows) {
    const cell = r.days[days[0]];
    if (cell?.domain && !firstDay.has(cell.domain)) firstDay.set(cell.domain, cell.position ?? r.position);
  }
  return rows.map((r) => {
    const row: Record<string, unknown> = { position: r.position };
    days.forEach((day, i) => {
      const cell = r.days[day] ?? {};
      const before = cell.domain === undefined ? undefined : firstDay.get(cell.domain);
      const change =
        i === 0
          ? undefined
          : (positionChange({ previous: before, current: cell.position ?? r.position }) ?? cell.diff);
      row[day] = defined({ domain: cell.domain, url: cell.url, position_change: change });
    });
    return row;
  });
}

/** A `compare_days` row: the keyword's figures, `{pos, url}` under each compared day, the change first to last. */
export const compareDaysRowSchema = record({ keyword: str }, (row, get) => {
  const days = byDay(row).map(([day, c]) => {
    const cell = (typeof c === 'object' && c !== null ? c : {}) as Record<string, unknown>;
    return [day, { position: rank(cell.pos ?? cell.position), url: rankingUrl(cell.url) }] as const;
  });
  const change =
    days.length > 1
      ? positionChange({ previous: days[0][1].position, current: days[days.length - 1][1].position })
      : undefined;
  return defined({
    keyword: row.keyword,
    searches: toNumber(get('searches')),
    cpc: toNumber(get('cpc')),
    ...Object.fromEntries(days),
    position_change: change,
  });
});

// ——— Tasks ———

/** A creation time as ISO text: the service sends Unix seconds, or ISO text on some checks. */
function createdAt(get: Get): string {
  const value = get('created', 'created_at');
  const seconds = toNumber(value);
  const ms =
    seconds !== undefined ? seconds * 1000 : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/**
 * A SERP analysis task. Readiness comes from the two progress flags (a missing flag reads as not ready); the
 * phrase from `data.keyword`, else `raw_request.keyword`.
 */
export const serpTaskSchema = record({ id: num }, (t, get) => ({
  id: t.id,
  keyword: text(get('data.keyword', 'raw_request.keyword', 'keyword')) ?? '',
  country_id: toNumber(get('country_id')),
  status: text(get('status')) ?? '',
  created_at: createdAt(get),
  progress: {
    has_serp_data: toBoolean(get('progress.has_serp_data')) ?? false,
    has_keywords_analysis_data: toBoolean(get('progress.has_keywords_analysis_data')) ?? false,
  },
}));
export type SerpTask = z.output<typeof serpTaskSchema>;

/**
 * A TOP100 or URL crawl task, from `create`, `check` or `list`. Progress is `{all, finished}` (TOP100),
 * `{all_urls, completed}` (URL crawl), or absent (`create`, lists), when the items sent count instead.
 */
const crawlTask = (_: unknown, get: Get) => {
  const status = text(get('status')) ?? '';
  const items = get('data.keywords', 'data.urls', 'raw_request.keywords', 'raw_request.urls');
  const all = toNumber(get('progress.all', 'progress.all_urls')) ?? (Array.isArray(items) ? items.length : 1);
  const done = toNumber(get('progress.finished', 'progress.completed'));
  const finished = Math.min(done ?? (status === 'completed' ? all : 0), all);
  return {
    id: toNumber(get('id')),
    status,
    created_at: createdAt(get),
    all,
    finished,
    ready: status === 'completed' || (done !== undefined && all > 0 && finished >= all),
  };
};
export const crawlTaskRecordSchema = record({}, crawlTask);
export type CrawlTaskRecord = z.output<typeof crawlTaskRecordSchema>;
/** `create` answers the new task's record; without its id there is nothing to follow. */
export const createdCrawlTaskSchema = record({ id: num }, (task, get) => ({
  ...crawlTask(task, get),
  id: task.id,
}));

// ——— SERP reports and crawl results ———

/** A phrase row of the SERP keyword reports (questions, related keywords, propositions). */
export const serpKeywordRowSchema = record({ keyword: str }, (r, get) => {
  const figure = (name: string) => toNumber(get(name, `statistics.${name}.current`));
  // The figures every phrase report has keep their column when a source leaves them out; the two that
  // only some reports carry appear where they are sent.
  return {
    keyword: r.keyword,
    searches: figure('searches'),
    cpc: figure('cpc'),
    cpc_min: figure('cpc_min'),
    cpc_max: figure('cpc_max'),
    words_count: toNumber(get('words_count')),
    ...defined({
      // Sent as null (a source that has the column but not the figure), it stays a blank column.
      common_factor: 'common_factor' in r ? (toNumber(get('common_factor')) ?? null) : undefined,
      parent_keyword: text(get('parent_keyword')),
    }),
    trend: trendOf(r),
  };
});

/** A result of `urls/getList`: the page at a position and what its content measured. */
export const serpUrlRowSchema = record({ url: str }, (r, get) => {
  const content = (path: string) => get(`content.${path}`);
  const heading = (level: string) =>
    countOf(content(`headers.${level}.count`), content(`headers.${level}.value`));
  return {
    position: toNumber(get('position')),
    url: r.url,
    domain: text(get('domain')),
    main_domain: text(get('main_domain')),
    title: text(get('content.title.value', 'title')),
    title_length: toNumber(content('title.length')),
    description: text(content('description.value')),
    description_length: toNumber(content('description.length')),
    content_length: toNumber(content('length')),
    text2html_ratio: toNumber(content('text2html_ratio')),
    h1: texts(content('headers.h1.value')),
    h1_count: heading('h1'),
    h2_count: heading('h2'),
    h3_count: heading('h3'),
    keywords: toNumber(get('keywords.number')),
  };
});

/** `content/getStatistics`: one record of `statistics.<measure>.{avg,min,max,...}`, read as a row per measure. */
export const contentStatisticsSchema = lazy(() =>
  z.pipe(
    obj({
      statistics: namedEntries(['avg', 'min', 'max'], (measure, get) => ({
        measure,
        avg: toNumber(get('avg')),
        min: toNumber(get('min')),
        domain_min: text(get('domain_min')),
        max: toNumber(get('max')),
        domain_max: text(get('domain_max')),
      })),
    }),
    z.transform((d) => d.statistics),
  ),
);

export const serpKeywordStatisticsSchema = record({}, (stats, get) => [
  {
    searches: toNumber(get('searches')),
    cpc: toNumber(get('cpc')),
    rank_value: toNumber(get('rank_value')),
    trend: trendOf(stats),
  },
]);

export const competitorsNumberSchema = record({ competitors_number: num }, (d) => [
  { competitors_number: d.competitors_number },
]);

export const topicLeaderRowSchema = record({ url: str }, (r, get) => ({
  url: r.url,
  occurrences: toNumber(get('occurrences')),
}));

export const serpGroupRowSchema = record({ group: str }, (g, get) => ({
  group: g.group,
  keywords_count: toNumber(get('keywords_sum')),
}));

/** A row of a TOP100 crawl: one result of one phrase. */
export const top100RowSchema = record({ keyword: str }, (r, get) => ({
  keyword: r.keyword,
  position: toNumber(get('pos', 'position')),
  url: text(get('url')),
  domain: text(get('domain')),
  main_domain: text(get('main_domain')),
  searches: toNumber(get('searches')),
  cpc: toNumber(get('cpc_avg')),
  cpc_min: toNumber(get('cpc_min')),
  cpc_max: toNumber(get('cpc_max')),
  snippets: texts(get('snippets')),
}));

/** A row of a URL crawl: what the page's markup holds, counts beside the lists they count. */
export const urlCrawlRowSchema = record({ url: str }, (r, get) => {
  const count = (name: string) => countOf(get(`${name}_count`), get(name));
  return {
    url: r.url,
    title: text(get('title')),
    title_length: toNumber(get('title_length')),
    description: text(get('description')),
    description_length: toNumber(get('description_length')),
    h1: texts(get('h1')),
    h1_count: count('h1'),
    h2_count: count('h2'),
    content_length: toNumber(get('content_length')),
    links_internal: count('internal_links'),
    links_external: count('external_links'),
  };
});
