/**
 * The account layer and the API client end to end: the built bundle in the Apps Script emulator against the
 * service simulator. Sign-in outcomes of every demo account, expiry, quota exhaustion and each fault mode.
 */
import { ScriptExecutionError } from '../../local/gas';
import { startWorld, type World } from '../support/world';
import { PLATFORM_USAGE_KEY } from '../../src/spent/platform-usage';

const SESSION_KEY = 'seoSheets.auth.session';
const SHARED_KEY = 'seoSheets.auth.shared';
const OWNER = 'owner@example.com';
const EDITOR = 'editor@example.com';

let world: World;
/** Each test writes on a fresh sheet, so spilled results of one never block another. */
let sheet = '';
let sheets = 0;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: OWNER, user: OWNER } });
});

afterAll(async () => {
  await world?.stop();
});

beforeEach(async () => {
  await world.sim.control('/__sim/reset');
  world.emu.properties.user(OWNER).clear();
  world.emu.properties.user(EDITOR).clear();
  world.emu.properties.document.clear();
  world.emu.requests.length = 0;
  sheet = `T${++sheets}`;
  world.emu.spreadsheet.addSheet(sheet);
});

function call(name: string, args: unknown[] = [], user = OWNER): unknown {
  return world.emu.callServer(name, args, { user });
}

function failureOf(name: string, args: unknown[] = []): string {
  try {
    call(name, args);
  } catch (error) {
    expect(error).toBeInstanceOf(ScriptExecutionError);
    return (error as Error).message;
  }
  throw new Error(`${name} did not fail`);
}

function formula(text: string, cell = 'A1'): { value: unknown; error?: string; values: unknown[][] } {
  return world.emu.evaluate(sheet, cell, text);
}

describe('sign-in with each demo account', () => {
  test('demo: the token lands in the user store only; the sidebar sees the e-mail and limits', () => {
    expect(call('signIn', ['demo@example.com', 'demo'])).toEqual({
      email: 'demo@example.com',
      language: 'en',
    });
    const stored = JSON.parse(world.emu.properties.user(OWNER).get(SESSION_KEY) ?? '{}');
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(world.emu.properties.document.entries())).not.toContain(stored.token);
    expect(JSON.stringify(world.emu.properties.document.entries())).not.toContain('"demo"');

    const account = call('getAccount') as { email: string; daysLeft: number; limits: { key: string }[] };
    expect(account.email).toBe('demo@example.com');
    expect(account.daysLeft).toBeGreaterThanOrEqual(30);
    expect(account.limits.map((l) => l.key)).toContain('keywords_analysis_queries_per_day');
    expect(JSON.stringify(account)).not.toContain(stored.token);
  });

  test.each([
    ['demo@example.com', 'nope', /^Wrong e-mail or password\.$/],
    ['unconfirmed@example.com', 'unconfirmed', /e-mail address is not confirmed/],
    ['noplan@example.com', 'noplan', /no API access/],
    ['mcp@example.com', 'mcp', /tool-server-only add-on does not include it/],
  ])('%s: a plain message, nothing stored', (email, password, message) => {
    expect(failureOf('signIn', [email, password])).toMatch(message);
    // Only the day's count of requests (spent/platform-usage.ts): no token, no password.
    const stored = Object.keys(world.emu.properties.user(OWNER).entries());
    expect(stored.filter((key) => key !== PLATFORM_USAGE_KEY)).toEqual([]);
  });

  test('a pasted token works the same way and a formula then runs on it', () => {
    call('signIn', ['demo@example.com', 'demo']);
    const { token } = JSON.parse(world.emu.properties.user(OWNER).get(SESSION_KEY) ?? '{}');
    call('signOut');
    expect(call('signInWithToken', [token])).toEqual({ email: 'demo@example.com', language: 'en' });
    const limits = formula('=SEO_LIMITS()');
    expect(limits.error).toBeUndefined();
    expect(limits.values.flat()).toContain('tools_daily_limit');
  });
});

describe('SEO_LIMITS', () => {
  test('a counter the plan lacks (a Lite plan’s SERP analysis) says so, and no reset that would refill it', () => {
    call('signIn', ['lite@example.com', 'lite']);
    const cell = formula('=SEO_LIMITS()');
    expect(cell.error).toBeUndefined();
    const serp = cell.values.find((row) => row[6] === 'serp_analysis_daily_limit');
    expect(serp).toEqual(['SERP analysis', 0, 0, 0, '', 'Not in your plan', 'serp_analysis_daily_limit']);
  });
});

describe('formulas and the sign-in they use', () => {
  test('without any sign-in the cell says whose sign-in is needed', () => {
    call('signIn', ['demo@example.com', 'demo'], EDITOR);
    const cell = formula('=SEO_LIMITS()');
    expect(cell.value).toBe('#ERROR!');
    expect(cell.error).toMatch(/spreadsheet owner’s sign-in \(last signed in here: demo@example\.com\)/);
  });

  test("an editor's shared sign-in serves the owner's formulas until it is stopped", () => {
    call('signIn', ['demo@example.com', 'demo'], EDITOR);
    expect(call('shareSignInWithDocument', [true], EDITOR)).toEqual({
      active: true,
      email: 'demo@example.com',
      mine: true,
    });
    expect(formula('=SEO_LIMITS()').error).toBeUndefined();
    call('stopSharingSignIn', [], EDITOR);
    expect(world.emu.properties.document.get(SHARED_KEY)).toBeNull();
    expect(formula('=SEO_LIMITS()', 'A2').error).toMatch(/No SEO Sheets sign-in/);
  });

  test('an expired token (the service 32 days on) asks to sign in again', async () => {
    call('signIn', ['demo@example.com', 'demo']);
    await world.sim.control('/__sim/advance', { seconds: 32 * 86_400 });
    expect(formula('=SEO_LIMITS()').error).toMatch(
      /session \(demo@example\.com\) has expired\. Sign in again from Extensions › SEO Sheets\./,
    );
    expect((call('getAccount') as { limitsError: string }).limitsError).toMatch(/Sign in again/);
  });

  test('a token past its 31 days on the add-on’s own clock is refused without a request', () => {
    call('signIn', ['demo@example.com', 'demo']);
    world.emu.clock.advance(32 * 86_400_000);
    world.emu.requests.length = 0;
    expect(formula('=SEO_LIMITS()').error).toMatch(/has expired/);
    expect(world.emu.requests).toHaveLength(0);
    expect(call('getAccount')).toMatchObject({ expired: true, daysLeft: 0 });
  });

  test('quota exhaustion: the cell names the counter and when it resets; the 418 is sent once', async () => {
    call('signIn', ['lite@example.com', 'lite']);
    await world.sim.control('/__sim/usage', {
      email: 'lite@example.com',
      key: 'visibility_analysis_queries_per_day',
      used: 100,
    });
    // The URLs tool would fill the cell instead while the tools counter has room.
    await world.sim.control('/__sim/usage', {
      email: 'lite@example.com',
      key: 'tools_daily_limit',
      used: 10,
    });
    world.emu.requests.length = 0;
    const cell = formula('=SEO_VISIBILITY("sklep-rowerowy.pl")');
    expect(cell.error).toMatch(
      /The account’s Visibility analysis quota is used up \(limit 100\)\. It resets in \d+ days\./,
    );
    const statistics = world.emu.requests.filter((r) => r.url.includes('getDomainStatistics'));
    expect(statistics).toHaveLength(1);
  });

  test('quota exhaustion on the keyword database: the documented message gives the limit', async () => {
    call('signIn', ['lite@example.com', 'lite']);
    await world.sim.control('/__sim/usage', {
      email: 'lite@example.com',
      key: 'keywords_analysis_queries_per_day',
      used: 50,
    });
    expect(formula('=SEO_KEYWORDS("rower górski")').error).toMatch(
      /The account’s Keyword database quota is used up \(limit 50\)\. It resets in \d+ days\./,
    );
  });

  test('a stored sign-in whose account lost API access (403) says so in the cell', async () => {
    const response = await fetch(`${world.sim.url}/api/users/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'noplan@example.com', password: 'noplan' }),
    });
    const { data } = (await response.json()) as { data: { token: string } };
    const session = { token: data.token, email: 'noplan@example.com', expiresAt: null };
    world.emu.properties.user(OWNER).set(SESSION_KEY, JSON.stringify(session));
    expect(formula('=SEO_VISIBILITY("example.pl")').error).toMatch(/This account has no API access/);
  });

  test('SERP module outside the plan (lite)', () => {
    call('signIn', ['lite@example.com', 'lite']);
    expect(formula('=SEO_SERP("buty do biegania")').error).toMatch(/SERP add-on/);
  });
});

describe('fault modes of the service', () => {
  beforeEach(() => {
    call('signIn', ['demo@example.com', 'demo']);
    world.emu.requests.length = 0;
  });

  test.each([['http500_html'], ['http503'], ['edge_reject'], ['database']])(
    'one %s is retried and the formula still answers',
    async (mode) => {
      await world.sim.control('/__sim/faults', { mode, count: 1 });
      const cell = formula('=SEO_LIMITS()');
      expect(cell.error).toBeUndefined();
      expect(world.emu.requests.filter((r) => r.url.includes('getLimits'))).toHaveLength(2);
    },
  );

  test('a held request that ends in a gateway timeout is retried', async () => {
    await world.sim.control('/__sim/faults', { mode: 'timeout', count: 1, hold_ms: 1_500 });
    expect(formula('=SEO_LIMITS()').error).toBeUndefined();
  });

  test.each([
    ['http503', /unavailable right now/],
    ['http500_html', /internal error \(HTTP 500\)/],
    ['edge_reject', /refused the connection/],
    ['database', /database error/],
  ])('a storm of %s gives up with a plain message inside the 30 s', async (mode, message) => {
    await world.sim.control('/__sim/faults', { mode, count: 100 });
    const started = world.emu.clock.now();
    const cell = formula('=SEO_LIMITS()');
    expect(cell.error).toMatch(message);
    expect(world.emu.clock.now() - started).toBeLessThan(30_000);
  });
});
