/**
 * Issue 42's Polish document, through the built bundle in the emulator against the simulator: intent, SERP
 * features and categories in the document's words, never the service's codes; a language change rewords
 * them with no request, as caches keep codes; a report sheet worded too, and its filter reading those words
 * as the codes it sends; and AI Overview figures of a market without AI Overview data blank with a note,
 * never 0.
 */
import { columnLabels } from '../../src/shared/columns';
import { catalogues } from '../../src/shared/i18n/areas';
import type { Language } from '../../src/shared/i18n/languages';
import type { JobView } from '../../src/registry/launcher';
import { reportsIn } from '../reports/emulated';
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  world.emu.spreadsheet.locale = 'pl_PL';
});
afterAll(() => world?.stop());

/** Every word of a vocabulary in `language` (`intent`, `feature`, `category`…). */
const vocabulary = (language: Language, name: string): string[] =>
  Object.entries(catalogues[language])
    .filter(([key]) => key.startsWith(`document.value.${name}.`))
    .map(([, word]) => String(word));

/** The values of the column labelled `key` in a formula's table, blank cells and closing notes aside. */
function columnOf(table: unknown[][], key: string, language: Language): string[] {
  const at = table[0].indexOf(columnLabels([key], language)[0]);
  expect(at).toBeGreaterThan(-1);
  return table
    .slice(1)
    .map((row) => row[at])
    .filter((cell): cell is string => typeof cell === 'string' && cell !== '');
}

const evaluate = (a1: string, formula: string) => {
  const result = world.emu.evaluate('Sheet1', a1, formula);
  expect(result.error).toBeUndefined();
  return result.values;
};

describe('a Polish document’s values', () => {
  let english: unknown[][];

  it('SEO_POSITIONS: intent and SERP features as Polish words, one word per code', () => {
    const table = evaluate('A1', '=SEO_POSITIONS("example.pl", 200)');
    const intents = columnOf(table, 'intent', 'pl');
    expect(intents.length).toBeGreaterThan(50);
    for (const intent of intents) expect(vocabulary('pl', 'intent')).toContain(intent);
    const features = columnOf(table, 'serp_features', 'pl').flatMap((cell) => cell.split(', '));
    expect(features.length).toBeGreaterThan(10);
    for (const feature of features) expect(vocabulary('pl', 'feature')).toContain(feature);
  });

  it('a language change rewords them with no request and no unit', async () => {
    const before = JSON.stringify((await world.sim.state()).usage);
    world.emu.requests.length = 0;
    world.emu.spreadsheet.locale = 'en_US';
    english = evaluate('A1', '=SEO_POSITIONS("example.pl", 200)');
    expect(world.emu.requests).toHaveLength(0);
    expect(JSON.stringify((await world.sim.state()).usage)).toBe(before);
    for (const intent of columnOf(english, 'intent', 'en'))
      expect(vocabulary('en', 'intent')).toContain(intent);
    world.emu.spreadsheet.locale = 'pl_PL';
  });

  it('SEO_VISIBILITY: the category in Polish; AI Overview figures outside database 2.0 blank with a note', () => {
    const table = evaluate('Z1', '=SEO_VISIBILITY("example.pl")');
    const [category] = columnOf(table, 'category', 'pl');
    expect(vocabulary('pl', 'category')).toContain(category);
    const header = table[0];
    const [aioKeywords, aioCitations] = columnLabels(['ai_overview_keywords', 'ai_overview_citations'], 'pl');
    expect([table[1][header.indexOf(aioKeywords)], table[1][header.indexOf(aioCitations)]]).toEqual(['', '']);
    expect(table[2][0]).toBe(
      'Dane AI Overviews są puste: ten rynek nie ma danych AI Overviews, a 0 oznaczałoby, że frazy nie mają AI Overviews. Dane AI Overviews są dostępne tylko dla country_id 200 (Polska, baza 2.0): ustaw country_id na 200.',
    );
    // A list with AI Overview columns too: its rows blank there, one closing note.
    const competitors = evaluate('Z20', '=SEO_COMPETITORS("example.pl", 3)');
    const at = competitors[0].indexOf(aioKeywords);
    expect(competitors.slice(1, 4).map((row) => row[at])).toEqual(['', '', '']);
    expect(competitors[4][0]).toBe(table[2][0]);
    // In the market with the data, figures (0 there says "no AI Overviews").
    const there = evaluate('Z10', '=SEO_VISIBILITY("example.pl", 200)');
    expect(typeof there[1][there[0].indexOf(aioKeywords)]).toBe('number');
    expect(there).toHaveLength(2);
  });

  it('a report sheet: its rows in the document’s words, the codes behind them in the column’s note', () => {
    const { call, drive, column, headerOf } = reportsIn(() => world.emu);
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'positions',
        params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 200, limit: 100 },
        sheetName: 'Pozycje',
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    const header = headerOf('Pozycje');
    const intents = column('Pozycje', header.indexOf(columnLabels(['intent'], 'pl')[0]) + 1);
    expect(intents.length).toBe(100);
    for (const intent of intents.filter(Boolean)) expect(vocabulary('pl', 'intent')).toContain(intent);
    // A Sheets formula over the sheet that matched the service's `commercial` finds it there.
    const note = world.emu.spreadsheet
      .sheet('Pozycje')
      .cell(1, header.indexOf(columnLabels(['intent'], 'pl')[0]) + 1)?.note;
    const codes = Object.keys(catalogues.en).filter((key) => key.startsWith('document.value.intent.'));
    expect(codes.length).toBeGreaterThan(3);
    for (const key of codes)
      expect(note).toContain(
        `\n${key.slice('document.value.intent.'.length)} → ${catalogues.pl[key as keyof typeof catalogues.pl]}`,
      );
  });

  it('a filter on a coded column takes the Polish word its cells show: the same rows from the same one request', () => {
    const { call, drive, column, headerOf } = reportsIn(() => world.emu);
    /** The run's feature column and what it sent for its rows. */
    const run = (sheetName: string, filter: string) => {
      world.emu.requests.length = 0;
      const done = drive(
        call<JobView>('reportsStart', {
          reportId: 'characteristics',
          params: {
            domain: 'example.pl',
            fetch_mode: 'topLevelDomain',
            characteristics: 'serp_params',
            filter,
          },
          sheetName,
          mode: 'replace',
        }),
      );
      expect(done.state).toBe('done');
      const sent = world.emu.requests
        .filter((r) => r.url.includes('getCharacteristics'))
        .map((r) => [r.url, r.payloadBytes]);
      return {
        rows: column(sheetName, headerOf(sheetName).indexOf(columnLabels(['serp_feature'], 'pl')[0]) + 1),
        sent,
      };
    };
    const word = String(catalogues.pl['document.value.feature.map']);
    const byCode = run('Mapa kod', 'key = map');
    expect(byCode.rows).toEqual([word]);
    expect(byCode.sent).toHaveLength(1);
    const byWord = run('Mapa słowo', `key = ${word.toUpperCase()}`);
    expect(byWord.rows).toEqual(byCode.rows);
    // The code is what is sent: a word sent as typed would be longer than "map".
    expect(byWord.sent).toEqual(byCode.sent);
  });
});
