/**
 * keywords_analysis: suggestions, questions, related, groups (and a group's keywords), paging through a
 * computed analysis (`getResults`), and the statistics tool chain.
 */
import { SECOND } from '../clock';
import { domainRows, parseTarget, rowsFor } from '../domains';
import type { Input } from '../input';
import {
  type KeywordMetrics,
  keywordMetrics,
  normalizePhrase,
  type Variant,
  variantsOf,
} from '../keywords-data';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { fail, ok, type Reply } from '../reply';
import { hash32 } from '../rng';
import { type Context, post, type Routes } from '../route';
import { chargeTool } from '../serialize';
import type { OwnedTask } from '../tasks';
import { TOPICS } from '../vocabulary';
import { keywordCountry } from './countries';

export interface StatisticsTask extends OwnedTask {
  keywords: string[];
  countryId: number;
}

const STATISTICS_MAX_KEYWORDS = 500;
const STATISTICS_READY_MS = 1 * SECOND;
const DATA_MODES = ['keyword', 'domain', 'url'] as const;
const MATCH_MODES = ['broad', 'phrase', 'exact'] as const;
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

const FILTERS = {
  keyword: (r: KeywordRow) => r.keyword,
  searches: (r: KeywordRow) => r.searches,
  cpc: (r: KeywordRow) => r.cpc,
};

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
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX, FILTERS);
  const keys = seeds.map((s) => `getKeywords|${s.mode}|${normalizePhrase(s.value)}|${countryId}`);
  return { countryId, seeds, match, params, keys };
}

function analysisReply(ctx: Context, a: ReturnType<typeof keywordsAnalysis>): Reply {
  const phrases = new Set<string>();
  for (const s of a.seeds) {
    const norm = normalizePhrase(s.value);
    for (const p of phrasesFor(ctx, s, a.countryId))
      if (a.match !== 'exact' || s.mode !== 'keyword' || p.startsWith(norm)) phrases.add(p);
  }
  return listReply(ctx, rowsOf(ctx, [...phrases], a.countryId), a.params);
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

/** getQuestions / getRelated / getGroups: `{keyword, country_id, limit, page}`. */
function seedReport<Row>(
  action: string | null,
  build: (ctx: Context, keyword: string, countryId: number) => Row[],
  filters = {},
) {
  return post((ctx) => {
    const keyword = ctx.input.string('keyword');
    const countryId = keywordCountry(ctx.input);
    const params = listParams<Row>(ctx.input, DEFAULT_PAGE_MAX, filters);
    if (action && params.paging.page === 1)
      chargeKeywords(ctx, `${action}|keyword|${normalizePhrase(keyword)}|${countryId}`);
    return listReply(ctx, build(ctx, keyword, countryId), params);
  });
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
  const byGroup = new Map<string, { group: string; keywords_count: number; searches: number }>();
  for (const row of rows) {
    const group = groupOf(norm, row.keyword);
    const g = byGroup.get(group) ?? { group, keywords_count: 0, searches: 0 };
    g.keywords_count++;
    g.searches += row.searches;
    byGroup.set(group, g);
  }
  return [...byGroup.values()].sort((a, b) => b.searches - a.searches);
}

/** The keywords of one group of `getGroups` (`{keyword, group, ...}`); an unknown group has none. */
function groupKeywords(ctx: Context): Reply {
  const keyword = ctx.input.string('keyword');
  const group = normalizePhrase(ctx.input.string('group'));
  const countryId = keywordCountry(ctx.input);
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX, FILTERS);
  const norm = normalizePhrase(keyword);
  const rows = suggestions(ctx, keyword, countryId).filter((row) => groupOf(norm, row.keyword) === group);
  return listReply(ctx, rows, params);
}

export function questions(ctx: Context, keyword: string, countryId: number): KeywordRow[] {
  return rowsOf(ctx, variants(ctx, keyword, countryId, 'question'), countryId);
}

export function suggestions(ctx: Context, keyword: string, countryId: number): KeywordRow[] {
  return rowsOf(ctx, variants(ctx, keyword, countryId, 'broad'), countryId);
}

function createStatistics(ctx: Context): Reply {
  const keywords = ctx.input.strings('keywords', STATISTICS_MAX_KEYWORDS);
  const countryId = keywordCountry(ctx.input);
  chargeTool(ctx, 'statistics');
  const task = ctx.state.statistics.add((id) => ({
    id,
    ownerId: ctx.account.id,
    createdAt: ctx.state.clock.now(),
    keywords,
    countryId,
  }));
  return ok({ id: task.id });
}

function statisticsTask(ctx: Context): { task: StatisticsTask; done: boolean } {
  const task = ctx.state.statistics.get(ctx.account.id, ctx.input.optionalInt('id'));
  return { task, done: ctx.state.clock.now() - task.createdAt >= STATISTICS_READY_MS };
}

function checkStatistics(ctx: Context): Reply {
  const { task, done } = statisticsTask(ctx);
  const all = task.keywords.length;
  return ok({
    id: task.id,
    status: done ? 'completed' : 'waiting',
    progress: { all, finished: done ? all : 0, unfinished: done ? 0 : all },
  });
}

function statisticsKeywords(ctx: Context): Reply {
  const params = listParams(ctx.input, STATISTICS_MAX_KEYWORDS);
  const { task, done } = statisticsTask(ctx);
  if (!done) throw fail.unfinished();
  const rows = task.keywords.map((keyword) => {
    const { searches, cpc, trend, found } = keywordMetrics(ctx.state.seed, keyword, task.countryId);
    return { keyword, searches, cpc, trend, found };
  });
  return listReply(ctx, rows, params);
}

const R = 'keywords_analysis/reports/keywords';
const T = 'keywords_analysis/tools/statistics';

export const keywordsRoutes: Routes = {
  [`${R}/getKeywords`]: post(getKeywords),
  [`${R}/getQuestions`]: seedReport('getQuestions', questions, FILTERS),
  [`${R}/getRelated`]: seedReport('getRelated', related),
  [`${R}/getGroups`]: seedReport(null, groups),
  [`${R}/getResults`]: post(getResults),
  [`${R}/getGroupKeywords`]: post(groupKeywords),
  [`${T}/create`]: post(createStatistics),
  [`${T}/checkData`]: post(checkStatistics),
  [`${T}/getKeywords`]: post(statisticsKeywords),
};
