import { reportStore } from '../../src/reports/store';
import type { Schedule } from '../../src/reports/schedule';
import { memoryProps } from './fakes';

const schedule = (i: number): Schedule => ({
  id: `schedule-${i}`,
  target: {
    kind: 'report',
    request: {
      reportId: 'positions',
      params: {
        domain: `sklep-ogrodniczy-${i}.pl`,
        fetch_mode: 'topLevelDomain',
        country_id: 1,
        limit: 1000,
      },
      sheetName: `Pozycje – sklep-ogrodniczy-${i}.pl → ∑ 🌱`,
      mode: 'history',
    },
  },
  cadence: { every: 'week', weekday: 1, hour: 6 },
  paused: false,
  nextRunAt: 1_800_000_000_000 + i,
  lastResult: { at: 1_800_000_000_000, ok: false, error: 'Usługa jest teraz niedostępna. '.repeat(3) },
});

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('the report store', () => {
  it('keeps a hundred schedules, no property value over the 9 KB Apps Script allows', () => {
    const props = memoryProps();
    const store = reportStore(props);
    const many = Array.from({ length: 100 }, (_, i) => schedule(i));
    store.saveSchedules(many);
    expect(store.schedules()).toEqual(many);
    expect(Math.max(...[...props.data.values()].map(bytes))).toBeLessThanOrEqual(9 * 1024);
    expect(props.data.size).toBeGreaterThan(1);
    // A shorter list ignores the pieces a longer one left.
    store.saveSchedules(many.slice(0, 2));
    expect(store.schedules()).toEqual(many.slice(0, 2));
  });

  it('reads schedules written as one value before they were cut into pieces', () => {
    const props = memoryProps();
    props.setProperties({ 'seoReports.schedules': JSON.stringify([schedule(1)]) });
    expect(reportStore(props).schedules()).toEqual([schedule(1)]);
  });
});
