/**
 * Records in the shapes of the official reference (`shared/spec/official-api-reference.md`), built from the
 * simulator's generated data: nested `statistics.<figure>.current/previous/diff/percent` on report rows,
 * `recent_value/older_value` on the dashboard, `trend_1..trend_12` beside `trends` on keyword rows.
 */
import { createHash } from 'node:crypto';
import { DAY, isoDate } from './clock';
import type { RankingRow } from './domains';
import { intentionsOf, serpFeaturesOf } from './keyword-traits';
import { type KeywordMetrics, normalizePhrase } from './keywords-data';
import { scriptedPlace } from './ranking';
import { rng } from './rng';
import { round2 } from './visibility-stats';

const percentOf = (current: number, previous: number): number =>
  previous === 0 ? (current === 0 ? 0 : 1) : Math.round(((current - previous) / previous) * 10000) / 10000;

/** A report row's figure now and at the compared date. */
export function figure(current: number, previous: number) {
  return {
    current,
    previous,
    diff: round2(current - previous),
    percent: percentOf(current, previous),
    history: null,
  };
}

/** A dashboard figure: the same pair under the dashboard's names. */
export type DashboardFigure = ReturnType<typeof dashboardFigure>;
export function dashboardFigure(recent: number, older: number) {
  return {
    recent_value: recent,
    older_value: older,
    diff: round2(recent - older),
    percent: percentOf(recent, older),
  };
}

/** A URL as the reference writes it: without the scheme (`example.pl/rowery/`). */
export const bareUrl = (url: string): string => url.replace(/^[a-z]+:\/\//, '');

/** The phrase's hash id, as the service derives one from the normalized phrase. */
export function kidOf(phrase: string): string {
  return createHash('md5').update(normalizePhrase(phrase)).digest('hex');
}

const trendFields = (trend: readonly number[]) =>
  Object.fromEntries(trend.map((value, i) => [`trend_${i + 1}`, value]));

/**
 * A phrase of the keyword database (suggestions, questions, propositions, statistics), with the snippets
 * its answer names (`getKeywords`' rows do; the others send none).
 */
export function keywordRecord(
  keyword: string,
  m: Omit<KeywordMetrics, 'found'>,
  added: string,
  snippets: string[] = [],
) {
  const cpcMin = round2(m.cpc * 0.3);
  const cpcMax = round2(m.cpc * 1.8);
  return {
    added,
    keyword,
    searches: m.searches,
    cpc: m.cpc,
    cpc_min: cpcMin,
    cpc_max: cpcMax,
    words_count: keyword.split(' ').length,
    ...trendFields(m.trend),
    kid: kidOf(keyword),
    variations: [],
    variations_number: 0,
    snippets,
    trends: m.trend,
    statistics: {
      snippets: { current: snippets },
      searches: { current: m.searches },
      cpc: { current: m.cpc },
      cpc_min: { current: cpcMin },
      cpc_max: { current: cpcMax },
      trends: { history: m.trend },
    },
  };
}

/**
 * A day of a phrase's position history as the live service writes it (the reference shows it so for the
 * history of keywords; the live service sends it in every ranking report): 0 on a day it did not rank,
 * `has_serp` on the days the service kept the results page (weekly).
 */
export function historyPoint(date: string, position: number | null) {
  return { position: position ?? 0, has_serp: position !== null && (Date.parse(date) / DAY) % 7 === 0 };
}

/**
 * Daily positions of the last `days` days, wobbling around the current one (a scripted phrase's generated
 * one), and what a script set on the days it covers.
 */
function positionHistory(seed: string, row: RankingRow, today: number, days: number) {
  const r = rng(seed, 'position-history', row.keyword_id);
  const generated = row.timeline ? row.timeline.base : row;
  const out: Record<string, ReturnType<typeof historyPoint>> = {};
  for (let d = days - 1; d >= 0; d--) {
    const wobble = d === 0 ? 0 : r.int(-3, 3);
    const date = isoDate(today - d * DAY);
    const gap = r.chance(0.05);
    const scripted = scriptedPlace(row, date);
    const position = scripted
      ? scripted.position
      : gap || !generated
        ? null
        : Math.max(1, generated.position + wobble);
    out[date] = historyPoint(date, position);
  }
  return out;
}

/**
 * Where the phrase led at the compared date: mostly the same page; a few moved there from the listing above
 * it (`example.pl/kategoria/rowery/` before `example.pl/kategoria/rowery/gorski`). '' when it did not rank.
 */
export function previousUrl(seed: string, row: RankingRow): string {
  if (row.previous === null) return '';
  if (row.formerUrl !== undefined) return bareUrl(row.formerUrl);
  const url = bareUrl(row.url);
  const parent = url.replace(/\/[^/]+\/?$/, '/');
  const moved = parent.split('/').length > 2 && rng(seed, 'url-change', row.keyword_id).chance(0.06);
  return moved ? parent : url;
}

/** The landing page now and before, and whether it changed (the live service's `is_change`, 1 or 0). */
export function urlFigure(current: string, previous: string) {
  return { current, previous, is_change: current === previous ? 0 : 1 };
}

/** A ranking phrase of a domain (positions, wins, losses, cannibalization). */
export function positionRecord(seed: string, row: RankingRow, domain: string, today: number) {
  const previous = row.previous ?? 0;
  const visibility = round2(row.traffic);
  const previousVisibility =
    row.previous === null ? 0 : round2(row.traffic * (row.previous >= row.position ? 0.8 : 1.2));
  const r = rng(seed, 'changes', row.keyword_id);
  return {
    keyword: row.keyword,
    keyword_id: row.keyword_id,
    kid: kidOf(row.keyword),
    domain,
    words_count: row.keyword.split(' ').length,
    brand: row.brand ? 'keyword' : null,
    statistics: {
      position: {
        current: row.position,
        previous,
        // The reference's sign: previous minus current, positive when the phrase moved up.
        diff: previous === 0 ? 0 : previous - row.position,
        changes: { wins: r.int(0, 30), losses: r.int(0, 30), no_changes: r.int(0, 120) },
        history: positionHistory(seed, row, today, 7),
      },
      visibility: figure(visibility, previousVisibility),
      cpc: { current: row.metrics.cpc },
      searches: { current: row.metrics.searches },
      difficulty: { current: Math.round(row.metrics.competition * 100) },
      trends: { history: row.metrics.trend, peak: null },
      url: urlFigure(bareUrl(row.url), previousUrl(seed, row)),
      // Observed in the live service's rows beside the reference's fields.
      intentions: intentionsOf(row),
      snippets: { current: serpFeaturesOf(seed, row) },
    },
  };
}
