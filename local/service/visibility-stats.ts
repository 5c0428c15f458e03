/** Figures derived from a domain's ranking rows: dashboard metrics, history, AI Overviews, intents. */
import { DAY } from './clock';
import type { RankingRow } from './domains';
import { rng } from './rng';
import { COMMERCIAL } from './vocabulary';

export interface DomainStats {
  visibility: number;
  visibility_no_brand: number;
  top3: number;
  top10: number;
  top50: number;
  ads_equivalent: number;
  ai_overview_keywords: number;
  ai_overview_citations: number;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** AI Overviews exist only in database 200. */
export function aiOverview(
  seed: string,
  row: RankingRow,
  countryId: number,
): { present: boolean; cited: boolean } {
  if (countryId !== 200) return { present: false, cited: false };
  const r = rng(seed, 'aio', row.keyword_id);
  const present = r.chance(row.question ? 0.45 : 0.1);
  return { present, cited: present && row.position <= 10 && r.chance(0.4) };
}

export function domainStats(seed: string, rows: readonly RankingRow[], countryId: number): DomainStats {
  const stats: DomainStats = {
    visibility: 0,
    visibility_no_brand: 0,
    top3: 0,
    top10: 0,
    top50: 0,
    ads_equivalent: 0,
    ai_overview_keywords: 0,
    ai_overview_citations: 0,
  };
  for (const row of rows) {
    stats.visibility += row.traffic;
    if (!row.brand) stats.visibility_no_brand += row.traffic;
    if (row.position <= 3) stats.top3++;
    if (row.position <= 10) stats.top10++;
    if (row.position <= 50) stats.top50++;
    stats.ads_equivalent += row.traffic * row.metrics.cpc;
    const aio = aiOverview(seed, row, countryId);
    if (aio.present) stats.ai_overview_keywords++;
    if (aio.cited) stats.ai_overview_citations++;
  }
  stats.visibility = round2(stats.visibility);
  stats.visibility_no_brand = round2(stats.visibility_no_brand);
  stats.ads_equivalent = round2(stats.ads_equivalent);
  return stats;
}

/**
 * The multiplier from a query's recent figures to the previous ones (a week earlier), shared by the
 * dashboard and the domains ranking so both report the same previous values.
 */
export function previousFactor(seed: string, mode: string, location: string, countryId: number): number {
  return 0.9 + rng(seed, 'previous', mode, location, countryId).next() * 0.2;
}

/** Place in the index: bigger visibility, better (smaller) place; 0 when unranked. */
export function ranking(visibility: number): number {
  return visibility <= 0 ? 0 : Math.max(1, Math.round(2e7 / (visibility + 10)));
}

/** A smooth, deterministic multiplier for a day of a domain's history. */
export function historyFactor(seed: string, key: string, dateMs: number): number {
  const r = rng(seed, 'history', key);
  const day = dateMs / DAY;
  return 1 + 0.12 * Math.sin(day / 45 + r.next() * 6) + 0.04 * Math.sin(day / 7 + r.next() * 6);
}

/** Every figure times `factor`: counts stay whole, amounts keep two decimals. */
export function scaleStats<S extends Record<keyof S, number>>(stats: S, factor: number): S {
  const scaled: Record<string, number> = { ...stats };
  for (const [key, value] of Object.entries<number>(stats)) {
    const v = value * factor;
    scaled[key] = Number.isInteger(value) ? Math.round(v) : round2(v);
  }
  return scaled as S;
}

export function intentOf(row: RankingRow): string {
  if (row.brand) return 'navigational';
  if (row.question) return 'informational';
  return COMMERCIAL.some((w) => row.keyword.includes(w)) ? 'transactional' : 'commercial';
}

export interface Characteristic {
  characteristic: 'words' | 'intent' | 'position';
  value: string;
  keywords: number;
  share: number;
  visibility: number;
}

const POSITION_RANGES: readonly [string, number][] = [
  ['1-3', 3],
  ['4-10', 10],
  ['11-20', 20],
  ['21-50', 50],
  ['51-100', 100],
];

const KINDS = ['words', 'intent', 'position'] as const;

/** The value of a characteristic a ranking phrase has: its word count, intent or position range. */
export function bucketOf(characteristic: Characteristic['characteristic'], row: RankingRow): string {
  if (characteristic === 'intent') return intentOf(row);
  if (characteristic === 'position')
    return POSITION_RANGES.find(([, max]) => row.position <= max)?.[0] ?? '51-100';
  const words = row.keyword.split(' ').length;
  return words >= 4 ? '4+' : String(words);
}

export function characteristics(rows: readonly RankingRow[]): Characteristic[] {
  const buckets = new Map<string, Characteristic>();
  const add = (characteristic: Characteristic['characteristic'], value: string, row: RankingRow): void => {
    const id = `${characteristic}|${value}`;
    const b = buckets.get(id) ?? { characteristic, value, keywords: 0, share: 0, visibility: 0 };
    b.keywords++;
    b.visibility += row.traffic;
    buckets.set(id, b);
  };
  for (const row of rows) for (const kind of KINDS) add(kind, bucketOf(kind, row), row);
  return [...buckets.values()]
    .map((b) => ({
      ...b,
      share: Math.round((b.keywords / rows.length) * 10000) / 10000,
      visibility: round2(b.visibility),
    }))
    .sort((a, b) => a.characteristic.localeCompare(b.characteristic) || a.value.localeCompare(b.value));
}
