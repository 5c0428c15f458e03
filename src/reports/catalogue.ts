/**
 * Every report the launcher offers: its parameters, what it charges, the module whose
 * rows-per-report caps it, an optional chart, and how its data is fetched chunk by chunk.
 */
import {
  type ApiClient,
  type AnyRow,
  crawl,
  isSerpTaskReady,
  keywords,
  type ListEndpoint,
  monitoring,
  type PlannedCall,
  serp,
  visibility,
} from '../api';
import { readKeywordHistory } from '../api/keyword-history';
import type { ReportParams, Row } from './job';
import * as p from './params';
import type { Charge, Source } from './runner';
import type { ChartPlan } from '../platform/report-sheets';
import {
  type ChargeContext,
  firstCharge,
  pagedSource,
  readPage,
  singleSource,
  statisticsCharge,
  statisticsSource,
  taskSource,
} from './sources';

export type ReportFamily = 'Visibility' | 'Keyword database' | 'Monitoring' | 'SERP' | 'Crawl';
/** The `<module>_rows_per_report` limit that caps the report. */
export type RowsModule = 'visibility_analysis' | 'keywords_analysis' | 'monitoring' | 'serp_analysis';

export interface ReportContext extends ChargeContext {
  readonly client: ApiClient;
  readonly rowLimit: number;
  /** Phrases of a sheet range (A1 notation with sheet name), top to bottom, blanks as ''. */
  readPhrases(a1: string): string[];
}

export interface ReportDefinition {
  readonly id: string;
  readonly family: ReportFamily;
  readonly title: string;
  readonly summary: string;
  readonly module: RowsModule;
  readonly params: readonly p.ParamSpec[];
  readonly chart?: ChartPlan;
  /** What a whole run charges at most (the service may find some of it already paid for). */
  estimate(params: ReportParams, ctx: Pick<ReportContext, 'now' | 'history' | 'readPhrases'>): Charge;
  source(params: ReportParams, ctx: ReportContext): Source;
}

const NO_CHARGE: Charge = { counter: 'none', units: 0 };

// ---------------------------------------------------------------- visibility

const domainParams = (params: ReportParams): visibility.DomainParams => ({
  domain: p.required(params, 'domain'),
  fetch_mode: (p.text(params, 'fetch_mode') ?? 'topLevelDomain') as visibility.FetchMode,
  country_id: p.number(params, 'country_id'),
});

const visibilityCharge = (params: ReportParams, ctx: ChargeContext): Charge => {
  const { domain, fetch_mode, country_id } = domainParams(params);
  return firstCharge({ kind: 'visibility', fetchMode: fetch_mode, domain, countryId: country_id }, ctx);
};

const dateRange = (params: ReportParams): visibility.DateRange => ({
  date_min: p.text(params, 'date_min'),
  date_max: p.text(params, 'date_max'),
});

/** A report whose whole run charges what its first request charges. */
function chargedReport(
  described: Pick<ReportDefinition, 'id' | 'title' | 'summary' | 'chart' | 'params' | 'family' | 'module'>,
  charge: (params: ReportParams, ctx: ChargeContext) => Charge,
  source: (params: ReportParams, ctx: ReportContext, first: Charge) => Source,
): ReportDefinition {
  return {
    ...described,
    estimate: charge,
    source: (params, ctx) => source(params, ctx, charge(params, ctx)),
  };
}

type Described = Pick<ReportDefinition, 'id' | 'title' | 'summary' | 'chart' | 'params'>;

function visibilityReport(
  described: Described,
  source: (params: ReportParams, ctx: ReportContext, first: Charge) => Source,
): ReportDefinition {
  return chargedReport(
    { ...described, family: 'Visibility', module: 'visibility_analysis' },
    visibilityCharge,
    source,
  );
}

function visibilityList(
  id: string,
  title: string,
  summary: string,
  endpoint: ListEndpoint<visibility.DomainListParams, AnyRow>,
  rows: number,
  extra: Partial<Pick<ReportDefinition, 'chart'>> & { filtering?: visibility.Filtering } = {},
): ReportDefinition {
  const params = [p.domain, p.fetchMode, p.country, p.limit(rows)];
  return visibilityReport({ id, title, summary, params, chart: extra.chart }, (values, ctx, first) =>
    pagedSource(
      ctx.client,
      endpoint,
      { ...domainParams(values), filtering: extra.filtering },
      first,
      ctx.rowLimit,
    ),
  );
}

function visibilitySingle(
  id: string,
  title: string,
  summary: string,
  extraParams: readonly p.ParamSpec[],
  read: (client: ApiClient, params: ReportParams) => readonly Row[],
  chart?: ChartPlan,
): ReportDefinition {
  const params = [p.domain, ...extraParams, p.fetchMode, p.country];
  return visibilityReport({ id, title, summary, params, chart }, (values, ctx, first) =>
    singleSource(first, () => read(ctx.client, values)),
  );
}

function keywordHistory(client: ApiClient, params: ReportParams): readonly Row[] {
  const { rows } = readKeywordHistory(
    client,
    domainParams(params),
    p.required(params, 'keyword'),
    dateRange(params),
  );
  return rows ?? [];
}

function visibilityHistory(client: ApiClient, params: ReportParams): readonly Row[] {
  const interval = p.text(params, 'date_interval') as 'daily' | 'weekly' | 'monthly' | undefined;
  const series = visibility.getPositionsHistoryChart(client, {
    ...domainParams(params),
    ...dateRange(params),
    date_interval: interval,
  });
  return series.flatMap((s) => s.data.map((point) => ({ ...point, domain: s.domain })));
}

const interval = p.choice('date_interval', 'Interval', ['weekly', 'daily', 'monthly']);

const positionFilter: visibility.Filtering = [
  { filters: [{ key: 'characteristic', match: 'eq', value: 'position' }] },
];

const VISIBILITY: readonly ReportDefinition[] = [
  visibilityList(
    'positions',
    'Positions',
    'Keywords the domain ranks for, with positions, URL, searches and traffic.',
    visibility.getPositions,
    1000,
  ),
  visibilitySingle(
    'domain_statistics',
    'Domain statistics',
    'Visibility, TOP3/10/50, ranking, Ads equivalent, AI Overview phrases and citations.',
    [],
    (client, params) => [visibility.getDomainStatistics(client, domainParams(params))],
  ),
  visibilitySingle(
    'visibility_history',
    'Visibility history',
    'Visibility and TOP3/10/50 over time, with a line chart.',
    [p.dateMin, p.dateMax, interval],
    visibilityHistory,
    { type: 'line', title: 'Visibility', columns: ['date', 'visibility'] },
  ),
  visibilitySingle(
    'keyword_history',
    'Keyword history',
    'Daily position of one phrase for the domain, with a line chart.',
    [p.keyword, p.dateMin, p.dateMax],
    keywordHistory,
    { type: 'line', title: 'Position', columns: ['date', 'position'] },
  ),
  visibilityList(
    'competitors',
    'Competitors',
    'Domains competing for the same phrases.',
    visibility.getCompetitors,
    100,
  ),
  visibilityList(
    'cannibalization',
    'Cannibalization',
    'Phrases for which several URLs of the domain compete.',
    visibility.getCannibalization,
    500,
  ),
  visibilityList(
    'characteristics',
    'Keyword characteristics',
    'Phrase counts by length, intent and position.',
    visibility.getCharacteristics,
    100,
  ),
  visibilityList(
    'position_distribution',
    'Position distribution',
    'How many phrases rank in each position range, with a column chart.',
    visibility.getCharacteristics,
    100,
    {
      filtering: positionFilter,
      chart: { type: 'column', title: 'Phrases by position', columns: ['value', 'keywords'] },
    },
  ),
  visibilityList(
    'subdomains',
    'Subdomains',
    'Subdomains with their visibility.',
    visibility.getSubdomains,
    100,
  ),
  visibilityList('urls', 'URLs', 'Ranking URLs with visibility and phrase counts.', visibility.getUrls, 1000),
  visibilityList(
    'ai_overviews',
    'AI Overviews',
    'Phrases with an AI Overview and whether the domain is cited (database 200).',
    visibility.getAiOverviews,
    500,
  ),
];

// ---------------------------------------------------------------- keyword database

function seedReport(
  id: string,
  title: string,
  summary: string,
  analysis: 'getRelated' | 'getQuestions' | 'getGroups',
  endpoint: ListEndpoint<keywords.SeedParams, AnyRow>,
): ReportDefinition {
  const body = (params: ReportParams): keywords.SeedParams => ({
    keyword: p.required(params, 'keyword'),
    country_id: p.number(params, 'country_id'),
  });
  const charge = (params: ReportParams, ctx: ChargeContext): Charge =>
    firstCharge(
      { kind: 'keywords', analysis, input: body(params).keyword, countryId: body(params).country_id },
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
    (params, ctx, first) => pagedSource(ctx.client, endpoint, body(params), first, ctx.rowLimit),
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

const KEYWORD_DATABASE: readonly ReportDefinition[] = [
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
  ),
  seedReport(
    'related',
    'Related phrases',
    'Phrases related to a keyword.',
    'getRelated',
    keywords.getRelated,
  ),
  seedReport(
    'questions',
    'Questions',
    'Questions people search for around a keyword.',
    'getQuestions',
    keywords.getQuestions,
  ),
  seedReport(
    'groups',
    'Keyword groups',
    'Semantic groups of phrases around a keyword.',
    'getGroups',
    keywords.getGroups,
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

// ---------------------------------------------------------------- monitoring

const toolCharge = (params: ReportParams, ctx: ChargeContext): Charge =>
  firstCharge({ kind: 'tool', params }, ctx);

/** A monitoring tool report: one tools unit per new parameter set, then free pages. */
function monitoringTool<P extends object>(
  described: Described,
  endpoint: ListEndpoint<P, AnyRow>,
  body: (params: ReportParams) => P,
): ReportDefinition {
  return chargedReport(
    { ...described, family: 'Monitoring', module: 'monitoring' },
    toolCharge,
    (params, ctx, first) => pagedSource(ctx.client, endpoint, body(params), first, ctx.rowLimit),
  );
}

const MONITORING: readonly ReportDefinition[] = [
  {
    id: 'rt_positions',
    family: 'Monitoring',
    title: 'Monitoring positions',
    summary: 'Daily positions of the monitored keywords of a project, one column per day.',
    module: 'monitoring',
    params: [p.projectId, p.dateMin, p.dateMax, p.groupId, p.limit(5000)],
    estimate: () => NO_CHARGE,
    source: (params, ctx) =>
      pagedSource(
        ctx.client,
        monitoring.getPositions,
        {
          project_id: p.requiredNumber(params, 'project_id'),
          group_id: p.number(params, 'group_id'),
          ...dateRange(params),
        },
        NO_CHARGE,
        ctx.rowLimit,
      ),
  },
  monitoringTool(
    {
      id: 'rt_compare_serp',
      title: 'Compare SERP',
      summary: 'The SERP of a monitored keyword on several days, side by side.',
      params: [
        p.projectId,
        { ...p.keyword, label: 'Monitored keyword' },
        {
          name: 'dates',
          label: 'Dates (comma-separated)',
          kind: 'text',
          required: true,
          hint: 'e.g. 2026-11-01, 2026-11-15',
        },
        { name: 'position', label: 'Positions 1 to', kind: 'number', initial: 10 },
      ],
    },
    monitoring.compareSerp,
    (params) => ({
      project_id: p.requiredNumber(params, 'project_id'),
      keyword: p.required(params, 'keyword'),
      position: p.number(params, 'position'),
      compareDates: p
        .required(params, 'dates')
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((date) => ({ date })),
    }),
  ),
  monitoringTool(
    {
      id: 'rt_compare_days',
      title: 'Compare days',
      summary: 'Positions of every monitored keyword on two days, with the change.',
      params: [
        p.projectId,
        { name: 'date_from', label: 'First day', kind: 'date', required: true },
        { name: 'date_to', label: 'Second day', kind: 'date', required: true },
        p.groupId,
      ],
    },
    monitoring.compareDays,
    (params) => ({
      project_id: p.requiredNumber(params, 'project_id'),
      group_id: p.number(params, 'group_id'),
      date_from: p.required(params, 'date_from'),
      date_to: p.required(params, 'date_to'),
    }),
  ),
];

// ---------------------------------------------------------------- SERP and crawls

/** A SERP analysis becomes ready in minutes; check at the spec's slowest recommended pace. */
const SERP_POLL_MS = 30_000;

const serpReport = p.choice('report', 'Report', serp.SERP_REPORT_NAMES);

function serpSource(params: ReportParams, ctx: ReportContext): Source {
  const keyword = p.required(params, 'keyword');
  const countryId = p.number(params, 'country_id') ?? 1;
  const report = p.text(params, 'report') ?? 'urls';
  if (!serp.isSerpReportName(report)) throw new Error(`Unknown SERP report "${report}".`);
  const pageSize = Math.min(100, ctx.rowLimit);
  return taskSource(ctx.client, {
    createCharge: serpCharge(params),
    pollMs: SERP_POLL_MS,
    create: () => serp.createSerpTask(ctx.client, { keyword, country_id: countryId }).id,
    ready: (taskId) => isSerpTaskReady(serp.checkSerpTask(ctx.client, { task_id: taskId })),
    page(taskId, page) {
      const list = serp.serpReportList(report);
      if (list) return readPage(ctx.client, list, { task_id: taskId }, page, pageSize);
      return {
        rows: serp.getSerpReport(ctx.client, report, { task_id: taskId }).rows,
        nextPage: null,
        total: 1,
      };
    },
  });
}

/** An upper bound: creating an analysis that already exists on the account is free. */
function serpCharge(params: ReportParams): Charge {
  const phrase = p.required(params, 'keyword');
  return firstCharge(
    { kind: 'serpCreate', phrase, countryId: p.number(params, 'country_id') ?? 1, taskExists: false },
    { now: 0, history: [] },
  );
}

function crawlResults(
  id: string,
  title: string,
  summary: string,
  endpoint: ListEndpoint<serp.TaskParams, AnyRow>,
): ReportDefinition {
  const params = [{ ...p.taskId, hint: 'From the task centre.' }, p.limit(10000)];
  return chargedReport(
    { id, title, summary, params, family: 'Crawl', module: 'serp_analysis' },
    () => NO_CHARGE,
    (values, ctx, first) =>
      pagedSource(
        ctx.client,
        endpoint,
        { task_id: p.requiredNumber(values, 'task_id') },
        first,
        ctx.rowLimit,
      ),
  );
}

const SERP_AND_CRAWLS: readonly ReportDefinition[] = [
  {
    id: 'serp_report',
    family: 'SERP',
    title: 'SERP analysis',
    summary:
      'A report of the SERP analysis of a phrase; starts the analysis when none exists and waits for it.',
    module: 'serp_analysis',
    params: [p.keyword, serpReport, p.country, p.limit(1000)],
    estimate: (params) => serpCharge(params),
    source: serpSource,
  },
  crawlResults(
    'top100_results',
    'TOP100 crawl results',
    'The TOP100 of each phrase of a finished crawl.',
    crawl.top100Crawl.results,
  ),
  crawlResults(
    'urls_crawl_results',
    'URL crawl results',
    'Status, title, headings and size of each crawled URL.',
    crawl.urlsCrawl.results,
  ),
];

export const REPORTS: readonly ReportDefinition[] = [
  ...VISIBILITY,
  ...KEYWORD_DATABASE,
  ...MONITORING,
  ...SERP_AND_CRAWLS,
];

export function reportDefinition(id: string): ReportDefinition {
  const found = REPORTS.find((report) => report.id === id);
  if (!found) throw new Error(`Unknown report "${id}".`);
  return found;
}
