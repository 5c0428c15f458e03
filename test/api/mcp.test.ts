/**
 * The add-on's MCP client and OAuth over a scripted transport: JSON and SSE answers, a server with
 * sessions, retries, tool refusals, discovery's fallbacks, token grants, and the refresh that keeps a
 * connection alive (including the race of two executions spending one refresh token).
 */
import { freshToolConnection, type ToolConnection } from '../../src/connection/tool-server';
import { ApiError, NoDataError, SerpNotInPlanError, UnfinishedTaskError } from '../../src/api/errors';
import { createToolClient } from '../../src/api/mcp/client';
import * as z from 'zod/mini';
import { listEndpoint, withTool } from '../../src/api/endpoint';
import { getDomainStatistics } from '../../src/families/visibility/endpoints';
import type { ToolClient } from '../../src/api/mcp/client';
import { toolAccount, toolSource } from '../../src/api/mcp/source';
import { num } from '../../src/api/read';
import * as oauth from '../../src/api/mcp/oauth';
import { messagesOf } from '../../src/api/mcp/rpc';
import type { HttpRequest } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';
import { FakeTransport, fakeBudget, json, ManualClock, MemoryProperties } from './fakes';
import { verbatim } from '../../src/shared/i18n/said';
import { keywordStatistics } from '../../src/families/keywords/statistics';

const URL_ = 'https://tools.test/mcp';

type Rpc = { id?: number; method: string; params?: { name?: string; arguments?: Record<string, unknown> } };

const body = (request: HttpRequest): Rpc => JSON.parse(request.payload ?? '{}');

/** A tool server: answers by method; `tool` answers tools/call. */
function server(
  tool: (name: string, args: Record<string, unknown>) => unknown,
  options: { sse?: boolean; session?: string; tools?: string[] } = {},
) {
  return (request: HttpRequest): HttpResponse => {
    const message = body(request);
    const reply = (result: unknown): HttpResponse => {
      const payload = { jsonrpc: '2.0', id: message.id, result };
      const headers: Record<string, string> = options.session ? { 'mcp-session-id': options.session } : {};
      if (!options.sse) return json(200, payload, headers);
      return {
        status: 200,
        headers: { 'content-type': 'text/event-stream', ...headers },
        body: `event: message\ndata: ${JSON.stringify(payload)}\n\n`,
      };
    };
    switch (message.method) {
      case 'initialize':
        return reply({
          protocolVersion: '2025-06-18',
          capabilities: { tools: {} },
          serverInfo: { name: 't' },
        });
      case 'notifications/initialized':
        return { status: 202, headers: {}, body: '' };
      case 'tools/list':
        return reply({ tools: (options.tools ?? ['get_keyword_statistics']).map((name) => ({ name })) });
      default: {
        const result = tool(message.params?.name ?? '', message.params?.arguments ?? {});
        return reply({
          content: [{ type: 'text', text: JSON.stringify(result) }],
          structuredContent: result,
        });
      }
    }
  };
}

function client(transport: FakeTransport, clock = new ManualClock(), tools?: string[]) {
  const listed: string[][] = [];
  const made = createToolClient({
    url: URL_,
    token: 'secret-token',
    account: 'a@b.c',
    transport,
    budget: fakeBudget(clock, 300_000),
    sleep: clock.sleep,
    tools,
    onTools: (names) => listed.push(names),
    random: () => 0.5,
  });
  return { client: made, listed };
}

const stats = (_name: string, args: Record<string, unknown>) => ({
  records: (args.keywords as string[]).map((keyword) => ({
    keyword,
    found: true,
    searches: 10,
    cpc: 1,
    trend: [1],
  })),
});

/** The tool-server door's keyword statistics and domain figures, as the formulas ask them. */
const toolKeywordStatistics = (c: ToolClient, batches: string[][], country: number) =>
  toolSource(() => c).run(keywordStatistics, { batches, options: { country_id: country } });
const toolDomainStatistics = (c: ToolClient, domains: string[], params: { country: number; mode: string }) =>
  toolSource(() => c).getAll(
    getDomainStatistics,
    domains.map((domain) => ({
      domain,
      fetch_mode: params.mode as 'topLevelDomain',
      country_id: params.country,
    })),
  );

describe('MCP client', () => {
  test('handshake once, the tool list once (cached by the caller), then parallel tool calls', () => {
    const transport = new FakeTransport(server(stats));
    const { client: c, listed } = client(transport);
    const results = toolKeywordStatistics(c, [['a', 'b'], ['c']], 1);
    expect(results.map((r) => r.ok && r.value.map((row) => row.keyword))).toEqual([['a', 'b'], ['c']]);
    expect(transport.requests.map((r) => body(r).method)).toEqual([
      'initialize',
      'notifications/initialized',
      'tools/list',
      'tools/call',
      'tools/call',
    ]);
    expect(listed).toEqual([['get_keyword_statistics']]);
    expect(transport.batches).toBe(4);
    expect(body(transport.requests[3]).params?.arguments).toEqual({
      keywords: ['a', 'b'],
      country_id: 1,
      detail_level: 'standard',
    });
    expect(transport.requests[0].headers.Accept).toBe('application/json, text/event-stream');
    expect(transport.requests[0].headers['MCP-Protocol-Version']).toBeUndefined();
    expect(transport.requests[3].headers['MCP-Protocol-Version']).toBe('2025-06-18');
  });

  test('reads SSE answers and carries the server’s session id after initialize', () => {
    const transport = new FakeTransport(server(stats, { sse: true, session: 'sess-1' }));
    const { client: c } = client(transport, undefined, ['get_keyword_statistics']);
    const [result] = toolKeywordStatistics(c, [['a']], 1);
    expect(result.ok).toBe(true);
    expect(transport.requests[0].headers['Mcp-Session-Id']).toBeUndefined();
    expect(transport.requests.slice(1).map((r) => r.headers['Mcp-Session-Id'])).toEqual(['sess-1', 'sess-1']);
  });

  test('SSE bodies: several events, multi-line data, comments and blank events', () => {
    const text = ': ping\n\nevent: message\ndata: {"id":1,\ndata: "result":{}}\n\ndata: {"id":2}\r\n\r\n';
    expect(messagesOf('text/event-stream; charset=utf-8', text)).toEqual([{ id: 1, result: {} }, { id: 2 }]);
    expect(messagesOf('application/json', '[{"id":1},{"id":2}]')).toHaveLength(2);
    expect(messagesOf('application/json', 'not json')).toEqual([]);
  });

  test('a tool the server does not list is refused before anything is sent', () => {
    const transport = new FakeTransport(server(stats));
    const { client: c } = client(transport, undefined, ['get_limits']);
    expect(() => toolKeywordStatistics(c, [['a']], 1)).toThrow(
      'This needs the tool get_keyword_statistics, which this tool server does not offer to a@b.c.',
    );
    expect(transport.requests).toHaveLength(0);
  });

  test('refusals: a spent quota, a bad argument, a 401 (connection ended) and a 5xx retried', () => {
    let calls = 0;
    const handler = server(() => ({}));
    const transport = new FakeTransport((request) => {
      const message = body(request);
      if (message.method !== 'tools/call') return handler(request);
      calls++;
      if (calls === 1) return { status: 503, headers: {}, body: '' };
      const refusals: Record<string, string> = {
        'x.pl': 'The account’s tools quota is used up (10 units this month).',
        'u.pl': 'Unfinished task: its data is not ready yet.',
      };
      const text = refusals[String(message.params?.arguments?.domain)] ?? 'domain: not a domain';
      return json(200, {
        jsonrpc: '2.0',
        id: message.id,
        result: { content: [{ type: 'text', text }], isError: true },
      });
    });
    const clock = new ManualClock();
    const { client: c } = client(transport, clock, ['get_domain_statistics']);
    const [quota, bad, unfinished] = toolDomainStatistics(c, ['x.pl', '???', 'u.pl'], {
      country: 1,
      mode: 'topLevelDomain',
    });
    expect(quota.ok || quota.error.code).toBe('QUOTA_EXCEEDED');
    expect(bad.ok || bad.error.message).toBe('get_domain_statistics: domain: not a domain');
    // The spec's answer before a task is done: REST's error, so SEO_SERP shows its status either way.
    expect(unfinished.ok || unfinished.error).toBeInstanceOf(UnfinishedTaskError);
    expect(clock.sleeps).toHaveLength(1);

    const ended = new FakeTransport(() => ({ status: 401, headers: {}, body: '' }));
    const { client: gone } = client(ended, undefined, ['get_domain_statistics']);
    const [result] = toolDomainStatistics(gone, ['a.pl'], { country: 1, mode: 'topLevelDomain' });
    expect(result.ok || result.error.code).toBe('SESSION_EXPIRED');
  });

  test('domain figures become REST’s statistics; numeric strings read as numbers', () => {
    const transport = new FakeTransport(
      server(() => ({
        domain: 'a.pl',
        date: '2026-11-25',
        country_id: 1,
        visibility: '12.5',
        top3: 4,
        ranking: null,
      })),
    );
    const { client: c } = client(transport, undefined, ['get_domain_statistics']);
    const [result] = toolDomainStatistics(c, ['a.pl'], { country: 1, mode: 'topLevelDomain' });
    // Read as REST's dashboard is: a null figure stays null (no rank), a numeric string is a number.
    expect(result.ok && result.value).toEqual({ metrics: { visibility: 12.5, top3: 4, domain_rank: null } });
  });

  test('tool calls go in waves as wide as the edge allows, learnt as the REST client learns them', () => {
    const answer = server(() => ({ domain: 'a.pl', visibility: 1 }));
    // The edge rejects the fifth request and beyond of one parallel batch.
    const transport = new FakeTransport((request, _index, inBatch) =>
      inBatch >= 4
        ? { status: 403, headers: {}, body: '<html>Request blocked by edge protection</html>' }
        : answer(request),
    );
    const { client: c } = client(transport, undefined, ['get_domain_statistics']);
    const domains = Array.from({ length: 40 }, (_, i) => `d${i}.pl`);
    const results = toolDomainStatistics(c, domains, { country: 1, mode: 'topLevelDomain' });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    // Handshake (initialize, initialized), then 4, 8 (four rejected), halved to 4 and kept there.
    expect(transport.sizes.slice(2, 5)).toEqual([4, 8, 4]);
    expect(Math.max(...transport.sizes.slice(4))).toBeLessThanOrEqual(5);
  });
});

describe('the account and its counters (get_limits), in either shape', () => {
  const counters = {
    visibility_analysis_queries_per_day: { limit: 400, usage: 37, hours_to_reset: 700 },
    serp_analysis_daily_limit: { limit: 6000, usage: 12, hours_to_reset: 9 },
  };
  test.each([
    [
      'keyed by counter under `limits`, the account under `user`',
      { user: { email: 'a@b.c' }, limits: counters },
    ],
    ['keyed by counter at the top, the e-mail beside them', { email: 'a@b.c', ...counters }],
    [
      'a list of counters each naming itself',
      {
        email: 'a@b.c',
        records: Object.entries(counters).map(([key, entry]) => ({ key, ...entry, remaining: 1 })),
      },
    ],
  ])('%s', (_shape, answer) => {
    const transport = new FakeTransport(server(() => answer, { tools: ['get_limits'] }));
    const { client: c } = client(transport, undefined, ['get_limits']);
    const { email, limits } = toolAccount(c);
    expect(email).toBe('a@b.c');
    expect(limits.visibility_analysis_queries_per_day).toMatchObject({
      limit: 400,
      usage: 37,
      hours_to_reset: 700,
    });
    expect(limits.serp_analysis_daily_limit).toMatchObject({ limit: 6000, usage: 12, hours_to_reset: 9 });
  });
});

describe('HTTP 402 (payment required) from the tool server', () => {
  const paying = (request: HttpRequest): HttpResponse => {
    const message = body(request);
    if (message.method === 'tools/call') return json(402, { error: 'payment_required' });
    return server(() => ({}), { tools: ['serp_create', 'get_keywords'] })(request);
  };
  test('serp_create: the SERP add-on is not in the plan; another tool: that tool is not', () => {
    const { client: c } = client(new FakeTransport(paying), undefined, ['serp_create', 'get_keywords']);
    expect(() => c.call({ name: 'serp_create', args: { keyword: 'rower' } })).toThrow(SerpNotInPlanError);
    expect(() => c.call({ name: 'get_keywords', args: {} })).toThrow(
      'The tool get_keywords is not in this account’s plan (the tool server answered 402, payment required).',
    );
  });
});

describe('list tools', () => {
  /** 230 records; `withTotal` false: a server that says neither total nor has_more. */
  const lister = (withTotal: boolean) =>
    server(
      (_name, args) => {
        const page = Number(args.page);
        const limit = Number(args.limit);
        const all = Array.from({ length: 230 }, (_, i) => ({ n: i + 1, extra: 'x' }));
        const records = all.slice((page - 1) * limit, page * limit);
        return withTotal ? { total: 230, page, limit, has_more: page * limit < 230, records } : { records };
      },
      { tools: ['list_things'] },
    );
  /** An endpoint answered by `list_things`, whose records hold more than the endpoint's rows. */
  const things = withTool(
    listEndpoint<{ a: number }, { n?: number }>('POST', '/api/things', () => z.looseObject({ n: num() })),
    { name: 'list_things', row: (r) => ({ n: r.n }) },
  );
  const toolPages = (c: ToolClient, _query: unknown, maxRows: number) =>
    toolSource(() => c).pages(things, { a: 1 }, { maxRows });
  const query = undefined;

  test('the first page gives the total, the other pages go in parallel; records read into the API’s rows', () => {
    const transport = new FakeTransport(lister(true));
    const { client: c } = client(transport, undefined, ['list_things']);
    const result = toolPages(c, query, 1000);
    expect(result).toMatchObject({ partial: false, reason: 'complete', totalCount: 230 });
    expect(result.rows).toHaveLength(230);
    expect(result.rows[229]).toEqual({ n: 230 });
    const calls = transport.requests.filter((r) => body(r).method === 'tools/call');
    expect(calls.map((r) => body(r).params?.arguments)).toEqual(
      [1, 2, 3].map((page) => ({ a: 1, page, limit: 100, detail_level: 'extended' })),
    );
    expect(transport.batches).toBe(4);
  });

  test('without a total, page after page until a short one; a cap cuts the rows and says so', () => {
    const transport = new FakeTransport(lister(false));
    const { client: c } = client(transport, undefined, ['list_things']);
    expect(toolPages(c, query, 1000).rows).toHaveLength(230);
    expect(transport.batches).toBe(5);
    const capped = toolPages(c, query, 150);
    expect(capped).toMatchObject({ partial: true, reason: 'rowCap' });
    expect(capped.rows).toHaveLength(150);
  });

  test('a page a little longer than asked is read whole (a tool pages by its own length); far more is refused unread', () => {
    /** A server that answers `count` records for any page, those past `readable` unreadable. */
    const flood = (count: number, readable: number) =>
      new FakeTransport(
        server(
          () => ({
            total: count,
            records: Array.from({ length: count }, (_, i) =>
              i < readable ? { n: i + 1 } : { n: 'not a number' },
            ),
          }),
          { tools: ['list_things'] },
        ),
      );
    const pageOf = (count: number, readable = count) =>
      toolSource(() => client(flood(count, readable), undefined, ['list_things']).client).pages(
        things,
        { a: 1 },
        { startPage: 1, maxPages: 1, pageSize: 100 },
      );
    expect(pageOf(120).rows).toHaveLength(120);
    // Refused before a record is read: the unreadable ones past the first hundred are never looked at.
    expect(() => pageOf(1001, 100)).toThrow(
      'The service sent too many rows: 1,001 for a page of 100, far more than a page it sends, so the answer was refused unread.',
    );
  });

  test('a report run reads one page at a time from where it stopped, at a constant page size', () => {
    const transport = new FakeTransport(lister(true));
    const { client: c } = client(transport, undefined, ['list_things']);
    const source = toolSource(() => c);
    const second = source.pages(things, { a: 1 }, { startPage: 2, maxPages: 1, pageSize: 100 });
    expect(second).toMatchObject({ partial: true, reason: 'pageBudget', nextPage: 3, totalCount: 230 });
    expect(second.rows.map((r) => r.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 101));
    const last = source.pages(things, { a: 1 }, { startPage: 3, maxPages: 1, pageSize: 100 });
    expect(last).toMatchObject({ partial: false, reason: 'complete', nextPage: null });
    expect(last.rows).toHaveLength(30);
    const calls = transport.requests.filter((r) => body(r).method === 'tools/call');
    expect(calls.map((r) => body(r).params?.arguments?.page)).toEqual([2, 3]);
  });

  /** `count` records `{n}`, a page a fifth longer than the `limit` asked (20 → 24), put in an answer by `shape`. */
  const longerPages = (count: number, shape: (rows: object[]) => object) =>
    server(
      (_name, args) => {
        const per = Math.ceil(Number(args.limit) * 1.2);
        const page = Number(args.page);
        const all = Array.from({ length: count }, (_, i) => ({ n: i + 1 }));
        return shape(all.slice((page - 1) * per, page * per));
      },
      { tools: ['list_things'] },
    );

  test('pages as long as the tool makes them: a fifth more rows than the limit asked, under a key of its own', () => {
    // Neither a total nor has_more: a page as long as the one asked for (or longer) means another follows.
    const longer = new FakeTransport(
      longerPages(100, (rows) => ({ summary: { severity: 'LOW' }, all_things: rows })),
    );
    const { client: c } = client(longer, undefined, ['list_things']);
    const result = toolSource(() => c).pages(things, { a: 1 }, { maxRows: 1000, pageSize: 20 });
    expect(result.rows.map((r) => r.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(result).toMatchObject({ partial: false, reason: 'complete', pageSize: 24 });
    // 24, 24, 24, 24, then the short page of 4.
    expect(longer.requests.filter((r) => body(r).method === 'tools/call')).toHaveLength(5);
  });

  test('a total counted in the tool’s own pages: the rest asked for in parallel, each as long as the first', () => {
    const transport = new FakeTransport(
      longerPages(70, (rows) => ({ summary: { total_keywords: 70 }, keywords: rows })),
    );
    const { client: c } = client(transport, undefined, ['list_things']);
    const result = toolSource(() => c).pages(things, { a: 1 }, { maxRows: 1000, pageSize: 20 });
    expect(result.rows).toHaveLength(70);
    expect(result).toMatchObject({ partial: false, totalCount: 70 });
    // 24 + 24 + 22: three pages, not the four a page of 20 would have asked for.
    expect(transport.requests.filter((r) => body(r).method === 'tools/call')).toHaveLength(3);
  });

  test('an answer holding no list at all, and not saying it has none, cannot be read; no_data is the market’s answer', () => {
    const answers: unknown[] = [{ summary: { severity: 'LOW' } }, { summary: { total: 0 } }];
    const transport = new FakeTransport(server(() => answers.shift(), { tools: ['list_things'] }));
    const { client: c } = client(transport, undefined, ['list_things']);
    const source = toolSource(() => c);
    expect(() => source.pages(things, { a: 1 })).toThrow(
      "The tool server's answer to list_things is not data SEO Sheets can read.",
    );
    expect(source.pages(things, { a: 1 }).rows).toEqual([]);
    const word = new FakeTransport((request) => {
      const message = body(request);
      return json(200, {
        jsonrpc: '2.0',
        id: message.id,
        result: { content: [{ type: 'text', text: 'no_data' }] },
      });
    });
    const { client: said } = client(word, undefined, ['list_things']);
    expect(() => toolSource(() => said).pages(things, { a: 1 })).toThrow(NoDataError);
  });

  test('an endpoint without a tool, or with a filter its tool cannot take, is refused before anything is sent', () => {
    const transport = new FakeTransport(lister(true));
    const { client: c } = client(transport, undefined, ['list_things']);
    const source = toolSource(() => c);
    const untooled = listEndpoint<object, object>('POST', '/api/none', () => z.looseObject({}));
    expect(source.offers(untooled)).toBe(false);
    expect(source.offers(things)).toBe(true);
    expect(() => source.pages(untooled, {})).toThrow(
      'a@b.c is connected through the tool server, whose tools do not cover this; it needs a sign-in to the API.',
    );
    expect(transport.requests).toHaveLength(0);
  });
});

describe('OAuth', () => {
  const metadata: Record<string, HttpResponse> = {
    'https://tools.test/.well-known/oauth-protected-resource/mcp': json(200, {
      resource: URL_,
      authorization_servers: ['https://auth.test/'],
    }),
    'https://auth.test/.well-known/oauth-authorization-server': json(200, {
      issuer: 'https://auth.test/',
      authorization_endpoint: 'https://auth.test/authorize',
      token_endpoint: 'https://auth.test/token',
      registration_endpoint: 'https://auth.test/register',
      revocation_endpoint: 'https://auth.test/revoke',
      code_challenge_methods_supported: ['S256'],
    }),
  };

  test('discovery: protected-resource metadata, then the authorization server’s; root fallback', () => {
    const transport = new FakeTransport((r) => metadata[r.url] ?? json(404, {}));
    expect(oauth.discover(transport, URL_)).toEqual({
      resource: URL_,
      authorize: 'https://auth.test/authorize',
      token: 'https://auth.test/token',
      register: 'https://auth.test/register',
      revoke: 'https://auth.test/revoke',
    });
    expect(transport.requests.map((r) => r.url)).toEqual([
      'https://tools.test/.well-known/oauth-protected-resource/mcp',
      'https://auth.test/.well-known/oauth-authorization-server',
    ]);
    const rootOnly = new FakeTransport((r) =>
      r.url === 'https://tools.test/.well-known/oauth-protected-resource'
        ? json(200, { resource: URL_, authorization_servers: ['https://auth.test'] })
        : (metadata[r.url] ?? json(404, {})),
    );
    expect(oauth.discover(rootOnly, URL_).token).toBe('https://auth.test/token');
  });

  test('an authorization server the build does not list, or an endpoint beyond its host, is refused before anything is sent there', () => {
    const transport = new FakeTransport((r) => metadata[r.url] ?? json(404, {}));
    expect(oauth.discover(transport, URL_, ['https://auth.test'])).toMatchObject({
      token: 'https://auth.test/token',
    });
    transport.requests.length = 0;
    expect(() => oauth.discover(transport, URL_, ['https://login.example', 'https://sso.example'])).toThrow(
      'Sign-in stopped before anything was sent: https://auth.test/ is not an authorization server this version of SEO Sheets lists (https://login.example, https://sso.example). Ask whoever deployed the add-on.',
    );
    expect(transport.requests.map((r) => r.url)).toEqual([
      'https://tools.test/.well-known/oauth-protected-resource/mcp',
    ]);
    const elsewhere = new FakeTransport((r) =>
      r.url === 'https://auth.test/.well-known/oauth-authorization-server'
        ? json(200, {
            ...JSON.parse(metadata[r.url].body),
            token_endpoint: 'https://tokens.elsewhere.example/token',
          })
        : (metadata[r.url] ?? json(404, {})),
    );
    expect(() => oauth.discover(elsewhere, URL_, ['https://auth.test'])).toThrow(
      'https://tokens.elsewhere.example/token is not an authorization server this version of SEO Sheets lists (https://auth.test)',
    );
    expect(elsewhere.requests.some((r) => r.url.includes('elsewhere'))).toBe(false);
  });

  /** The authorization server's metadata with `fields` in place of its own (undefined: left out). */
  const serverWith = (fields: Record<string, unknown>) =>
    new FakeTransport((r) =>
      r.url.includes('authorization-server')
        ? json(200, { ...JSON.parse(metadata[r.url].body), ...fields })
        : (metadata[r.url] ?? json(404, {})),
    );

  test('a server without S256 or without registration is refused with a reason', () => {
    expect(() => oauth.discover(serverWith({ code_challenge_methods_supported: ['plain'] }), URL_)).toThrow(
      'does not list S256 in code_challenge_methods_supported',
    );
    // MCP 2025-11-25: metadata that does not say is refused too.
    expect(() => oauth.discover(serverWith({ code_challenge_methods_supported: undefined }), URL_)).toThrow(
      'does not list S256 in code_challenge_methods_supported',
    );
    expect(() => oauth.discover(serverWith({ registration_endpoint: undefined }), URL_)).toThrow(
      'metadata has no registration_endpoint',
    );
    expect(() => oauth.discover(new FakeTransport(() => json(404, {})), URL_)).toThrow(
      'no oauth-protected-resource metadata',
    );
  });

  test('metadata naming another issuer than the server asked is refused (RFC 8414 §3.3)', () => {
    expect(() => oauth.discover(serverWith({ issuer: 'https://evil.example/' }), URL_)).toThrow(
      'The authorization server at https://auth.test/ calls itself https://evil.example/ in its metadata',
    );
    expect(() => oauth.discover(serverWith({ issuer: undefined }), URL_)).toThrow('metadata has no issuer');
  });

  test('every endpoint must be https:, or http: on loopback; the refusal names the field', () => {
    for (const [field, url] of [
      ['authorization_endpoint', 'javascript:opener.google.script.run.signOut()'],
      ['authorization_endpoint', 'data:text/html,<script>alert(1)</script>'],
      ['token_endpoint', 'http://auth.test/token'],
      ['registration_endpoint', 'http://127.0.0.1@auth.test/register'],
      ['revocation_endpoint', 'ftp://auth.test/revoke'],
    ])
      expect(() => oauth.discover(serverWith({ [field]: url }), URL_)).toThrow(
        `metadata gives ${field} as ${url.slice(0, 40)}`,
      );
    expect(() => oauth.discover(serverWith({}), 'http://tools.test/mcp')).toThrow(
      'The tool server’s address http://tools.test/mcp does not start with https://',
    );
    const local = new FakeTransport((r) =>
      r.url.endsWith('oauth-protected-resource/mcp')
        ? json(200, { resource: 'http://127.0.0.1:9/mcp', authorization_servers: ['http://localhost:9/'] })
        : json(200, {
            issuer: 'http://localhost:9/',
            authorization_endpoint: 'http://localhost:9/authorize',
            token_endpoint: 'http://[::1]:9/token',
            registration_endpoint: 'http://127.0.0.1:9/register',
            code_challenge_methods_supported: ['S256'],
          }),
    );
    expect(oauth.discover(local, 'http://127.0.0.1:9/mcp').token).toBe('http://[::1]:9/token');
  });

  test('the authorization URL, code exchange and refresh send what RFC 6749/7636/8707 ask', () => {
    const server = oauth.discover(new FakeTransport((r) => metadata[r.url] ?? json(404, {})), URL_);
    const url = new URL(
      oauth.authorizationUrl(server, {
        clientId: 'c1',
        redirectUri: 'https://cb',
        challenge: 'ch',
        state: 'st',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'c1',
      redirect_uri: 'https://cb',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      state: 'st',
      resource: URL_,
    });
    const transport = new FakeTransport(() =>
      json(200, { access_token: 'A', refresh_token: 'R', expires_in: 3600, token_type: 'Bearer' }),
    );
    const tokens = oauth.exchangeCode(
      transport,
      server,
      { clientId: 'c1', code: 'k', verifier: 'v', redirectUri: 'https://cb' },
      1000,
    );
    expect(tokens).toEqual({ access: 'A', refresh: 'R', expiresAt: 1000 + 3_600_000 });
    expect(transport.requests[0].contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(transport.requests[0].payload))).toEqual({
      grant_type: 'authorization_code',
      code: 'k',
      code_verifier: 'v',
      redirect_uri: 'https://cb',
      client_id: 'c1',
      resource: URL_,
    });
    const spent = new FakeTransport(() => json(400, { error: 'invalid_grant' }));
    expect(() => oauth.refreshTokens(spent, server, 'c1', 'R', 0)).toThrow('Connect again');
  });
});

describe('keeping a connection fresh', () => {
  const connection: ToolConnection = {
    email: 'a@b.c',
    url: URL_,
    resource: URL_,
    clientId: 'c1',
    tokenUrl: 'https://auth.test/token',
    access: 'A1',
    refresh: 'R1',
    expiresAt: 10 * 60_000 + 1,
  };

  test('untouched while more than ten minutes are left; refreshed and stored when fewer', () => {
    const store = new MemoryProperties();
    const refresh = jest.fn(() => ({ access: 'A2', refresh: 'R2', expiresAt: 99 * 60_000 }));
    expect(freshToolConnection(store, connection, 0, refresh)).toBe(connection);
    const renewed = freshToolConnection(store, connection, 60_000, refresh);
    expect(renewed).toMatchObject({ access: 'A2', refresh: 'R2', expiresAt: 99 * 60_000 });
    expect(JSON.parse(store.getProperty('seoSheets.auth.toolServer') ?? '{}').access).toBe('A2');
  });

  test('another execution refreshed first: its tokens are used; else the connection has ended', () => {
    const store = new MemoryProperties();
    const refused = () => {
      throw new ApiError('SESSION_EXPIRED', verbatim('spent'));
    };
    store.setProperty(
      'seoSheets.auth.toolServer',
      JSON.stringify({ ...connection, access: 'A3', refresh: 'R3', expiresAt: 99 * 60_000 }),
    );
    expect(freshToolConnection(store, connection, 60_000, refused).access).toBe('A3');
    const alone = new MemoryProperties();
    expect(() => freshToolConnection(alone, connection, 60_000, refused)).toThrow(
      'The tool-server connection of a@b.c has ended. Connect again',
    );
  });
});
