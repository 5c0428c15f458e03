/**
 * Formula data over the tool server, read into the same types the REST endpoints produce, so a table is
 * shaped by the same code whichever connection fetched it. One tool per kind of data; a tool the server
 * does not list is a plain refusal naming the formula, before anything is sent.
 */
import * as z from 'zod/mini';
import type { Settled } from '../client';
import { ApiError } from '../errors';
import type { PagedResult } from '../pagination';
import { num, str, toBoolean, toNumber } from '../read';
import { keywordRow } from '../rows';
import { type DomainStatistics, domainStatisticsSchema, type Limits, limitEntrySchema } from '../schemas';
import { type SerpTask, serpTaskSchema } from '../schemas-tracking';
import type { KeywordStats } from '../statistics';
import { isSerpTaskReady } from '../tasks';
import { decode } from '../validate';
import type { ToolClient } from './client';
import { said } from '../../shared/i18n/said';

/** Throws unless the server offers `tool`; `formula` is what the user typed, named in the message. */
export function requireTool(client: ToolClient, tool: string, formula: string): void {
  if (!client.tools().includes(tool))
    throw new ApiError('ROUTE_NOT_FOUND', said('error.noTool', { formula, tool, account: client.account }));
}

function decodeEach<T>(results: Settled<unknown>[], read: (value: unknown) => T): Settled<T>[] {
  return results.map((r) => {
    if (!r.ok) return r;
    try {
      return { ok: true, value: read(r.value) };
    } catch (error) {
      return { ok: false, error: error as ApiError };
    }
  });
}

const statisticsAnswer = z.looseObject({ records: z.array(z.looseObject({ keyword: str })) });

/** `get_keyword_statistics`, one call per batch of ≤ 500, all in parallel: the REST chain's rows. */
export function toolKeywordStatistics(
  client: ToolClient,
  batches: readonly (readonly string[])[],
  country: number,
): Settled<KeywordStats[]>[] {
  requireTool(client, 'get_keyword_statistics', 'SEO_KEYWORD_STATS');
  const calls = batches.map((keywords) => ({
    name: 'get_keyword_statistics',
    args: { keywords, country_id: country, detail_level: 'standard' },
  }));
  return decodeEach(client.callAll(calls), (value) =>
    decode(value, statisticsAnswer, '/mcp get_keyword_statistics').records.map((record) => ({
      ...keywordRow(record),
      // The tool says outright whether it knows the phrase; REST's chain infers it from the answer.
      found: toBoolean(record.found) ?? true,
    })),
  );
}

/** The tool's flat figures; any numeric field beside the named ones is a metric too, as REST's are. */
const domainAnswer = z.looseObject({});
const NOT_METRICS = new Set(['domain', 'fetch_mode', 'country_id', 'date', 'previous_date']);
/** The tool server's names for what the reference's dashboard calls otherwise. */
const TOOL_METRIC_NAMES: Record<string, string> = { ranking: 'domain_rank' };

/** `get_domain_statistics` per domain, in parallel, read as REST's dashboard figures. */
export function toolDomainStatistics(
  client: ToolClient,
  domains: readonly string[],
  params: { country: number; mode: string },
): Settled<DomainStatistics>[] {
  requireTool(client, 'get_domain_statistics', 'SEO_VISIBILITY');
  const calls = domains.map((domain) => ({
    name: 'get_domain_statistics',
    args: { domain, fetch_mode: params.mode, country_id: params.country, detail_level: 'standard' },
  }));
  return decodeEach(client.callAll(calls), (value) => {
    const answer = decode(value, domainAnswer, '/mcp get_domain_statistics');
    const statistics: Record<string, { recent_value: number | null }> = {};
    for (const [name, figure] of Object.entries(answer)) {
      const value = figure === null ? null : toNumber(figure);
      if (!NOT_METRICS.has(name) && value !== undefined)
        statistics[TOOL_METRIC_NAMES[name] ?? name] = { recent_value: value };
    }
    // Read as REST's dashboard is, so both connections yield the same figures.
    return decode({ statistics }, domainStatisticsSchema, '/mcp get_domain_statistics');
  });
}

const limitsAnswer = z.looseObject({
  email: z.optional(z.string()),
  records: z.array(z.looseObject({ ...limitEntrySchema.shape, key: str })),
});

/** `get_limits` (free): REST's map of counters, and the account's e-mail when the server names it. */
export function toolLimits(client: ToolClient): { email?: string; limits: Limits } {
  requireTool(client, 'get_limits', 'SEO_LIMITS');
  const answer = decode(
    client.call({ name: 'get_limits', args: { detail_level: 'extended' } }),
    limitsAnswer,
    '/mcp get_limits',
  );
  const limits: Limits = {};
  for (const { key, ...entry } of answer.records) limits[key] = entry;
  return { email: answer.email, limits };
}

const serpTask = (client: ToolClient, name: string, args: object): SerpTask =>
  decode(client.call({ name, args: { ...args, detail_level: 'standard' } }), serpTaskSchema, `/mcp ${name}`);

/** `serp_create`: the account's task for the phrase and market (one it has already comes back free). */
export function toolCreateSerpTask(client: ToolClient, keyword: string, country: number): SerpTask {
  requireTool(client, 'serp_create', 'SEO_SERP');
  return serpTask(client, 'serp_create', { keyword, country_id: country });
}

/** `serp_check` (free): whether the task a SEO_SERP cell waits for is done. */
export function toolSerpTaskReady(client: ToolClient, taskId: number): boolean {
  requireTool(client, 'serp_check', 'SEO_SERP');
  return isSerpTaskReady(serpTask(client, 'serp_check', { task_id: taskId }));
}

/** A list tool and the arguments of its query; pages are the client's business. */
export interface ToolQuery {
  readonly tool: string;
  /** The formula that asked, named when the server lacks the tool. */
  readonly formula: string;
  readonly args: object;
  /** REST's row from the tool's whole record, where they differ (fields added, nested, ordered otherwise). */
  readonly read?: (record: Record<string, unknown>) => object;
  /** Records a page, where the tool allows fewer than 100. */
  readonly pageSize?: number;
}

const TOOL_PAGE = 100;
const pageAnswer = z.looseObject({
  records: z.array(z.record(z.string(), z.unknown())),
  total: z.optional(num),
  has_more: z.optional(z.boolean()),
});

/** The records of a tool that answers in one piece (no pages), at `extended` detail. */
export function toolRecords(client: ToolClient, query: ToolQuery): object[] {
  requireTool(client, query.tool, query.formula);
  const answer = client.call({ name: query.tool, args: { ...query.args, detail_level: 'extended' } });
  return decode(answer, pageAnswer, `/mcp ${query.tool}`).records.map(query.read ?? ((r) => r));
}

const recordAnswer = z.looseObject({ record: z.record(z.string(), z.unknown()) });

/** The one record of a tool that answers `{ record }` (a single-record report), at `extended` detail. */
export function toolRecord(client: ToolClient, query: ToolQuery): object {
  requireTool(client, query.tool, query.formula);
  const answer = client.call({ name: query.tool, args: { ...query.args, detail_level: 'extended' } });
  return (query.read ?? ((r) => r))(decode(answer, recordAnswer, `/mcp ${query.tool}`).record);
}

/**
 * Up to `maxRows` records of a list tool, at `extended` detail (the whole record, as REST gives it). When
 * the first page says how many there are, the rest are asked for in parallel; otherwise page after page
 * until a short one. REST's paged result, so the formula's note and cache treat it alike.
 */
export function toolPages(client: ToolClient, query: ToolQuery, maxRows: number): PagedResult<object> {
  requireTool(client, query.tool, query.formula);
  const path = `/mcp ${query.tool}`;
  const size = query.pageSize ?? TOOL_PAGE;
  const ask = (page: number) => ({
    name: query.tool,
    args: { ...query.args, page, limit: size, detail_level: 'extended' },
  });
  const read = (value: unknown) => decode(value, pageAnswer, path);
  const first = read(client.call(ask(1)));
  const { total } = first;
  const rows = [...first.records];
  let last = first;
  let timedOut = false;
  const more = (page: Settled<unknown>): boolean => {
    if (page.ok) {
      last = read(page.value);
      rows.push(...last.records);
      return true;
    }
    if (page.error.code !== 'DEADLINE_EXCEEDED') throw page.error;
    timedOut = true;
    return false;
  };
  if (total !== undefined) {
    const pages = first.has_more === false ? 0 : Math.ceil(Math.min(maxRows, total) / size) - 1;
    client.callAll(Array.from({ length: Math.max(0, pages) }, (_, i) => ask(i + 2))).every(more);
  } else {
    for (
      let page = 2;
      last.has_more !== false && last.records.length === size && rows.length < maxRows;
      page++
    )
      if (!more(client.callAll([ask(page)])[0])) break;
  }
  const kept = rows.slice(0, maxRows).map(query.read ?? ((r) => r));
  const complete = !timedOut && kept.length >= (total ?? rows.length);
  return {
    rows: kept,
    partial: !complete,
    reason: complete ? 'complete' : timedOut ? 'time' : 'rowCap',
    nextPage: complete ? null : Math.floor(kept.length / size) + 1,
    totalCount: total,
    pageSize: size,
  };
}
