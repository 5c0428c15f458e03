/**
 * Dispatch of one API request, in the service's order of checks:
 * route (404; 400 for a route the service no longer has) → token (302) → access (403) → method (405) → the handler (418s, thrown as `ServiceError`);
 * a route may check some parameters before the token (`beforeToken`), and read a POST as its GET.
 * Every path may end in `.json`, as the reference's clients write them, and may start with a doubled slash
 * (`//api/users/token.json`), which the live service takes as one. A POST's parameters are its body over
 * its query string; a GET's are its query string.
 */
import { type Account, accountById } from './accounts';
import { Input } from './input';
import { verifyToken } from './jwt';
import { bare, notFound, type Reply } from './reply';
import type { Route, Routes } from './route';
import type { State } from './state';

export interface ApiRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export class Router {
  private readonly table = new Map<string, Route>();

  private readonly gone: ReadonlySet<string>;

  constructor(routes: Routes, gone: readonly string[] = []) {
    for (const [path, route] of Object.entries(routes)) this.table.set(lookupKey(path), route);
    this.gone = new Set(gone.map(lookupKey));
  }

  dispatch(state: State, req: ApiRequest): Reply {
    const segments = req.path
      .replace(/^\/+/, '/')
      .replace(/\.json$/i, '')
      .split('/')
      .slice(1);
    const key = lookupKey(segments.slice(1).join('/'));
    const route = segments[0] === 'api' ? this.table.get(key) : undefined;
    if (!route) return segments[0] === 'api' && this.gone.has(key) ? notFound(req.path) : bare(404);
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.authorization ?? '')?.[1] ?? null;
    const asGet = route.postAsGet && req.method === 'POST' && route.method === 'GET';
    const wrongMethod = route.method !== 'ANY' && req.method !== route.method && !asGet;
    if (!wrongMethod) route.beforeToken?.(new Input(parameters(route, req)));
    if (route.gate === 'public') {
      if (wrongMethod) return bare(405);
      return route.handle({ state, input: new Input(parameters(route, req)), bearer });
    }
    const account = authenticate(state, bearer);
    if (!account) return bare(302, { Location: `/api/${segments[1]}/users/login` });
    if (!allowed(account, route.gate)) return bare(403);
    if (wrongMethod) return bare(405);
    return route.handle({ state, input: new Input(parameters(route, req)), account });
  }
}

function parameters(route: Route, req: ApiRequest): Record<string, unknown> {
  return route.method === 'GET' ? req.query : { ...req.query, ...req.body };
}

/** Module, section and controller match exactly; the action ignores letter case. */
function lookupKey(path: string): string {
  const cut = path.lastIndexOf('/');
  return path.slice(0, cut + 1) + path.slice(cut + 1).toLowerCase();
}

function authenticate(state: State, bearer: string | null): Account | undefined {
  const claims = bearer ? verifyToken(bearer, state.secret, state.clock.now()) : null;
  return claims ? accountById(claims.sub) : undefined;
}

function allowed(account: Account, gate: Exclude<Route['gate'], 'public'>): boolean {
  if (account.access === 'tool_server_only') return false;
  if (gate === 'limits') return true;
  if (account.access !== 'api') return false;
  return gate === 'api' || account.serpAddon;
}
