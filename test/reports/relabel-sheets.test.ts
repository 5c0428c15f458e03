/**
 * Report sheets, their notes and the refresh stamp's label follow the document's language with no request,
 * through the built bundle in the emulator against the simulator: sheets of many kinds (a scheduled one, a
 * chart, history snapshots, an empty table, trend months) written in English are written again in each of
 * the eight other languages as soon as the document's language changes (Settings › Language of this
 * document), keeping their names, data and charts; nothing of their headers, notes, chart titles or the
 * stamp's label is left in English (test/support/untranslated.ts lists what is).
 */
import { cellA1 } from '../../local/gas/spreadsheet/values';
import type { JobView, ScheduleView } from '../../src/registry/launcher';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { englishWords } from '../support/untranslated';
import { startWorld, type World } from '../support/world';
import { reportsIn } from './emulated';

const HOUR = 3_600_000;
let world: World;
const { call, drive, headerOf, hourIn } = reportsIn(() => world.emu);

const DOMAIN = { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain', country_id: 1 };
/** Sheet names, which are the user's words: kept as they are in every language. */
const SHEETS = {
  scheduled: 'Positions – kuchnia-domowa.pl',
  statistics: 'Domain statistics',
  history: 'Visibility history',
  snapshots: 'Competitors log',
  empty: 'Nothing',
  distribution: 'Distribution',
  keywords: 'Keywords',
  tracker: 'Rank tracker',
} as const;

/** What the user typed into the reports, kept as typed in every language. */
const TYPED = [
  'kuchnia-domowa.pl',
  'fraza której nie ma',
  'rower',
  'Example.pl – sklep',
  ...Object.values(SHEETS),
];

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  // A document that has seen the add-on knows the language its words are in.
  world.emu.callServer('sidebarStart');
  const run = (sheetName: string, reportId: string, params: Record<string, unknown>, mode = 'replace') =>
    expect(drive(call<JobView>('reportsStart', { reportId, params, sheetName, mode })).state).toBe('done');
  run(SHEETS.statistics, 'domain_statistics', DOMAIN);
  run(SHEETS.history, 'visibility_history', { ...DOMAIN, date_interval: 'weekly' });
  run(SHEETS.snapshots, 'competitors', { ...DOMAIN, limit: 3 }, 'history');
  run(SHEETS.empty, 'keyword_history', { ...DOMAIN, keyword: 'fraza której nie ma' });
  run(SHEETS.distribution, 'position_distribution', DOMAIN);
  run(SHEETS.keywords, 'keywords', { keyword: 'rower', mode: 'keyword', country_id: 1, limit: 3 });
  run(SHEETS.tracker, 'rt_positions', { project_id: 101, limit: 3 });
  // A scheduled report and the refresh stamp, run by the hourly trigger in the next hour.
  const hour = hourIn(1);
  const request = {
    reportId: 'positions',
    params: { ...DOMAIN, limit: 5 },
    sheetName: SHEETS.scheduled,
    mode: 'replace',
  };
  call<ScheduleView[]>('reportsSaveSchedule', {
    target: { kind: 'report', request },
    cadence: { every: 'day', hour },
  });
  call<ScheduleView[]>('reportsSaveSchedule', { target: { kind: 'stamp' }, cadence: { every: 'day', hour } });
  for (let h = 0; h < 3 && !world.emu.spreadsheet.findSheet(SHEETS.scheduled); h++) {
    world.emu.clock.advance(HOUR);
    world.emu.fireDueTriggers();
  }
}, 300_000);
afterAll(() => world?.stop());

async function usage(): Promise<unknown> {
  return ((await world.sim.state()) as { usage: Record<string, unknown> }).usage['demo@example.com'];
}

/** The document's language, as Settings › Language of this document saves it. */
function documentIn(language: Language | null): void {
  world.emu.callServer('sidebarSaveSettings', [{ language }]);
}

const stampLabel = (): string => {
  const named = world.emu.spreadsheet.namedRanges.get('SEO_REFRESH');
  if (!named) throw new Error('no refresh stamp');
  return String(world.emu.spreadsheet.getValue(named.sheet, 'A1'));
};

/** A sheet's header row as Sheets shows it (a day column's date in its number format). */
function shownHeader(sheet: string): string[] {
  const model = world.emu.spreadsheet.sheet(sheet);
  return Array.from({ length: model.extent().columns }, (_, i) =>
    world.emu.spreadsheet.getDisplay(sheet, `${cellA1(1, i + 1)}`),
  );
}

/** Every word a sheet shows that is the add-on's: header labels and notes, chart titles, an empty table's cell. */
function sheetWords(sheet: string): string[] {
  const header = shownHeader(sheet);
  const model = world.emu.spreadsheet.sheet(sheet);
  const notes = header.map((_, i) => model.cell(1, i + 1)?.note ?? '');
  const charts = world.emu.spreadsheet.charts(sheet).map((chart) => String(chart.options.title));
  const status = sheet === SHEETS.empty ? [String(world.emu.spreadsheet.getValue(sheet, 'A2'))] : [];
  return [...header, ...notes, ...charts, ...status];
}

it('writes every report sheet and the stamp’s label in the document’s new language, with no request', async () => {
  expect(world.emu.spreadsheet.findSheet(SHEETS.scheduled)).toBeTruthy();
  const names = world.emu.spreadsheet.sheetNames();
  const data = (sheet: string) => world.emu.spreadsheet.getValues(sheet, 'A2:C4');
  const before = {
    usage: await usage(),
    history: data(SHEETS.history),
    charts: world.emu.spreadsheet.charts(SHEETS.history).length,
  };
  world.emu.requests.length = 0;

  documentIn('pl');
  expect(world.emu.requests).toEqual([]);
  expect(headerOf(SHEETS.statistics)).toEqual(
    expect.arrayContaining(['Domena', 'Widoczność', 'Miejsce w rankingu']),
  );
  expect(headerOf(SHEETS.scheduled).slice(0, 3)).toEqual(['ID frazy', 'Fraza', 'Pozycja']);
  const note = world.emu.spreadsheet.getCell(SHEETS.scheduled, 'A1').note ?? '';
  expect(note).toMatch(/^Raport SEO Sheets: Pozycje\nDomena: kuchnia-domowa\.pl · /);
  expect(note).toMatch(/\nUruchomiono .* · 5 wierszy · /);
  expect(note).toContain('Kolumna: keyword_id');
  // The words a coded column shows, with the codes behind them where a formula over the sheet may need one.
  const intent = headerOf(SHEETS.scheduled).indexOf('Intencja');
  expect(intent).toBeGreaterThanOrEqual(0);
  const intentNote = world.emu.spreadsheet.sheet(SHEETS.scheduled).cell(1, intent + 1)?.note ?? '';
  expect(intentNote).toMatch(/^Kolumna: intent\nKody, które wysyła usługa.*:\n/);
  expect(intentNote).toContain('\ncommercial → Komercyjna\n');
  expect(intentNote).toContain('\ntransactional → Transakcyjna');
  expect(world.emu.spreadsheet.charts(SHEETS.history).map((chart) => chart.options.title)).toEqual([
    'Widoczność',
  ]);
  expect(world.emu.spreadsheet.getValue(SHEETS.empty, 'A2')).toMatch(/^Brak danych/);
  expect(headerOf(SHEETS.snapshots)).toContain('Stan z dnia');
  expect(stampLabel()).toBe('Znacznik odświeżania: podaj SEO_REFRESH jako argument „refresh” formuły');
  // Names, data and charts as they were; nothing spent.
  expect(world.emu.spreadsheet.sheetNames()).toEqual(names);
  expect(data(SHEETS.history)).toEqual(before.history);
  expect(world.emu.spreadsheet.charts(SHEETS.history)).toHaveLength(before.charts);
  expect(await usage()).toEqual(before.usage);

  const left = LANGUAGES.filter((language) => language !== 'en').flatMap((language) => {
    documentIn(language);
    const typed = [...TYPED, ...Object.values(SHEETS).flatMap((sheet) => headerKeys(sheet))];
    return [...Object.values(SHEETS).flatMap(sheetWords), stampLabel()].flatMap((text) =>
      englishWords(language, text, typed),
    );
  });
  expect(world.emu.requests).toEqual([]);
  expect(left).toEqual([]);

  documentIn(null);
  expect(headerOf(SHEETS.scheduled).slice(0, 2)).toEqual(['Keyword ID', 'Keyword']);
  expect(stampLabel()).toBe('Refresh stamp: pass SEO_REFRESH as a formula\'s "refresh" argument');
}, 120_000);

/**
 * A sheet's columns as the service names them, which each header note quotes after its first colon, and the
 * codes a coded column's note lists before their words (`commercial → Komercyjna`): the service's words.
 */
function headerKeys(sheet: string): string[] {
  const model = world.emu.spreadsheet.sheet(sheet);
  return headerOf(sheet).flatMap((_, i) => {
    const note = model.cell(1, i + 1)?.note ?? '';
    const quoted = /(?:^|\n)[^\n:]*: ([^\n]+)(?:\n[^\n]*: *(?:\n[^\n]+ → [^\n]+)+)?$/.exec(note)?.[1];
    const codes = [...note.matchAll(/^([^\n]+) → /gm)].map((match) => match[1]);
    return [...(quoted ? quoted.split(/ [−+] /) : []), ...codes];
  });
}

it('names a run’s staging sheet in the document’s language, and finds it after a language change mid-run', () => {
  documentIn('pl');
  const started = call<JobView>('reportsStart', {
    reportId: 'positions',
    // Enough rows for more than one step, which fetches about 3,000 of them.
    params: { ...DOMAIN, domain: 'example.pl', limit: 7_000 },
    sheetName: 'Staged',
    mode: 'replace',
  });
  const first = call<JobView>('reportsStep', started.id);
  expect(first.state).toBe('running');
  expect(world.emu.spreadsheet.sheetNames()).toContain(`Raport w toku ${started.id}`);
  documentIn('cs');
  let steps = 0;
  expect(drive(first, () => steps++).state).toBe('done');
  expect(steps).toBeGreaterThan(1);
  expect(world.emu.spreadsheet.sheetNames().filter((name) => name.includes(started.id))).toEqual([]);
  expect(world.emu.spreadsheet.getValues('Staged', 'A1:B1')).toEqual([['ID fráze', 'Fráze']]);
  expect(world.emu.spreadsheet.sheet('Staged').extent().rows).toBe(7_001);
  documentIn(null);
}, 60_000);
