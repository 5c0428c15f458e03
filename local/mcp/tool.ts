/**
 * How a tool is declared: name, description, input schema, what it does to the world, and a `run`
 * that returns a plain object. Registration turns that object into the MCP result as the live tool server
 * gives it (its JSON as the text of `content[0]`) and a `ToolError` into `isError`.
 */
import type { McpServer, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ShapeOutput, ZodRawShapeCompat } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/mini';
import { type Account, type Counter, rowCap } from '../service/accounts';
import { Input } from '../service/input';
import { ServiceError } from '../service/reply';
import { Scripted } from '../service/scripted';
import type { Context } from '../service/route';
import type { State } from '../service/state';

export interface ToolContext {
  state: State;
  account: Account;
}

/** A refusal the assistant should read: bad input, a spent quota, an unknown id, an unfinished task. */
export class ToolError extends Error {}

export interface ToolSpec<S extends ZodRawShapeCompat> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** Only `serp_create` writes; every other tool is marked read-only. */
  writes?: boolean;
  /** A plain object (its JSON is the result's text), or a word the tool answers instead (`no_data`). */
  run(ctx: ToolContext, args: ShapeOutput<S>): object | string;
}

/** The live tool server's answer where a market has no data of the kind asked (issue #30). */
export const NO_DATA = 'no_data';

export interface Tool {
  name: string;
  register(server: McpServer, ctx: ToolContext): void;
  /**
   * The answer in process, its arguments checked as the server checks them (contract fixtures compare the
   * live shapes with it); a refusal throws.
   */
  answer(ctx: ToolContext, args: Record<string, unknown>): object | string;
}

export function tool<S extends ZodRawShapeCompat>(spec: ToolSpec<S>): Tool {
  return {
    name: spec.name,
    answer: (ctx, args) =>
      spec.run(ctx, z.object(spec.input as z.core.$ZodShape).parse(args) as ShapeOutput<S>),
    register(server, ctx) {
      server.registerTool(
        spec.name,
        {
          title: spec.title,
          description: spec.description,
          inputSchema: spec.input,
          annotations: {
            title: spec.title,
            readOnlyHint: !spec.writes,
            destructiveHint: false,
            idempotentHint: !spec.writes,
            openWorldHint: false,
          },
        },
        // TypeScript cannot resolve the SDK's conditional callback type for a generic shape; it is this one.
        ((args: ShapeOutput<S>) =>
          respond(() => scripted(ctx, spec.run(ctx, args)))) as unknown as ToolCallback<S>,
      );
    },
  };
}

/**
 * A tool's answer as a test scripted it: its rows' text, or a page of rows far larger than asked (the first
 * list the answer holds, under whatever key the tool keeps its rows).
 */
function scripted(ctx: ToolContext, result: object | string): object | string {
  if (typeof result === 'string') return result;
  const { scripted } = ctx.state;
  const list = Object.entries(result).find(([, value]) => Array.isArray(value))?.[0];
  const rows = list ? scripted.takeOversize() : 0;
  if (!list || !rows) return scripted.rewrite(result);
  return { ...result, [list]: Scripted.oversizedRecords(rows) };
}

/**
 * The result as the live tool server gives it: JSON in `content[0].text` (no structured content), or the
 * tool's word as it is.
 */
function respond(run: () => object | string): CallToolResult {
  let result: object | string;
  try {
    result = run();
  } catch (error) {
    if (error instanceof ToolError) return failure(error.message);
    if (error instanceof ServiceError) return failure(serviceMessage(error));
    throw error;
  }
  return { content: [{ type: 'text', text: typeof result === 'string' ? result : JSON.stringify(result) }] };
}

const failure = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** The message of a simulator failure thrown from the shared data layer (its JSON envelope, or its status). */
function serviceMessage(error: ServiceError): string {
  const reply = error.reply;
  if (reply.kind === 'json') {
    const body = reply.body as { data?: { error?: { message?: unknown } } } | null;
    const message = body?.data?.error?.message;
    if (typeof message === 'string' && message) return message;
  }
  return `The service could not answer (HTTP ${reply.status}).`;
}

const COUNTER_NAMES: Partial<Record<Counter, string>> = {
  visibility_analysis_queries_per_day: 'visibility analysis',
  keywords_analysis_queries_per_day: 'keyword database',
  tools_daily_limit: 'tools',
  serp_analysis_daily_limit: 'SERP analysis',
};

/**
 * Takes one unit of `counter` unless `key` was charged within 24 h (null: always charged), from the
 * account's single pool that REST calls draw from too; a spent counter is a clear refusal, charged nothing.
 */
export function charge(ctx: ToolContext, counter: Counter, key: string | null): void {
  const { quota } = ctx.state;
  const preview = quota.preview(ctx.account, counter, key);
  if (preview.charged && !preview.allowed) {
    const limits = quota.limits(ctx.account)[counter];
    const renews = limits.hours_to_reset === null ? '' : ` It renews in ${limits.hours_to_reset} h.`;
    throw new ToolError(
      `The account's ${COUNTER_NAMES[counter] ?? counter} quota is used up (${preview.limit} units this month).${renews}`,
    );
  }
  quota.charge(ctx.account, counter, key);
}

/** `charge` for several keys at once: refused whole, before any unit is taken, when they do not all fit. */
export function chargeAll(ctx: ToolContext, counter: Counter, keys: readonly string[]): void {
  const { quota } = ctx.state;
  const fresh = new Set(keys.filter((key) => quota.preview(ctx.account, counter, key).charged));
  const limit = quota.limit(ctx.account, counter);
  if (limit !== -1 && quota.usage(ctx.account, counter) + fresh.size > limit)
    throw new ToolError(
      `The account's ${COUNTER_NAMES[counter] ?? counter} quota has ${Math.max(0, limit - quota.usage(ctx.account, counter))} units left this month; this call needs ${fresh.size}.`,
    );
  for (const key of keys) charge(ctx, counter, key);
}

/** The REST modules' context, for the shared generators that take one (they read its state only). */
export function serviceContext(ctx: ToolContext): Context {
  return { state: ctx.state, account: ctx.account, input: new Input({}) };
}

export const DETAIL_LEVELS = ['summary', 'standard', 'extended'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

/** Fields kept at `summary` and `standard`; `extended` keeps the whole record. */
export interface Levels<R> {
  summary: readonly (keyof R)[];
  standard: readonly (keyof R)[];
}

export function trim<R extends object>(
  record: R,
  level: DetailLevel | undefined,
  levels: Levels<R>,
): Partial<R> {
  if (level === 'extended') return record;
  const keys = levels[level ?? 'standard'];
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as Partial<R>;
}

export interface PageArgs {
  page?: number;
  limit?: number;
}

export interface Page<R> {
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
  records: R[];
}

/** One page of `rows` (at most `max` records), counted up to the plan's rows-per-report cap as REST does. */
export function pageOf<R>(ctx: ToolContext, rows: readonly R[], args: PageArgs, max: number): Page<R> {
  const limit = Math.min(args.limit ?? max, max);
  const page = args.page ?? 1;
  const total = Math.min(rows.length, rowCap(ctx.account));
  const start = (page - 1) * limit;
  return {
    total,
    page,
    limit,
    has_more: start + limit < total,
    records: start < total ? rows.slice(start, Math.min(start + limit, total)) : [],
  };
}

/** A trimmed page: the usual answer of a list tool. */
export function listAnswer<R extends object>(
  ctx: ToolContext,
  rows: readonly R[],
  args: PageArgs & { detail_level?: DetailLevel },
  levels: Levels<R>,
  max = 100,
): Page<Partial<R>> {
  const p = pageOf(ctx, rows, args, max);
  return { ...p, records: p.records.map((r) => trim(r, args.detail_level, levels)) };
}
