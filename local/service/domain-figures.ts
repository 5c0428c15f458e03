/**
 * A domain's figures in the visibility index (now and at the compared date), one reading for every endpoint
 * that answers them: the dashboard and the URLs tool give the same numbers for the same domain, mode and
 * database. Figures are small, so many more are remembered than ranking rows (`domains.ts` keeps 40 domains'
 * rows): an agency's few thousand domains are generated once, as the real service's index is built once.
 */
import { domainRows, type FetchMode, parseTarget, type RankingRow } from './domains';
import { Memo } from './memo';
import { comparedDate, domainPhrases, type IndexData, indexRows, isScripted, todayOf } from './ranking';
import { type DomainStats, domainStats, previousFactor, round2, scaleStats } from './visibility-stats';

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

/**
 * The figures of `input` (a domain, host or URL) read in `mode` in database `countryId`, now and at the
 * compared date. The previous ones are the recent ones scaled by the query's factor, taken over the phrases
 * of the compared date where scripts moved any, so a scripted move shows in the change.
 */
export function indexFigures(
  data: IndexData,
  input: string,
  mode: FetchMode,
  countryId: number,
  rows: () => readonly RankingRow[] = () => indexRows(data, input, mode, countryId),
): DomainFigures {
  const { seed } = data;
  const location = locationOf(input);
  const registrable = parseTarget(input)?.registrable;
  const today = todayOf(data);
  const scripted = registrable !== undefined && isScripted(data, registrable, countryId);
  const key = `${seed}|${mode}|${location}|${countryId}${scripted ? `|${data.positions.version}|${today}` : ''}`;
  return figures.get(key, () => {
    const all = rows();
    const recent = stats(seed, all, countryId);
    const then = scripted
      ? stats(seed, indexRows(data, input, mode, countryId, comparedDate(today)), countryId)
      : recent;
    const previous = scaleStats(then, previousFactor(seed, mode, location, countryId));
    return { recent, previous, phrases: all.length };
  });
}

const stats = (seed: string, rows: readonly RankingRow[], countryId: number): IndexStats => ({
  ...domainStats(seed, rows, countryId),
  ...uniqueUrls(rows),
});

const withoutUrls = ({ unique_urls_in_top10, unique_urls_in_top50, ...stats }: IndexStats): DomainStats =>
  stats;

/** The dashboard's figures: everything but the URL counts, which only the URLs tool reports. */
export function dashboardStats(f: DomainFigures): { recent: DomainStats; previous: DomainStats } {
  return { recent: withoutUrls(f.recent), previous: withoutUrls(f.previous) };
}

/**
 * How much scripts move a registrable domain's figures, today and at the compared date; null when none touches
 * it. Reports that give a domain figures of their own (a competitor's row) move them by as much.
 */
export function scriptedShift(
  data: IndexData,
  registrable: string,
  countryId: number,
): { recent: DomainStats; previous: DomainStats } | null {
  if (!isScripted(data, registrable, countryId)) return null;
  const { seed } = data;
  const generated = domainStats(seed, domainRows(seed, registrable, countryId), countryId);
  const shiftOn = (date: string): DomainStats => {
    const scripted = domainStats(seed, domainPhrases(data, registrable, countryId, date).rows, countryId);
    const shift = { ...scripted };
    for (const key of Object.keys(shift) as (keyof DomainStats)[])
      shift[key] = round2(scripted[key] - generated[key]);
    return shift;
  };
  const today = todayOf(data);
  return { recent: shiftOn(today), previous: shiftOn(comparedDate(today)) };
}
