/** The keyword-database reports: suggestions, related phrases, questions, groups and statistics of a column. */
import * as keywords from './endpoints';
import type { AnyRow } from '../../api/schemas';
import { KEYWORD_COLUMNS } from '../../shared/layouts';
import type { ListEndpoint } from '../../api/endpoint';
import type { PlannedCall } from '../../api/quota';
import { SaidError } from '../../shared/i18n/said';
import type { ReportParams } from '../../reports/job';
import * as p from '../../reports/params';
import type { Charge } from '../../reports/runner';
import {
  type ChargeContext,
  firstCharge,
  pagedSource,
  shapedSource,
  statisticsCharge,
  statisticsSource,
} from '../../reports/sources';
import { chargedReport, type ReportDefinition, type ReportId, readsOnly } from '../../reports/definition';
import { GROUP_COLUMNS, SUGGESTION_COLUMNS } from './spec';

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
