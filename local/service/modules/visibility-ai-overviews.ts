/**
 * visibility_analysis/reports/ai_overviews: a domain's AI Overviews as the live service and its public
 * clients have them (issue #33; not in the reference): its figures (GET `getStatistics`), its phrases with an
 * AI Overview (POST `getKeywords`, paged) and the domains cited beside it (POST `getCompetitors`). Data
 * exists in database 200 only: elsewhere every answer is an empty list. Each charges the domain's visibility
 * query, as its other reports do. Which phrases have an overview and cite the domain is the dashboard's
 * (`visibility-stats.ts` `aiOverview`), so its `aio_*` figures and these agree; the rest is ours.
 */
import type { RankingRow } from '../domains';
import { type Intent, intentOf } from '../keyword-traits';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { bareUrl } from '../reference-shapes';
import { comparedDate, type IndexData, todayOf } from '../ranking';
import { ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, get, post, type Routes } from '../route';
import { aiOverview, round2 } from '../visibility-stats';
import { competitors, type DomainQuery, domainQuery } from './visibility';

/** The only database with AI Overviews. */
const AI_OVERVIEWS_COUNTRY = 200;
/** How much of a phrase's visibility an AI Overview that does not cite the domain takes from it. */
const TAKEN = 0.3;

const STAGES: Readonly<Record<Intent, readonly string[]>> = {
  informational: ['awareness', 'consideration'],
  commercial: ['consideration'],
  transactional: ['decision'],
  navigational: ['decision', 'retention'],
};

interface Overview {
  row: RankingRow;
  /** The domain's best place among the overview's sources; null when it does not cite the domain. */
  place: number | null;
  length: number;
  domains: number;
  stage: string;
  /** Cited now and not at the compared date (won), or the other way round (lost). */
  won: boolean;
  lost: boolean;
}

/** The domain's ranking phrases that have an AI Overview, with what the overview says of the domain. */
function overviews(q: DomainQuery, data: IndexData): Overview[] {
  if (q.countryId !== AI_OVERVIEWS_COUNTRY) return [];
  const compared = comparedDate(todayOf(data));
  return q.rows.flatMap((row) => {
    const aio = aiOverview(data.seed, row, q.countryId);
    if (!aio.present) return [];
    const r = rng(data.seed, 'aio-detail', row.keyword_id);
    const place = aio.cited ? r.int(1, 8) : null;
    const won = aio.cited && r.chance(0.2);
    // Lost: cited at the compared date, as a page of the TOP10 may have been.
    const lost = !aio.cited && row.position <= 10 && r.chance(0.25);
    const before = citedBefore(data.seed, row, compared);
    return [
      {
        row,
        place,
        length: r.int(300, 2400),
        domains: r.int(Math.max(2, place ?? 2), 12),
        stage: r.pick(STAGES[intentOf(row)]),
        won: before === undefined ? won : aio.cited && !before,
        lost: before === undefined ? lost : !aio.cited && before,
      },
    ];
  });
}

/** Whether a scripted citation stood at the compared date; undefined for a phrase whose citation is not scripted. */
function citedBefore(seed: string, row: RankingRow, compared: string): boolean | undefined {
  const timeline = row.timeline;
  if (timeline?.day?.aio === undefined) return undefined;
  const scripted = timeline.on(compared)?.aio;
  if (scripted !== undefined) return scripted;
  return timeline.base ? aiOverview(seed, timeline.base, AI_OVERVIEWS_COUNTRY).cited : false;
}

function statistics(ctx: Context): Reply {
  const q = domainQuery(ctx, true);
  if (q.countryId !== AI_OVERVIEWS_COUNTRY) return ok([]);
  const all = overviews(q, ctx.state);
  const cited = all.filter((o) => o.place !== null);
  const visibility = q.rows.reduce((sum, row) => sum + row.traffic, 0);
  const taken = all.filter((o) => o.place === null).reduce((sum, o) => sum + o.row.traffic * TAKEN, 0);
  return ok({
    statistics: {
      aio_keywords_count: all.length,
      aio_keywords_with_domain_count: cited.length,
      aio_avg_pos: cited.length
        ? round2(cited.reduce((sum, o) => sum + (o.place as number), 0) / cited.length)
        : 0,
      aio_wins_count: all.filter((o) => o.won).length,
      aio_losses_count: all.filter((o) => o.lost).length,
      aio_vis_loss_percentage: visibility ? round2((taken / visibility) * 100) : 0,
    },
  });
}

/** The live service's row: the phrase, its organic position, the domain's place and URL in the overview. */
const keywordRecord = (o: Overview) => ({
  keyword: o.row.keyword,
  searches: o.row.metrics.searches,
  organic_pos: o.row.position,
  best_aio_pos: o.place,
  best_aio_url: o.place === null ? null : bareUrl(o.row.url),
  intentions: { main_intent: intentOf(o.row), journey_stage: o.stage },
  aio_length: o.length,
  aio_domains_count: o.domains,
});

const keywords = post((ctx) => {
  const params = listParams<Overview>(ctx.input, DEFAULT_PAGE_MAX, {
    keyword: (o) => o.row.keyword,
    searches: (o) => o.row.metrics.searches,
  });
  const q = domainQuery(ctx, params.paging.page === 1);
  const sorted = overviews(q, ctx.state).sort((a, b) => b.row.metrics.searches - a.row.metrics.searches);
  return listReply(ctx, sorted, params, keywordRecord);
});

/** Most competitors the answer lists. */
const COMPETITORS = 15;

/** The domains the visibility report names as competitors, as they stand in AI Overviews: in one answer. */
function aiCompetitors(ctx: Context): Reply {
  const q = domainQuery(ctx, true);
  const all = overviews(q, ctx.state);
  if (!all.length) return ok([]);
  const cited = all.filter((o) => o.place !== null).length;
  const rows = competitors(q, ctx)
    .filter((c) => !c.is_main_domain)
    .slice(0, COMPETITORS)
    .map(({ domain }) => {
      const r = rng(ctx.state.seed, 'aio-competitor', q.location, q.countryId, domain);
      const common = r.int(0, all.length);
      return {
        domain,
        aio_avg_position: round2(1 + r.next() * 7),
        all_aio_avg_position: round2(1 + r.next() * 7),
        aio_common_words: common,
        aio_exclusive_to_me: Math.max(0, cited - Math.round(common / 2)),
        aio_exclusive_to_competitor: r.int(0, all.length),
      };
    });
  return ok(rows.sort((a, b) => b.aio_common_words - a.aio_common_words));
}

const R = 'visibility_analysis/reports/ai_overviews';

export const visibilityAiOverviewsRoutes: Routes = {
  [`${R}/getStatistics`]: get(statistics),
  [`${R}/getKeywords`]: keywords,
  [`${R}/getCompetitors`]: post(aiCompetitors),
};
