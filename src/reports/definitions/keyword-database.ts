/** The keyword-database reports: suggestions, related phrases, questions, groups and statistics of a column. */
import {
  type AnyRow,
  GROUP_COLUMNS,
  KEYWORD_COLUMNS,
  keywords,
  type ListEndpoint,
  type PlannedCall,
} from '../../api';
import type { ReportParams } from '../job';
import * as p from '../params';
import type { Charge } from '../runner';
import {
  type ChargeContext,
  firstCharge,
  pagedSource,
  shapedSource,
  statisticsCharge,
  statisticsSource,
} from '../sources';
import { chargedReport, type ReportDefinition } from './definition';

function seedReport(
  id: string,
  title: string,
  summary: string,
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
      title,
      summary,
      family: 'Keyword database',
      module: 'keywords_analysis',
      params: [p.keyword, p.country, p.limit(500)],
    },
    charge,
    (params, ctx, first) =>
      shapedSource(pagedSource(ctx.client, endpoint, body(params), first, ctx.rowLimit), columns),
  );
}

const seedMode = p.choice('mode', 'The seed is a', ['keyword', 'domain', 'url']);

function keywordsPlanned(params: ReportParams): PlannedCall {
  return {
    kind: 'keywords',
    analysis: 'getKeywords',
    input: p.required(params, 'keyword'),
    mode: p.text(params, 'mode') ?? 'keyword',
    countryId: p.number(params, 'country_id'),
  };
}

const phrases: p.ParamSpec = {
  name: 'phrases',
  label: 'Phrases (a column range)',
  kind: 'range',
  required: true,
  hint: 'Taken from the selected range, e.g. Sheet1!A2:A20001.',
};

export const KEYWORD_DATABASE: readonly ReportDefinition[] = [
  chargedReport(
    {
      id: 'keywords',
      family: 'Keyword database',
      title: 'Keyword suggestions',
      summary: 'Phrases related to a seed phrase, domain or URL, with searches, CPC and trend.',
      module: 'keywords_analysis',
      params: [{ ...p.keyword, label: 'Seed' }, seedMode, p.country, p.limit(500)],
    },
    (params, ctx) => firstCharge(keywordsPlanned(params), ctx),
    (params, ctx, first) =>
      shapedSource(
        pagedSource(
          ctx.client,
          keywords.getKeywords,
          {
            country_id: p.number(params, 'country_id'),
            parameters: [
              {
                data_fetch_mode: (p.text(params, 'mode') ?? 'keyword') as keywords.DataFetchMode,
                value: [p.required(params, 'keyword')],
              },
            ],
          },
          first,
          ctx.rowLimit,
        ),
        KEYWORD_COLUMNS,
      ),
  ),
  seedReport(
    'related',
    'Related phrases',
    'Phrases related to a keyword.',
    'getRelated',
    keywords.getRelated,
    KEYWORD_COLUMNS,
  ),
  seedReport(
    'questions',
    'Questions',
    'Questions people search for around a keyword.',
    'getQuestions',
    keywords.getQuestions,
    KEYWORD_COLUMNS,
  ),
  seedReport(
    'groups',
    'Keyword groups',
    'Semantic groups of phrases around a keyword.',
    'getGroups',
    keywords.getGroups,
    GROUP_COLUMNS,
  ),
  {
    id: 'keyword_statistics',
    family: 'Keyword database',
    title: 'Keyword statistics',
    summary: 'Searches, CPC, trend and found for a column of phrases, one row per phrase in input order.',
    module: 'keywords_analysis',
    params: [phrases, p.country],
    estimate: (params, ctx) =>
      statisticsCharge(
        ctx.readPhrases(p.required(params, 'phrases')),
        p.number(params, 'country_id') ?? 1,
        ctx,
      ),
    source: (params, ctx) =>
      statisticsSource(
        ctx.client,
        ctx.readPhrases(p.required(params, 'phrases')),
        p.number(params, 'country_id') ?? 1,
        ctx,
      ),
  },
];
