/**
 * A domain's figures in the visibility index (now and at the compared date), one reading for every endpoint
 * that answers them: the dashboard and the URLs tool give the same numbers for the same domain, mode and
 * database. Figures are small, so many more are remembered than ranking rows (`domains.ts` keeps 40 domains'
 * rows): an agency's few thousand domains are generated once, as the real service's index is built once.
 */
import { type FetchMode, parseTarget, type RankingRow, rowsFor } from './domains';
import { Memo } from './memo';
import { type DomainStats, domainStats, previousFactor, scaleStats } from './visibility-stats';

/** Distinct URLs of the domain among its phrases in the TOP10 and TOP50. */
export interface UniqueUrls {
  unique_urls_in_top10: number;
  unique_urls_in_top50: number;
}

export type IndexStats = DomainStats & UniqueUrls;

export interface DomainFigures {
  recent: IndexStats;
  previous: IndexStats;
  /** Phrases the figures sum over: zero for a domain outside the index (or outside this mode). */
  phrases: number;
}

function uniqueUrls(rows: readonly RankingRow[]): UniqueUrls {
  const top10 = new Set<string>();
  const top50 = new Set<string>();
  for (const row of rows) {
    if (row.position <= 10) top10.add(row.url);
    if (row.position <= 50) top50.add(row.url);
  }
  return { unique_urls_in_top10: top10.size, unique_urls_in_top50: top50.size };
}

const figures = new Memo<DomainFigures>(20_000);

/** Where a query points, as quota keys and previous factors name it: host and path, lower-case. */
export function locationOf(input: string): string {
  return parseTarget(input)?.location ?? input.trim().toLowerCase();
}

/** The figures of `input` (a domain, host or URL) read in `mode` in database `countryId`. */
export function indexFigures(
  seed: string,
  input: string,
  mode: FetchMode,
  countryId: number,
  rows: () => readonly RankingRow[] = () => rowsFor(seed, input, mode, countryId),
): DomainFigures {
  const location = locationOf(input);
  return figures.get(`${seed}|${mode}|${location}|${countryId}`, () => {
    const all = rows();
    const recent = { ...domainStats(seed, all, countryId), ...uniqueUrls(all) };
    const previous = scaleStats(recent, previousFactor(seed, mode, location, countryId));
    return { recent, previous, phrases: all.length };
  });
}

const withoutUrls = ({ unique_urls_in_top10, unique_urls_in_top50, ...stats }: IndexStats): DomainStats =>
  stats;

/** The dashboard's figures: everything but the URL counts, which only the URLs tool reports. */
export function dashboardStats(f: DomainFigures): { recent: DomainStats; previous: DomainStats } {
  return { recent: withoutUrls(f.recent), previous: withoutUrls(f.previous) };
}
