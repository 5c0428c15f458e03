/**
 * Contract fixtures: one hand-written answer per service operation the add-on uses, in the shape of the
 * official reference (`shared/spec/official-api-reference.md`), checked both ways:
 *
 * - client side: the formula named in `table` runs over a stub transport that answers every request from
 *   the fixtures (`fixtureContext`), sends what the fixtures' `request` says, and lays out `table.expected`;
 * - simulator side: the in-process simulator answers the fixture's request with every field path of the
 *   fixture's response, with the same JSON type (`simulatorAnswer`, `fieldTypes`);
 * - drift: every response mutated as the live service drifts (`DRIFTS`) still fills every table.
 *
 * The format is in README.md beside this file. Nothing here knows a family: adding a fixture file is all
 * a new operation needs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { columnLabels } from '../../src/shared/columns';
import { join, relative } from 'node:path';
import { TOOLS } from '../../local/mcp/tools';
import { accountByEmail } from '../../local/service/accounts';
import { parseForm } from '../../local/service/form';
import { ServiceError } from '../../local/service/reply';
import { Router } from '../../local/service/router';
import { GONE, routes } from '../../local/service/routes';
import { State } from '../../local/service/state';
import * as users from '../../src/api/users';
import * as aiOverviews from '../../src/families/ai-overviews/endpoints';
import * as countries from '../../src/api/countries';
import * as keywords from '../../src/families/keywords/endpoints';
import * as monitoring from '../../src/families/monitoring/endpoints';
import * as crawl from '../../src/families/serp/crawls';
import * as serp from '../../src/families/serp/endpoints';
import * as visibility from '../../src/families/visibility/endpoints';
import type { Endpoint } from '../../src/api/endpoint';
import type { HttpRequest } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';
import * as functions from '../../src/registry/formulas';
import { type FormulaContext, namedArgs } from '../../src/functions/formula';
import type { Arg } from '../../src/functions/args';
import { english } from '../../src/shared/i18n/said';
import { renderTable, type SheetCell, type Table } from '../../src/shared/table';
import { fakePorts } from '../cache/fakes';
import { fakeFormulaContext, fakeToolFormulaContext } from '../functions/fake-context';
import { readToolAnswer } from '../../src/api/mcp/source';
import { catalog } from '../../src/registry/catalog';

export const FIXTURES_DIR = join(__dirname, 'fixtures');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface TableCase {
  /** A catalog name: `SEO_VISIBILITY`. */
  readonly formula: string;
  /** Positional arguments as a cell passes them: scalars, or a 2D array for a range. */
  readonly args: readonly Json[];
  /** Header and rows; Dates are written `YYYY-MM-DD`, empty cells as "". */
  readonly expected: readonly (readonly (string | number | boolean)[])[];
  /** Instead of a table: the cell's error, in English (a refusal the fixture's answer stands for). */
  readonly error?: string;
  /** Columns that must keep their values when optional fields are nulled or removed. Default: the first. */
  readonly stable?: readonly string[];
}

export interface Fixture {
  /** Relative path without `.json`: `visibility/getDomainStatistics`. */
  readonly id: string;
  /** `GET /api/...` or `POST /api/...`; `TOOL <name>` for a tool of the tool server. */
  readonly operation: string;
  /** What the client sends (query for GET, JSON body for POST, a tool's arguments). A value `"$prev:<path>"`
   * is any value on the client side, and on the simulator side the value at <path> of the answer to `before`. */
  readonly request: JsonObject;
  /** REST's body; a tool's answer, the JSON of its `content[0].text` (or the text itself, a string). */
  readonly response: Json;
  /** Field paths (`data[].keyword`) drift never nulls or removes: what the formula cannot do without. */
  readonly required?: readonly string[];
  /** Fixture id whose request the simulator answers first (a task to create before reading it). */
  readonly before?: string;
  /** Simulated seconds between `before` and this request (a task finishing). */
  readonly waitSeconds?: number;
  /** False: an operation real clients use that the add-on does not; checked on the simulator side only. */
  readonly client?: false;
  /**
   * False: an older shape the reference documents, which the add-on still reads but the live service (and
   * so the simulator) no longer answers; checked on the add-on side only.
   */
  readonly simulator?: false;
  /** `form`: the request is sent as a form body (PHP brackets), as the service's own web client does. */
  readonly encoding?: 'form';
  readonly table?: TableCase;
  /** Rows the declared endpoint reads the answer into, for an operation no formula shows yet. */
  readonly read?: ReadCase;
  /** The answer's HTTP status: a refusal's 418, or a tool server's 402 instead of a result; default 200. */
  readonly status?: number;
  /** True: the simulator is sent the request without a token (a refusal that comes before the token's). */
  readonly signedOut?: true;
  /** A formula the add-on refuses before sending this request: its cell's words. */
  readonly refused?: RefusedCase;
}

export interface RefusedCase {
  readonly formula: string;
  readonly args: readonly Json[];
  /** Words the cell's error holds (in English). */
  readonly message: string;
}

export interface ReadCase {
  /** The endpoint's rows (or its one record), as its reader gives them; fields left out are undefined. */
  readonly expected: readonly JsonObject[];
  /** A tool fixture: the endpoint (`visibility.getPositions`) whose tool answered, and its parameters. */
  readonly endpoint?: string;
  readonly params?: JsonObject;
  /** Fields that must keep their values when optional fields are nulled or removed. Default: none. */
  readonly stable?: readonly string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith('.json') ? [path] : [];
  });
}

export function loadFixtures(dir = FIXTURES_DIR): Fixture[] {
  return walk(dir)
    .sort()
    .map((path) => {
      const fixture = JSON.parse(readFileSync(path, 'utf8')) as Omit<Fixture, 'id'>;
      const id = relative(dir, path)
        .replace(/\\/g, '/')
        .replace(/\.json$/, '');
      return { ...fixture, id, ...(fixture.table && { table: labelled(fixture.table) }) };
    });
}

/**
 * Fixtures name columns by key (`position`, `trend.1`), as the wire and the column lists do; a table shows
 * the vocabulary's labels, so the expected header and the stable columns are read as the user sees them.
 */
function labelled(table: TableCase): TableCase {
  const [header = [], ...rows] = table.expected;
  return {
    ...table,
    expected: [columnLabels(header.map(String), 'en'), ...rows],
    ...(table.stable && { stable: columnLabels(table.stable, 'en') }),
  };
}

export type TableFixture = Fixture & { readonly table: TableCase };

/** The fixtures a formula reads into a table. */
export function tableFixtures(fixtures: readonly Fixture[]): TableFixture[] {
  return fixtures.filter((f): f is TableFixture => !!f.table);
}

export type RefusedFixture = Fixture & { readonly refused: RefusedCase };

/** The fixtures of a refusal the add-on makes before sending, in words of its own. */
export function refusedFixtures(fixtures: readonly Fixture[]): RefusedFixture[] {
  return fixtures.filter((f): f is RefusedFixture => !!f.refused);
}

export type ReadFixture = Fixture & { readonly read: ReadCase };

/** The fixtures a declared endpoint reads into rows, with no formula showing them yet. */
export function readFixtures(fixtures: readonly Fixture[]): ReadFixture[] {
  return fixtures.filter((f): f is ReadFixture => !!f.read);
}

/** A fixture of the tool server's: its operation is `TOOL <name>`. */
export const isToolFixture = (fixture: Pick<Fixture, 'operation'>): boolean =>
  fixture.operation.startsWith('TOOL ');
const toolName = (fixture: Pick<Fixture, 'operation'>): string => fixture.operation.slice('TOOL '.length);

/** `GET /api/...` or `POST /api/...`; the live service also takes a doubled leading slash (`//api/...`). */
export function splitOperation(operation: string): { method: 'GET' | 'POST'; path: string } {
  const [method, path] = operation.split(' ');
  if ((method !== 'GET' && method !== 'POST') || !/^\/{1,2}api\//.test(path ?? ''))
    throw new Error(`operation must read "GET /api/..." or "POST /api/...", not "${operation}"`);
  return { method, path };
}

// ---------------------------------------------------------------------------------------------------
// Client side: a stub transport answering from fixtures

/** What a request carried, whichever way it was sent. */
export function sentParams(request: { url: string; method: string; payload?: string }): JsonObject {
  if (request.method.toLowerCase() === 'post') return request.payload ? JSON.parse(request.payload) : {};
  const out: JsonObject = {};
  for (const [key, value] of new URL(request.url).searchParams) out[key] = value;
  return out;
}

const isPlaceholder = (v: Json): boolean => typeof v === 'string' && v.startsWith('$prev:');

/** `expected` ⊆ `actual`: objects by key, arrays element-wise, and `5` matches `"5"` (query strings). */
function carries(actual: unknown, expected: Json): boolean {
  if (isPlaceholder(expected)) return actual !== undefined;
  if (expected === null || typeof expected !== 'object') {
    if (typeof actual === 'string' && typeof expected !== 'string' && typeof expected !== 'object')
      return actual === String(expected);
    if (typeof actual === 'string' && typeof expected === 'string') return actual === expected;
    return actual === expected;
  }
  if (typeof actual === 'string') {
    try {
      return carries(JSON.parse(actual), expected);
    } catch {
      return false;
    }
  }
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((e, i) => carries(actual[i], e))
    );
  return Object.entries(expected).every(([k, v]) => carries((actual as Record<string, unknown>)[k], v));
}

export interface Exchange {
  readonly operation: string;
  readonly sent: JsonObject;
  /** The fixture that answered, or why none did. */
  readonly fixture?: Fixture;
  readonly problem?: string;
}

function operationOf(request: HttpRequest): string {
  return `${request.method.toUpperCase()} ${new URL(request.url).pathname}`;
}

/**
 * The fixture answering a request: same operation, and every parameter it names was sent; of several, the
 * one naming the most parameters (`characteristics: "difficulty"` before the reference's bare request).
 */
export function match(fixtures: readonly Fixture[], request: HttpRequest): Exchange {
  const operation = operationOf(request);
  const sent = sentParams(request);
  const candidates = fixtures.filter((f) => f.operation === operation);
  if (!candidates.length) return { operation, sent, problem: `no fixture for ${operation}` };
  const fixture = candidates
    .filter((f) => carries(sent, f.request))
    .sort((a, b) => Object.keys(b.request).length - Object.keys(a.request).length)[0];
  if (fixture) return { operation, sent, fixture };
  return {
    operation,
    sent,
    problem: `${operation} sent ${JSON.stringify(sent)}, fixtures expect ${candidates.map((f) => JSON.stringify(f.request)).join(' or ')}`,
  };
}

export function jsonResponse(status: number, body: unknown): HttpResponse {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** How a drift rewrites a fixture's answer. */
export type Mutate = (response: JsonObject, fixture: Fixture) => Json;

/** A fixture's answer through `mutate`: a word a tool answers (`no_data`) has no fields to drift. */
const mutated = (fixture: Fixture, mutate?: Mutate): Json =>
  mutate &&
  typeof fixture.response === 'object' &&
  fixture.response !== null &&
  !Array.isArray(fixture.response)
    ? mutate(fixture.response, fixture)
    : fixture.response;

/** The answer to a request: the matching fixture's response (through `mutate`), or the service's 404. */
export function answer(
  fixtures: readonly Fixture[],
  request: HttpRequest,
  mutate?: Mutate,
): { exchange: Exchange; response: HttpResponse } {
  const exchange = match(
    fixtures.filter((f) => !isToolFixture(f)),
    request,
  );
  const response = exchange.fixture
    ? jsonResponse(exchange.fixture.status ?? 200, mutated(exchange.fixture, mutate))
    : jsonResponse(404, { success: false, message: '' });
  return { exchange, response };
}

/** A formula's context over fixtures: a fresh document cache, and a client whose transport is `answer`. */
export function fixtureContext(
  fixtures: readonly Fixture[],
  mutate?: Mutate,
): { ctx: FormulaContext; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const ctx = fakeFormulaContext(fakePorts(), {
    fetchAll: (batch) =>
      batch.map((request) => {
        const { exchange, response } = answer(fixtures, request, mutate);
        exchanges.push(exchange);
        return response;
      }),
  });
  return { ctx, exchanges };
}

/**
 * A tool call's answer from the tool fixtures, as the live tool server gives it: the fixture's JSON as the
 * text of `content[0]`, or its HTTP status (402) instead. The handshake and the tool list are the server's.
 */
function toolAnswer(
  fixtures: readonly Fixture[],
  request: HttpRequest,
  mutate?: Mutate,
  exchanges: Exchange[] = [],
): HttpResponse {
  const message = JSON.parse(request.payload ?? '{}') as {
    id?: number;
    method: string;
    params?: { name?: string; arguments?: JsonObject };
  };
  const reply = (result: unknown) => jsonResponse(200, { jsonrpc: '2.0', id: message.id, result });
  if (message.method === 'initialize')
    return reply({
      protocolVersion: '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: 'fixtures' },
    });
  if (message.method === 'notifications/initialized') return { status: 202, headers: {}, body: '' };
  if (message.method === 'tools/list') return reply({ tools: declaredTools().map((name) => ({ name })) });
  const operation = `TOOL ${message.params?.name ?? ''}`;
  const sent = message.params?.arguments ?? {};
  // A `read` fixture is read without asking (an older shape of the same call, say): it answers no call.
  const candidates = fixtures.filter((f) => f.operation === operation && !f.read);
  const fixture = candidates
    .filter((f) => carries(sent, f.request))
    .sort((a, b) => Object.keys(b.request).length - Object.keys(a.request).length)[0];
  if (!fixture) {
    exchanges.push({
      operation,
      sent,
      problem: `${operation} sent ${JSON.stringify(sent)}, fixtures expect ${candidates.map((f) => JSON.stringify(f.request)).join(' or ') || 'nothing'}`,
    });
    return reply({ content: [{ type: 'text', text: 'no fixture' }], isError: true });
  }
  exchanges.push({ operation, sent, fixture });
  if (fixture.status) return jsonResponse(fixture.status, { error: 'fixture status' });
  const answered = mutated(fixture, mutate);
  return reply({
    content: [{ type: 'text', text: typeof answered === 'string' ? answered : JSON.stringify(answered) }],
  });
}

/** A formula's context over the tool server's door, its tool calls answered from the tool fixtures. */
export function toolFixtureContext(
  fixtures: readonly Fixture[],
  mutate?: Mutate,
): { ctx: FormulaContext; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const ctx = fakeToolFormulaContext(
    fakePorts(),
    { fetchAll: (batch) => batch.map((request) => toolAnswer(fixtures, request, mutate, exchanges)) },
    declaredTools(),
  );
  return { ctx, exchanges };
}

/** The context a fixture's formula runs in: over the door its operation is at. */
export function contextFor(
  fixture: Fixture,
  fixtures: readonly Fixture[],
  mutate?: Mutate,
): { ctx: FormulaContext; exchanges: Exchange[] } {
  return isToolFixture(fixture) ? toolFixtureContext(fixtures, mutate) : fixtureContext(fixtures, mutate);
}

type DeclaredEndpoint = Endpoint<object, unknown>;

/**
 * The add-on's endpoints by the names fixtures read them by (`visibility.getPositions`); AI Overviews are
 * the visibility analysis' reports at the service, and their fixtures sit with its others.
 */
const api = {
  countries,
  crawl,
  keywords,
  monitoring,
  serp,
  users,
  visibility: { ...visibility, ...aiOverviews },
};

/** Every tool an endpoint of the add-on is answered by over the tool server. */
export function declaredTools(): string[] {
  const names = new Set<string>();
  for (const family of declaredEndpoints().values())
    for (const endpoint of family.values()) if (endpoint.tool) names.add(endpoint.tool.name);
  return [...names].sort();
}

/** Every endpoint the add-on declares, by family (`visibility`), under `METHOD /api/...`. */
export function declaredEndpoints(): Map<string, Map<string, DeclaredEndpoint>> {
  const out = new Map<string, Map<string, DeclaredEndpoint>>();
  for (const [family, module] of Object.entries(api)) {
    if (typeof module !== 'object' || module === null) continue;
    // A family may group its endpoints one level deep (`crawl.top100Crawl.check`).
    const endpoints = Object.values(module)
      .flatMap((e) => (typeof e === 'object' && e !== null ? Object.values(e) : [e]))
      .filter((e): e is DeclaredEndpoint => typeof e === 'function' && 'path' in e && 'method' in e);
    if (endpoints.length) out.set(family, new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e])));
  }
  return out;
}

/**
 * What the endpoint declared for a fixture's operation reads its answer into, over the stub transport:
 * a list endpoint's rows, or a data endpoint's one record (a list of records as they are). Fields read as
 * undefined are left out, as JSON leaves them.
 */
export function readThrough(
  fixtures: readonly Fixture[],
  fixture: Fixture,
  mutate?: Mutate,
): { rows: Json[]; exchanges: Exchange[] } {
  if (isToolFixture(fixture)) return { rows: readToolFixture(fixture, mutate), exchanges: [] };
  const endpoint = [...declaredEndpoints().values()]
    .map((family) => family.get(fixture.operation))
    .find(Boolean);
  if (!endpoint) throw new Error(`${fixture.id}: the add-on declares no ${fixture.operation}`);
  const { ctx, exchanges } = fixtureContext(fixtures, mutate);
  const result = ctx.source().get(endpoint, fixture.request) as { rows?: unknown } | unknown[];
  return { rows: asRows(result), exchanges };
}

/** A list endpoint's rows, or a data endpoint's one record (a list as it is), as JSON writes them. */
function asRows(result: unknown): Json[] {
  const { rows } = (result ?? {}) as { rows?: unknown };
  const list = Array.isArray(result) ? result : Array.isArray(rows) ? rows : [result];
  return JSON.parse(JSON.stringify(list));
}

/** A tool fixture's answer read by the endpoint `read.endpoint` names, as the tool server's door reads it. */
function readToolFixture(fixture: Fixture, mutate?: Mutate): Json[] {
  const [family, name] = (fixture.read?.endpoint ?? '').split('.');
  const endpoint = (api as unknown as Record<string, Record<string, DeclaredEndpoint>>)[family]?.[name];
  if (endpoint?.tool?.name !== toolName(fixture))
    throw new Error(`${fixture.id}: read.endpoint must name the endpoint ${toolName(fixture)} answers`);
  return asRows(readToolAnswer(endpoint, fixture.read?.params ?? {}, mutated(fixture, mutate)));
}

/** The rows' values under `fields`, in order (a field a row lacks reads `<missing>`). */
export function pickFields(rows: readonly Json[], fields: readonly string[]): Json[][] {
  return rows.map((row) => fields.map((f) => (row as JsonObject)?.[f] ?? '<missing>'));
}

type Formulas = Record<string, { impl: (ctx: FormulaContext, args: never) => Table }>;

/** Runs a catalog formula's implementation over `ctx` with positional arguments, as an English cell shows it. */
export function runFormula(ctx: FormulaContext, name: string, args: readonly Json[]): SheetCell[][] {
  const spec = catalog.find((entry) => entry.name === name);
  const fn = (functions as unknown as Formulas)[name];
  if (!spec || !fn) throw new Error(`${name} is not a formula of the catalog`);
  const named = namedArgs(
    spec.params.map((p) => p.name),
    args as Arg[],
  );
  return renderTable(fn.impl(ctx, named as never), english);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A table as fixtures write it: Dates as their local `YYYY-MM-DD` (Sheets shows the script's day). */
export function plainTable(table: SheetCell[][]): (string | number | boolean)[][] {
  return table.map((row) =>
    row.map((cell: SheetCell) =>
      cell instanceof Date
        ? `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`
        : cell,
    ),
  );
}

/** The table's values under the given header names, rows in order; a column it lacks reads `<missing>`. */
export function project(
  table: readonly (readonly (string | number | boolean)[])[],
  columns: readonly string[],
): (string | number | boolean)[][] {
  const [header = [], ...rows] = table;
  const at = columns.map((c) => header.indexOf(c));
  return rows.map((row) => at.map((i) => (i < 0 ? '<missing>' : row[i])));
}

// ---------------------------------------------------------------------------------------------------
// Simulator side

/** Map keys that stand for data, not names: dates and ids. Paths write them `<key>`. */
const DATA_KEY = /^(\d{4}-\d{2}(-\d{2})?|\d+)$/;

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** Every field path of a JSON value with its type: `data[].statistics.position.current` → number. */
export function fieldTypes(value: unknown, prefix = '', out = new Map<string, Set<JsonType>>()) {
  const add = (path: string, type: JsonType) => {
    const types = out.get(path) ?? new Set<JsonType>();
    types.add(type);
    out.set(path, types);
  };
  if (prefix) add(prefix, typeOf(value));
  if (Array.isArray(value)) for (const item of value) fieldTypes(item, `${prefix}[]`, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      fieldTypes(item, `${prefix ? `${prefix}.` : ''}${DATA_KEY.test(key) ? '<key>' : key}`, out);
  return out;
}

/**
 * Where the simulator's answer departs from the fixture: paths it lacks, or sends with another type.
 * A fixture's null says "nullable, type unknown", so any type is accepted there.
 */
export function shapeDifferences(fixture: unknown, simulated: unknown): string[] {
  const want = fieldTypes(fixture);
  const got = fieldTypes(simulated);
  const problems: string[] = [];
  for (const [path, types] of want) {
    const seen = got.get(path);
    if (!seen) {
      problems.push(`${path}: missing`);
      continue;
    }
    for (const type of types)
      if (type !== 'null' && !seen.has(type))
        problems.push(`${path}: ${[...seen].join('|')} instead of ${type}`);
  }
  return problems;
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}

/** The simulator account fixtures are answered for: Prime with every add-on. */
export const SIM_ACCOUNT = { email: 'demo@example.com', password: 'demo' };

/** Parameters as a PHP client writes a form: `order[dir]=desc`, `filtering[0][filters][0][key]=…`. */
function formBody(params: Record<string, unknown>): string {
  const fields = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else fields.append(key, value === null || value === undefined ? '' : String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return fields.toString();
}

/** A fresh in-process simulator, signed in; `send` dispatches a fixture's request to it. */
export function inProcessSimulator(seed = 'contract') {
  const state = new State(seed, 0);
  const router = new Router(routes, GONE);
  const call = (
    method: string,
    path: string,
    params: Record<string, unknown>,
    token?: string,
    encoding?: 'form',
  ) => {
    const query =
      method === 'GET'
        ? Object.fromEntries(
            Object.entries(params).map(([k, v]) => [
              k,
              typeof v === 'object' ? JSON.stringify(v) : String(v),
            ]),
          )
        : {};
    try {
      return router.dispatch(state, {
        method,
        path,
        query,
        // A form arrives as text; the simulator's own parser reads it, as its HTTP layer does.
        body: method === 'GET' ? {} : encoding === 'form' ? parseForm(formBody(params)) : params,
        authorization: token ? `Bearer ${token}` : undefined,
      });
    } catch (error) {
      // A refusal thrown from any depth is its reply, as the server writes it.
      if (error instanceof ServiceError) return error.reply;
      throw error;
    }
  };
  const login = call('POST', '/api/users/token', SIM_ACCOUNT);
  const token = (login.kind === 'json' && (login.body as { data?: { token?: string } }).data?.token) || '';
  return {
    state,
    /** The simulator's status and body for a fixture's request, after its `before` chain. */
    send(fixture: Fixture, all: readonly Fixture[]): { status: number; body: unknown } {
      let previous: unknown;
      if (fixture.before) {
        const first = all.find((f) => f.id === fixture.before);
        if (!first) throw new Error(`${fixture.id}: before names no fixture (${fixture.before})`);
        previous = this.send(first, all).body;
        state.clock.advance((fixture.waitSeconds ?? 0) * 1000);
      }
      const params = Object.fromEntries(
        Object.entries(fixture.request).map(([k, v]) => [
          k,
          isPlaceholder(v) ? valueAt(previous, (v as string).slice('$prev:'.length)) : v,
        ]),
      );
      if (isToolFixture(fixture)) {
        // The tool in process, as the signed-in account: its answer is what the server would send as text.
        const tool = TOOLS.find((t) => t.name === toolName(fixture));
        if (!tool) throw new Error(`${fixture.id}: the simulator has no tool ${toolName(fixture)}`);
        const account = accountByEmail(SIM_ACCOUNT.email);
        if (!account) throw new Error(`no simulator account ${SIM_ACCOUNT.email}`);
        return { status: 200, body: tool.answer({ state, account }, params) };
      }
      const { method, path } = splitOperation(fixture.operation);
      const reply = call(method, path, params, fixture.signedOut ? undefined : token, fixture.encoding);
      return { status: reply.status, body: reply.kind === 'json' ? reply.body : reply.body };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Drift: the live service's departures from its documentation

/** A path as fixtures write `required`: `data[].keyword`, maps of data keys as `<key>`. */
function childPath(prefix: string, key: string | number): string {
  if (typeof key === 'number') return `${prefix}[]`;
  return `${prefix ? `${prefix}.` : ''}${DATA_KEY.test(key) ? '<key>' : key}`;
}

/** Rebuilds a value leaf by leaf; `leaf` returns the new value, or `REMOVE` to drop the field. */
const REMOVE = Symbol('remove');
function mapLeaves(
  value: Json,
  leaf: (value: Json, path: string) => Json | typeof REMOVE,
  object: (value: JsonObject, path: string) => JsonObject = (v) => v,
  prefix = '',
): Json {
  if (Array.isArray(value))
    return value.map((item, i) => mapLeaves(item, leaf, object, childPath(prefix, i))) as Json;
  if (value !== null && typeof value === 'object') {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      const next = mapLeaves(item, leaf, object, childPath(prefix, key));
      if (next !== (REMOVE as unknown)) out[key] = next;
    }
    return object(out, prefix);
  }
  const next = leaf(value, prefix);
  return next as Json;
}

/** The envelope and whatever the fixture says its formula cannot do without. */
function isRequired(fixture: Fixture, path: string): boolean {
  return path === 'success' || (fixture.required ?? []).includes(path);
}

export interface Drift {
  readonly name: string;
  readonly mutate: (response: JsonObject, fixture: Fixture) => Json;
  /** True: every expected cell keeps its value. False: the table keeps its rows and its stable columns. */
  readonly sameValues: boolean;
}

export const DRIFTS: readonly Drift[] = [
  {
    name: 'extra fields at every level',
    sameValues: true,
    mutate: (response) =>
      mapLeaves(
        response,
        (v) => v,
        (object, path) =>
          path === ''
            ? { ...object, drift_note: 'added' }
            : { ...object, drift_note: 'added', drift_block: { drift: true } },
      ),
  },
  {
    name: 'numbers sent as strings',
    sameValues: true,
    mutate: (response) => mapLeaves(response, (v) => (typeof v === 'number' ? String(v) : v)),
  },
  {
    name: 'lists sent as maps keyed by id',
    sameValues: true,
    mutate: (response) => {
      const asMap = (v: Json): Json => {
        if (Array.isArray(v)) {
          const items = v.map(asMap);
          return items.length && items.every((i) => i !== null && typeof i === 'object' && !Array.isArray(i))
            ? Object.fromEntries(items.map((item, i) => [String(i + 101), item]))
            : items;
        }
        if (v !== null && typeof v === 'object')
          return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, asMap(item)]));
        return v;
      };
      return asMap(response);
    },
  },
  {
    name: 'optional fields null',
    sameValues: false,
    mutate: (response, fixture) => mapLeaves(response, (v, path) => (isRequired(fixture, path) ? v : null)),
  },
  {
    name: 'optional fields missing',
    sameValues: false,
    mutate: (response, fixture) =>
      mapLeaves(response, (v, path) => (isRequired(fixture, path) ? v : (REMOVE as unknown as Json))),
  },
];
