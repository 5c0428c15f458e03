/** The reports' store over a property store that enforces the platform's 9 KB a value. */
import type { ReportRequest } from '../../src/reports/job';
import type { Schedule } from '../../src/reports/schedule';
import { reportStore } from '../../src/reports/store';
import { memoryProps } from './fakes';

const VALUE_LIMIT = 9 * 1024;

function strictProps() {
  const props = memoryProps();
  const set = props.setProperties;
  props.setProperties = (entries) => {
    for (const value of Object.values(entries))
      if (Buffer.byteLength(value) > VALUE_LIMIT) throw new Error('Argument too large: value');
    set(entries);
  };
  return props;
}

function schedule(n: number): Schedule {
  const request: ReportRequest = {
    reportId: 'positions',
    params: {
      domain: `klient-${n}.pl`,
      fetch_mode: 'topLevelDomain',
      country_id: 1,
      limit: 5000,
      filter: null,
    },
    sheetName: `Positions of klient-${n}.pl for the monthly client report`,
    mode: 'replace',
  };
  return {
    id: `schedule-${n}`,
    target: { kind: 'report', request },
    cadence: { every: 'day', hour: 6 },
    paused: false,
    nextRunAt: Date.UTC(2026, 10, 22, 5),
    lastResult: { at: Date.UTC(2026, 10, 21, 5), ok: true, rows: 5000, units: 1 },
  };
}

describe('report store', () => {
  it('keeps 60 schedules, in their order, though together they are far over one value’s 9 KB', () => {
    const props = strictProps();
    const store = reportStore(props);
    const schedules = Array.from({ length: 60 }, (_, n) => schedule(n));
    expect(Buffer.byteLength(JSON.stringify(schedules))).toBeGreaterThan(2 * VALUE_LIMIT);
    store.saveSchedules(schedules);
    expect(store.schedules()).toEqual(schedules);
    const reversed = [...schedules].reverse();
    store.start([], reversed);
    expect(store.schedules().map((s) => s.id)).toEqual(reversed.map((s) => s.id));
  });

  it('forgets a deleted schedule’s property, and reads schedules kept in one value before', () => {
    const props = strictProps();
    props.data.set('seoReports.schedules', JSON.stringify([schedule(1), schedule(2)]));
    const store = reportStore(props);
    expect(store.schedules().map((s) => s.id)).toEqual(['schedule-1', 'schedule-2']);
    store.saveSchedules([schedule(2)]);
    expect(store.schedules()).toEqual([schedule(2)]);
    expect([...props.data.keys()].sort()).toEqual([
      'seoReports.schedule.schedule-2',
      'seoReports.scheduleOrder',
    ]);
  });
});
