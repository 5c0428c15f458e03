import { reportDefinition } from '../../src/reports/definitions';
import { runNote, withFailure } from '../../src/reports/note';
import { words } from '../../src/reports/words';

const facts = {
  params: { domain: 'example.pl', country_id: 1, filter: '' },
  specs: reportDefinition('positions').params,
  ranAt: '2026-11-21 06:04',
  rows: 250,
  units: 1,
  mode: 'history',
  schedule: 'Daily at 06:00',
} as const;
const note = runNote({ ...facts, title: 'Positions' }, 'en');

describe('report notes', () => {
  it('say what the table is, when it ran and how it refreshes', () => {
    expect(note).toBe(
      [
        'SEO Sheets report: Positions',
        'Domain: example.pl · Market: Poland (database 1.0)',
        'Run 2026-11-21 06:04 · 250 rows · 1 unit charged',
        'History mode: each run adds a dated snapshot.',
        'Refreshed: Daily at 06:00',
      ].join('\n'),
    );
  });

  it('are written in the document’s language, parameter labels and plurals included', () => {
    const polish = runNote({ ...facts, title: 'Pozycje', rows: 3 }, 'pl');
    expect(polish.split('\n').slice(0, 3)).toEqual([
      'Raport SEO Sheets: Pozycje',
      'Domena: example.pl · Rynek: Polska (baza 1.0)',
      'Uruchomiono 2026-11-21 06:04 · 3 wiersze · pobrano 1 jednostkę',
    ]);
  });

  it('name a choice in words, not as the value the service is sent', () => {
    const subdomain = { ...facts, params: { ...facts.params, fetch_mode: 'subdomain' } };
    expect(runNote({ ...subdomain, title: 'Positions' }, 'en')).toContain(
      'Read the domain as: Subdomain (a host)',
    );
    expect(runNote({ ...subdomain, title: 'Pozycje' }, 'pl')).toContain(': Subdomena (host)');
  });

  it('keep only the latest failure, under the facts of the last good run', () => {
    const once = withFailure(note, '2026-11-22 06:10', 'Quota used up.', words('en'));
    const twice = withFailure(once, '2026-11-23 06:12', 'Service down.', words('en'));
    expect(twice.split('\n').filter((line) => line.startsWith('Last refresh failed'))).toEqual([
      'Last refresh failed 2026-11-23 06:12: Service down. The data above is from the last successful run.',
    ]);
    expect(twice.startsWith(note)).toBe(true);
  });

  it('replace a failure written in another language before the document’s language changed', () => {
    const english = withFailure(note, '2026-11-22 06:10', 'Quota used up.', words('en'));
    const polish = withFailure(english, '2026-11-23 06:12', 'Usługa niedostępna.', words('pl'));
    expect(polish).not.toContain('Last refresh failed');
    expect(polish.split('\n').at(-1)).toBe(
      'Ostatnie odświeżenie nie powiodło się 2026-11-23 06:12: Usługa niedostępna. Dane powyżej pochodzą z ostatniego udanego uruchomienia.',
    );
  });
});
