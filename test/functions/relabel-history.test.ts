/**
 * Issue 31's 400 units, through the built bundle in the emulator against the simulator: two sheets of 200
 * domains filled as the Lite account (one through the URLs tool, one a request per domain with 100 rows
 * refused for quota), then a tool-server connection and an API sign-in to another account, a month on the
 * clock, and the document's language changed three ways. Relabelling re-entered both formulas and they
 * fetched all 400 domains again: the one filled by the URLs tool because Settings now wanted the dashboard's
 * figures, the 100 refused ones because the new account had quota, and the 100 held ones because the first
 * formula's write dropped every item past its freshness from the buckets they shared. A question already
 * answered is now answered from what the document holds, until the user refreshes.
 */
import { columnLabels } from '../../src/shared/columns';
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';
import { VISIBILITY_LAYOUT } from '../../src/families/visibility/spec';

const USER = 'owner@example.com';
const DAY = 24 * 3_600_000;
let world: World;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: USER, user: USER } });
});
afterAll(() => world?.stop());

const call = (name: string, args: unknown[] = []) => world.emu.callServer(name, args, { user: USER });

async function units(): Promise<number> {
  const usage = (await world.sim.state()).usage as Record<string, Record<string, number>>;
  return Object.values(usage)
    .flatMap((counters) => Object.values(counters))
    .reduce((sum, used) => sum + used, 0);
}

/** `refresh`: a fill the spend guard would hold back (200 units of Lite's 100) asked for on purpose. */
function fill(sheet: string, prefix: string, refresh = '') {
  world.emu.spreadsheet.addSheet(sheet);
  const domains = Array.from({ length: 200 }, (_, i) => [`${prefix}-${i}.pl`]);
  world.emu.spreadsheet.setValues(sheet, 'A1:A200', domains);
  const formula = refresh ? `=SEO_VISIBILITY(A1:A200,,,,"${refresh}")` : '=SEO_VISIBILITY(A1:A200)';
  const result = world.emu.evaluate(sheet, 'B1', formula, { user: USER });
  expect(result.error).toBeUndefined();
  return result.values;
}

const table = (sheet: string) =>
  world.emu.spreadsheet.getValues(sheet, 'B1:Z205').map((row) => {
    const cells = [...row];
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });

/** Sheets running what a pass re-entered: the cells that ran, the requests sent and the units charged. */
async function recalculated() {
  const before = await units();
  world.emu.requests.length = 0;
  const ran = world.emu.recalculate({ user: USER }).map((r) => `${r.sheet}!${r.a1}`);
  return { ran, requests: world.emu.requests.length, units: (await units()) - before };
}

let filled: Record<'Bulk' | 'Each', unknown[][]>;

beforeAll(async () => {
  call('signIn', ['lite@example.com', 'lite']);
  const bulk = fill('Bulk', 'hist-bulk');
  call('sidebarSaveSettings', [{ defaultCountryId: 1, freshnessHours: {}, visibilityWay: 'perDomain' }]);
  const each = fill('Each', 'hist-each', 'each');
  filled = { Bulk: bulk, Each: each };
  call('signOut');
  await connectThroughPopup(world, 'mcp@example.com', 'mcp', { user: USER });
  call('signIn', ['demo@example.com', 'demo']);
  // Past every kind's freshness (keyword statistics keep 30 days).
  world.emu.clock.advance(31 * DAY);
});

describe('relabelling after a fill both ways, refusals, two account changes and a month', () => {
  it('the fill: one run of the URLs tool, and 100 rows a request each with 100 refused, in one layout', () => {
    expect(filled.Bulk[0]).toEqual(filled.Each[0]);
    expect(filled.Bulk[0]).toEqual(columnLabels(VISIBILITY_LAYOUT, 'en'));
    expect(filled.Each.slice(1).filter((row) => typeof row[1] === 'number')).toHaveLength(100);
    expect(filled.Each[200][0]).toBe('hist-each-199.pl');
    expect(String(filled.Each[200].at(-1))).toMatch(/^The account’s Visibility analysis quota is used up/);
  });

  it('a Polish spreadsheet locale, the file opened again: 0 requests, 0 units, relabelled, columns unchanged', async () => {
    world.emu.spreadsheet.locale = 'pl_PL';
    world.emu.open({ user: USER });
    const pass = await recalculated();
    expect(pass.ran).toEqual(expect.arrayContaining(['Bulk!B1', 'Each!B1']));
    expect([pass.requests, pass.units]).toEqual([0, 0]);
    for (const sheet of ['Bulk', 'Each'] as const) {
      const now = table(sheet);
      expect(now[0]).toHaveLength(filled[sheet][0].length);
      expect(now[0].slice(0, 3)).toEqual(['Domena', 'Widoczność', 'TOP3']);
      // The same figures in the same places: nothing was fetched again.
      const figures = (rows: unknown[][]) => rows.slice(1, 201).map((row) => row[1] ?? '');
      expect(figures(now)).toEqual(figures(filled[sheet]));
    }
    // The rows the document never had keep their reason, in the document's language now.
    expect(String(table('Each')[200].at(-1))).toMatch(/^Limit konta „Analiza widoczności” został wyczerpany/);
    // And the tables say how old their figures are, and how to refresh them.
    for (const sheet of ['Bulk', 'Each'])
      expect(table(sheet).map((row) => String(row[0] ?? ''))).toContainEqual(
        expect.stringMatching(/^Część danych pobrano 744 godz\. temu/),
      );
  });

  it('opened in a Czech locale, then Settings › Language of this document: 0 requests, 0 units each time', async () => {
    world.emu.spreadsheet.locale = 'cs_CZ';
    world.emu.open({ user: USER });
    const czech = await recalculated();
    expect([czech.requests, czech.units]).toEqual([0, 0]);
    expect(table('Bulk')[0][0]).toBe('Doména');
    call('sidebarSaveSettings', [{ language: 'sk' }]);
    const slovak = await recalculated();
    expect(slovak.ran).toEqual(expect.arrayContaining(['Bulk!B1', 'Each!B1']));
    expect([slovak.requests, slovak.units]).toEqual([0, 0]);
    expect(table('Each')[0][0]).toBe('Doména');
    expect(table('Each')[0]).toHaveLength(filled.Each[0].length);
  });

  it('the hold ends when the user refreshes: Refresh all asks for what is past its freshness', async () => {
    // A month on, the sign-in has expired: signed in again first.
    call('signIn', ['demo@example.com', 'demo']);
    call('reportsRefreshAll');
    const refreshed = await recalculated();
    expect(refreshed.requests).toBeGreaterThan(0);
    expect(refreshed.units).toBeGreaterThan(0);
    expect(table('Bulk')[0]).toHaveLength(filled.Bulk[0].length);
  });
});
