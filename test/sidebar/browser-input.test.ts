/**
 * What the sidebar sends is read at the boundary (#42, "a program error reaches the user"), through the
 * built bundle in the emulator: every server function that takes input, called with a field missing or of
 * another kind (a sidebar left open across an update, a page someone edited), answers a message naming
 * the field, never a JavaScript error ("Cannot read properties of undefined (reading 'trim')"), and
 * sends nothing to the service.
 */
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
afterAll(() => world?.stop());

/** The message a server function answered `args` with. */
function refusal(name: string, args: readonly unknown[]): string {
  try {
    world.emu.callServer(name, args);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name} accepted ${JSON.stringify(args)}`);
}

const REQUEST = { reportId: 'domain_statistics', params: { domain: 'example.pl' }, mode: 'replace' };

describe('a report request without a sheet name', () => {
  it('is refused naming the field, sending nothing', () => {
    world.emu.requests.length = 0;
    expect(refusal('reportsStart', [REQUEST])).toBe(
      'The sidebar’s request has no sheetName; reload the sidebar and try again.',
    );
    expect(world.emu.requests).toEqual([]);
  });

  it('a blank one still gets the launcher’s own words', () => {
    expect(refusal('reportsStart', [{ ...REQUEST, sheetName: '  ' }])).toBe(
      'Name the sheet the report goes to.',
    );
  });

  it('in the user’s language', () => {
    world.emu.callServer('sidebarSetLanguage', ['pl']);
    try {
      expect(refusal('reportsStart', [REQUEST])).toBe(
        'Żądanie z panelu bocznego nie zawiera pola sheetName; wczytaj panel ponownie i spróbuj jeszcze raz.',
      );
    } finally {
      world.emu.callServer('sidebarSetLanguage', [null]);
    }
  });
});

/** Every server function that takes input, with fields missing or of another kind, and the field named. */
const CASES: readonly [string, readonly unknown[], string][] = [
  ['reportsStart', [{ ...REQUEST, sheetName: 'x', params: undefined }], 'has no params'],
  ['reportsStart', [{ params: {}, sheetName: 'x', mode: 'replace' }], 'has no reportId'],
  ['reportsStart', [null], 'has no request'],
  ['reportsStart', ['x'], 'gives request as something other than a set of fields'],
  ['reportsStart', [{ ...REQUEST, sheetName: 5 }], 'gives sheetName as something other than text'],
  ['reportsStart', [{ ...REQUEST, sheetName: 'x', params: { domain: {} } }], 'params.domain'],
  ['reportsEstimate', ['domain_statistics'], 'has no params'],
  ['reportsEstimate', [null, {}], 'has no reportId'],
  ['reportsUnanswered', ['positions'], 'has no params'],
  ['reportsDefaults', [{}], 'gives reportId as something other than text'],
  ['reportsStep', [null], 'has no jobId'],
  ['reportsResume', [{}], 'gives jobId as something other than text'],
  ['reportsCancel', [5], 'gives jobId as something other than text'],
  ['reportsSaveSchedule', [null], 'has no schedule'],
  ['reportsSaveSchedule', [{ cadence: { every: 'day', hour: 3 } }], 'has no target'],
  ['reportsSaveSchedule', [{ target: { kind: 'stamp' } }], 'has no cadence'],
  [
    'reportsSaveSchedule',
    [{ target: { kind: 'report' }, cadence: { every: 'day', hour: 3 } }],
    'has no target.request',
  ],
  [
    'reportsSaveSchedule',
    [{ target: { kind: 'report', request: REQUEST }, cadence: { every: 'day', hour: 3 } }],
    'has no target.request.sheetName',
  ],
  ['reportsPauseSchedule', [null, true], 'has no id'],
  ['reportsPauseSchedule', ['x', 'yes'], 'gives paused as something other than yes or no'],
  ['reportsDeleteSchedule', [{}], 'gives id as something other than text'],
  ['sidebarSetLanguage', [5], 'gives language as something other than text'],
  ['sidebarCatalogue', [null], 'has no language'],
  ['sidebarSaveSettings', [null], 'has no settings'],
  [
    'sidebarSaveSettings',
    [{ defaultCountryId: '1' }],
    'gives defaultCountryId as something other than a number',
  ],
  ['sidebarSetBaseUrl', [5], 'gives url as something other than text'],
  ['helpInsert', [null], 'has no name'],
  ['taskEstimate', [null], 'has no request'],
  ['taskEstimate', [{ kind: 'top100_crawl', countryId: 1 }], 'has no phrases'],
  ['taskCreate', [{ kind: 'serp', countryId: 1 }], 'has no phrase'],
  ['taskCreate', [{ kind: 'urls_crawl', urls: [1] }], 'gives urls.0 as something other than text'],
  ['taskInsert', ['serp', 'x'], 'gives id as something other than a number'],
  ['taskInsert', [null, 1], 'has no kind'],
  ['signIn', [{}, 'demo'], 'gives email as something other than text'],
  ['signInWithToken', [{}], 'gives token as something other than text'],
  ['warehouseSave', [{ dataset: 'x' }], 'has no projectId'],
  ['warehouseBackfillEstimate', [REQUEST], 'has no sheetName'],
  ['warehouseBackfill', [{ ...REQUEST, sheetName: 'x', params: null }], 'has no params'],
];

describe('every server function that takes input', () => {
  test.each(CASES)('%s %j: names the field', (name, args, field) => {
    world.emu.requests.length = 0;
    const message = refusal(name, args);
    expect(message).toMatch(/^The sidebar’s request .*; reload the sidebar and try again\.$/);
    expect(message).toContain(field);
    expect(world.emu.requests).toEqual([]);
  });
});
