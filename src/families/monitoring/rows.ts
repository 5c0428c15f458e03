/**
 * Wire shapes of the rank tracker (monitoring), after the service's API reference: projects, groups,
 * monitored keywords and their positions, SERP features, and the two compare tools. Each schema requires
 * only what its table cannot do without (an id, a keyword, a slot); every other figure is read by its path
 * when it is there, nested `statistics.*.current` lifted, and a change computed from the figures beside it.
 */
import type * as z from 'zod/mini';
import {
  defined,
  namedEntries,
  num,
  positionChange,
  rank,
  rankingUrl,
  record,
  str,
  text,
  toBoolean,
  toNumber,
} from '../../api/read';

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
