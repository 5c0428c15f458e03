/**
 * Wire shapes of the rank tracker (monitoring), after the service's API reference and its documented
 * examples: projects, groups, monitored keywords and their positions, SERP features, and the two compare
 * tools. Ids and counts arrive as strings (`"120225"`, `"25"`), a history keyed by day or by epoch seconds,
 * a day's position 0 when the keyword did not rank. Each schema requires only what its table cannot do
 * without (an id, a keyword, a slot); a change is computed from the figures beside it, never read.
 */
import * as z from 'zod/mini';
import {
  at,
  change,
  count,
  dayOf,
  defined,
  type Figure,
  first,
  flag,
  isRecord,
  num,
  numOrNull,
  obj,
  part,
  positionChange,
  rank,
  rankingUrl,
  type Read,
  reshaped,
  row,
  series,
  str,
  text,
  textOrNull,
  tolerant,
} from '../../api/read';
import { once } from '../../shared/lazy';

/** Lifts `project`'s fields (`getListWithExtendedData`) beside the row's own. */
const lifted = (v: unknown) => (isRecord(v) && isRecord(v.project) ? { ...v, ...v.project } : v);

const project = row({ id: at(count), name: at(text), domain: at(text) }, (p) => ({
  id: p.id,
  name: p.name ?? '',
  domain: p.domain ?? '',
}));

/**
 * A project: `{id, name, domain}` (`getMyActiveProjects`), or the same under `project` beside its figures
 * (`getListWithExtendedData`), read alike.
 */
export const rtProjectSchema = once(() => reshaped(lifted, project()));

/** A group; its keywords counted in `keywords_number` (reference), `keywords_count` (tool) or `count`. */
export const rtGroupSchema = row(
  {
    id: at(count),
    name: at(text),
    keywords_count: at(num, 'keywords_number', 'keywords_count', 'count'),
    is_dynamic: at(flag),
  },
  (g) => defined({ ...g, name: g.name ?? '' }),
);

/** A monitored keyword: its phrase is what the table cannot do without; the id is shown when sent. */
export const rtKeywordSchema = row(
  { id: at(num), keyword: at(str), group_id: at(num) },
  ({ group_id, ...k }) => ({ ...k, ...defined({ group_id }) }),
);

/**
 * A keyword's daily positions: a map keyed by day or by epoch seconds (the reference shows it as an empty
 * array, how the service's PHP writes an empty map), or a list of `{date, position}`.
 */
const daily = once(() =>
  reshaped(
    (v) =>
      Array.isArray(v)
        ? Object.fromEntries(v.filter(isRecord).map((point) => [String(point.date), point.position]))
        : v,
    series(numOrNull()),
  ),
);

/**
 * A monitored keyword's positions. `statistics.position.{current, previous}` are the primary figures; the
 * flat `current_position` (a string) stands in for a missing current one, `last_position` for a missing
 * previous one (0: it did not rank), the desktop block for both. The change is computed, never read
 * (`diff_position` is null in the reference's example). The days come under `positions`, else in the
 * desktop block's history.
 */
export const rtPositionRowSchema = row(
  {
    keyword: at(str),
    position: at(numOrNull, 'statistics.position.current', 'current_position', 'desktop.position'),
    previous: at(numOrNull, 'statistics.position.previous', 'last_position'),
    url: at(textOrNull, 'statistics.url.current', 'url'),
    searches: at(num, 'statistics.searches.current', 'searches'),
    cpc: at(num, 'statistics.cpc.current', 'cpc'),
    visibility: at(num, 'statistics.visibility.current', 'organic_visibility'),
    days: at(daily, 'positions'),
    device_days: at(daily, 'desktop.positions_history'),
  },
  ({ previous, days, device_days, ...r }) => {
    const position = rank(r.position);
    const previous_position = rank(previous);
    return {
      ...r,
      position,
      previous_position,
      position_change: positionChange({ previous: previous_position, current: position }),
      url: rankingUrl(r.url),
      ...Object.fromEntries(
        (days?.length ? days : (device_days ?? [])).map(([day, pos]) => [day, rank(pos)]),
      ),
    };
  },
);

/** A count of `snippets/getStatistics`: now, before, and the service's own change. */
const counts = once(() => part({ recent: num(), previous: num() }));

/**
 * `snippets/getStatistics` answers an object keyed by SERP feature, each entry naming its feature again;
 * a sibling that holds none of an entry's fields is no feature.
 */
export const snippetStatisticsSchema = once(() =>
  z.pipe(
    z.record(
      z.string(),
      tolerant(
        obj({ snippet: text(), serp_coverage: num(), all_keywords: counts(), visible_keywords: counts() }),
      ),
    ),
    z.transform((map) =>
      Object.entries(map).flatMap(([key, entry]) => {
        if (!entry || Object.values(entry).every((v) => v === undefined)) return [];
        const pair = (of: { recent?: number; previous?: number } | undefined, prefix: string) => {
          const now = of?.recent;
          const then = of?.previous;
          const change = now !== undefined && then !== undefined ? now - then : undefined;
          return { [prefix]: now, [`previous_${prefix}`]: then, [`${prefix}_change`]: change };
        };
        return [
          {
            snippet: entry.snippet ?? key,
            serp_coverage: entry.serp_coverage,
            ...pair(entry.all_keywords, 'keywords'),
            ...pair(entry.visible_keywords, 'visible_keywords'),
          },
        ];
      }),
    ),
  ),
);

/** Who stood at a slot of `compare_serp` on one day. */
interface CompareSerpCell {
  readonly position?: number;
  readonly domain?: string;
  readonly url?: string;
  readonly diff?: number;
}

/** The entries of a compare tool's row keyed by day (or epoch seconds), in day order. */
function byDay<T>(row: Readonly<Record<string, unknown>>): Array<[string, T]> {
  return Object.entries(row)
    .flatMap(([key, value]): [string, T][] => {
      const day = dayOf(key);
      return day && value !== undefined ? [[day, value as T]] : [];
    })
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

const serpCell = once(() => tolerant(obj({ position: num(), domain: text(), url: text(), diff: num() })));

/** A `compare_serp` row: the slot, then one `{position, domain, url, diff?}` per compared day. */
export const compareSerpRowSchema = row(
  { position: at(count) },
  (r, record) => ({
    position: r.position,
    days: Object.fromEntries(
      byDay<CompareSerpCell>(record).map(([day, cell]) => [day, { ...defined(cell), diff: cell.diff }]),
    ) as Record<string, CompareSerpCell>,
  }),
  serpCell,
);
export type CompareSerpRow = Read<typeof compareSerpRowSchema>;

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

const dayCell = once(() => tolerant(obj({ pos: numOrNull(), position: numOrNull(), url: textOrNull() })));

/**
 * A `compare_days` row: the keyword's figures, then under each compared day `{pos, url, is_grown}` (`pos`
 * and `url` null where it did not rank), read as its position and URL; the change from the first day to
 * the last.
 */
export const compareDaysRowSchema = row(
  { keyword: at(str), searches: at(num), cpc: at(num) },
  (r, record) => {
    const days = byDay<{ pos?: Figure; position?: Figure; url?: string | null }>(record).map(
      ([day, cell]) =>
        [day, { position: rank(first(cell.pos, cell.position)), url: rankingUrl(cell.url) }] as const,
    );
    const change =
      days.length > 1
        ? positionChange({ previous: days[0][1].position, current: days[days.length - 1][1].position })
        : undefined;
    return defined({
      ...r,
      ...Object.fromEntries(days.map(([day, cell]) => [day, defined(cell)])),
      position_change: change,
    });
  },
  dayCell,
);

/**
 * A project with its figures on its last day and the day before (`getListWithExtendedData`): each one
 * `{older_value, recent_value, diff, percent}`, ids and the keyword count as numeric strings; the changes
 * are computed from the two values (an average position's, positive: moved up). Its visibility by day is
 * under `visibility_chart` or the reference's `visiblity_chart` (sic), keyed by epoch seconds or by day.
 */
const projectFigures = row(
  {
    id: at(count),
    name: at(text),
    domain: at(text),
    keywords_count: at(numOrNull, 'statistics.keywords_count.recent_value'),
    visibility: at(numOrNull, 'statistics.organic_visibility.recent_value'),
    previous_visibility: at(numOrNull, 'statistics.organic_visibility.older_value'),
    average_position: at(numOrNull, 'statistics.avg_pos.recent_value'),
    previous_average_position: at(numOrNull, 'statistics.avg_pos.older_value'),
    top3: at(numOrNull, 'statistics.top3.recent_value'),
    top10: at(numOrNull, 'statistics.top10.recent_value'),
    top50: at(numOrNull, 'statistics.top50.recent_value'),
    chart: at(
      () => series(num()),
      'visibility_chart.organic_visibility_history_array',
      'visiblity_chart.organic_visibility_history_array',
    ),
  },
  ({ chart, ...r }) => ({
    ...r,
    name: r.name ?? '',
    domain: r.domain ?? '',
    visibility_change: change(r.visibility, r.previous_visibility),
    average_position_change: change(r.previous_average_position, r.average_position),
    chart: (chart ?? []).map(([date, visibility]) => ({ date, visibility })),
  }),
);
export const rtProjectFiguresSchema = once(() => reshaped(lifted, projectFigures()));

/** `snippets/getHistory`: per day (keyed by date), how many of the project's keywords show each SERP feature. */
export const snippetHistorySchema = once(() =>
  z.pipe(
    series(z.record(z.string(), num())),
    z.transform((days) =>
      (days ?? []).flatMap(([date, counts]) =>
        Object.entries(counts).flatMap(([snippet, keywords]) =>
          keywords === undefined ? [] : [{ date, snippet, keywords }],
        ),
      ),
    ),
  ),
);
