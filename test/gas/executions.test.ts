import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function onOpen(e) {
  SpreadsheetApp.getUi().createAddonMenu().addItem('Open sidebar', 'showSidebar').addSeparator()
    .addItem('Refresh', 'refresh').addToUi();
  if (globalThis.TOUCH === 'properties') PropertiesService.getDocumentProperties().getProperty('x');
  if (globalThis.TOUCH === 'fetch') UrlFetchApp.fetch('http://127.0.0.1:9/');
}
function onInstall(e) { onOpen(e); }
function echo(value) { return value; }
function returnsDate() { return { when: new Date() }; }
function returnsCycle() { var a = {}; a.self = a; return a; }
function returnsFunction() { return [function () {}]; }
function secret_() { return 'secret'; }
function mode(e) { return e ? e.authMode : null; }
function refresh() { SpreadsheetApp.getActive().toast('Refreshed', 'SEO Sheets'); }
function long() { for (var i = 0; i < 13; i++) Utilities.sleep(30000); return 'never'; }
function almost() { for (var i = 0; i < 11; i++) Utilities.sleep(30000); return 'made it'; }
`;

const withTouch = (what: string) => `var TOUCH = '${what}';\n${BUNDLE}`;

describe('sidebar calls (google.script.run)', () => {
  it('pass plain data both ways, undefined in arrays becoming null', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('echo', [{ a: [1, 'x', true, null, undefined], b: { c: 2 } }])).toEqual({
      a: [1, 'x', true, null, null],
      b: { c: 2 },
    });
  });

  it('refuse a Date, a function or a cycle as an argument', () => {
    const emu = emulate(BUNDLE);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => emu.callServer('echo', [new Date()])).toThrow('Failed due to illegal value in property: 0');
    expect(() => emu.callServer('echo', [{ f: () => 1 }])).toThrow(
      'Failed due to illegal value in property: f',
    );
    expect(() => emu.callServer('echo', [cycle])).toThrow('Failed due to illegal value in property: self');
  });

  it('refuse a Date, a function or a cycle in the result', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('returnsDate')).toThrow('Failed due to illegal value in property: when');
    expect(() => emu.callServer('returnsCycle')).toThrow('Failed due to illegal value in property: self');
    expect(() => emu.callServer('returnsFunction')).toThrow('Failed due to illegal value in property: 0');
  });

  it('cannot reach private functions (ending in _) or missing ones', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('secret_')).toThrow('Script function not found: secret_');
    expect(() => emu.callServer('nothing')).toThrow('Script function not found: nothing');
  });

  it('run in FULL mode for up to 6 minutes of emulated time', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('almost')).toBe('made it');
    expect(() => emu.callServer('long')).toThrow('Exceeded maximum execution time');
  });
});

describe('opening the document', () => {
  it('builds the add-on menu in AuthMode.NONE', () => {
    const emu = emulate(BUNDLE);
    emu.open({ authMode: 'NONE' });
    expect(emu.ui.menus).toEqual([
      {
        title: 'SEO Sheets',
        addon: true,
        items: [
          { caption: 'Open sidebar', functionName: 'showSidebar' },
          { separator: true },
          { caption: 'Refresh', functionName: 'refresh' },
        ],
      },
    ]);
  });

  it('forbids Properties and UrlFetch in AuthMode.NONE', () => {
    expect(() => emulate(withTouch('properties')).open({ authMode: 'NONE' })).toThrow(
      'You do not have permission to call PropertiesService.getDocumentProperties',
    );
    expect(() => emulate(withTouch('fetch')).open({ authMode: 'NONE', install: true })).toThrow(
      'You do not have permission to call UrlFetchApp.fetch',
    );
  });

  it('allows Properties but not UrlFetch in AuthMode.LIMITED', () => {
    emulate(withTouch('properties')).open();
    expect(() => emulate(withTouch('fetch')).open()).toThrow(
      'You do not have permission to call UrlFetchApp.fetch',
    );
  });

  it('fails when top-level code touches a service', () => {
    const emu = emulate(`var x = PropertiesService.getScriptProperties();\nfunction onOpen() {}`);
    expect(() => emu.open({ authMode: 'NONE' })).toThrow(
      'You do not have permission to call PropertiesService.getScriptProperties',
    );
  });
});

describe('menu items', () => {
  it('run their function with FULL rights', () => {
    const emu = emulate(BUNDLE);
    emu.runMenu('refresh');
    expect(emu.ui.toasts).toEqual([expect.objectContaining({ message: 'Refreshed', title: 'SEO Sheets' })]);
  });
});

describe('the service calls of an execution', () => {
  const CALLS = `
function READS(n) {
  var props = PropertiesService.getDocumentProperties();
  for (var i = 0; i < n; i++) props.getProperty('k' + i);
  var packed = Utilities.gzip(Utilities.newBlob('text'));
  Utilities.ungzip(packed).getDataAsString();
  return SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale();
}
function REFUSED() { try { SpreadsheetApp.getUi(); } catch (e) {} return 1; }
function onOpen(e) { return e.source.getName(); }
`;

  it('are listed by execution and by service, each method with its count', () => {
    const emu = emulate(CALLS);
    emu.evaluate('Sheet1', 'A1', '=READS(3)');
    emu.evaluate('Sheet1', 'A2', '=REFUSED()');
    expect(emu.executions).toEqual([
      {
        kind: 'customFunction',
        functionName: 'READS',
        user: 'owner@example.com',
        calls: {
          PropertiesService: { 'PropertiesService.getDocumentProperties': 1, 'Properties.getProperty': 3 },
          // The platform reading a blob's name to name the result is no call of the script's.
          Utilities: {
            'Utilities.newBlob': 1,
            'Utilities.gzip': 1,
            'Utilities.ungzip': 1,
            'Blob.getDataAsString': 1,
          },
          SpreadsheetApp: { 'SpreadsheetApp.getActiveSpreadsheet': 1, 'Spreadsheet.getSpreadsheetLocale': 1 },
        },
      },
      // A call the execution may not make counts too: it was made.
      {
        kind: 'customFunction',
        functionName: 'REFUSED',
        user: 'owner@example.com',
        calls: { SpreadsheetApp: { 'SpreadsheetApp.getUi': 1 } },
      },
    ]);
  });

  it('leave out what the platform itself reads to build an event', () => {
    const emu = emulate(CALLS);
    emu.open();
    expect(emu.executions.at(-1)?.calls).toEqual({ SpreadsheetApp: { 'Spreadsheet.getName': 1 } });
  });
});
