/** The keyword-database reports: suggestions, related phrases, questions, groups and statistics of a column. */
import * as keywords from './endpoints';
import type { AnyRow } from '../../api/schemas';
import { KEYWORD_COLUMNS } from '../../shared/layouts';
import type { ListEndpoint } from '../../api/endpoint';
import type { PlannedCall } from '../../api/quota';
import { SaidError } from '../../shared/i18n/said';
import type { ReportParams } from '../../reports/job';
import * as p from '../../reports/params';
import type { Charge, Source } from '../../reports/runner';
import {
  type ChargeContext,
  firstCharge,
  pagedSource,
  FREE,
  pickColumns,
  shapedSource,
} from '../../reports/sources';
import { chargedReport, type ReportDefinition, type ReportId, readsOnly } from '../../reports/definition';
import { GROUP_COLUMNS, STATISTICS_COLUMNS, SUGGESTION_COLUMNS } from './spec';
import { type KeywordStats, statisticsByPhrase } from './statistics';
import { ItemRefusedError } from '../../api/errors';
import type { DataSource } from '../../api/source';
import { normalizePhrase } from '../../normalize';
import { said } from '../../shared/i18n/said';
import type { Chunk, Cursor, Row } from '../../reports/job';

/**
 * A column of phrases in statistics runs. Batch N is always input rows N×500 … N×500+499; repeats
 * within a batch are sent once, and a batch is charged on exactly the body it sends.
 */
function statisticsBatches(phrases: readonly string[], countryId: number, ctx: ChargeContext) {
  const { STATISTICS_BATCH_SIZE } = keywords;
  const inputs = (batch: number) =>
    phrases.slice(batch * STATISTICS_BATCH_SIZE, (batch + 1) * STATISTICS_BATCH_SIZE);
  const unique = (batch: number) => [...new Set(inputs(batch).map(normalizePhrase).filter(Boolean))];
  const charge = (batch: number): Charge => {
    const sent = unique(batch);
    const params = { keywords: sent, country_id: countryId };
    return sent.length ? firstCharge({ kind: 'tool', params, what: 'statistics' }, ctx) : FREE;
  };
  return { batches: Math.ceil(phrases.length / STATISTICS_BATCH_SIZE), inputs, unique, charge };
}

/** Every run of the column: runs repeated within 24 h are free. */
export function statisticsCharge(phrases: readonly string[], countryId: number, ctx: ChargeContext): Charge {
  const { batches, charge } = statisticsBatches(phrases, countryId, ctx);
  const charges = Array.from({ length: batches }, (_, batch) => charge(batch));
  const units = charges.reduce((sum, c) => sum + c.units, 0);
  const reason = units ? said('cost.newRuns', { units, batches }) : charges[0]?.reason;
  return { counter: 'tools_daily_limit', units, reason };
}

/** Keyword statistics for a column of phrases, one row per input row in input order; blanks stay blank rows. */
export function statisticsSource(
  data: DataSource,
  phrases: readonly string[],
  countryId: number,
  ctx: ChargeContext,
): Source {
  const { batches, inputs, unique, charge } = statisticsBatches(phrases, countryId, ctx);
  return {
    charge: (cursor) => charge(cursor.batch),
    fetch(cursor): Chunk {
      const sent = unique(cursor.batch);
      const found = new Map<string, KeywordStats>();
      if (sent.length) {
        // A phrase the service refuses (`keywords.3`) is left out and its row blank; the rest still fill.
        const [results] = statisticsByPhrase(data, [sent], { country_id: countryId });
        const failed = results.find((result) => !result.ok && !(result.error instanceof ItemRefusedError));
        if (failed && !failed.ok) throw failed.error;
        results.forEach((result, i) => {
          if (result.ok) found.set(sent[i], result.value);
        });
      }
      const rows = inputs(cursor.batch).map((phrase): Row => {
        const stats = found.get(normalizePhrase(phrase));
        if (stats) return { phrase, ...pickColumns(stats, STATISTICS_COLUMNS) };
        // A phrase the service refused keeps its row and its text, with no figures; a blank stays blank.
        return phrase ? { phrase } : {};
      });
      const next: Cursor | null = cursor.batch + 1 < batches ? { ...cursor, batch: cursor.batch + 1 } : null;
      return { rows, next, pages: 1, units: charge(cursor.batch).units, rowsTotal: phrases.length };
    },
  };
}

function seedReport(
  id: ReportId,
  analysis: 'getRelated' | 'getQuestions' | 'getGroups',
  endpoint: ListEndpoint<keywords.SeedParams, AnyRow>,
  columns: readonly string[],
): ReportDefinition {
  const body = (params: ReportParams): keywords.SeedParams =>
    keywords.seedOf(p.required(params, 'keyword'), p.number(params, 'country_id'));
  const charge = (params: ReportParams, ctx: ChargeContext): Charge =>
    firstCharge(
      {
        kind: 'keywords',
        analysis,
        input: p.required(params, 'keyword'),
        countryId: p.number(params, 'country_id'),
      },
      ctx,
    );
  return chargedReport(
    {
      id,
      family: 'Keyword database',
      module: 'keywords_analysis',
      params: [p.keyword, p.country, p.limit(500)],
      reads: readsOnly(endpoint),
    },
    charge,
    (params, ctx, first) =>
      shapedSource(pagedSource(ctx.source, endpoint, body(params), first, ctx.rowLimit), columns),
  );
}

const seedMode = p.choice('mode', ['keyword', 'domain', 'url']);

const modeOf = (params: ReportParams) => (p.text(params, 'mode') ?? 'keyword') as keywords.DataFetchMode;

/** The seed's body, as SEO_KEYWORDS sends it. */
const suggestions = (params: ReportParams): keywords.KeywordsParams =>
  keywords.suggestionsOf(modeOf(params), [p.required(params, 'keyword')], p.number(params, 'country_id'));

/** What the run charges; refused before anything is sent where the service answers no such seed. */
function keywordsPlanned(params: ReportParams): PlannedCall {
  const refusal = keywords.seedsRefusal(modeOf(params), p.number(params, 'country_id'));
  if (refusal) throw new SaidError(refusal);
  return {
    kind: 'keywords',
    analysis: 'getKeywords',
    input: p.required(params, 'keyword'),
    mode: modeOf(params),
    countryId: p.number(params, 'country_id'),
  };
}

const phrases: p.ParamSpec = {
  name: 'phrases',
  label: 'phrases',
  kind: 'range',
  required: true,
  hint: 'phrases',
};

export const KEYWORD_DATABASE: readonly ReportDefinition[] = [
  chargedReport(
    {
      id: 'keywords',
      family: 'Keyword database',
      module: 'keywords_analysis',
      params: [{ ...p.keyword, label: 'seed' }, seedMode, p.country, p.limit(500)],
      reads: readsOnly(keywords.getKeywords),
    },
    (params, ctx) => firstCharge(keywordsPlanned(params), ctx),
    (params, ctx, first) =>
      shapedSource(
        pagedSource(ctx.source, keywords.getKeywords, suggestions(params), first, ctx.rowLimit),
        SUGGESTION_COLUMNS,
      ),
  ),
  seedReport('related', 'getRelated', keywords.getRelated, KEYWORD_COLUMNS),
  seedReport('questions', 'getQuestions', keywords.getQuestions, KEYWORD_COLUMNS),
  seedReport('groups', 'getGroups', keywords.getGroups, GROUP_COLUMNS),
  {
    id: 'keyword_statistics',
    family: 'Keyword database',
    module: 'keywords_analysis',
    warehouse: { table: 'keyword_statistics', key: ['keyword'] },
    params: [phrases, p.country],
    reads: readsOnly(keywords.createStatistics),
    estimate: (params, ctx) =>
      statisticsCharge(
        ctx.readPhrases(p.required(params, 'phrases')),
        p.number(params, 'country_id') ?? 1,
        ctx,
      ),
    source: (params, ctx) =>
      statisticsSource(
        ctx.source,
        ctx.readPhrases(p.required(params, 'phrases')),
        p.number(params, 'country_id') ?? 1,
        ctx,
      ),
  },
];
