/** This add-on's count of Google's per-user daily quotas (src/spent/platform-usage.ts). */
import {
  added,
  PLATFORM_USAGE_KEY,
  parseUsage,
  readUsage,
  recordUsage,
  resetsAt,
  spent,
} from '../../src/spent/platform-usage';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 9, 40);

function store() {
  const data = new Map<string, string>();
  const counts = { reads: 0, writes: 0 };
  return {
    data,
    counts,
    getProperty: (key: string) => {
      counts.reads++;
      return data.get(key) ?? null;
    },
    setProperty: (key: string, value: string) => {
      counts.writes++;
      data.set(key, value);
    },
  };
}

describe('platform usage', () => {
  it('opens a day with the first call and resets it 24 hours later, as Google does', () => {
    const day = added(null, 120, T0);
    expect(added(day, 30, T0 + 23 * HOUR)).toEqual({ from: T0, used: 150 });
    expect(spent(day, T0 + 23 * HOUR)).toBe(120);
    expect(resetsAt(day, T0 + HOUR)).toBe(T0 + 24 * HOUR);
    expect(spent(day, T0 + 24 * HOUR)).toBe(0);
    expect(resetsAt(day, T0 + 24 * HOUR)).toBeNull();
    expect(added(day, 5, T0 + 25 * HOUR)).toEqual({ from: T0 + 25 * HOUR, used: 5 });
  });

  it('adds an execution’s use in one read and one write, and writes nothing for an execution that used nothing', () => {
    const props = store();
    recordUsage(props, { fetches: 0 }, T0);
    expect(props.counts).toEqual({ reads: 0, writes: 0 });
    recordUsage(props, { fetches: 200 }, T0);
    recordUsage(props, { fetches: 48, triggerMs: 95_000 }, T0 + HOUR);
    expect(props.counts).toEqual({ reads: 2, writes: 2 });
    expect(readUsage(props)).toEqual({
      fetches: { from: T0, used: 248 },
      triggerMs: { from: T0 + HOUR, used: 95_000 },
    });
  });

  it('reads a damaged record as nothing counted', () => {
    expect(parseUsage('{not json')).toEqual({ fetches: null, triggerMs: null });
    expect(
      parseUsage(JSON.stringify({ fetches: { from: 'x', used: 3 }, triggerMs: { from: T0, used: -1 } })),
    ).toEqual({
      fetches: null,
      triggerMs: null,
    });
    const props = store();
    props.data.set(PLATFORM_USAGE_KEY, '[]');
    recordUsage(props, { fetches: 7 }, T0);
    expect(readUsage(props).fetches).toEqual({ from: T0, used: 7 });
  });
});
