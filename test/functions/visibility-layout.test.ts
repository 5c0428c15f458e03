/**
 * SEO_VISIBILITY's columns depend on its arguments alone: the same header through the URLs tool, a request
 * per domain, the tool server, for one domain or 200, with hints or none, and with some rows refused;
 * `columns` chooses them, the same every way. Through the built bundle in the emulator against the simulator.
 */
import { columnLabels } from '../../src/shared/columns';
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';
import { catalog } from '../../src/registry/catalog';

const USER = 'owner@example.com';
let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: USER, user: USER } });
});
afterAll(() => world?.stop());

const call = (name: string, args: unknown[] = []) => world.emu.callServer(name, args, { user: USER });
const setWay = (visibilityWay: string) =>
  call('sidebarSaveSettings', [{ defaultCountryId: 1, freshnessHours: {}, visibilityWay }]);

/** The formula over `domains` on a sheet of its own: its paths, header, rows and error. */
function answer(domains: readonly string[], columns?: string, refresh?: string) {
  const sheet = `L${++sheets}`;
  world.emu.spreadsheet.addSheet(sheet);
  world.emu.spreadsheet.setValues(
    sheet,
    `A1:A${domains.length}`,
    domains.map((d) => [d]),
  );
  world.emu.requests.length = 0;
  const args =
    columns === undefined && refresh === undefined
      ? ''
      : `,,,,${refresh ? `"${refresh}"` : ''},"${columns ?? ''}"`;
  const result = world.emu.evaluate(sheet, 'B1', `=SEO_VISIBILITY(A1:A${domains.length}${args})`, {
    user: USER,
  });
  const paths = world.emu.requests.map((r) => new URL(r.url).pathname);
  return { ...result, paths, header: result.values[0] };
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}.pl`);

// The layout Help lists, from the catalog, in the vocabulary's words.
const spec = catalog.find((entry) => entry.name === 'SEO_VISIBILITY');
const LAYOUT = columnLabels(spec?.columns ?? [], 'en');
const CHOSEN = ['Domain', 'Visibility', 'TOP10', 'Domain rank', 'Hint'];

describe('one layout for SEO_VISIBILITY whatever answers it', () => {
  it('Help’s layout: the dashboard’s figures, the category, the hint last', () => {
    expect(LAYOUT.slice(0, 3)).toEqual(['Domain', 'Visibility', 'TOP3']);
    expect(LAYOUT.slice(-3)).toEqual(['Category', 'Rank in category', 'Hint']);
    expect(LAYOUT).not.toContain('Unique URLs in TOP10');
  });

  it('over the API: the URLs tool, a request per domain, one domain, zeros with a hint, rows refused', async () => {
    call('signIn', ['demo@example.com', 'demo']);
    const bulk = answer(names('layout-bulk', 12));
    expect(bulk.paths).toContain('/api/visibility_analysis/tools/urls/create');
    expect(bulk.header).toEqual(LAYOUT);
    const chosenBulk = answer(names('layout-bulk-c', 12), 'visibility, top10, domain_rank');
    expect(chosenBulk.header).toEqual(CHOSEN);

    setWay('perDomain');
    const each = answer(names('layout-each', 12));
    expect(each.paths).not.toContain('/api/visibility_analysis/tools/urls/create');
    expect(each.header).toEqual(LAYOUT);
    expect(answer(names('layout-each-c', 3), 'visibility, top10, domain_rank').header).toEqual(CHOSEN);
    setWay('auto');

    const single = answer(['layout-single.pl']);
    expect(single.header).toEqual(LAYOUT);
    expect(single.values[1].at(-1)).toBe('');
    const hinted = answer(['example.cz']);
    expect(hinted.header).toEqual(LAYOUT);
    expect(String(hinted.values[1].at(-1))).toMatch(
      /^No data for this domain in this market: example\.cz is a \.cz domain/,
    );

    // Lite, 120 units of the 100 left held back by the spend guard: the same layout, each row saying so.
    call('signIn', ['lite@example.com', 'lite']);
    setWay('perDomain');
    const held = answer(names('layout-held', 120));
    expect(held.header).toEqual(LAYOUT);
    expect(held.values.slice(1, 121).every((row) => /spend guard/.test(String(row.at(-1))))).toBe(true);
    // Asked on purpose, its visibility quota spent half-way through a request per domain.
    const refused = answer(names('layout-refused', 120), undefined, 'go');
    expect(refused.header).toEqual(LAYOUT);
    expect(refused.values.slice(1).some((row) => /quota is used up/.test(String(row.at(-1))))).toBe(true);
    // Every row refused: one error says why, over any way (no table whose columns could move).
    const all = answer(names('layout-all-refused', 3));
    expect(all.error).toMatch(/quota is used up/);
    setWay('auto');
  });

  it('over the tool server (no URLs tool): the same header, for many domains, one, and chosen columns', async () => {
    call('signOut');
    await connectThroughPopup(world, 'mcp@example.com', 'mcp', { user: USER });
    await world.sim.control('/__sim/usage', {
      email: 'mcp@example.com',
      key: 'visibility_analysis_queries_per_day',
      used: 0,
    });
    const many = answer(names('layout-mcp', 8));
    expect(many.error).toBeUndefined();
    expect(many.paths.every((p) => p.startsWith('/mcp'))).toBe(true);
    expect(many.header).toEqual(LAYOUT);
    expect(answer(['layout-mcp-one.pl']).header).toEqual(LAYOUT);
    expect(answer(names('layout-mcp-c', 2), 'visibility, top10, domain_rank').header).toEqual(CHOSEN);
  });
});
