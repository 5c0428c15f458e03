import { reportDefinition } from '../../src/registry/reports';
import { lateLine, runNote, withFailure, withLate } from '../../src/reports/note';
import { words } from '../../src/reports/words';

const facts = {
  params: { domain: 'example.pl', country_id: 1, filter: '' },
  specs: reportDefinition('positions').params,
  ranAt: '2026-11-21 06:04',
  rows: 250,
  units: 1,
  unitsEstimated: false,
  rowCap: null,
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
        'Units: what the service’s quota counter moved during the run; anything else on the account charging at the same moment is included.',
        'History mode: each run adds a dated snapshot.',
        'Refreshed: Daily at 06:00',
      ].join('\n'),
    );
  });

  it('carry what the source said about its data, after the run', () => {
    const said = runNote({ ...facts, title: 'Positions', notices: ['Points are daily.'] }, 'en');
    expect(said.split('\n').slice(2, 4)).toEqual([
      'Run 2026-11-21 06:04 · 250 rows · 1 unit charged',
      'Points are daily.',
    ]);
  });

  it('are written in the document’s language, parameter labels and plurals included', () => {
    const polish = runNote({ ...facts, title: 'Pozycje', rows: 3 }, 'pl');
    expect(polish.split('\n').slice(0, 3)).toEqual([
      'Raport SEO Sheets: Pozycje',
      'Domena: example.pl · Rynek: Polska (baza 1.0)',
      'Uruchomiono 2026-11-21 06:04 · 3 wiersze · pobrano 1 jednostkę',
    ]);
  });

  it('say when units are the estimate, and when the plan’s row cap came from limits read earlier', () => {
    const lines = runNote(
      {
        ...facts,
        title: 'Positions',
        unitsEstimated: true,
        rowCap: { count: 150_000, at: '2026-11-20 05:00' },
      },
      'en',
    ).split('\n');
    expect(lines[2]).toBe(
      'Run 2026-11-21 06:04 · 250 rows · 1 unit charged (estimated: the quota counter could not be read)',
    );
    expect(lines[3]).toBe(
      'Rows per report allowed by the plan: 150,000, from the limits read 2026-11-20 05:00; they could not be read for this run.',
    );
    expect(lines.some((line) => line.startsWith('Units:'))).toBe(false);
  });

  it('say 0 units without a word on how they were measured: nothing moved', () => {
    const free = runNote({ ...facts, title: 'Positions', units: 0 }, 'en').split('\n');
    expect(free[2]).toBe('Run 2026-11-21 06:04 · 250 rows · 0 units charged');
    expect(free[3]).toBe('History mode: each run adds a dated snapshot.');
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

  it('say when a run was moved to a later hour, and why, once, whatever language wrote it before', () => {
    const format = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');
    const late = { dueAt: Date.UTC(2026, 10, 22, 6), to: Date.UTC(2026, 10, 22, 8), reason: 'hour' as const };
    const english = withLate(note, lateLine(late, format, words('en')));
    expect(english.split('\n').at(-1)).toBe(
      'Due 2026-11-22 06:00, moved to 2026-11-22 08:00: that hour’s trigger run was full (6 minutes a run).',
    );
    const polish = withLate(english, lateLine({ ...late, reason: 'day' }, format, words('pl')));
    expect(polish).not.toContain('Due 2026');
    expect(polish.split('\n').at(-1)).toBe(
      'Termin 2026-11-22 06:00, przesunięte na 2026-11-22 08:00: dzienny czas wyzwalaczy się wyczerpał (90 minut dziennie).',
    );
    expect(
      runNote({ ...facts, title: 'Positions', late: lateLine(late, format, words('en')) }, 'en'),
    ).toContain('Due 2026-11-22 06:00, moved to 2026-11-22 08:00');
  });
});
