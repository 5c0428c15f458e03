/**
 * keywords_analysis: suggestions, questions, related, groups (and a group's keywords), paging through a
 * computed analysis (`getResults`), and the statistics tool chain.
 */
import { DAY, isoDate, SECOND } from '../clock';
import { domainRows, parseTarget, rowsFor } from '../domains';
import type { Input } from '../input';
import {
  type KeywordMetrics,
  keywordMetrics,
  normalizePhrase,
  type Variant,
  variantsOf,
} from '../keywords-data';
import { keywordSnippetsOf } from '../keyword-traits';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { keywordRecord } from '../reference-shapes';
import { fail, ok, type Reply } from '../reply';
import { hash32 } from '../rng';
import { type Context, get, post, type Routes } from '../route';
import { organicResults, topicLeaders } from '../serp-data';
import { round2 } from '../visibility-stats';
import { chargeTool } from '../serialize';
import { reuseOrAddRun, type StatisticsTask } from '../tasks';
import { TOPICS } from '../vocabulary';
import { refuseItems } from '../refused-items';
import { keywordCountry } from './countries';

const STATISTICS_MAX_KEYWORDS = 500;
const STATISTICS_READY_MS = 1 * SECOND;
const DATA_MODES = ['keyword', 'domain', 'url'] as const;
/**
 * `wide` is the reference's spelling of the seed spec's `broad`; the live service also takes `narrow`
 * (what it keeps is not shown anywhere: here, the seed with at most one word added).
 */
const MATCH_MODES = ['broad', 'wide', 'narrow', 'phrase', 'exact'] as const;
type MatchMode = (typeof MATCH_MODES)[number];
const MAX_PARAMETERS = 100;

interface KeywordRow extends Omit<KeywordMetrics, 'found'> {
  keyword: string;
}

function keywordRow(ctx: Context, keyword: string, countryId: number): KeywordRow | null {
  const { found, ...metrics } = keywordMetrics(ctx.state.seed, keyword, countryId);
  return found && metrics.searches > 0 ? { keyword, ...metrics } : null;
}

function rowsOf(ctx: Context, phrases: readonly string[], countryId: number): KeywordRow[] {
  return phrases
    .map((p) => keywordRow(ctx, p, countryId))
    .filter((r): r is KeywordRow => r !== null)
    .sort((a, b) => b.searches - a.searches);
}

/** A seed phrase's suggestions (`broad`) or questions: how many depends on the phrase. */
function variants(ctx: Context, keyword: string, countryId: number, kind: Variant): string[] {
  const count =
    (kind === 'question' ? 10 : 30) +
    (hash32(`${kind}|${normalizePhrase(keyword)}`) % (kind === 'question' ? 190 : 1500));
  return variantsOf(ctx.state.seed, keyword, countryId, kind, count);
}

interface Seed {
  mode: (typeof DATA_MODES)[number];
  value: string;
}

/** `parameters: [{data_fetch_mode, value: [..]}]`, flattened to one seed per value. */
function seedsOf(input: Input): Seed[] {
  return input.objects('parameters', MAX_PARAMETERS).flatMap((entry) => {
    const mode = entry.choice('data_fetch_mode', DATA_MODES);
    return entry.strings('value', MAX_PARAMETERS).map((value) => ({ mode, value: value.trim() }));
  });
}

function phrasesFor(ctx: Context, seed: Seed, countryId: number): string[] {
  if (seed.mode === 'keyword') return variants(ctx, seed.value, countryId, 'broad');
  const rows =
    seed.mode === 'domain'
      ? domainRows(ctx.state.seed, parseTarget(seed.value)?.registrable ?? seed.value, countryId)
      : rowsFor(ctx.state.seed, seed.value, 'url', countryId);
  return rows.map((r) => r.keyword);
}

/** The validated request of a `getKeywords` analysis, shared by `getResults`. */
function keywordsAnalysis(ctx: Context) {
  const countryId = keywordCountry(ctx.input);
  const seeds = seedsOf(ctx.input);
  const match = ctx.input.choice('match_mode', MATCH_MODES, 'broad');
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX, RECORD_FILTERS);
  const keys = seeds.map((s) => `getKeywords|${s.mode}|${normalizePhrase(s.value)}|${countryId}`);
  return { countryId, seeds, match, params, keys };
}

/** Whether a keyword seed's suggestion passes the match mode: `exact` starts with the seed, `narrow` adds a word at most. */
function matches(match: MatchMode, seed: string, phrase: string): boolean {
  if (match === 'exact') return phrase.startsWith(seed);
  if (match === 'narrow') return phrase.split(' ').length <= seed.split(' ').length + 1;
  return true;
}

/** The one market the live service answers URL seeds for (issue #33); elsewhere an empty list. */
const URL_SEEDS_COUNTRY = 1;

/**
 * The phrases of every seed, once each, by searches, with the snippets the live service names (issue #33).
 * Seeds that are URLs are answered in Poland only. Asked about several seeds, a row names the seed it
 * came from (`seed`, as sent: our choice, where the live service's field is not known).
 */
function analysisReply(ctx: Context, a: ReturnType<typeof keywordsAnalysis>): Reply {
  const seedOf = new Map<string, string>();
  for (const s of a.seeds) {
    if (s.mode === 'url' && a.countryId !== URL_SEEDS_COUNTRY) continue;
    const norm = normalizePhrase(s.value);
    for (const p of phrasesFor(ctx, s, a.countryId))
      if (!seedOf.has(p) && (s.mode !== 'keyword' || matches(a.match, norm, p))) seedOf.set(p, s.value);
  }
  const many = a.seeds.length > 1;
  return listReply(ctx, rowsOf(ctx, [...seedOf.keys()], a.countryId), a.params, ({ keyword, ...m }) => ({
    ...keywordRecord(keyword, m, addedOf(ctx, keyword), keywordSnippetsOf(ctx.state.seed, keyword)),
    ...(many && { seed: seedOf.get(keyword) }),
  }));
}

function getKeywords(ctx: Context): Reply {
  const a = keywordsAnalysis(ctx);
  if (a.params.paging.page === 1) for (const key of a.keys) chargeKeywords(ctx, key);
  return analysisReply(ctx, a);
}

/**
 * Pages through a `getKeywords` analysis the account already ran: same body, never charges. The
 * analysis exists while every seed's unit is inside its 24 h repeat-free window; otherwise the
 * route's resource is missing (HTML 404).
 */
function getResults(ctx: Context): Reply {
  const a = keywordsAnalysis(ctx);
  const exists = a.keys.every((key) =>
    ctx.state.quota.chargedWithin(ctx.account, 'keywords_analysis_queries_per_day', key),
  );
  if (!exists) throw fail.missingResource();
  return analysisReply(ctx, a);
}

function chargeKeywords(ctx: Context, key: string): void {
  ctx.state.quota.charge(ctx.account, 'keywords_analysis_queries_per_day', key);
}

/**
 * The one seed phrase of a report: the reference's `parameters: [{data_fetch_mode, value: [..]}]`, or the
 * seed spec's `keyword`.
 */
export function seedPhrase(input: Input): string {
  if (!input.has('parameters')) return input.string('keyword');
  const [seed] = seedsOf(input);
  return seed.value;
}

/**
 * getQuestions / getRelated / getGroups and keyword_details/*: one seed (`seedPhrase`), `country_id`,
 * `limit`, `page`; rows in the reference's shape. The first page of a charged action costs a unit.
 */
function seedReport<Row>(
  action: string | null,
  build: (ctx: Context, keyword: string, countryId: number) => Row[],
  filters = {},
) {
  return post((ctx) => {
    const keyword = seedPhrase(ctx.input);
    const countryId = keywordCountry(ctx.input);
    const params = listParams<Row>(ctx.input, DEFAULT_PAGE_MAX, filters);
    if (action && params.paging.page === 1)
      chargeKeywords(ctx, `${action}|keyword|${normalizePhrase(keyword)}|${countryId}`);
    return listReply(ctx, build(ctx, keyword, countryId), params);
  });
}

/** The date a phrase entered the database: stable per phrase, within the last three years. */
function addedOf(ctx: Context, keyword: string): string {
  const days = hash32(`added|${normalizePhrase(keyword)}`) % 1000;
  return isoDate(ctx.state.clock.now() - (days + 30) * DAY);
}

/** Keyword rows in the reference's shape. */
const records = (ctx: Context, rows: readonly KeywordRow[]) =>
  rows.map(({ keyword, ...m }) => keywordRecord(keyword, m, addedOf(ctx, keyword)));
type KeywordRecord = ReturnType<typeof keywordRecord>;

/** Read alike from a keyword row and from its record, so a list can filter its rows and shape a page. */
const RECORD_FILTERS = {
  keyword: (r: Pick<KeywordRecord, 'keyword' | 'searches' | 'cpc'>) => r.keyword,
  searches: (r: Pick<KeywordRecord, 'keyword' | 'searches' | 'cpc'>) => r.searches,
  cpc: (r: Pick<KeywordRecord, 'keyword' | 'searches' | 'cpc'>) => r.cpc,
};

function relatedRecords(ctx: Context, keyword: string, countryId: number) {
  const norm = normalizePhrase(keyword);
  return related(ctx, keyword, countryId).map(({ relevance, ...row }) => ({
    id: String(kidNumber(row.keyword)),
    ...keywordRecord(row.keyword, row, addedOf(ctx, row.keyword)),
    common_factor: Math.round(relevance * 20),
    parent_keyword: norm,
  }));
}

/** A numeric id of a phrase, sent as a numeric string like the reference's related rows. */
const kidNumber = (phrase: string): number =>
  1_000_000 + (hash32(`id|${normalizePhrase(phrase)}`) % 9_000_000);

function groupRecords(ctx: Context, keyword: string, countryId: number) {
  return groups(ctx, keyword, countryId).map((g) => ({
    group: g.group,
    keywords_sum: g.keywords_count,
    searches_sum: g.searches,
    searches_avg: round2(g.searches / g.keywords_count),
    cpc_sum: round2(g.cpc_sum),
    cpc_avg: round2(g.cpc_sum / g.keywords_count),
  }));
}

export function related(ctx: Context, keyword: string, countryId: number) {
  const topic = TOPICS[hash32(normalizePhrase(keyword)) % TOPICS.length];
  const phrases = topic.nouns.flatMap((noun) => variantsOf(ctx.state.seed, noun, countryId, 'broad', 12));
  const rows = rowsOf(
    ctx,
    phrases.filter((p) => p !== normalizePhrase(keyword)),
    countryId,
  );
  return rows.map((row, i) => ({ ...row, relevance: Math.round((1 - i / (rows.length + 1)) * 100) / 100 }));
}

/** The semantic group of a suggestion: its last word beyond the seed (the seed itself when none). */
function groupOf(norm: string, phrase: string): string {
  const rest = phrase.replace(norm, '').trim();
  return rest === '' ? norm : (rest.split(' ').pop() as string);
}

export function groups(ctx: Context, keyword: string, countryId: number) {
  const rows = suggestions(ctx, keyword, countryId);
  const norm = normalizePhrase(keyword);
  const byGroup = new Map<
    string,
    { group: string; keywords_count: number; searches: number; cpc_sum: number }
  >();
  for (const row of rows) {
    const group = groupOf(norm, row.keyword);
    const g = byGroup.get(group) ?? { group, keywords_count: 0, searches: 0, cpc_sum: 0 };
    g.keywords_count++;
    g.searches += row.searches;
    g.cpc_sum += row.cpc;
    byGroup.set(group, g);
  }
  return [...byGroup.values()].sort((a, b) => b.searches - a.searches);
}

/** The keywords of one group of `getGroups` (`{keyword, group, ...}`); an unknown group has none. */
function groupKeywords(ctx: Context): Reply {
  const keyword = seedPhrase(ctx.input);
  const group = normalizePhrase(ctx.input.string('group'));
  const countryId = keywordCountry(ctx.input);
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX, RECORD_FILTERS);
  const norm = normalizePhrase(keyword);
  const rows = suggestions(ctx, keyword, countryId).filter((row) => groupOf(norm, row.keyword) === group);
  return listReply(ctx, records(ctx, rows), params);
}

export function questions(ctx: Context, keyword: string, countryId: number): KeywordRow[] {
  return rowsOf(ctx, variants(ctx, keyword, countryId, 'question'), countryId);
}

export function suggestions(ctx: Context, keyword: string, countryId: number): KeywordRow[] {
  return rowsOf(ctx, variants(ctx, keyword, countryId, 'broad'), countryId);
}

const readyAt = (task: StatisticsTask): number => task.createdAt + STATISTICS_READY_MS;

/**
 * `create`: the seed spec's body (`keywords`, `country_id`); answers the reference's `public_id`,
 * `has_data` and counts, with the seed spec's numeric `id` beside them. The same phrases asked again while
 * a finished run of them exists answer that run, ready (`has_data: true`).
 */
function createStatistics(ctx: Context): Reply {
  const keywords = ctx.input.strings('keywords', STATISTICS_MAX_KEYWORDS);
  refuseItems(ctx, 'keywords', keywords, { name: 'keyword', message: 'This value is not valid.' });
  const countryId = keywordCountry(ctx.input);
  chargeTool(ctx, 'statistics');
  const now = ctx.state.clock.now();
  const same = (t: StatisticsTask) =>
    t.countryId === countryId && readyAt(t) <= now && t.keywords.join('\n') === keywords.join('\n');
  const owner = { ownerId: ctx.account.id, seed: ctx.state.seed, now, kind: 'statistics' };
  const task = reuseOrAddRun(ctx.state.statistics, owner, same, { keywords, countryId });
  return ok(runAnswer(ctx, task));
}

/** What create and checkData say of a run. */
function runAnswer(ctx: Context, task: StatisticsTask) {
  const done = ctx.state.clock.now() >= readyAt(task);
  const all = task.keywords.length;
  const fetched = done
    ? task.keywords.filter((k) => keywordMetrics(ctx.state.seed, k, task.countryId).found).length
    : 0;
  return {
    id: task.id,
    public_id: task.publicId,
    exists: true,
    has_data: done,
    status: done ? 'completed' : 'waiting',
    statistics: { all_keywords: all, fetched_keywords: fetched },
    progress: { all, finished: done ? all : 0, unfinished: done ? 0 : all },
  };
}

/** The run named by `public_id` (reference), or by `id` holding either the public id or the numeric id. */
function statisticsTask(ctx: Context): StatisticsTask {
  const { input } = ctx;
  const given = input.optionalString('public_id') ?? input.optionalString('id');
  if (given !== undefined && !/^\d+$/.test(given)) {
    const task = ctx.state.statistics.find(ctx.account.id, (t) => t.publicId === given);
    if (!task) throw fail.missingResource();
    return task;
  }
  return ctx.state.statistics.get(ctx.account.id, given === undefined ? undefined : Number(given));
}

function checkStatistics(ctx: Context): Reply {
  return ok(runAnswer(ctx, statisticsTask(ctx)));
}

/** The phrases the database knows, in the order sent, in the reference's shape; unknown phrases are absent. */
function statisticsKeywords(ctx: Context): Reply {
  const params = listParams(ctx.input, STATISTICS_MAX_KEYWORDS);
  const task = statisticsTask(ctx);
  if (ctx.state.clock.now() < readyAt(task)) throw fail.unfinished();
  const found = task.keywords.filter(
    (keyword) => keywordMetrics(ctx.state.seed, keyword, task.countryId).found,
  );
  return listReply(ctx, found, params, (keyword) => {
    const { found: _known, ...m } = keywordMetrics(ctx.state.seed, keyword, task.countryId);
    const { added, kid, cpc_min, cpc_max, variations, variations_number, snippets, ...row } = keywordRecord(
      keyword,
      m,
      addedOf(ctx, keyword),
    );
    return { ...row, serp_params: [] };
  });
}

/** A phrase's own figures (`keyword_details/getStatistics`): a keyword-database analysis, one unit. */
function phraseStatistics(ctx: Context): Reply {
  const keyword = ctx.input.string('keyword');
  const countryId = keywordCountry(ctx.input);
  chargeKeywords(ctx, `getStatistics|keyword|${normalizePhrase(keyword)}|${countryId}`);
  const m = keywordMetrics(ctx.state.seed, keyword, countryId);
  return ok({
    trends: m.trend,
    rank_value: round2(m.searches * (0.4 + m.competition * 0.3)),
    cpc: m.cpc,
    params: null,
    searches: m.searches,
  });
}

/** Domains ranking for the phrase: a count that grows with its volume. */
function competitorsNumber(ctx: Context): Reply {
  const keyword = ctx.input.string('keyword');
  const { searches } = keywordMetrics(ctx.state.seed, keyword, keywordCountry(ctx.input));
  return ok({ competitors_number: Math.round(Math.sqrt(searches) * 40) });
}

/** The phrase's TOP100 today, as `getSERPAnalysis` lists it. */
function serpOf(ctx: Context, keyword: string, countryId: number) {
  return organicResults(ctx.state, keyword, countryId, isoDate(ctx.state.clock.now())).map((e) => ({
    domain: e.domain,
    url: e.url.replace(/^https?:\/\//, ''),
    catalog: null,
    position: e.position,
  }));
}

/** URLs that lead the phrase's topic: how often each appears in the results of related phrases. */
function leadersOf(ctx: Context, keyword: string, countryId: number) {
  return topicLeaders(
    ctx.state.seed,
    keyword,
    organicResults(ctx.state, keyword, countryId, isoDate(ctx.state.clock.now())),
  )
    .map((leader) => ({
      url: `${leader.domain}/`,
      occurrences: leader.urls_in_top10 * 10 + (leader.keywords % 10),
    }))
    .sort((a, b) => b.occurrences - a.occurrences);
}

/** Suggestions grouped by the letter that follows the seed, as the keywords suggester lists them. */
function suggesterRows(ctx: Context, keyword: string, countryId: number) {
  const norm = normalizePhrase(keyword);
  return suggestions(ctx, keyword, countryId).map((row) => {
    const rest = row.keyword.replace(norm, '').trim();
    return {
      parent_keyword: norm,
      suggested_keyword: row.keyword,
      first_letter: (rest || norm).charAt(0),
      keywords_number: 1 + (hash32(row.keyword) % 5),
    };
  });
}

const R = 'keywords_analysis/reports/keywords';
const D = 'keywords_analysis/reports/keyword_details';
const T = 'keywords_analysis/tools/statistics';

/** The same analyses under `keywords/` and `keyword_details/`, charged alike. */
const questionsReport = seedReport(
  'getQuestions',
  (ctx, keyword, countryId) => records(ctx, questions(ctx, keyword, countryId)),
  RECORD_FILTERS,
);
const relatedReport = seedReport('getRelated', relatedRecords, RECORD_FILTERS);

export const keywordsRoutes: Routes = {
  [`${R}/getKeywords`]: post(getKeywords),
  [`${R}/getQuestions`]: questionsReport,
  [`${R}/getRelated`]: relatedReport,
  [`${R}/getGroups`]: seedReport(null, groupRecords),
  [`${R}/getResults`]: post(getResults),
  [`${R}/getGroupKeywords`]: post(groupKeywords),
  [`${T}/create`]: post(createStatistics),
  [`${T}/checkData`]: post(checkStatistics),
  [`${T}/getKeywords`]: post(statisticsKeywords),
  // keyword_details: one phrase seen from every side, read by the service's own clients.
  [`${D}/getStatistics`]: get(phraseStatistics),
  [`${D}/getCompetitorsNumber`]: get(competitorsNumber),
  [`${D}/getNetworkGraph`]: get(() => ok([])),
  [`${D}/getGroups`]: seedReport(null, (ctx, keyword, countryId) =>
    groupRecords(ctx, keyword, countryId).map(({ group, keywords_sum }) => ({ group, keywords_sum })),
  ),
  [`${D}/getKeywordsPropositions`]: seedReport(
    'getKeywords',
    (ctx, keyword, countryId) => records(ctx, suggestions(ctx, keyword, countryId)),
    RECORD_FILTERS,
  ),
  [`${D}/getQuestions`]: questionsReport,
  [`${D}/getRelatedKeywords`]: relatedReport,
  [`${D}/getSERPAnalysis`]: seedReport(null, serpOf),
  [`${D}/getTopicLeaders`]: seedReport(null, leadersOf),
  'keywords_analysis/tools/keywords_suggester/suggest': seedReport(null, suggesterRows),
};
