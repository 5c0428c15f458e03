/**
 * The keyword characteristics table (`keywords/getCharacteristicsTable`): a domain's ranking phrases split
 * by one characteristic, the live service's `characteristics` parameter. Each bucket (`key`) has its phrase
 * count and the reference's figures (visibility, its share as a numeric string, TOP3/10/50). Shared by the
 * REST report and the tool server's `get_characteristics_table`, so both count the same phrases.
 */
import type { RankingRow } from './domains';
import { keywordParamsOf, KEYWORD_PARAM_NAMES, serpFeaturesOf } from './keyword-traits';
import { round2 } from './visibility-stats';
import { SERP_FEATURES } from './vocabulary';

export const CHARACTERISTICS = [
  'words_count',
  'trends',
  'searches',
  'difficulty',
  'keyword_params',
  'serp_params',
] as const;
export type CharacteristicName = (typeof CHARACTERISTICS)[number];

/** Phrases of seven words and more share the last bucket. */
const MAX_WORDS = 7;
/** A phrase's searches bucket is the largest threshold it reaches (the smallest for fewer searches). */
const SEARCH_THRESHOLDS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 50000, 100000];
const DIFFICULTY_RANGES = Array.from({ length: 10 }, (_, i) => ({ min: i * 10 + 1, max: i * 10 + 10 }));

/** What the `serp_params` rows' `param` says of each feature (ours: the live value is not shown anywhere). */
const FEATURE_NAMES: Readonly<Record<(typeof SERP_FEATURES)[number], string>> = {
  news: 'Top stories',
  image_thumbs: 'Images',
  wiki_right: 'Knowledge panel',
  map: 'Local pack (map)',
  top_video: 'Videos',
  spell: 'Spelling correction',
  top_info: 'Direct answer',
  top_bar: 'Carousel',
  top_scholar: 'Scholarly articles',
  top_number_results: 'Number of results',
  top_public_data: 'Public data',
  site_links: 'Sitelinks',
  featured_answer: 'Featured snippet',
  adwords: 'Ads',
};

const difficultyOf = (row: RankingRow): number => Math.max(1, Math.round(row.metrics.competition * 100));

/** The index of a phrase's busiest month in its trend: `trend_1`…`trend_12`, as the keyword rows name them. */
function peakMonth(row: RankingRow): string {
  const trend = row.metrics.trend;
  return `trend_${trend.indexOf(Math.max(...trend)) + 1}`;
}

/**
 * Every bucket of a characteristic, in the order the table lists them, with the phrases in it. Words, months,
 * searches and difficulty split the phrases (their counts add up to the domain's); a phrase may carry
 * several keyword parameters or SERP features, or none.
 */
function buckets(
  seed: string,
  name: CharacteristicName,
  rows: readonly RankingRow[],
): [string, RankingRow[]][] {
  const by = (keys: readonly string[], keyOf: (row: RankingRow) => string) => {
    const out = new Map<string, RankingRow[]>(keys.map((k) => [k, []]));
    for (const row of rows) out.get(keyOf(row))?.push(row);
    return [...out];
  };
  const tagged = (keys: readonly string[], tagsOf: (row: RankingRow) => string[]) => {
    const out = new Map<string, RankingRow[]>(keys.map((k) => [k, []]));
    for (const row of rows) for (const tag of new Set(tagsOf(row))) out.get(tag)?.push(row);
    return [...out];
  };
  switch (name) {
    case 'words_count':
      return by(
        Array.from({ length: MAX_WORDS }, (_, i) => String(i + 1)),
        (row) => String(Math.min(MAX_WORDS, row.keyword.split(' ').length)),
      );
    case 'trends':
      return by(
        Array.from({ length: 12 }, (_, i) => `trend_${i + 1}`),
        peakMonth,
      );
    case 'searches':
      return by(SEARCH_THRESHOLDS.map(String), (row) =>
        String(
          [...SEARCH_THRESHOLDS].reverse().find((t) => row.metrics.searches >= t) ?? SEARCH_THRESHOLDS[0],
        ),
      );
    case 'difficulty':
      return by(
        DIFFICULTY_RANGES.map(({ min, max }) => `${min}-${max}`),
        (row) => {
          const d = difficultyOf(row);
          const range = DIFFICULTY_RANGES.find(({ max }) => d <= max) ?? DIFFICULTY_RANGES[9];
          return `${range.min}-${range.max}`;
        },
      );
    case 'keyword_params':
      return tagged(KEYWORD_PARAM_NAMES, keywordParamsOf);
    case 'serp_params':
      return tagged(SERP_FEATURES, (row) => serpFeaturesOf(seed, row));
  }
}

export interface CharacteristicRecord {
  key: string;
  /** A numeric string in the `difficulty` answer, as the live service sent it there. */
  count: number | string;
  visibility_sum: number;
  /** The bucket's share of the domain's visibility, a numeric string with two decimals (reference). */
  visibility_percent: string;
  visibility_domain: number;
  top3: number;
  top10: number;
  top50: number;
  min?: number;
  max?: number;
  param?: string;
  visibility?: number;
}

const visibilityOf = (rows: readonly RankingRow[]): number =>
  round2(rows.reduce((sum, r) => sum + r.traffic, 0));

/** The table's rows for one characteristic; none for a domain without ranking phrases. */
export function characteristicsTable(
  seed: string,
  name: CharacteristicName,
  rows: readonly RankingRow[],
): CharacteristicRecord[] {
  if (!rows.length) return [];
  const total = visibilityOf(rows);
  return buckets(seed, name, rows).map(([key, inBucket]) => {
    const visibility = visibilityOf(inBucket);
    const record: CharacteristicRecord = {
      key,
      count: name === 'difficulty' ? String(inBucket.length) : inBucket.length,
      visibility_sum: visibility,
      visibility_percent: total ? ((visibility / total) * 100).toFixed(2) : '0.00',
      visibility_domain: total,
      top3: inBucket.filter((row) => row.position <= 3).length,
      top10: inBucket.filter((row) => row.position <= 10).length,
      top50: inBucket.filter((row) => row.position <= 50).length,
    };
    if (name === 'difficulty') {
      const [min, max] = key.split('-').map(Number);
      return { ...record, min, max };
    }
    if (name === 'serp_params')
      // `visibility`: what the domain earns on these pages from its TOP10 results, beside the feature.
      return {
        ...record,
        param: FEATURE_NAMES[key as keyof typeof FEATURE_NAMES],
        visibility: visibilityOf(inBucket.filter((row) => row.position <= 10)),
      };
    return record;
  });
}
