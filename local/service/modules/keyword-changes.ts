/**
 * visibility_analysis `reports/history/keywords/*`: a domain's phrases compared between two dates, the
 * reference's `date_min` and `date_max`: all of them (`getData`), those that moved up (`getWins`) or down
 * (`getLosses`), entered (`getAcquired`) or left (`getLost`) the TOP100. Rows are the reference's history
 * records (`statistics.position.history` values are `{position, has_serp}`), with the live service's
 * `url.is_change`, `intentions` and `snippets`. Charges V like every report, page 1 only.
 */
import { daysBetween } from '../clock';
import { ctr, type RankingRow } from '../domains';
import { intentionsOf, serpFeaturesOf } from '../keyword-traits';
import { DEFAULT_PAGE_MAX, listParams, listReply, MAX_HISTORY_POINTS } from '../listing';
import { bareUrl, figure, historyPoint, kidOf, previousUrl, urlFigure } from '../reference-shapes';
import { fail } from '../reply';
import { rng } from '../rng';
import { type Context, post, type Routes } from '../route';
import { round2 } from '../visibility-stats';
import { type DomainQuery, domainQuery, keywordHistory } from './visibility';

/** A phrase at both dates; null where it was outside the TOP100. */
interface Compared {
  row: RankingRow;
  previous: number | null;
  current: number | null;
  /** The pages at both dates, of a scripted phrase (whose page a script may have changed). */
  pages?: { previous: string | null; current: string | null };
}

const KEEP: Record<string, (c: Compared) => boolean> = {
  getData: (c) => c.current !== null || c.previous !== null,
  getWins: (c) => c.current !== null && c.previous !== null && c.current < c.previous,
  getLosses: (c) => c.current !== null && c.previous !== null && c.current > c.previous,
  getAcquired: (c) => c.current !== null && c.previous === null,
  getLost: (c) => c.current === null && c.previous !== null,
};

/** Days of position history a record carries: the last week of the range, as the positions report does. */
const HISTORY_DAYS = 7;

const trafficAt = (row: RankingRow, position: number | null): number =>
  position === null ? 0 : round2(row.metrics.searches * ctr(position));

function record(seed: string, q: DomainQuery, c: Compared, days: readonly string[]) {
  const { row } = c;
  const history: Record<string, ReturnType<typeof historyPoint>> = {};
  for (const point of keywordHistory(seed, row, q.registrable, days.slice(-HISTORY_DAYS)))
    history[point.date] = historyPoint(point.date, point.position);
  const r = rng(seed, 'changes', row.keyword_id);
  const current = c.current ?? 0;
  const previous = c.previous ?? 0;
  return {
    keyword_id: row.keyword_id,
    kid: kidOf(row.keyword),
    domain: q.domain,
    keyword: row.keyword,
    words_count: row.keyword.split(' ').length,
    statistics: {
      position: {
        current,
        previous,
        // The reference's example here: current minus previous (1 and 51 give -50).
        diff: current - previous,
        changes: { wins: r.int(0, 30), losses: r.int(0, 30), no_changes: r.int(0, 250) },
        history,
      },
      visibility: figure(trafficAt(row, c.current), trafficAt(row, c.previous)),
      url: urlFigure(
        c.current === null ? '' : bareUrl(c.pages?.current ?? row.url),
        c.previous === null
          ? ''
          : c.pages?.previous
            ? bareUrl(c.pages.previous)
            : previousUrl(seed, { ...row, previous: c.previous }),
      ),
      cpc: { current: row.metrics.cpc },
      searches: { current: row.metrics.searches },
      trends: { history: row.metrics.trend, peak: null },
      difficulty: { current: Math.round(row.metrics.competition * 100) },
      intentions: intentionsOf(row),
      snippets: { current: serpFeaturesOf(seed, row) },
    },
  };
}

/**
 * The reference's body: `domain`, `fetch_mode`, `country_id`, `date_min`, `date_max` (its 418 names all
 * but `fetch_mode` as required), `days_compare_mode`, `isDataReadyToLoad` and `order` (read as every
 * list's `order`; the other two change nothing here), `limit`, `page`.
 */
function changes(kind: keyof typeof KEEP) {
  return post((ctx: Context) => {
    const { input } = ctx;
    if (!input.has('country_id')) throw fail.required('country_id');
    const min = input.date('date_min');
    const max = input.date('date_max');
    if (min > max) throw fail.rule('date_max', 'date_range', 'date_max cannot be greater than date_min');
    const days = daysBetween(min, max);
    if (days.length > MAX_HISTORY_POINTS) throw fail.timeout();
    const params = listParams<Compared>(input, DEFAULT_PAGE_MAX, {
      keyword: (c) => c.row.keyword,
      url: (c) => c.row.url,
      position: (c) => c.current,
      searches: (c) => c.row.metrics.searches,
      cpc: (c) => c.row.metrics.cpc,
    });
    const q = domainQuery(ctx, params.paging.page === 1);
    const seed = ctx.state.seed;
    // A phrase a script took out of the ranking is still compared: it ranked at one of the dates.
    const compared = [...q.rows, ...q.dropped]
      .map((row): Compared => {
        const [before, after = before] = keywordHistory(seed, row, q.registrable, [min, max]);
        const pages = row.timeline ? { previous: before.url, current: after.url } : undefined;
        return { row, previous: before.position, current: after.position, pages };
      })
      .filter(KEEP[kind]);
    return listReply(ctx, compared, params, (c) => record(seed, q, c, days));
  });
}

const H = 'visibility_analysis/reports/history/keywords';

export const keywordChangesRoutes: Routes = Object.fromEntries(
  Object.keys(KEEP).map((kind) => [`${H}/${kind}`, changes(kind)]),
);
