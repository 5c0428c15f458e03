/**
 * Results that refresh themselves, through the built bundle in the emulator against the simulator:
 * a SEO_SERP cell waiting for its analysis is re-entered when the analysis finishes (the sidebar's
 * pulse, the hourly trigger), "Refresh all now" says what it may cost and then re-enters every SEO_*
 * formula, and the sidebar's pulse carries the quota that formulas spent.
 */
import { createEmulator } from '../../local/gas';
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());
beforeEach(() => world.emu.callServer('signIn', ['demo@example.com', 'demo']));

interface Pulse {
  session: { counters: { key: string; used: number | null }[] };
  formulas: { waiting: number; refreshed: number };
}
const pulse = () => world.emu.callServer('sidebarPulse') as Pulse;
const ticks = () => world.emu.triggers.list().filter((t) => t.handler === 'reportsTick');
const shown = (sheet: string, a1: string) => world.emu.spreadsheet.getValue(sheet, a1);

describe('SEO_SERP cells fill in by themselves', () => {
  // First: the tests below move the simulator's clock alone, which would put the task's age off.
  it('a waiting cell counts down as the pulse re-enters it, and says when it last checked, with its zone', () => {
    const { emu } = world;
    emu.spreadsheet.addSheet('Countdown', 1);
    emu.evaluate('Countdown', 'B2', '=SEO_SERP("rower miejski")');
    const status = () => String(shown('Countdown', 'B3'));
    const first = status();
    expect(first).toMatch(
      /^Analysis running, ready in about 3 min \(checked \d{1,2}:\d\d\s[AP]M UTC\+[12]\)\./,
    );
    // Two minutes on (both clocks): the analysis still runs, and the pulse re-enters the cell anyway.
    emu.clock.advance(120_000);
    expect(pulse().formulas).toEqual({ waiting: 1, refreshed: 0 });
    expect(emu.recalculate().map((r) => r.a1)).toEqual(['B2']);
    const second = status();
    expect(second).toMatch(/^Analysis running, ready in about 1 min \(checked /);
    const checkedAt = (text: string) => /\(checked ([^)]+)\)/.exec(text)?.[1];
    expect(checkedAt(second)).not.toBe(checkedAt(first));
    // Done waiting here: the cell leaves the document, so the tests below see only their own.
    emu.spreadsheet.removeSheet('Countdown');
  });

  it('the sidebar pulse re-enters a waiting cell once its analysis finishes; recalculation alone never would', async () => {
    const { emu } = world;
    emu.evaluate('Sheet1', 'A1', '=SEO_SERP("buty zimowe")');
    expect(shown('Sheet1', 'A1')).toBe('Status');
    expect(String(shown('Sheet1', 'A2'))).toMatch(
      /^Analysis running, ready in about \d min \(checked .+\)\. This cell updates and fills in by itself/,
    );
    expect(pulse().formulas).toEqual({ waiting: 1, refreshed: 0 });
    // The pulse re-enters a cell that still waits too, so its estimate moves; it still waits.
    expect(emu.recalculate().map((r) => r.a1)).toEqual(['A1']);
    expect(shown('Sheet1', 'A1')).toBe('Status');
    await world.sim.control('/__sim/advance', { seconds: 300 });
    // Sheets recalculates a custom function only when its arguments change: nothing happens by itself.
    expect(emu.recalculate()).toEqual([]);
    expect(shown('Sheet1', 'A1')).toBe('Status');
    expect(pulse().formulas).toEqual({ waiting: 0, refreshed: 1 });
    expect(emu.recalculate().map((r) => r.a1)).toEqual(['A1']);
    expect(shown('Sheet1', 'A1')).toBe('Position');
    expect(shown('Sheet1', 'B1')).toBe('URL');
    expect(pulse().formulas).toEqual({ waiting: 0, refreshed: 0 });
  });

  it('keeps the hourly trigger while a cell waits, and the trigger fills it in after the sidebar closed', async () => {
    const { emu } = world;
    emu.spreadsheet.addSheet('Waiting', 1);
    emu.evaluate('Waiting', 'C3', '=SEO_SERP("rower górski", "urls", , FALSE)');
    expect(String(shown('Waiting', 'C3'))).toMatch(/^Analysis running/);
    expect(pulse().formulas.waiting).toBe(1);
    expect(ticks()).toHaveLength(1);
    emu.clock.advance(3_600_000 + 60_000);
    const runs = emu.fireDueTriggers();
    expect(runs.map((run) => run.handler)).toContain('reportsTick');
    expect(emu.recalculate().map((r) => r.a1)).toEqual(['C3']);
    expect(shown('Waiting', 'C3')).toBe(1);
    expect(String(shown('Waiting', 'D3'))).toMatch(/^https?:\/\//);
    // Nothing waits any more and no report needs it: the trigger is gone.
    expect(ticks()).toHaveLength(0);
  });
});

describe('Refresh all now', () => {
  it('asks first with what it may cost, re-enters nothing on No, and on Yes re-enters every SEO_* formula, fetching only what is stale', () => {
    const { emu } = world;
    emu.spreadsheet.addSheet('Refresh', 2);
    emu.spreadsheet.setValues('Refresh', 'A1:A3', [['example.pl'], ['sklep-rowerowy.pl'], ['']]);
    emu.evaluate('Refresh', 'C1', '=SEO_VISIBILITY(A1:A3)');
    emu.evaluate('Refresh', 'C10', '=SEO_POSITIONS("example.pl", 3)');
    emu.evaluate('Refresh', 'C20', '=SEO_LIMITS()');
    emu.evaluate('Refresh', 'A30', '=1+1');
    // With the two SEO_SERP cells of the tests above (free while their analyses exist); the range
    // holds two domains, one unit each, and the positions report one more.
    const message =
      'Refresh 5 SEO_* formulas on 3 sheets? Answers still fresh come from the cache at no cost. ' +
      'Answers older than their freshness in Settings are fetched again: at most 3 units of Visibility analysis.';
    expect(emu.callServer('reportsRefreshPlan')).toEqual({ formulas: 5, message });

    emu.ui.alerts.length = 0;
    emu.ui.replies.push({ button: 'NO' });
    emu.runMenu('menuRefreshAll');
    expect(emu.ui.alerts).toMatchObject([{ title: 'SEO Sheets', prompt: message, buttons: 'YES_NO' }]);
    expect(emu.recalculate()).toEqual([]);

    emu.ui.replies.push({ button: 'YES' });
    const sent = emu.requests.length;
    emu.runMenu('menuRefreshAll');
    const again = emu.recalculate().map((r) => `${r.sheet}!${r.a1}`);
    expect(again).toEqual(expect.arrayContaining(['Refresh!C1', 'Refresh!C10', 'Refresh!C20']));
    expect(again).not.toContain('Refresh!A30');
    // Everything was fetched moments ago: only the free quota read goes out.
    const paths = emu.requests.slice(sent).map((r) => new URL(r.url).pathname);
    expect(paths.filter((p) => !p.endsWith('/getLimits'))).toEqual([]);
    expect(emu.ui.toasts.at(-1)?.message).toBe(
      'Refreshing 5 formulas: each reads fresh data where its cached answer is old.',
    );
  });

  it('says so when there is nothing to refresh, without asking', () => {
    const empty = createEmulator({ scriptProperties: { API_BASE_URL: world.sim.url } });
    try {
      empty.runMenu('menuRefreshAll');
      expect(empty.ui.alerts).toEqual([]);
      expect(empty.ui.toasts.map((t) => t.message)).toEqual([
        'This document has no SEO_* formulas to refresh.',
      ]);
    } finally {
      empty.close();
    }
  });
});

describe('the sidebar pulse', () => {
  it('carries the quota that formulas spent since the sidebar last looked', () => {
    const used = (p: Pulse) =>
      p.session.counters.find((c) => c.key === 'visibility_analysis_queries_per_day')?.used ?? 0;
    const before = used(pulse());
    world.emu.spreadsheet.addSheet('Quota', 3);
    world.emu.evaluate('Quota', 'A1', '=SEO_VISIBILITY("kuchnia-domowa.pl")');
    expect(used(pulse())).toBe(before + 1);
  });
});
