import { runNote, withFailure } from '../../src/reports/note';

const note = runNote({
  title: 'Positions',
  params: { domain: 'example.pl', country_id: 1, filter: '' },
  ranAt: '2026-11-21 06:04',
  rows: 250,
  units: 1,
  mode: 'history',
  schedule: 'Daily at 06:00',
});

describe('report notes', () => {
  it('say what the table is, when it ran and how it refreshes', () => {
    expect(note).toBe(
      [
        'SEO Sheets report: Positions',
        'domain: example.pl · market: Poland (database 1.0)',
        'Run 2026-11-21 06:04 · 250 rows · 1 unit charged',
        'History mode: each run adds a dated snapshot.',
        'Refreshed: Daily at 06:00',
      ].join('\n'),
    );
  });

  it('keep only the latest failure, under the facts of the last good run', () => {
    const once = withFailure(note, '2026-11-22 06:10', 'Quota used up.');
    const twice = withFailure(once, '2026-11-23 06:12', 'Service down.');
    expect(twice.split('\n').filter((line) => line.startsWith('Last refresh failed'))).toEqual([
      'Last refresh failed 2026-11-23 06:12: Service down. The data above is from the last successful run.',
    ]);
    expect(twice.startsWith(note)).toBe(true);
  });
});
