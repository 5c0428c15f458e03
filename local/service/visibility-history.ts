/**
 * A domain's visibility over time (`domain_positions/getPositionsHistoryChartDataForAllTypes`) as the live
 * service answers it: one block per segment of its phrases, each metric a map keyed by date. The segments
 * and metrics are the live service's (observed); how a phrase falls into a segment is ours.
 */
import type { RankingRow } from './domains';
import { historyFactor, ranking, round2 } from './visibility-stats';

export const SEGMENTS = [
  'all',
  'brand',
  'my_brand',
  'non_brand',
  'non_own_brand',
  'short_tail',
  'long_tail',
] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Brands of others a phrase may name (a marketplace): brand phrases, but not the domain's own. */
const OTHER_BRANDS = /\b(allegro|ceneo|olx|amazon)\b/;

const words = (row: RankingRow): number => row.keyword.split(' ').length;
const namesABrand = (row: RankingRow): boolean => row.brand || OTHER_BRANDS.test(row.keyword);

const IN_SEGMENT: Readonly<Record<Segment, (row: RankingRow) => boolean>> = {
  all: () => true,
  brand: namesABrand,
  my_brand: (row) => row.brand,
  non_brand: (row) => !namesABrand(row),
  non_own_brand: (row) => !row.brand,
  short_tail: (row) => words(row) <= 2,
  long_tail: (row) => words(row) >= 3,
};

/** A segment's figures today, which its history scales. */
function todayOf(rows: readonly RankingRow[]) {
  const top = (max: number) => rows.filter((row) => row.position <= max);
  const urls = (max: number) => new Set(top(max).map((row) => row.url)).size;
  return {
    phrases: rows.length,
    visibility: rows.reduce((sum, row) => sum + row.traffic, 0),
    top3: top(3).length,
    top10: top(10).length,
    top50: top(50).length,
    urls10: urls(10),
    urls50: urls(50),
    ads: rows.reduce((sum, row) => sum + row.traffic * row.metrics.cpc, 0),
  };
}

type Figures = ReturnType<typeof todayOf>;

/**
 * Each list of rows' figures by segment: a chart sums all seven segments, and a domain's charts come again
 * and again (each interval, each database) over the same remembered rows, which are never changed.
 */
const segmentFigures = new WeakMap<readonly RankingRow[], Map<Segment, Figures>>();

function figuresOf(rows: readonly RankingRow[], segment: Segment): Figures {
  let bySegment = segmentFigures.get(rows);
  if (!bySegment) {
    bySegment = new Map();
    segmentFigures.set(rows, bySegment);
  }
  let figures = bySegment.get(segment);
  if (!figures) {
    figures = todayOf(rows.filter(IN_SEGMENT[segment]));
    bySegment.set(segment, figures);
  }
  return figures;
}

/** Keywords per ranking URL: how many phrases each URL in the TOP10 (TOP50) brings in. */
const efficiency = (keywords: number, urls: number): number => (urls ? round2(keywords / urls) : 0);

export type SegmentSeries = Record<string, Record<string, number>> | Record<string, never[]>;

/**
 * Each segment's metrics on each date (every segment unless `segments` says which): the segment's figures on
 * that day (`rowsOn`, whose scripted moves show from their day on) times the history's wobble, zeros before
 * the domain existed, and each metric of a segment empty today as an empty list, as the live service sends it.
 */
export function segmentHistory(
  seed: string,
  rowsOn: (date: string) => readonly RankingRow[],
  query: { key: string; born: string; today: string },
  dates: readonly string[],
  segments: readonly Segment[] = SEGMENTS,
): Partial<Record<Segment, SegmentSeries>> {
  const out: Partial<Record<Segment, SegmentSeries>> = {};
  // The wobble of a day is the domain's, the same in every segment.
  const factors = dates.map((date) =>
    date < query.born ? 0 : historyFactor(seed, query.key, Date.parse(date)),
  );
  for (const segment of segments) {
    const metrics: Record<string, Record<string, number>> = {
      visibility: {},
      keywords_top3: {},
      keywords_top10: {},
      keywords_top50: {},
      efficiency_top10: {},
      efficiency_top50: {},
      unique_urls_top10: {},
      unique_urls_top50: {},
      ads_equivalent: {},
      domain_rank: {},
    };
    if (figuresOf(rowsOn(query.today), segment).phrases === 0) {
      out[segment] = Object.fromEntries(Object.keys(metrics).map((m) => [m, []]));
      continue;
    }
    dates.forEach((date, i) => {
      const now = figuresOf(rowsOn(date), segment);
      const f = factors[i];
      const count = (n: number) => Math.round(n * f);
      const visibility = round2(now.visibility * f);
      metrics.visibility[date] = visibility;
      metrics.keywords_top3[date] = count(now.top3);
      metrics.keywords_top10[date] = count(now.top10);
      metrics.keywords_top50[date] = count(now.top50);
      metrics.unique_urls_top10[date] = count(now.urls10);
      metrics.unique_urls_top50[date] = count(now.urls50);
      metrics.efficiency_top10[date] = efficiency(count(now.top10), count(now.urls10));
      metrics.efficiency_top50[date] = efficiency(count(now.top50), count(now.urls50));
      metrics.ads_equivalent[date] = round2(now.ads * f);
      metrics.domain_rank[date] = ranking(visibility);
    });
    out[segment] = metrics;
  }
  return out;
}

/** The dates of a chart: every day, every seventh from the first, or the first and each month's first. */
export function chartDates(days: readonly string[], interval: 'daily' | 'weekly' | 'monthly'): string[] {
  if (interval === 'daily') return [...days];
  if (interval === 'weekly') return days.filter((_, i) => i % 7 === 0);
  return days.filter((d, i) => i === 0 || d.endsWith('-01'));
}

/** One segment's figures per date, flat (the tool server's records); none for an empty segment. */
export function segmentPoints(series: SegmentSeries | undefined, dates: readonly string[]) {
  const maps = (series ?? {}) as Record<string, Record<string, number>>;
  if (!maps.visibility || Array.isArray(maps.visibility)) return [];
  const at = (metric: string, date: string): number | null => maps[metric]?.[date] ?? null;
  return dates.map((date) => ({
    date,
    visibility: at('visibility', date),
    top3: at('keywords_top3', date),
    top10: at('keywords_top10', date),
    top50: at('keywords_top50', date),
  }));
}
