/**
 * The spend guard (#42 item 5), through the built bundle in the emulator against the simulator, as
 * lite@example.com (100 visibility units, 10 tools units a month). The walk: SEO_VISIBILITY over 150 domains
 * asking for domain_rank spent 100 of 100 units at once, and 40 rows got only the quota message. Now a
 * formula that would spend more than a share of what is left (25 % unless Settings says otherwise) sends
 * nothing (getLimits, free, aside, and not even that within ten minutes of a reading), fills what the document holds, and says what it would cost, the cheaper
 * way and how to go ahead; then run on purpose (a refresh value) it spends. Reports alike, in the launcher.
 */
import { startWorld, type World } from '../support/world';

let world: World;
const V = 'visibility_analysis_queries_per_day';
const T = 'tools_daily_limit';
const ROW = 'Not fetched: held back by the spend guard (see the note under the table).';

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['lite@example.com', 'lite']);
  world.emu.spreadsheet.addSheet('Sheet3', 2_000);
  const domains = Array.from({ length: 150 }, (_, i) => [`guard-${i}.pl`]);
  world.emu.spreadsheet.setValues('Sheet3', 'A2:A151', domains);
  const phrases = Array.from({ length: 1_200 }, (_, i) => [`fraza strażnika ${i}`]);
  world.emu.spreadsheet.setValues('Sheet3', 'C1:C1200', phrases);
});
afterAll(() => world?.stop());

async function usage(): Promise<Record<string, number>> {
  const state = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return state.usage['lite@example.com'] ?? {};
}

/** The formula in a cell of Sheet1, with the paths it sent and the units the counters moved. */
async function evaluate(a1: string, formula: string) {
  const before = await usage();
  world.emu.requests.length = 0;
  const result = world.emu.evaluate('Sheet1', a1, formula);
  const after = await usage();
  const spent = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
  return {
    ...result,
    paths: world.emu.requests.map((r) => new URL(r.url).pathname),
    spent: { [V]: spent(V), [T]: spent(T) },
  };
}

const FORMULA = '=SEO_VISIBILITY(Sheet3!A2:A151,,,,,"visibility, domain_rank")';
const AHEAD =
  'To spend them, give the refresh argument a value (e.g. 1), or raise the spend guard in Settings and enter the formula again.';
const CHEAPER =
  'Without domain_rank, which only a request per domain gives, the URLs tool fetches the other figures for one Tools unit per 500 domains.';

describe('SEO_VISIBILITY over 150 domains asking for domain_rank, as Lite', () => {
  it('the 10 a formula fetched before fill for free; the 140 others are held back, nothing sent or spent', async () => {
    const few = await evaluate('A1', '=SEO_VISIBILITY(Sheet3!A2:A11,,,,,"visibility, domain_rank")');
    expect(few.spent[V]).toBe(10);

    const held = await evaluate('E1', FORMULA);
    expect(held.error).toBeUndefined();
    // What is left is the first formula's reading of getLimits less the 10 units it noted: no request.
    expect(held.paths).toEqual([]);
    expect(held.spent).toEqual({ [V]: 0, [T]: 0 });
    const [header, ...rows] = held.values;
    expect(header).toEqual(['Domain', 'Visibility', 'Domain rank', 'Hint']);
    expect(rows).toHaveLength(151);
    // The first column is always the domain as typed; cached rows have their figures.
    expect(rows.slice(0, 150).map((row) => row[0])).toEqual(
      Array.from({ length: 150 }, (_, i) => `guard-${i}.pl`),
    );
    for (const row of rows.slice(0, 10)) expect([typeof row[1], row[3]]).toEqual(['number', '']);
    for (const row of rows.slice(10, 150)) expect(row.slice(1)).toEqual(['', '', ROW]);
    expect(rows[150]).toEqual([
      `Held back by the spend guard: this would spend up to 140 units of Visibility analysis, more than 25% of the 90 left this month. ${CHEAPER} ${AHEAD}`,
      '',
      '',
      '',
    ]);
  });

  it('recalculating it sends nothing but the free reading of the counters, and spends nothing', async () => {
    const again = await evaluate('E1', FORMULA);
    expect(again.paths.filter((path) => !path.endsWith('/getLimits'))).toEqual([]);
    expect(again.spent).toEqual({ [V]: 0, [T]: 0 });
    expect(String(again.values[151][0])).toMatch(/^Held back by the spend guard/);
  });

  it('a reading ten minutes old is read again: the counters may have moved elsewhere', async () => {
    world.emu.clock.advance(10 * 60_000);
    const later = await evaluate('E1', FORMULA);
    expect(later.paths).toEqual(['/api/users/getLimits']);
    expect(later.spent).toEqual({ [V]: 0, [T]: 0 });
    expect(String(later.values[151][0])).toMatch(/^Held back by the spend guard/);
  });

  it('the cheaper way it names: the visibility columns alone, one Tools unit for all of them', async () => {
    const cheaper = await evaluate('J1', '=SEO_VISIBILITY(Sheet3!A2:A151,,,,,"visibility")');
    expect(cheaper.error).toBeUndefined();
    expect(cheaper.spent).toEqual({ [V]: 0, [T]: 1 });
    expect(cheaper.values.slice(1, 151).every((row) => typeof row[1] === 'number')).toBe(true);
  });

  it('run on purpose (a refresh value): it spends what is left, and the rows past it say why', async () => {
    const spent = await evaluate('E1', '=SEO_VISIBILITY(Sheet3!A2:A151,,,,1,"visibility, domain_rank")');
    expect(spent.error).toBeUndefined();
    expect(spent.spent[V]).toBe(90);
    expect((await usage())[V]).toBe(100);
    const rows = spent.values.slice(1, 151);
    expect(rows.filter((row) => typeof row[2] === 'number')).toHaveLength(100);
    const refused = rows.filter((row) =>
      /^The account’s Visibility analysis quota is used up/.test(String(row[3])),
    );
    expect(refused).toHaveLength(50);
    for (const row of refused) expect(String(row[0])).toMatch(/^guard-\d+\.pl$/);
  });
});

describe('the share is a setting, and reports are held alike', () => {
  const stats = '=SEO_KEYWORD_STATS(Sheet3!C1:C1200)';

  it('three statistics runs of the 9 Tools units left: held at 25 %, fetched at 50 %', async () => {
    const held = await evaluate('Q1', stats);
    expect(held.spent[T]).toBe(0);
    expect(held.values[1].at(-1)).toBe(ROW);
    expect(String(held.values.at(-1)?.[0])).toMatch(
      /^Held back by the spend guard: this would spend up to 3 units of Tools \(shared\), more than 25% of the 9 left this month\. To spend them/,
    );
    world.emu.callServer('sidebarSaveSettings', [{ spendGuard: 50 }]);
    expect(world.emu.callServer('sidebarSettings')).toMatchObject({ spendGuard: 50 });
    const fetched = await evaluate('Q1', stats);
    expect(fetched.spent[T]).toBe(3);
    expect(fetched.values.slice(1).every((row) => row.at(-1) === '')).toBe(true);
    world.emu.callServer('sidebarSaveSettings', [{ spendGuard: 25 }]);
  });

  it('Refresh all is a refresh asked for: the tables it re-enters are not held back', () => {
    // Statistics kept for no time, so Refresh all asks for them again: three runs, past the guard's 25 %.
    world.emu.callServer('sidebarSaveSettings', [{ freshnessHours: { keywordStats: 0 } }]);
    world.emu.callServer('reportsRefreshAll');
    world.emu.requests.length = 0;
    world.emu.recalculate();
    world.emu.callServer('sidebarSaveSettings', [{ freshnessHours: { keywordStats: 720 } }]);
    const refreshed = world.emu.spreadsheet.getValues('Sheet1', 'Q2:AG1201');
    expect(world.emu.requests.filter((r) => r.url.includes('/statistics/create'))).toHaveLength(3);
    expect(refreshed.every((row) => row[0] !== '' && row[16] === '')).toBe(true);
  });

  it('a report over the guard: the cost check says so, Run is held back, Run anyway runs it', async () => {
    world.emu.spreadsheet.setValues(
      'Sheet3',
      'D1:D1200',
      Array.from({ length: 1_200 }, (_, i) => [`raport strażnika ${i}`]),
    );
    const request = {
      reportId: 'keyword_statistics',
      params: { phrases: 'Sheet3!D1:D1200', country_id: 1 },
      sheetName: 'Guarded',
      mode: 'replace',
    };
    const estimate = world.emu.callServer('reportsEstimate', [request.reportId, request.params]) as {
      units: number;
      guard: string | null;
    };
    expect(estimate.units).toBe(3);
    expect(estimate.guard).toBe(
      'Held back by the spend guard: this would spend up to 3 units of Tools (shared), more than 25% of the 6 left this month. To spend them, press Run anyway, or raise the spend guard in Settings.',
    );
    const before = await usage();
    expect(world.emu.callServer('reportsStart', [request])).toEqual({ held: estimate.guard });
    expect(await usage()).toEqual(before);
    const started = world.emu.callServer('reportsStart', [request, true]) as { id: string; state: string };
    let job = started;
    while (job.state === 'running') job = world.emu.callServer('reportsStep', [job.id]) as typeof job;
    expect(job.state).toBe('done');
    // Lite's rows per report (500) end the run after its first statistics run.
    expect((await usage())[T] - (before[T] ?? 0)).toBe(1);
  });
});
