/** Figures derived from a domain's ranking rows: dashboard metrics, history, AI Overviews. */
import { DAY } from './clock';
import type { RankingRow } from './domains';
import { rng } from './rng';

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

/** AI Overviews exist only in database 200. A scripted citation (gained or lost) keeps the overview there. */
export function aiOverview(
  seed: string,
  row: RankingRow,
  countryId: number,
): { present: boolean; cited: boolean } {
  if (countryId !== 200) return { present: false, cited: false };
  const scripted = row.timeline?.day?.aio;
  if (scripted !== undefined) return { present: true, cited: scripted };
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
