/**
 * The add-on connected through the tool server, end to end: the built bundle in the emulator starts the
 * OAuth flow, the "popup" signs in on the simulator's login page, the provider's redirect reaches the
 * script's usercallback, and formulas then run over MCP with the same tables, caches and thrift as REST.
 */
import { ScriptExecutionError } from '../../local/gas';
import { rowsFor } from '../../local/service/domains';
import { CALLBACK_URL, connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

const USER = 'owner@example.com';
const CONNECTION_KEY = 'seoSheets.auth.toolServer';

let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: USER, user: USER } });
}, 30_000);

afterAll(async () => {
  await world?.stop();
});

beforeEach(async () => {
  await world.sim.control('/__sim/reset');
  world.emu.properties.user(USER).clear();
  world.emu.properties.document.clear();
  world.emu.cache.clear();
  world.emu.requests.length = 0;
});

const call = (name: string, args: unknown[] = []): unknown =>
  world.emu.callServer(name, args, { user: USER });

/** The popup, after checking what the authorization URL asks for. */
async function signInThroughPopup(email: string, password: string, action: 'allow' | 'cancel' = 'allow') {
  const { url, page } = await connectThroughPopup(world, email, password, { action, user: USER });
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK_URL);
  expect(url.searchParams.get('resource')).toBe(`${world.sim.url}/mcp`);
  return page;
}

async function usage(email: string): Promise<Record<string, number>> {
  const state = (await (await fetch(`${world.sim.url}/__sim/state`)).json()) as {
    data?: { usage: Record<string, Record<string, number>> };
    usage?: Record<string, Record<string, number>>;
  };
  return (state.data?.usage ?? state.usage)?.[email] ?? {};
}

function sheet(): string {
  const name = `T${++sheets}`;
  world.emu.spreadsheet.addSheet(name);
  return name;
}

describe('connecting through the tool server', () => {
  test('a tool-server-only account is told why the API refuses it, then connects through the popup', async () => {
    expect(() => call('signIn', ['mcp@example.com', 'mcp'])).toThrow(/Connect through the tool server/);
    const page = await signInThroughPopup('mcp@example.com', 'mcp');
    expect(page).toMatchObject({ status: 200 });
    expect(page.html).toContain('connected to the tool server as mcp@example.com');
    const stored = JSON.parse(world.emu.properties.user(USER).get(CONNECTION_KEY) ?? '{}');
    expect(stored.tools).toHaveLength(26);
    // The tokens live in user properties only: not in the page, the sidebar's data, the document or a log.
    const account = call('sidebarAccount') as {
      signedIn: boolean;
      via: string;
      email: string;
      counters: unknown[];
    };
    expect(account).toMatchObject({ signedIn: true, via: 'tools', email: 'mcp@example.com' });
    expect(account.counters.length).toBeGreaterThan(0);
    const visible = JSON.stringify([page, account, world.emu.properties.document.entries(), world.emu.logs]);
    expect(visible).not.toContain(stored.access);
    expect(visible).not.toContain(stored.refresh);
  });

  test('a cancelled sign-in says so in the popup and leaves no connection', async () => {
    const page = await signInThroughPopup('mcp@example.com', 'mcp', 'cancel');
    expect(page.html).toContain('The sign-in was cancelled.');
    expect(world.emu.properties.user(USER).get(CONNECTION_KEY)).toBeNull();
    // The popup speaks the user's language.
    call('sidebarSetLanguage', ['pl']);
    const polish = await signInThroughPopup('mcp@example.com', 'mcp', 'cancel');
    expect(polish.html).toContain(
      '<h1 style="font-size:18px">Nie połączono</h1><p>Logowanie zostało anulowane.</p>',
    );
    expect(polish.html).toContain('Możesz zamknąć to okno.');
    call('sidebarSetLanguage', [null]);
  });

  test('formulas fill over MCP, recalculating costs nothing, and the token is refreshed before it expires', async () => {
    await signInThroughPopup('mcp@example.com', 'mcp');
    const name = sheet();
    const phrases = ['buty do biegania', 'Buty  do Biegania', 'rower', 'nieznana fraza xyz'];
    world.emu.spreadsheet.setValues(
      name,
      'A1:A4',
      phrases.map((p) => [p]),
    );
    const before = await usage('mcp@example.com');
    world.emu.requests.length = 0;
    const stats = world.emu.evaluate(name, 'C1', '=SEO_KEYWORD_STATS(A1:A4)');
    expect(stats.error).toBeUndefined();
    expect(stats.values[0].slice(0, 4)).toEqual(['Keyword', 'Searches', 'CPC', 'Found']);
    expect(stats.values).toHaveLength(5);
    expect(stats.values[0]).toHaveLength(16);
    const tools = world.emu.requests.filter((r) => r.url.endsWith('/mcp'));
    // initialize, notifications/initialized (the version header follows the handshake), one tools/call;
    // the tool list came with the connection.
    expect(tools.map((r) => r.headers['MCP-Protocol-Version'] ?? null)).toEqual([
      null,
      '2025-06-18',
      '2025-06-18',
    ]);
    expect(world.emu.requests).toHaveLength(3);
    const visibility = world.emu.evaluate(name, 'T1', '=SEO_VISIBILITY({"example.pl";"allegro.pl"})');
    expect(visibility.error).toBeUndefined();
    expect(visibility.values[0].slice(0, 3)).toEqual(['Domain', 'Visibility', 'TOP3']);
    const spent = await usage('mcp@example.com');
    expect(spent.tools_daily_limit - (before.tools_daily_limit ?? 0)).toBe(1);
    world.emu.requests.length = 0;
    world.emu.evaluate(name, 'C1', '=SEO_KEYWORD_STATS(A1:A4)');
    world.emu.evaluate(name, 'T1', '=SEO_VISIBILITY({"example.pl";"allegro.pl"})');
    expect(world.emu.requests).toHaveLength(0);
    expect(await usage('mcp@example.com')).toEqual(spent);

    const first = JSON.parse(world.emu.properties.user(USER).get(CONNECTION_KEY) ?? '{}');
    world.emu.clock.advance(55 * 60_000);
    const limits = world.emu.evaluate(name, 'AF1', '=SEO_LIMITS()');
    expect(limits.error).toBeUndefined();
    const renewed = JSON.parse(world.emu.properties.user(USER).get(CONNECTION_KEY) ?? '{}');
    expect(renewed.access).not.toBe(first.access);
    expect(renewed.refresh).not.toBe(first.refresh);
  });

  /** A phrase example.pl ranks for, from the generator both servers read (the world's seed is "default"). */
  const RANKING_PHRASE = rowsFor('default', 'example.pl', 'topLevelDomain', 1)[7].keyword;

  /**
   * Every formula with a tool whose records are REST's rows, including one read over several pages.
   * Not SEO_RT_SNIPPETS: the simulated tool server counts 7 SERP features where the REST simulator now
   * lists the reference's 14, so their data differ (the add-on reads both into the same columns).
   */
  const SAME_CELLS = [
    '=SEO_KEYWORD_STATS({"buty do biegania";"rower";"nieznana fraza xyz"})',
    '=SEO_VISIBILITY({"example.pl";"blog.example.pl"})',
    '=SEO_QUESTIONS("buty do biegania")',
    '=SEO_KEYWORD_GROUPS("buty do biegania")',
    '=SEO_KEYWORDS("buty do biegania", 250)',
    '=SEO_KEYWORDS("example.pl", 30, , "domain")',
    '=SEO_SUBDOMAINS("example.pl")',
    '=SEO_URLS("example.pl", 150)',
    '=SEO_CHARACTERISTICS("example.pl")',
    '=SEO_RT_PROJECTS()',
    '=SEO_RT_GROUPS(101)',
    '=SEO_RT_KEYWORDS(101)',
    '=SEO_RT_POSITIONS(101, "2026-11-01", "2026-11-20")',
    '=SEO_RT_POSITIONS(101, , , 1011)',
    '=SEO_POSITIONS("example.pl", 250)',
    '=SEO_VISIBILITY_HISTORY("example.pl", "2026-01-01", "2026-11-20", "daily")',
    `=SEO_KEYWORD_HISTORY("example.pl", "${RANKING_PHRASE}", "2026-06-01", "2026-11-20")`,
    '=SEO_KEYWORD_HISTORY("example.pl", "Nie ma  takiej frazy")',
    '=SEO_COMPETITORS("example.pl")',
    '=SEO_CANNIBALIZATION("example.pl", 150)',
    '=SEO_COUNTRIES()',
    '=SEO_COUNTRIES("visibility")',
    '=SEO_SUGGEST_DOMAINS("exam", 15)',
  ];

  test('the same cells over REST and over the tool server', async () => {
    call('signIn', ['demo@example.com', 'demo']);
    const name = sheet();
    const rest = SAME_CELLS.map((f, i) => world.emu.evaluate(name, `A${1 + i * 400}`, f));
    expect(rest.map((r) => r.error)).toEqual(SAME_CELLS.map(() => undefined));
    expect(rest[4].values).toHaveLength(251);
    expect(rest.filter((cell) => cell.values.length < 2)).toEqual([]);
    const history = SAME_CELLS.findIndex((f) => f.includes(RANKING_PHRASE));
    expect(rest[history].values).toHaveLength(1 + 173);
    expect(rest[history + 1].values).toEqual([
      ['Date', 'Position'],
      ['example.pl does not rank for "nie ma takiej frazy".', ''],
    ]);
    call('signOut');
    // A document without the REST answers cached: the second tables are fetched afresh, over MCP.
    world.emu.properties.document.clear();
    world.emu.cache.clear();
    await signInThroughPopup('demo@example.com', 'demo');
    world.emu.requests.length = 0;
    const other = sheet();
    const tools = SAME_CELLS.map((f, i) => world.emu.evaluate(other, `A${1 + i * 400}`, f));
    for (const [i, cell] of tools.entries()) expectSameShape(SAME_CELLS[i], cell.values, rest[i].values);
    expect(world.emu.requests.every((r) => r.url.endsWith('/mcp'))).toBe(true);
    expect(world.emu.requests.length).toBeGreaterThan(0);
  });

  test('SEO_SERP over the tool server: the running status, filled in by the pulse, then REST’s tables', async () => {
    await signInThroughPopup('demo@example.com', 'demo');
    const name = sheet();
    const before = await usage('demo@example.com');
    world.emu.requests.length = 0;
    const waiting = world.emu.evaluate(name, 'A1', '=SEO_SERP("buty zimowe")');
    expect(waiting.values[0]).toEqual(['Status', 'Task ID']);
    expect(String(waiting.values[1][0])).toMatch(
      /^Analysis running, ready in about \d min \(checked .+ UTC(\+\d+)?\)\. This cell updates and fills in by itself/,
    );
    expect(world.emu.requests.every((r) => r.url.endsWith('/mcp'))).toBe(true);
    const spent = await usage('demo@example.com');
    expect(spent.serp_analysis_daily_limit - (before.serp_analysis_daily_limit ?? 0)).toBe(1);
    const pulse = () =>
      (call('sidebarPulse') as { formulas: { waiting: number; refreshed: number } }).formulas;
    expect(pulse()).toEqual({ waiting: 1, refreshed: 0 });
    // Re-entered to move its estimate, the cell runs again over the tool server, and still waits.
    expect(world.emu.recalculate().map((r) => r.a1)).toEqual(['A1']);
    expect(world.emu.spreadsheet.getValue(name, 'A1')).toBe('Status');
    await world.sim.control('/__sim/advance', { seconds: 300 });
    expect(pulse()).toEqual({ waiting: 0, refreshed: 1 });
    expect(world.emu.recalculate().map((r) => r.a1)).toEqual(['A1']);
    expect(world.emu.spreadsheet.getValue(name, 'A1')).toBe('Position');

    const reports = ['urls', 'keyword_stats', 'questions', 'keywords_propositions'];
    const cells = reports.map((report) => `=SEO_SERP("buty zimowe", "${report}")`);
    const tools = cells.map((f, i) => world.emu.evaluate(name, `A${20 + i * 200}`, f));
    expect(tools.map((cell) => cell.error)).toEqual(cells.map(() => undefined));
    expect(tools.filter((cell) => cell.values.length < 2)).toEqual([]);
    call('disconnectToolServer');
    world.emu.properties.document.clear();
    world.emu.cache.clear();
    call('signIn', ['demo@example.com', 'demo']);
    const other = sheet();
    const rest = cells.map((f, i) => world.emu.evaluate(other, `A${20 + i * 200}`, f));
    for (const [i, cell] of tools.entries()) expectSameShape(cells[i], cell.values, rest[i].values);
    // The task was shared: reading it over REST started nothing and spent nothing more.
    expect((await usage('demo@example.com')).serp_analysis_daily_limit).toBe(spent.serp_analysis_daily_limit);
  });

  test('a formula without a tool says so; disconnecting revokes the tokens', async () => {
    await signInThroughPopup('mcp@example.com', 'mcp');
    const name = sheet();
    expect(world.emu.evaluate(name, 'A1', '=SEO_RELATED("rower")').error).toBe(
      'mcp@example.com is connected through the tool server, whose tools do not cover this; it needs a sign-in to the API.',
    );
    world.emu.spreadsheet.locale = 'pl_PL';
    expect(world.emu.evaluate(name, 'A2', '=SEO_RELATED("rower")').error).toBe(
      'mcp@example.com łączy się przez serwer narzędzi, którego narzędzia tego nie obejmują; potrzebne jest logowanie do API.',
    );
    world.emu.spreadsheet.locale = 'en_US';
    const stored = JSON.parse(world.emu.properties.user(USER).get(CONNECTION_KEY) ?? '{}');
    expect(call('disconnectToolServer')).toMatchObject({ signedIn: false });
    expect(world.emu.properties.user(USER).get(CONNECTION_KEY)).toBeNull();
    const refused = await fetch(stored.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stored.access}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(refused.status).toBe(401);
    expect(world.emu.evaluate(name, 'A3', '=SEO_VISIBILITY("example.pl")').error).toMatch(/sign/i);
  });

  test('a connection past its refresh token says so in cells and in the sidebar, which still offers Disconnect', async () => {
    await signInThroughPopup('mcp@example.com', 'mcp');
    world.emu.clock.advance(31 * 86_400_000);
    const cell = world.emu.evaluate(sheet(), 'A1', '=SEO_KEYWORD_STATS("rower")');
    expect(cell.error).toBe(
      'The tool-server connection of mcp@example.com has ended. Connect again from Extensions › SEO Sheets.',
    );
    expect(call('sidebarAccount')).toMatchObject({
      signedIn: true,
      via: 'tools',
      limitsError:
        'The tool-server connection of mcp@example.com has ended. Connect again from Extensions › SEO Sheets.',
    });
  });

  test('the tool list the server gave is authoritative: a formula whose tool is missing says so', async () => {
    await signInThroughPopup('mcp@example.com', 'mcp');
    const stored = JSON.parse(world.emu.properties.user(USER).get(CONNECTION_KEY) ?? '{}');
    const narrowed = { ...stored, tools: stored.tools.filter((t: string) => t !== 'get_keyword_statistics') };
    world.emu.properties.user(USER).set(CONNECTION_KEY, JSON.stringify(narrowed));
    world.emu.requests.length = 0;
    const cell = world.emu.evaluate(sheet(), 'A1', '=SEO_KEYWORD_STATS("rower")');
    expect(cell.error).toBe(
      'SEO_KEYWORD_STATS needs the tool get_keyword_statistics, which this tool server does not offer to mcp@example.com.',
    );
    expect(world.emu.requests).toHaveLength(0);
  });

  test('a forged or stale state never reaches the add-on', () => {
    expect(world.emu.userCallback({ state: 'forged', code: 'x' }).status).toBe(400);
    expect(() => call('toolServerCallback_')).toThrow(ScriptExecutionError);
  });
});

/**
 * The same shape over either connection: the same header, the same rows by their first column, and every
 * figure the tool gives equal to REST's. The tool server's records carry fewer figures than the reference's
 * rows (no CPC range, no previous visibility, no page measures), so those cells are blank over it, never
 * other numbers; URLs may come with their scheme.
 */
function expectSameShape(formula: string, tool: unknown[][], rest: unknown[][]): void {
  const scheme = (v: unknown) => (typeof v === 'string' ? v.replace(/^https?:\/\//, '') : v);
  expect([formula, tool[0], tool.length]).toEqual([formula, rest[0], rest.length]);
  tool.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value !== '') expect([formula, r, c, scheme(value)]).toEqual([formula, r, c, scheme(rest[r][c])]);
    });
  });
  expect(tool.map((row) => scheme(row[0]))).toEqual(rest.map((row) => scheme(row[0])));
}
