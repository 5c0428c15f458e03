/**
 * Messages in the reader's language, through the built bundle in the emulator against the simulator: a
 * formula's error and its rows' notes follow the document (a pl-locale spreadsheet shows Polish), the
 * same failure in the sidebar follows the user (English here), the signed-out marker survives every
 * language, and a note read from the cache changes language with the document at no request and no unit.
 * An execution reads the words of a language other than English from that language's file, once, and only
 * when it speaks it.
 */
import fs from 'node:fs';
import { basename } from 'node:path';
import type { JobView } from '../../src/registry/launcher';
import { reportsIn } from '../reports/emulated';
import { startWorld, type World } from '../support/world';

let world: World;
const OWNER = 'owner@example.com';
const SIGNED_OUT = '[seo-sheets:signed-out] ';

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.stop());
beforeEach(async () => {
  await world.sim.control('/__sim/reset');
  world.emu.properties.user(OWNER).clear();
  world.emu.userLocales.set(OWNER, 'en');
  world.emu.spreadsheet.locale = 'pl_PL';
});
afterAll(() => {
  world.emu.spreadsheet.locale = 'en_US';
});

let row = 0;
/** The cell's error (or its values) in a fresh place of the sheet. */
function cell(formula: string) {
  row += 1;
  return world.emu.evaluate('Sheet1', `Z${row}`, formula);
}

function sidebarFailure(name: string, args: unknown[] = []): string {
  try {
    world.emu.callServer(name, args);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} did not fail`);
}

const signIn = (email = 'demo@example.com', password = 'demo') =>
  world.emu.callServer('signIn', [email, password]);

describe('a formula’s error follows the document, the sidebar’s the user', () => {
  it('refused input: arity, arguments, filter and domain, in Polish before anything is sent', () => {
    signIn();
    world.emu.requests.length = 0;
    expect(cell('=SEO_POSITIONS("example.pl", 10, 1, "topLevelDomain", "", TRUE, 1, 2)').error).toBe(
      'SEO_POSITIONS przyjmuje najwyżej 7 argumentów, podano 8: ' +
        '=SEO_POSITIONS(domain; [limit]; [country_id]; [fetch_mode]; [filter]; [header]; [refresh]).',
    );
    expect(cell('=SEO_POSITIONS("example.pl", "many")').error).toBe(
      'Argument limit musi być liczbą całkowitą od 1 do 5000 (podano "many").',
    );
    expect(cell('=SEO_POSITIONS("example.pl", 10, 1, "topLevelDomain", "position<<3")').error).toMatch(
      /^filter: nie można odczytać „position<<3”: po „<” potrzebna jest liczba, a nie „<3”\. Pisz: klucz, operator/,
    );
    expect(cell('=SEO_POSITIONS("buty do biegania")').error).toBe(
      'domain: "buty do biegania" to nie domena: zawiera spacje (to fraza?).',
    );
    expect(world.emu.requests).toHaveLength(0);
  });

  it('not signed in: Polish in the cell; in the sidebar English, with the marker it detects', () => {
    expect(cell('=SEO_POSITIONS("example.pl", 5)').error).toMatch(
      /^Ta formuła nie ma logowania do SEO Sheets\. Formuły działają na logowaniu właściciela arkusza/,
    );
    const sidebar = sidebarFailure('taskList');
    expect(sidebar.startsWith(SIGNED_OUT)).toBe(true);
    expect(sidebar).toMatch(/No SEO Sheets sign-in for this formula\./);
  });

  it('an expired sign-in keeps the marker in every language the user may speak', () => {
    signIn();
    world.emu.clock.advance(32 * 86_400_000);
    expect(cell('=SEO_POSITIONS("example.pl", 5)').error).toBe(
      'Sesja SEO Sheets (demo@example.com) wygasła. Zaloguj się ponownie w menu Rozszerzenia › SEO Sheets.',
    );
    for (const [language, words] of [
      ['en', 'Your SEO Sheets session (demo@example.com) has expired.'],
      ['cs', 'Vaše relace SEO Sheets (demo@example.com) vypršela.'],
      ['sv', 'Din SEO Sheets-session (demo@example.com) har gått ut.'],
    ] as const) {
      world.emu.callServer('sidebarSetLanguage', [language]);
      const sidebar = sidebarFailure('taskList');
      expect(sidebar.startsWith(SIGNED_OUT)).toBe(true);
      expect(sidebar).toContain(words);
    }
  });

  it('quota exhausted: the counter, its limit and the reset, in each reader’s language', async () => {
    signIn('lite@example.com', 'lite');
    await world.sim.control('/__sim/usage', {
      email: 'lite@example.com',
      key: 'visibility_analysis_queries_per_day',
      used: 100,
    });
    // The URLs tool would fill the cell instead while the tools counter has room.
    await world.sim.control('/__sim/usage', {
      email: 'lite@example.com',
      key: 'tools_daily_limit',
      used: 10,
    });
    expect(cell('=SEO_VISIBILITY("sklep-rowerowy.pl")').error).toMatch(
      /^Limit konta „Analiza widoczności” został wyczerpany \(limit 100\)\. Odnowi się za \d+ (dni|dzień)\.$/,
    );
    world.emu.spreadsheet.locale = 'en_US';
    expect(cell('=SEO_VISIBILITY("sklep-rowerowy.pl")').error).toMatch(
      /^The account’s Visibility analysis quota is used up \(limit 100\)\. It resets in \d+ days?\.$/,
    );
  });

  it.each([
    [
      'http500_html',
      'W serwisie wystąpił błąd wewnętrzny (HTTP 500)',
      'The service had an internal error (HTTP 500)',
    ],
    [
      'edge_reject',
      'Serwis odrzucił połączenie (zbyt wiele naraz)',
      'The service refused the connection (too many at once)',
    ],
    ['database', 'W serwisie wystąpił błąd bazy danych', 'The service had a database error'],
    [
      'html200',
      'Serwis odpowiedział stroną internetową, a nie danymi (HTTP 200)',
      'The service answered with a web page, not data (HTTP 200)',
    ],
  ])(
    'the service failing with %s: Polish in the cell, English in the sidebar',
    async (mode, polish, english) => {
      signIn();
      await world.sim.control('/__sim/faults', { mode, count: 200 });
      expect(cell('=SEO_POSITIONS("example.pl", 5)').error).toContain(polish);
      expect(sidebarFailure('taskList')).toContain(english);
      await world.sim.control('/__sim/faults', { mode: 'none' });
    },
  );

  it('a 418 for another account’s project, and a token the service refuses', () => {
    signIn();
    expect(cell('=SEO_RT_GROUPS(999999)').error).toBe(
      'Brak dostępu: projekt, grupa lub fraza nie istnieje albo należy do innego konta.',
    );
    expect(sidebarFailure('signInWithToken', ['not-a-token'])).toBe('That does not look like an API token.');
    world.emu.callServer('sidebarSetLanguage', ['pl']);
    expect(sidebarFailure('signInWithToken', ['not-a-token'])).toBe('To nie wygląda na token API.');
  });

  it('a 504: what arrived and what to do, in Polish', async () => {
    signIn();
    await world.sim.control('/__sim/faults', { mode: 'timeout', count: 200, hold_ms: 10 });
    expect(cell('=SEO_POSITIONS("example.pl", 5)').error).toBe(
      'Serwis nie odpowiedział na czas (HTTP 504), więc nic nie dotarło; spróbuj ponownie za kilka minut. ' +
        'Przy dużych zapytaniach użyj Rozszerzenia › SEO Sheets › Uruchom raport.',
    );
    await world.sim.control('/__sim/faults', { mode: 'none' });
  });

  it('a document language chosen in Settings wins over the spreadsheet’s locale', () => {
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, language: 'hu' },
    ]);
    expect(cell('=SEO_POSITIONS("example")').error).toBe(
      'domain: "example" nem domain: nincs benne pont és végződés, pl. .hu vagy .com.',
    );
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, language: null },
    ]);
  });
});

describe('a SEO_SERP cell waiting in the document’s language', () => {
  it('says so in Polish, and is still found and filled in after the document turned English', async () => {
    signIn();
    world.emu.spreadsheet.addSheet('Czeka', 1);
    world.emu.evaluate('Czeka', 'A1', '=SEO_SERP("buty zimowe")');
    expect(String(world.emu.spreadsheet.getValue('Czeka', 'A2'))).toMatch(
      /^Analiza w toku, gotowa za ok\. \d min \(sprawdzono \d{1,2}:\d\d UTC\+[12]\)\. Ta komórka sama się aktualizuje i wypełni/,
    );
    world.emu.spreadsheet.locale = 'en_US';
    const pulse = () => (world.emu.callServer('sidebarPulse') as { formulas: unknown }).formulas;
    expect(pulse()).toEqual({ waiting: 1, refreshed: 0 });
    // Re-entered to move its estimate, it runs again, now in English, and is still found waiting.
    world.emu.recalculate();
    expect(String(world.emu.spreadsheet.getValue('Czeka', 'A2'))).toMatch(
      /^Analysis running, ready in about/,
    );
    await world.sim.control('/__sim/advance', { seconds: 300 });
    expect(pulse()).toEqual({ waiting: 0, refreshed: 1 });
  });
});

describe('cached data holds no language', () => {
  it('a note read from the cache follows a change of the document’s language, with no request and no unit', async () => {
    signIn();
    world.emu.spreadsheet.locale = 'en_US';
    const formula = '=SEO_KEYWORD_HISTORY("example.pl", "no such phrase at all")';
    expect(cell(formula).values[1][0]).toBe('example.pl does not rank for "no such phrase at all".');
    const usage = (await world.sim.state()).usage;
    world.emu.requests.length = 0;

    world.emu.spreadsheet.locale = 'pl_PL';
    expect(cell(formula).values[1][0]).toBe('example.pl nie ma pozycji na frazę „no such phrase at all”.');
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, language: 'da' },
    ]);
    expect(cell(formula).values[1][0]).toBe('example.pl ranker ikke på „no such phrase at all”.');

    expect(world.emu.requests).toHaveLength(0);
    expect((await world.sim.state()).usage).toEqual(usage);
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, language: null },
    ]);
  });
});

/** The language files (build/Messages_<language>.html) that `run`'s executions read. */
function languageFilesRead(run: () => void): string[] {
  const read = jest.spyOn(fs, 'readFileSync');
  try {
    run();
    return read.mock.calls
      .map(([file]) => basename(String(file)))
      .filter((name) => name.startsWith('Messages_'));
  } finally {
    read.mockRestore();
  }
}

describe('the language files an execution reads', () => {
  it('a formula in a Polish document reads the Polish words once: its headers and a refused row’s note', () => {
    signIn();
    world.emu.spreadsheet.setValues('Sheet1', 'Y1:Y2', [['example.pl'], ['buty do biegania']]);
    let values: unknown[][] = [];
    expect(
      languageFilesRead(() => {
        values = world.emu.evaluate('Sheet1', 'AA1', '=SEO_VISIBILITY(Y1:Y2)').values;
      }),
    ).toEqual(['Messages_pl.html']);
    expect(values[0][0]).toBe('Domena');
    expect(values[2].join(' ')).toMatch(/to nie domena/);
  });

  it('an English document reads none: a formula, a report with a chart, relabelling, the SEO_SERP cells’ pass', () => {
    signIn();
    world.emu.spreadsheet.locale = 'en_US';
    const { call, drive } = reportsIn(() => world.emu);
    world.emu.spreadsheet.addSheet('Waiting', 1);
    world.emu.spreadsheet.locale = 'pl_PL';
    world.emu.evaluate('Waiting', 'A1', '=SEO_SERP("buty zimowe")');
    world.emu.spreadsheet.locale = 'en_US';
    const read = languageFilesRead(() => {
      cell('=SEO_POSITIONS("example.pl", 5)');
      const params = {
        domain: 'example.pl',
        fetch_mode: 'topLevelDomain',
        country_id: 1,
        date_interval: 'weekly',
      };
      const run = call<JobView>('reportsStart', {
        reportId: 'visibility_history',
        params,
        sheetName: 'History',
        mode: 'replace',
      });
      expect(drive(run).state).toBe('done');
      world.emu.open();
      world.emu.callServer('sidebarStart');
      expect((world.emu.callServer('sidebarPulse') as { formulas: unknown }).formulas).toEqual({
        waiting: 1,
        refreshed: 0,
      });
    });
    expect(read).toEqual([]);
    expect(world.emu.spreadsheet.sheet('History').charts).toHaveLength(1);
  });
});
