/**
 * The tool server's door of the data source: each endpoint asked through the tool its declaration names
 * (`ToolBinding`), whose records are put in the endpoint's wire shape and read by the endpoint's own
 * reader, so a row, a cache entry and a table are the same whichever door filled them. An endpoint without
 * a tool, or one the server does not list for the account, is a plain refusal before anything is sent.
 */
import type { Settled } from '../client';
import { type Endpoint, type ListEndpoint, type ToolBinding, wireParams } from '../endpoint';
import * as users from '../users';
import {
  ApiError,
  DeadlineExceededError,
  GatewayTimeoutError,
  NoDataError,
  NotCoveredError,
  PageTooLargeError,
} from '../errors';
import type { PagedResult, PaginateOptions } from '../pagination';
import type { Limits } from '../schemas';
import type { DataSource, Declared, ToolDoor } from '../source';
import { OVERSIZE_FACTOR } from '../validate';
import { emailOfAnswer, hasMoreOf, isNoData, rowsOfAnswer, totalOf } from './answer';
import type { ToolCall, ToolClient } from './client';
import { said } from '../../shared/i18n/said';

/** Records a page when the tool says nothing else; every list tool allows it. */
const TOOL_PAGE = 100;

type Binding = ToolBinding<object>;
type Row = Record<string, unknown>;

const bindingOf = (endpoint: Declared): Binding | undefined => endpoint.tool as Binding | undefined;

/** A tool's answer as an object (its fields, where it is a list or a text). */
type Answer = Readonly<Record<string, unknown>>;

/** One page of a tool's answer: its rows in the endpoint's wire shape, and what it says of the rest. */
interface Page {
  readonly rows: Row[];
  readonly total?: number;
  readonly hasMore?: boolean;
  readonly answer: Answer;
}

const from = (binding: Binding) => `/mcp ${binding.name}`;

const asAnswer = (answer: unknown): Answer =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? (answer as Answer) : {};

/**
 * A page of a tool's answer: the list it holds, wherever it holds it, each record as the endpoint's wire
 * row. `no_data` is the market's answer, said as such; an answer holding no list at all (and not saying
 * it has none) cannot be read. A page of `asked` rows may hold a few more (a tool's page is its own
 * length), but one of more than OVERSIZE_FACTOR times as many is refused before a record is read.
 */
function pageOf(binding: Binding, args: object, answer: unknown, asked?: number): Page {
  if (isNoData(answer)) throw new NoDataError(args, { path: from(binding) });
  const total = totalOf(answer);
  const found = rowsOfAnswer(answer, binding.rows) ?? (total === 0 ? [] : undefined);
  if (!found)
    throw new ApiError('RESPONSE_INVALID', said('error.toolAnswerUnreadable', { tool: binding.name }), {
      path: from(binding),
    });
  if (asked && found.length > asked * OVERSIZE_FACTOR)
    throw new PageTooLargeError(found.length, asked, { path: from(binding), status: 200 });
  const { row } = binding;
  const rows = row ? found.map((record) => row(record) as Row) : found;
  return { rows, total, hasMore: hasMoreOf(answer), answer: asAnswer(answer) };
}

/** The endpoint's wire `data` from the rows, the answer and the arguments the tool was asked. */
const dataOf = (binding: Binding, rows: Row[], answer: Answer, args: object): unknown =>
  binding.data ? binding.data(rows, answer, args) : rows;

/**
 * An answer in one piece as the endpoint's wire `data`: the answer itself (`object`), its one `record`
 * (or itself when it holds none), or the rows it holds.
 */
function wireOf(binding: Binding, args: object, answer: unknown): unknown {
  if (binding.answer === 'object' || binding.answer === 'record') {
    if (isNoData(answer)) throw new NoDataError(args, { path: from(binding) });
    const whole = asAnswer(answer);
    const held = binding.answer === 'record' ? whole.record : undefined;
    const record = typeof held === 'object' && held !== null ? (held as Row) : whole;
    const rows = [binding.row ? (binding.row(record) as Row) : record];
    return binding.data ? binding.data(rows, whole, args) : rows[0];
  }
  const page = pageOf(binding, args, answer);
  return dataOf(binding, page.rows, page.answer, args);
}

/**
 * What an endpoint's tool answered, read as the endpoint reads its data: the tool server's door without
 * the asking, through which the contract tests read live answers of tools (test/contract/).
 * @internal
 */
export function readToolAnswer<P, T>(endpoint: Endpoint<P, T>, params: P, answer: unknown): T {
  const binding = bindingOf(endpoint);
  if (!binding) throw new Error(`${endpoint.path} names no tool`);
  const args = (binding.args ? binding.args(params as object) : params) as object;
  return endpoint.readData(wireOf(binding, args, answer), from(binding));
}

/** Who the error is for: the tool server's account, named so the user knows which connection said no. */
function notCovered(client: ToolClient, path: string): ApiError {
  return new NotCoveredError('NO_API_ACCESS', said('error.toolServerOnly', { email: client.account }), {
    path,
  });
}

/** A market the tool does not answer for: the ones it does, and the API's sign-in, which serves the rest. */
function marketNotServed(client: ToolClient, binding: Binding, country: number, path: string): ApiError {
  const markets = (binding.markets ?? []).join(', ');
  return new NotCoveredError(
    'NO_API_ACCESS',
    said('error.toolMarket', {
      email: client.account,
      tool: binding.name,
      country: String(country),
      markets,
    }),
    { path },
  );
}

export function toolSource(client: () => ToolClient): DataSource {
  /** The endpoint's tool, or the refusal why this connection cannot ask it. */
  function offered(endpoint: Declared): Binding {
    const binding = bindingOf(endpoint);
    if (!binding) throw notCovered(client(), endpoint.path);
    requireTool(client(), binding.name);
    return binding;
  }

  /** The tool and its arguments for `params`, or the refusal why this connection cannot ask them. */
  function plan(endpoint: Declared, params: object): { binding: Binding; args: object } {
    const binding = offered(endpoint);
    const wire = wireParams(params);
    const country = (wire as { country_id?: unknown }).country_id;
    if (binding.markets && typeof country === 'number' && !binding.markets.includes(country))
      throw marketNotServed(client(), binding, country, endpoint.path);
    const args = binding.args ? binding.args(wire as typeof params) : wire;
    if (!args) throw notCovered(client(), endpoint.path);
    return { binding, args };
  }

  const ask = (binding: Binding, args: object, paging?: { page: number; limit: number }): ToolCall => ({
    name: binding.name,
    args: { ...args, ...paging, detail_level: binding.detail ?? 'extended' },
  });

  /**
   * Records of a paging tool. A report run reads `maxPages` pages from `startPage`, one after another;
   * otherwise the first page says how many there are and the rest are asked for in parallel (page after
   * page until a short one when it does not say), up to `maxRows`. A page is as long as the tool makes it,
   * which may be longer than the `limit` asked (20 asked, 24 given): pages are counted in the tool's length.
   * Out of time, or a 504, after some rows: those rows, as REST's pages keep them.
   */
  function records(
    binding: Binding,
    args: object,
    options: PaginateOptions = {},
  ): PagedResult<Row> & { first: Answer } {
    const tools = client();
    const cap = Math.min(
      options.maxRows ?? Number.POSITIVE_INFINITY,
      options.rowsPerReport ?? Number.POSITIVE_INFINITY,
    );
    const most = binding.pageSize ?? TOOL_PAGE;
    const size = Math.max(1, Math.floor(Math.min(options.pageSize ?? most, most, cap)));
    const call = (page: number) => ask(binding, args, { page, limit: size });
    const start = options.startPage ?? 1;
    const first = pageOf(binding, args, tools.call(call(start)), size);
    const per = Math.max(size, first.rows.length);
    const rows = [...first.rows];
    let last = first;
    let lastPage = start;
    let timedOut = false;
    const more = (page: Settled<unknown>): boolean => {
      if (page.ok) {
        last = pageOf(binding, args, page.value, size);
        lastPage++;
        rows.push(...last.rows);
        return true;
      }
      if (!(page.error instanceof DeadlineExceededError || page.error instanceof GatewayTimeoutError))
        throw page.error;
      timedOut = true;
      return false;
    };
    const hasMore = (page: Page) => page.hasMore ?? page.rows.length >= size;
    const { total } = first;
    if (options.maxPages !== undefined) {
      for (let pages = 1; pages < options.maxPages && hasMore(last) && rows.length < cap; pages++)
        if (!more(tools.callAll([call(lastPage + 1)])[0])) break;
    } else if (total !== undefined) {
      const pages = first.hasMore === false ? 0 : Math.ceil(Math.min(cap, total) / per) - start;
      tools.callAll(Array.from({ length: Math.max(0, pages) }, (_, i) => call(start + i + 1))).every(more);
    } else {
      while (hasMore(last) && rows.length < cap) if (!more(tools.callAll([call(lastPage + 1)])[0])) break;
    }
    const kept = rows.slice(0, cap);
    const complete =
      !timedOut &&
      kept.length === rows.length &&
      (!hasMore(last) || (total !== undefined && (start - 1) * per + kept.length >= total));
    const reason = complete
      ? 'complete'
      : timedOut
        ? 'time'
        : options.maxPages !== undefined && kept.length === rows.length
          ? 'pageBudget'
          : 'rowCap';
    return {
      rows: kept,
      partial: !complete,
      reason,
      nextPage: complete ? null : start + Math.floor(kept.length / per),
      totalCount: total,
      pageSize: per,
      first: first.answer,
    };
  }

  /** What an endpoint answers over the tool server: its data read by the endpoint's own reader. */
  function answer<P, T>(endpoint: Endpoint<P, T>, params: P): T {
    const { binding, args } = plan(endpoint, params as object);
    if (binding.answer && binding.answer !== 'pages')
      return endpoint.readData(wireOf(binding, args, client().call(ask(binding, args))), from(binding));
    return endpoint.readData(gathered(binding, args), from(binding));
  }

  /** Every record of a paging tool (up to its `maxRecords`) as the endpoint's wire `data`. */
  function gathered(binding: Binding, args: object): unknown {
    const { rows, first } = records(binding, args, { maxRows: binding.maxRecords });
    return dataOf(binding, rows, first, args);
  }

  const door: ToolDoor = {
    get: (endpoint, params) => answer(endpoint, params as never),
    records(endpoint, params) {
      const planned = params.map((p) => plan(endpoint, p));
      const results = client().callAll(planned.map(({ binding, args }) => ask(binding, args)));
      return results.map((result, i) => {
        if (!result.ok) return result;
        const { binding, args } = planned[i];
        try {
          return { ok: true, value: { rows: pageOf(binding, args, result.value).rows, path: from(binding) } };
        } catch (error) {
          return { ok: false, error: error as ApiError };
        }
      });
    },
  };

  return {
    get budget() {
      return client().budget;
    },
    offers(endpoint, params) {
      const binding = bindingOf(endpoint);
      if (!binding || (params !== undefined && binding.args?.(params) === null)) return false;
      try {
        return client().tools().includes(binding.name);
      } catch {
        // The list cannot be read now (the connection ended, the server is down): the call will say why.
        return true;
      }
    },
    ensure(endpoint, params) {
      if (params === undefined) offered(endpoint);
      else plan(endpoint, params);
    },
    blanks(endpoint) {
      const columns = bindingOf(endpoint)?.blank;
      return columns?.length ? { columns, why: said('note.toolGivesFewer') } : null;
    },
    get: answer,
    getAll(endpoint, params) {
      const planned = params.map((p) => plan(endpoint, p as object));
      const results = client().callAll(planned.map(({ binding, args }) => ask(binding, args)));
      return results.map((result, i) => {
        if (!result.ok) return result;
        const { binding, args } = planned[i];
        try {
          return { ok: true, value: endpoint.readData(wireOf(binding, args, result.value), from(binding)) };
        } catch (error) {
          return { ok: false, error: error as ApiError };
        }
      });
    },
    pages<P extends object, R>(
      endpoint: ListEndpoint<P, R>,
      params: P,
      options?: PaginateOptions,
    ): PagedResult<R> {
      const { binding, args } = plan(endpoint, params as object);
      let first: Answer;
      let result: PagedResult<Row>;
      if (binding.answer === 'records') {
        const page = pageOf(binding, args, client().call(ask(binding, args)));
        first = page.answer;
        result = whole(page.rows, options);
      } else ({ first, ...result } = records(binding, args, options));
      const { rows } = endpoint.readData(dataOf(binding, result.rows, first, args), from(binding));
      return { ...result, rows };
    },
    run: (chain, args) => chain.tool(door, args),
    pause: (ms) => client().pause(ms),
    probes: () => [
      {
        label: said('probe.handshake', { call: 'initialize' }),
        run: () => ({ detail: `MCP ${client().handshake()}`, address: client().url }),
      },
      {
        label: said('probe.tools', { call: 'tools/list' }),
        run: () => {
          const tools = client().listTools();
          return { detail: said('probe.toolsRead', { count: tools.length }), tools };
        },
      },
      {
        label: said('probe.limits', { call: 'get_limits' }),
        run: () => {
          const { email, limits } = toolAccount(client());
          return { limits, account: email };
        },
      },
    ],
  };
}

/** A list a tool answers whole, as the first `maxRows` rows of it. */
function whole(rows: Row[], options: PaginateOptions = {}): PagedResult<Row> {
  const cap = Math.min(
    options.maxRows ?? Number.POSITIVE_INFINITY,
    options.rowsPerReport ?? Number.POSITIVE_INFINITY,
  );
  const kept = rows.slice(0, cap);
  const complete = kept.length === rows.length;
  return {
    rows: kept,
    partial: !complete,
    reason: complete ? 'complete' : 'rowCap',
    nextPage: complete ? null : 2,
    totalCount: rows.length,
    pageSize: rows.length,
  };
}

/** Throws unless the server lists `tool` for the account (asking for the list when it is not cached). */
function requireTool(client: ToolClient, tool: string): void {
  if (!client.tools().includes(tool))
    throw new NotCoveredError('ROUTE_NOT_FOUND', said('error.noTool', { tool, account: client.account }), {
      path: `/mcp ${tool}`,
    });
}

/** `get_limits` (free): the account's counters, and its e-mail, which names a new connection. */
export function toolAccount(client: ToolClient): { email?: string; limits: Limits } {
  const binding = users.getLimits.tool as Binding;
  requireTool(client, binding.name);
  const answer = client.call({ name: binding.name, args: { detail_level: binding.detail ?? 'extended' } });
  const path = `/mcp ${binding.name}`;
  const limits = users.getLimits.readData(wireOf(binding, {}, answer), path);
  return { email: emailOfAnswer(answer), limits };
}
