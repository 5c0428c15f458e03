/**
 * The add-on connected through the tool server, end to end: the built bundle in the emulator starts the
 * OAuth flow, the "popup" signs in on the simulator's login page, the provider's redirect reaches the
 * script's usercallback, and formulas then run over MCP with the same tables, caches and thrift as REST.
 */
import { ScriptExecutionError } from '../../local/gas';
import { CALLBACK_URL, connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

const USER = 'owner@example.com';
const CONNECTION_KEY = 'seoSheets.auth.toolServer';

let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: USER, user: USER } });
});

afterAll(async () => {
  await world?.stop();
});

beforeEach(async () => {
  await world.sim.control('/__sim/reset');
  // The reset puts the simulator's clock back, not the emulator's, which a test may have moved on: the
  // two agree again, so a task's creation time reads as the add-on's now.
  const { now } = (await world.sim.state()) as { now: string };
  const behind = Math.floor((world.emu.clock.now() - Date.parse(now)) / 1000);
  if (behind > 0) await world.sim.control('/__sim/advance', { seconds: behind });
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
  const { usage } = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return usage[email] ?? {};
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
    expect(stats.values[0]).toHaveLength(17);
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

  test('SEO_SERP over the tool server: the running status, filled in by the pulse, then its tables', async () => {
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

    // Its reports are the API's tables (test/mcp/same-tables.test.ts compares them); reading costs nothing.
    const questions = world.emu.evaluate(name, 'A20', '=SEO_SERP("buty zimowe", "questions")');
    expect(questions.error).toBeUndefined();
    expect(questions.values.length).toBeGreaterThan(2);
    expect((await usage('demo@example.com')).serp_analysis_daily_limit).toBe(spent.serp_analysis_daily_limit);
  });

  test('serp_create answers HTTP 402 on a plan without SERP analysis: the cell says so plainly, as over the API', async () => {
    await signInThroughPopup('mcp@example.com', 'mcp');
    const before = await usage('mcp@example.com');
    const cell = world.emu.evaluate(sheet(), 'A1', '=SEO_SERP("buty zimowe")');
    const plainly =
      'SERP analysis is not in this account’s plan: it needs the SERP add-on (included in Prime).';
    expect(cell.error).toBe(plainly);
    expect(world.emu.requests.some((r) => r.status === 402)).toBe(true);
    expect((await usage('mcp@example.com')).serp_analysis_daily_limit).toBe(before.serp_analysis_daily_limit);
    // The Lite plan with the API add-on, over the API: the same words.
    call('disconnectToolServer');
    call('signIn', ['lite@example.com', 'lite']);
    expect(world.emu.evaluate(sheet(), 'A1', '=SEO_SERP("buty zimowe")').error).toBe(plainly);
    call('signOut');
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
      'This needs the tool get_keyword_statistics, which this tool server does not offer to mcp@example.com.',
    );
    expect(world.emu.requests).toHaveLength(0);
  });

  test('a forged or stale state never reaches the add-on', () => {
    expect(world.emu.userCallback({ state: 'forged', code: 'x' }).status).toBe(400);
    expect(() => call('toolServerCallback_')).toThrow(ScriptExecutionError);
  });
});

describe('report options the tool server cannot take', () => {
  const HOUR = 3_600_000;
  const positions = (filter: string | null) => ({
    reportId: 'positions',
    params: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 10, filter },
    sheetName: filter ? 'Filtered' : 'Unfiltered',
    mode: 'replace',
  });
  const words =
    'The tool server you are connected through cannot answer this report with this field filled in: Filter (optional). Run it without, or sign in to the API to use it.';

  /** Steps a run as the open sidebar does. */
  function drive(view: { id: string; state: string }) {
    let current = view;
    while (current.state === 'running') current = call('reportsStep', [current.id]) as typeof view;
    return current;
  }

  /** An hour on the emulated clock, and the hourly trigger. */
  function tick(): void {
    world.emu.clock.advance(HOUR);
    world.emu.fireDueTriggers();
  }

  const jobs = () =>
    call('reportsJobs') as { id: string; state: string; message: string | null; sheetName: string }[];

  test('the form says which option it cannot take before anything runs, and runs without it', async () => {
    await signInThroughPopup('demo@example.com', 'demo');
    const filtered = positions('position<=10');
    world.emu.requests.length = 0;
    // Before, the form priced the run and only the run, paused, said the tool server could not do it.
    expect(call('reportsUnanswered', [filtered.reportId, filtered.params])).toEqual({
      names: ['filter'],
      text: words,
    });
    expect(() => call('reportsEstimate', [filtered.reportId, filtered.params])).toThrow(words);
    expect(() => call('reportsStart', [filtered])).toThrow(words);
    expect(() =>
      call('reportsSaveSchedule', [
        { target: { kind: 'report', request: filtered }, cadence: { every: 'day', hour: 6 } },
      ]),
    ).toThrow(words);
    expect(world.emu.requests.filter((r) => r.url.endsWith('/mcp'))).toEqual([]);
    expect(jobs()).toEqual([]);
    const plain = positions(null);
    expect(call('reportsUnanswered', [plain.reportId, plain.params])).toBeNull();
    expect(drive(call('reportsStart', [plain]) as { id: string; state: string })).toMatchObject({
      state: 'done',
    });
  });

  test('a run paused because the connection could not ask for it goes on by itself once the user signs in to the API', async () => {
    call('signIn', ['demo@example.com', 'demo']);
    const filtered = positions('position<=10');
    const hour = (new Date(world.emu.clock.now() + HOUR).getUTCHours() + 1) % 24;
    call('reportsSaveSchedule', [
      { target: { kind: 'report', request: filtered }, cadence: { every: 'day', hour } },
    ]);
    // The API sign-in goes; the tool server is what is left when the schedule comes due.
    call('signOut');
    await signInThroughPopup('demo@example.com', 'demo');
    for (let h = 0; h < 3 && !jobs().length; h++) tick();
    const [paused] = jobs();
    expect(paused).toMatchObject({
      state: 'paused: error',
      message:
        'demo@example.com is connected through the tool server, whose tools do not cover this; it needs a sign-in to the API. The run goes on by itself at the next hourly check once the connection can ask for it, or when you click Resume.',
    });
    tick();
    expect(jobs()[0].state).toBe('paused: error');
    call('signIn', ['demo@example.com', 'demo']);
    tick();
    // Before, the run stayed paused with a Resume button until someone clicked it.
    expect(jobs()[0]).toMatchObject({ state: 'done', message: null });
    for (const job of jobs()) call('reportsCancel', [job.id]);
    for (const schedule of call('reportsSchedules') as { id: string }[])
      call('reportsDeleteSchedule', [schedule.id]);
  });
});
