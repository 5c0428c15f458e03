/** The contract between the router and the per-module handlers. */
import type { Account } from './accounts';
import type { Input } from './input';
import type { Reply } from './reply';
import type { State } from './state';

export interface PublicContext {
  state: State;
  input: Input;
  /** The bearer token sent anyway, if any. */
  bearer: string | null;
}

export interface Context {
  state: State;
  input: Input;
  account: Account;
}

/**
 * `limits`: any valid token except a tool-server-only account's; `api`: REST access;
 * `serp`: REST access plus the SERP add-on.
 */
export type Gate = 'limits' | 'api' | 'serp';

/** `ANY`: both answer, parameters from the query string of a GET and the body of a POST. */
export type Method = 'GET' | 'POST' | 'ANY';

/** What a route checks and reads beyond its method and gate. */
export interface RouteChecks {
  /**
   * Validation the live service runs before it looks at the token (a 418 before the 302): thrown as a
   * `ServiceError`, as a handler's.
   */
  readonly beforeToken?: (input: Input) => void;
  /**
   * A GET action sent as a POST: the live service reads it as the GET it is (its query string only), so
   * its validation answers 418 rather than the router 405.
   */
  readonly postAsGet?: true;
}

export type Route = RouteChecks &
  (
    | { method: Method; gate: 'public'; handle(ctx: PublicContext): Reply }
    | { method: Method; gate: Gate; handle(ctx: Context): Reply }
  );

/** Path after `/api/` (documented spelling) to route. */
export type Routes = Record<string, Route>;

export const get = (handle: (ctx: Context) => Reply, gate: Gate = 'api'): Route => ({
  method: 'GET',
  gate,
  handle,
});
export const post = (handle: (ctx: Context) => Reply, gate: Gate = 'api'): Route => ({
  method: 'POST',
  gate,
  handle,
});
/**
 * An action the seed spec shows as a POST and the reference as a GET (the rank tracker's lists, the task
 * lists): real clients send both, so both answer.
 */
export const either = (handle: (ctx: Context) => Reply, gate: Gate = 'api'): Route => ({
  method: 'ANY',
  gate,
  handle,
});
