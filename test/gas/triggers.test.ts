import { useEmulators } from './support';

const emulate = useEmulators();
const HOUR = 3_600_000;

const BUNDLE = `
function hourly() { return ScriptApp.newTrigger('tick').timeBased().everyHours(1).create().getUniqueId(); }
function daily(hour) { ScriptApp.newTrigger('tick').timeBased().everyDays(1).atHour(hour).create(); }
function minutes() { ScriptApp.newTrigger('tick').timeBased().everyMinutes(15).create(); }
function once(ms) { ScriptApp.newTrigger('tick').timeBased().after(ms).create(); }
function list() { return ScriptApp.getProjectTriggers().map(function (t) { return [t.getHandlerFunction(), t.getEventType()]; }); }
function removeAll() { ScriptApp.getProjectTriggers().forEach(function (t) { ScriptApp.deleteTrigger(t); }); }
function tick(e) { var p = PropertiesService.getDocumentProperties();
  p.setProperty('ticks', String(Number(p.getProperty('ticks') || 0) + 1)); p.setProperty('mode', e.authMode); }
`;

describe('ScriptApp time-driven triggers for an add-on', () => {
  it('creates an hourly trigger and lists it', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('hourly')).toBe('trigger-1');
    expect(emu.callServer('list')).toEqual([['tick', 'CLOCK']]);
  });

  it('refuses a second time-based trigger for the same user in the document', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('hourly');
    expect(() => emu.callServer('daily', [3])).toThrow(
      'This add-on has created too many time-based triggers in this document for this Google Account user.',
    );
    emu.callServer('hourly', [], { user: 'other@example.com' });
    expect(emu.triggers.list()).toHaveLength(2);
  });

  it('refuses triggers more frequent than hourly', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('minutes')).toThrow(
      'Add-on time-based triggers may not run more frequently than once per hour.',
    );
    expect(emu.triggers.list()).toHaveLength(0);
  });

  it('fires due triggers on the emulated clock, once per period, in FULL mode', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('hourly');
    expect(emu.fireDueTriggers()).toEqual([]);
    emu.clock.advance(HOUR);
    expect(emu.fireDueTriggers()).toEqual([expect.objectContaining({ handler: 'tick', ok: true })]);
    expect(emu.fireDueTriggers()).toEqual([]);
    emu.clock.advance(HOUR);
    emu.fireDueTriggers();
    expect(emu.properties.document.entries()).toEqual({ ticks: '2', mode: 'FULL' });
  });

  it('schedules a daily trigger at the hour in the script time zone', () => {
    const emu = emulate(BUNDLE, { now: Date.UTC(2026, 0, 5, 9), timeZone: 'Europe/Warsaw' });
    emu.callServer('daily', [6]);
    // 06:00 in Warsaw (UTC+1 in January) on the next day.
    expect(emu.triggers.list()[0].nextRunAt).toBe(Date.UTC(2026, 0, 6, 5));
  });

  it('runs a one-off trigger once and forgets it', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('once', [60_000]);
    emu.clock.advance(61_000);
    expect(emu.fireDueTriggers()).toHaveLength(1);
    expect(emu.triggers.list()).toHaveLength(0);
  });

  it('deletes triggers', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('hourly');
    emu.callServer('removeAll');
    expect(emu.triggers.list()).toHaveLength(0);
    emu.callServer('hourly');
  });

  it('has no UI in a time-driven trigger', () => {
    const emu = emulate(`function popup() { SpreadsheetApp.getUi().alert('hi'); }
      function install() { ScriptApp.newTrigger('popup').timeBased().everyHours(1).create(); }`);
    emu.callServer('install');
    emu.clock.advance(HOUR);
    expect(emu.fireDueTriggers()).toEqual([
      expect.objectContaining({ ok: false, error: 'Cannot call SpreadsheetApp.getUi() from this context.' }),
    ]);
  });

  it('reports a failing handler without stopping the schedule', () => {
    const emu = emulate(`${BUNDLE}\nfunction broken() { throw new Error('service down'); }
      function install() { ScriptApp.newTrigger('broken').timeBased().everyHours(2).create(); }`);
    emu.callServer('install');
    emu.clock.advance(2 * HOUR);
    expect(emu.fireDueTriggers()).toEqual([expect.objectContaining({ ok: false, error: 'service down' })]);
    expect(emu.triggers.list()[0].nextRunAt).toBeGreaterThan(emu.clock.now());
  });

  it('stops running triggers after 90 minutes of trigger time in a day', () => {
    const emu = emulate(
      `function slow() { Utilities.sleep(300000); Utilities.sleep(59000); }
      function install() { ScriptApp.newTrigger('slow').timeBased().everyHours(1).create(); }`,
      {
        now: Date.UTC(2026, 0, 5, 0, 30),
      },
    );
    emu.callServer('install');
    const results: Array<boolean> = [];
    for (let hour = 0; hour < 16; hour++) {
      emu.clock.advance(HOUR);
      results.push(...emu.fireDueTriggers().map((run) => run.ok));
    }
    // Each run takes 5 min 59 s: after fifteen (89 min 45 s) a sixteenth may start; the seventeenth may not.
    expect(results).toEqual(Array(16).fill(true));
    expect(emu.fireDueTriggers()).toEqual([]);
    emu.clock.advance(HOUR);
    expect(emu.fireDueTriggers()).toEqual([
      expect.objectContaining({ ok: false, error: 'Service using too much computer time for one day' }),
    ]);
  });
});
