/**
 * The one data source: everything the add-on reads or starts at the service, asked for by what it is (an
 * endpoint and its parameters, or a family's chain of them), never by connection. Two doors implement it: the API (`apiSource`, over
 * the REST client) and the tool server (`mcp/source.ts` `toolSource`, over the MCP client, which reads its
 * tools' records into the endpoints' own rows). `context.ts` chooses the door once per execution; formulas,
 * reports, tasks and views only ever see this interface.
 */
import type { ExecutionBudget } from './budget';
import type { ApiClient, Settled } from './client';
import type { Endpoint, ListEndpoint, ToolBinding } from './endpoint';
import { collectPages, type PagedResult, type PaginateOptions } from './pagination';
import type { Limits } from './schemas';
import * as countries from './countries';
import * as users from './users';
import { type Said, said } from '../shared/i18n/said';

/** An endpoint as the source knows it: by its path and the tool that answers it, whatever it returns. */
export interface Declared {
  readonly path: string;
  readonly tool?: ToolBinding<never>;
}

/** Columns a door leaves blank for an endpoint's rows, and why, in words for the reader. */
export interface Blanks {
  readonly columns: readonly string[];
  readonly why: Said;
}

/** One free call of Check connection: what it asks (a message naming the call as the service does) and what came back. */
export interface Probe {
  readonly label: Said;
  run(): ProbeResult;
}

export interface ProbeResult {
  /** What came back, in a few words (limits are counted by the caller); a message, or data such as an e-mail. */
  readonly detail?: Said | string;
  /** The account the connection belongs to, when the call names it. */
  readonly account?: string;
  /** The plan's counters, when the call reads them. */
  readonly limits?: Limits;
  /** The tools the server offers this account, when the call lists them. */
  readonly tools?: readonly string[];
  /** Where the call went, when it is not the API's address (the tool server's endpoint). */
  readonly address?: string;
}

/**
 * An operation that is several requests over the API and one call of a tool over the tool server (a
 * keyword-statistics run, a phrase's history), declared by the family it belongs to with the way each door
 * asks it; the source takes its own door's way, so neither door knows a family.
 */
export interface Chain<A, T> {
  /** Over the API: the requests, sent with the REST client. */
  rest(client: ApiClient, args: A): T;
  /** Over the tool server: asked through the door's own reading of endpoints. */
  tool(door: ToolDoor, args: A): T;
}

/** A tool's records, each put in its endpoint's wire shape, and where they came from (for errors). */
export interface ToolRecords {
  readonly rows: Record<string, unknown>[];
  readonly path: string;
}

/** What a chain may ask of the tool server's door. */
export interface ToolDoor {
  /** An endpoint's answer, asked of its tool with `params` (the tool's own, where they are not REST's). */
  get<T>(endpoint: Endpoint<never, T>, params: object): T;
  /** The endpoint's tool asked with each of `params` at once: its records, or the failure, one per ask. */
  records(endpoint: Declared, params: readonly object[]): Settled<ToolRecords>[];
}

export interface DataSource {
  /** The execution's clock and time left, as the door's client keeps them. */
  readonly budget: ExecutionBudget;
  /**
   * Whether this connection can answer `endpoint` (for `params`, when given): the API answers everything;
   * the tool server where the endpoint names a tool the server lists for the account and that can ask it.
   */
  offers(endpoint: Declared, params?: object): boolean;
  /** Throws this connection's refusal (in words: what is missing and what would do) unless it `offers` it. */
  ensure(endpoint: Declared, params?: object): void;
  /** Columns of the endpoint's rows this connection cannot fill; null when it fills them all. */
  blanks(endpoint: Declared): Blanks | null;
  /** One answer; throws an ApiError. */
  get<P, T>(endpoint: Endpoint<P, T>, params: P): T;
  /** Independent asks of one endpoint in parallel: one settled result each, in order. */
  getAll<P, T>(endpoint: Endpoint<P, T>, params: readonly P[]): Settled<T>[];
  /** Up to `maxRows` rows of a list, or a few pages from `startPage` (resumable report runs). */
  pages<P extends object, Row>(
    endpoint: ListEndpoint<P, Row>,
    params: P,
    options?: PaginateOptions,
  ): PagedResult<Row>;
  /** A family's chain of requests, the way this door asks it. */
  run<A, T>(chain: Chain<A, T>, args: A): T;
  /** Waits `ms` (a task's next check) when a request still fits the budget afterwards; false otherwise. */
  pause(ms: number): boolean;
  /** The free calls Settings › Check connection makes, in order. */
  probes(): readonly Probe[];
}

/**
 * The API's door: every endpoint as the REST client sends it. `client` is made on first use, so a source
 * that only answers `offers` or from the cache needs no sign-in.
 */
export function apiSource(client: () => ApiClient): DataSource {
  return {
    get budget() {
      return client().budget;
    },
    offers: () => true,
    ensure: () => undefined,
    blanks: () => null,
    get: (endpoint, params) => endpoint(client(), params),
    getAll: (endpoint, params) => client().callAll(params.map((p) => endpoint.call(p))),
    pages: (endpoint, params, options) => collectPages(client(), endpoint, params, options),
    run: (chain, args) => chain.rest(client(), args),
    pause: (ms) => client().pause(ms),
    probes: () => [
      {
        label: said('probe.account', { call: 'whoami' }),
        run: () => {
          const { email } = users.whoami(client(), {});
          return { detail: email, account: email };
        },
      },
      {
        label: said('probe.limits', { call: 'getLimits' }),
        run: () => {
          return { limits: users.getLimits(client(), {}) };
        },
      },
      {
        label: said('probe.countries', { call: 'getList' }),
        run: () => ({
          detail: said('probe.countriesRead', { count: countries.getCountries(client(), {}).length }),
        }),
      },
    ],
  };
}
