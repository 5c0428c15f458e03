/** Ranking rows summed per host, URL or any other key: the figures of a section of a domain. */
import type { RankingRow } from './domains';
import { round2 } from './visibility-stats';

export interface SectionFigures {
  keywords: number;
  /** The section's traffic, which is its visibility. */
  visibility: number;
  top3: number;
  top10: number;
  top50: number;
  traffic: number;
}

export function sectionFigures(
  rows: readonly RankingRow[],
  keyOf: (row: RankingRow) => string,
): Map<string, SectionFigures> {
  const sections = new Map<string, SectionFigures>();
  for (const row of rows) {
    const s = sections.get(keyOf(row)) ?? {
      keywords: 0,
      visibility: 0,
      top3: 0,
      top10: 0,
      top50: 0,
      traffic: 0,
    };
    s.keywords++;
    s.traffic += row.traffic;
    s.top3 += row.position <= 3 ? 1 : 0;
    s.top10 += row.position <= 10 ? 1 : 0;
    s.top50 += row.position <= 50 ? 1 : 0;
    sections.set(keyOf(row), s);
  }
  for (const s of sections.values()) {
    s.traffic = round2(s.traffic);
    s.visibility = s.traffic;
  }
  return sections;
}
