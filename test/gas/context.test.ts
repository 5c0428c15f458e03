import { ScriptExecutionError } from '../../local/gas';
import { useEmulators } from './support';

const emulate = useEmulators();

/** A bundle answering `typeof` for each global name it is given. */
const PROBE = `function probe(names) { return names.map(function (n) { return typeof globalThis[n]; }); }`;

describe('execution context', () => {
  it("keeps a script's local time in the project's time zone, as Apps Script does", () => {
    const emu = emulate(
      `function localMidnight() { var d = new Date(2026, 10, 21); return [d.toISOString(), d.getHours()]; }`,
    );
    // Europe/Warsaw (the default, as in appsscript.json) is UTC+1 in November.
    expect(emu.callServer('localMidnight')).toEqual(['2026-11-20T23:00:00.000Z', 0]);
  });

  it('holds no Node or browser globals', () => {
    const emu = emulate(PROBE);
    const names = [
      'setTimeout',
      'setInterval',
      'fetch',
      'URL',
      'TextEncoder',
      'TextDecoder',
      'atob',
      'btoa',
      'crypto',
      'process',
      'require',
      'Buffer',
      'module',
      'structuredClone',
      'queueMicrotask',
    ];
    expect(emu.callServer('probe', [names])).toEqual(names.map(() => 'undefined'));
  });

  it('has the Apps Script services', () => {
    const emu = emulate(PROBE);
    const names = [
      'SpreadsheetApp',
      'PropertiesService',
      'CacheService',
      'LockService',
      'UrlFetchApp',
      'Utilities',
      'Session',
      'Logger',
      'console',
      'ScriptApp',
      'HtmlService',
    ];
    expect(emu.callServer('probe', [names])).toEqual(names.map(() => 'object'));
  });

  it('starts every execution from a fresh global scope', () => {
    const emu = emulate(
      `var calls = 0; function bump() { calls += 1; globalThis.leak = (globalThis.leak || 0) + 1; return [calls, leak]; }`,
    );
    expect(emu.callServer('bump')).toEqual([1, 1]);
    expect(emu.callServer('bump')).toEqual([1, 1]);
    expect(emu.evaluate('Sheet1', 'A1', '=BUMP()').value).toBe(1);
  });

  it('gives the script values of its own realm', () => {
    const emu = emulate(`function KINDS(range, date) {
      return [[Array.isArray(range) && range instanceof Array, date instanceof Date, typeof date.getTime()]];
    }`);
    emu.spreadsheet.setValues('Sheet1', 'A1', [[1], [2]]);
    emu.spreadsheet.setValue('Sheet1', 'B1', new Date(Date.UTC(2026, 0, 1)));
    expect(emu.evaluate('Sheet1', 'C1', '=KINDS(A1:A2, B1)').values).toEqual([[true, true, 'number']]);
  });

  it('settles promise callbacks before the execution ends', () => {
    const emu = emulate(`function later() { Promise.resolve().then(function () {
      PropertiesService.getScriptProperties().setProperty('settled', 'yes'); }); }`);
    emu.callServer('later');
    expect(emu.properties.script.get('settled')).toBe('yes');
  });

  it('reads the emulated clock through Date', () => {
    const emu = emulate(`function now() { return [Date.now(), new Date().getTime()]; }`, {
      now: Date.UTC(2030, 5, 1),
    });
    emu.clock.advance(3_600_000);
    const [a, b] = emu.callServer('now') as number[];
    expect(a).toBeGreaterThanOrEqual(Date.UTC(2030, 5, 1, 1));
    expect(a).toBeLessThan(Date.UTC(2030, 5, 1, 1, 1));
    expect(Math.abs(b - a)).toBeLessThan(1000);
  });

  it('throws "not implemented" for methods the emulator lacks, never undefined', () => {
    const emu = emulate(`function gap() { return SpreadsheetApp.getActive().getBandings(); }
      function absent() { return DriveApp.getFiles(); }`);
    expect(() => emu.callServer('gap')).toThrow('Spreadsheet.getBandings is not implemented in the emulator');
    expect(() => emu.callServer('absent')).toThrow('DriveApp.getFiles is not implemented in the emulator');
  });

  it('refuses services the auth mode forbids with the platform message', () => {
    const emu = emulate(`function MAIL() { return GmailApp.getInboxThreads(); }`);
    expect(emu.evaluate('Sheet1', 'A1', '=MAIL()').error).toBe(
      'You do not have permission to call GmailApp.getInboxThreads',
    );
  });

  it('captures Logger and console output', () => {
    const emu = emulate(
      `function talk() { Logger.log('n=%s', 3); console.warn('careful', { a: 1 }); return Logger.getLog(); }`,
    );
    expect(emu.callServer('talk')).toBe('n=3');
    expect(emu.logs.map((l) => [l.level, l.execution, l.message])).toEqual([
      ['log', 'talk', 'n=3'],
      ['warn', 'talk', 'careful { a: 1 }'],
    ]);
  });

  it('reports failures as ScriptExecutionError with the thrown message', () => {
    const emu = emulate(`function boom() { throw new Error('kaput'); }`);
    expect(() => emu.callServer('boom')).toThrow(new ScriptExecutionError('kaput', 'sidebar', 'boom'));
  });
});
