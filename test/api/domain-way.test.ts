/** Which way domain statistics are fetched: the share of what is left, the columns, the setting, the connection. */
import {
  chooseWay,
  needsRooms,
  type Rooms,
  type WayQuestion,
} from '../../src/families/visibility/domain-way';

const ask = (missing: number, over: Partial<WayQuestion> = {}): WayQuestion => ({
  missing,
  setting: 'auto',
  bulkOffered: true,
  needs: 'either',
  ...over,
});
const left = (visibility: number | null, tools: number | null): Rooms => ({
  visibility: { left: visibility, spent: visibility === 0 },
  tools: { left: tools, spent: tools === 0 },
});
const PRIME = left(30_000, 3_000);
const LITE = left(100, 10);

describe('chooseWay', () => {
  it('200 new domains on Prime: one run (1 of 3,000 tools units) spends less than 200 of 30,000 visibility units', () => {
    expect(chooseWay(ask(200), PRIME)).toEqual({
      way: 'bulk',
      counter: 'tools_daily_limit',
      units: 1,
      reason: 'cheaper',
      spent: false,
    });
    expect(chooseWay(ask(1_200), PRIME).units).toBe(3);
  });

  it('one domain, or a handful: a dashboard request each, without reading the counters', () => {
    expect(chooseWay(ask(1), PRIME)).toMatchObject({ way: 'perDomain', units: 1, reason: 'few' });
    expect(needsRooms(ask(5), left(null, null))).toBe(false);
    expect(needsRooms(ask(6), left(null, null))).toBe(true);
  });

  it('by the share of what is left: 20 domains with 10,000 visibility units and 100 tools units left', () => {
    // 20 / 10,000 = 0.2 % against 1 / 100 = 1 %: the dashboard.
    expect(chooseWay(ask(20), left(10_000, 100)).way).toBe('perDomain');
    expect(chooseWay(ask(20), left(1_000, 100)).way).toBe('bulk');
    // Counters not read (or unlimited) are free: the dashboard, which gives every figure.
    expect(chooseWay(ask(200), left(null, null)).way).toBe('perDomain');
    expect(chooseWay(ask(200), left(null, 3_000)).way).toBe('perDomain');
  });

  it('a mode the dashboard does not read (single URLs): the URLs tool, whatever the setting or columns', () => {
    for (const over of [{}, { setting: 'perDomain' as const }, { needs: 'perDomain' as const }])
      expect(chooseWay(ask(1, { ...over, dashboard: false }), PRIME)).toMatchObject({
        way: 'bulk',
        counter: 'tools_daily_limit',
        units: 1,
        reason: 'mode',
      });
    expect(needsRooms(ask(200, { dashboard: false }), LITE)).toBe(false);
  });

  it('a spent counter sends the domains the other way, or nowhere', () => {
    expect(chooseWay(ask(2), left(0, 10))).toMatchObject({ way: 'bulk', reason: 'spent', spent: false });
    expect(chooseWay(ask(200), left(100, 0))).toMatchObject({
      way: 'perDomain',
      reason: 'spent',
      spent: false,
    });
    expect(chooseWay(ask(200), left(0, 0))).toMatchObject({ spent: true });
    expect(needsRooms(ask(200), LITE)).toBe(true);
    expect(needsRooms(ask(200), left(0, null))).toBe(false);
  });

  it('the setting forces a way; columns only the dashboard gives ask for it; the tool server has one way', () => {
    expect(chooseWay(ask(200, { setting: 'perDomain' }), PRIME)).toMatchObject({
      way: 'perDomain',
      units: 200,
      reason: 'setting',
    });
    expect(chooseWay(ask(1, { setting: 'bulk' }), PRIME)).toMatchObject({ way: 'bulk', reason: 'setting' });
    expect(chooseWay(ask(200, { needs: 'perDomain' }), PRIME)).toMatchObject({
      way: 'perDomain',
      reason: 'columns',
    });
    expect(chooseWay(ask(2, { needs: 'bulk' }), PRIME)).toMatchObject({ way: 'bulk', reason: 'columns' });
    expect(chooseWay(ask(200, { bulkOffered: false, setting: 'bulk' }), PRIME)).toMatchObject({
      way: 'perDomain',
      reason: 'only',
    });
    // A forced way on a spent counter sends nothing.
    expect(chooseWay(ask(200, { setting: 'perDomain' }), left(0, 10)).spent).toBe(true);
    for (const decided of [
      { setting: 'bulk' as const },
      { needs: 'perDomain' as const },
      { bulkOffered: false },
    ])
      expect(needsRooms(ask(200, decided), PRIME)).toBe(false);
  });
});
