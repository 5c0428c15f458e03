/**
 * build/Code.js in gas-local, a loader we did not write: Apps Script's one shared global scope over every
 * .js file, with mocked services (test/gas-local/fakes.ts) and a scripted service behind UrlFetchApp.
 * Fast and unit-level; the emulator in local/gas stays the strict host (auth modes, limits, real HTTP).
 */
import { join } from 'node:path';
import gas from 'gas-local';
import { type FakeRequest, type FakeService, fakeWorld, type World } from './fakes';

const BUILD = join(__dirname, '..', '..', 'build');
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJl';

const statistic = (recent: number, older: number) => ({ recent_value: recent, older_value: older });

const service: FakeService = (request: FakeRequest) => {
  const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
  switch (`${request.method} ${request.path}`) {
    case 'POST /api/users/token': {
      const { email, password } = request.body as { email: string; password: string };
      if (password !== 'demo') {
        return {
          status: 418,
          body: {
            success: false,
            data: { error: { type: 'unauthorized', message: 'Invalid username or password' } },
          },
        };
      }
      return ok({
        token: TOKEN,
        id: 12,
        email,
        lang: 'pl-PL',
        currency: 'PLN',
        currency_ratio: 1,
        country_id: 1,
      });
    }
    case 'GET /api/users/whoami':
      return request.authorization === `Bearer ${TOKEN}`
        ? ok({ id: 12, email: 'demo@example.com' })
        : { status: 302, body: null };
    case 'GET /api/users/getLimits':
      return ok({
        visibility_analysis_queries_per_day: { limit: 400, usage: 12, extra_limit: 0, hours_to_reset: 530 },
        keywords_analysis_queries_per_day: { limit: -1, usage: 3, extra_limit: 0, hours_to_reset: 20 },
      });
    case 'GET /api/visibility_analysis/reports/dashboard/getDomainStatistics':
      return ok({
        statistics: {
          top3: statistic(120, 100),
          top10: statistic(800, 750),
          top50: statistic(4000, 4100),
          visibility: statistic(1523.5, 1400),
          domain_rank: statistic(2028, 2021),
          ads_equivalent: statistic(60538.01, 60726.6),
        },
      });
    default:
      return {
        status: 404,
        body: { success: false, data: { error: { type: 'not_found', message: request.path } } },
      };
  }
};

let world: World;
let script: Record<string, (...args: unknown[]) => unknown>;

beforeEach(() => {
  world = fakeWorld(service);
  script = gas.require(BUILD, world.globals) as typeof script;
});

const paths = () => world.requests.map((r) => `${r.method} ${r.path}`);

describe('build/Code.js in gas-local', () => {
  it('loads: every custom function and server function is a top-level function', () => {
    for (const name of ['SEO_VISIBILITY', 'SEO_KEYWORD_STATS', 'onOpen', 'signIn', 'sidebarAccount']) {
      expect(typeof script[name]).toBe('function');
    }
    expect(world.requests).toEqual([]);
  });

  it('onOpen builds the add-on menu, and every item names a top-level function', () => {
    script.onOpen({ authMode: 'NONE' });
    expect(world.menu.added).toBe(true);
    expect(world.menu.items.length).toBeGreaterThan(3);
    for (const [, handler] of world.menu.items) expect(typeof script[handler]).toBe('function');
  });

  it('a formula before sign-in explains how to sign in, without a request', () => {
    expect(() => script.SEO_VISIBILITY([['example.pl']])).toThrow(/No SEO Sheets sign-in/);
    expect(world.requests).toEqual([]);
  });

  it('signIn keeps the token in user properties and never returns it', () => {
    expect(() => script.signIn('demo@example.com', 'wrong')).toThrow(/password/i);
    const result = script.signIn('demo@example.com', 'demo');
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(world.requests.filter((r) => r.path === '/api/users/token')[1]).toMatchObject({
      method: 'POST',
      path: '/api/users/token',
      body: { email: 'demo@example.com', password: 'demo' },
      authorization: undefined,
    });
    const stored = JSON.stringify(world.userProperties.getProperties());
    expect(stored).toContain(TOKEN);
    expect(stored).not.toContain('"demo"');
    expect(JSON.stringify(world.documentProperties.getProperties())).not.toContain(TOKEN);
  });

  it('SEO_VISIBILITY returns a header and one row per domain, and a recalculation is served from the cache', () => {
    script.signIn('demo@example.com', 'demo');
    // Database 2.0: elsewhere a closing note says why the AI Overview figures are blank.
    const first = script.SEO_VISIBILITY([['example.pl'], [''], ['Example.PL ']], 200) as unknown[][];
    expect(paths().filter((p) => p.includes('getDomainStatistics'))).toHaveLength(1);
    const request = world.requests.at(-1)!;
    expect(request.query).toMatchObject({ domain: 'example.pl' });
    expect(request.authorization).toBe(`Bearer ${TOKEN}`);
    expect(first).toHaveLength(4);
    const header = first[0] as string[];
    const row = Object.fromEntries(header.map((name, i) => [name, first[1][i]]));
    expect(row).toMatchObject({ Domain: 'example.pl', Visibility: 1523.5, TOP10: 800 });
    expect(first[2].every((cell) => cell === '')).toBe(true);
    expect(first[3]).toEqual(first[1]);

    const before = world.requests.length;
    expect(script.SEO_VISIBILITY([['example.pl']], 200)).toEqual([first[0], first[1]]);
    expect(world.requests.length).toBe(before);
  });

  it('sidebarAccount and SEO_LIMITS read the quota from getLimits', () => {
    script.signIn('demo@example.com', 'demo');
    const account = script.sidebarAccount() as Record<string, unknown>;
    expect(JSON.stringify(account)).not.toContain(TOKEN);
    expect(account).toMatchObject({ signedIn: true, email: 'demo@example.com', limitsError: null });
    expect((account.counters as { key: string; left: number | null }[]).map((c) => [c.key, c.left])).toEqual([
      ['visibility_analysis_queries_per_day', 388],
      ['keywords_analysis_queries_per_day', null],
    ]);
    const limits = script.SEO_LIMITS() as unknown[][];
    const header = limits[0] as string[];
    const rows = limits.slice(1).map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
    expect(rows).toEqual([
      {
        Counter: 'Visibility analysis',
        Limit: 400,
        Used: 12,
        Left: 388,
        Resets: 'in 22 days',
        Note: '',
        Key: 'visibility_analysis_queries_per_day',
      },
      {
        Counter: 'Keyword database',
        Limit: 'Unlimited',
        Used: 3,
        Left: 'Unlimited',
        Resets: 'in 20 hours',
        Note: '',
        Key: 'keywords_analysis_queries_per_day',
      },
    ]);
    expect(paths().filter((p) => p === 'GET /api/users/getLimits').length).toBeGreaterThanOrEqual(1);
  });
});
