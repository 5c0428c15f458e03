import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function TABLE(n) { var rows = []; for (var i = 0; i < n; i++) rows.push(['r' + i, i]); return rows; }
function LIST() { return [1, 2, 3]; }
function ECHO(x) { return x; }
function ARGS() { return Array.prototype.map.call(arguments, function (a) { return a === undefined ? 'omitted' : a; }).join('|') + '#' + arguments.length; }
function FAIL() { throw new Error('No sign-in for owner@example.com'); }
function SLOW() { Utilities.sleep(20000); Utilities.sleep(11000); return 'done'; }
function STUBBORN() { try { Utilities.sleep(31000); } catch (e) {} return 'survived'; }
function WRITE() { SpreadsheetApp.getActiveSheet().getRange('Z1').setValue(1); return 1; }
function UI() { SpreadsheetApp.getUi(); return 1; }
function TRIGGER() { ScriptApp.newTrigger('x').timeBased().everyHours(1).create(); return 1; }
function WHERE() { var r = SpreadsheetApp.getActiveRange(); return r.getSheet().getName() + '!' + r.getA1Notation(); }
function READ() { return SpreadsheetApp.getActiveSheet().getRange('A1').getValue(); }
function TOKEN() { return PropertiesService.getUserProperties().getProperty('token') || 'none'; }
function CALLS() { var n = Number(PropertiesService.getScriptProperties().getProperty('calls') || 0) + 1;
  PropertiesService.getScriptProperties().setProperty('calls', String(n)); return n; }
function REENTER() { var r = SpreadsheetApp.getActiveSpreadsheet().getRange('Sheet1!B1'); r.setFormula(r.getFormula()); }
function private_() { return 1; }
`;

describe('custom functions', () => {
  it('spills an array result right and down into empty cells', () => {
    const emu = emulate(BUNDLE);
    const result = emu.evaluate('Sheet1', 'B2', '=TABLE(3)');
    expect(result.values).toEqual([
      ['r0', 0],
      ['r1', 1],
      ['r2', 2],
    ]);
    expect(emu.spreadsheet.getValues('Sheet1', 'B2:C4')).toEqual(result.values);
    expect(emu.spreadsheet.getCell('Sheet1', 'C4').spilledFrom).toBe('B2');
  });

  it('spills a flat array down one column', () => {
    const emu = emulate(BUNDLE);
    emu.evaluate('Sheet1', 'A1', '=LIST()');
    expect(emu.spreadsheet.getValues('Sheet1', 'A1:A3')).toEqual([[1], [2], [3]]);
  });

  it('answers #REF! instead of overwriting data', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValue('Sheet1', 'C3', 'mine');
    const result = emu.evaluate('Sheet1', 'B2', '=TABLE(3)');
    expect(result.value).toBe('#REF!');
    expect(result.error).toBe('Array result was not expanded because it would overwrite data in C3.');
    expect(emu.spreadsheet.getValue('Sheet1', 'B3')).toBe('');
    expect(emu.spreadsheet.getValue('Sheet1', 'C3')).toBe('mine');
  });

  it('shrinks its spill when the result gets smaller', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValue('Sheet1', 'A1', 3);
    emu.evaluate('Sheet1', 'B1', '=TABLE(A1)');
    emu.spreadsheet.setValue('Sheet1', 'A1', 1);
    emu.recalculate();
    expect(emu.spreadsheet.getValues('Sheet1', 'B1:C3')).toEqual([
      ['r0', 0],
      ['', ''],
      ['', ''],
    ]);
  });

  it('passes an empty argument in its place, the first one included, as Sheets does', () => {
    const emu = emulate(BUNDLE);
    const value = (formula: string) => emu.evaluate('Sheet1', 'A1', formula).value;
    expect(value('=ARGS()')).toBe('#0');
    expect(value('=ARGS(,1)')).toBe('omitted|1#2');
    expect(value('=ARGS( ,,1)')).toBe('omitted|omitted|1#3');
    expect(value('=ARGS(1,)')).toBe('1|omitted#2');
    expect(value('=ARGS("F(,1)",ARGS(,2))')).toBe('F(,1)|omitted|2#2#2');
    expect(value('=SUM(,1)')).toBe(1);
  });

  it('shows a thrown error as #ERROR! with its message', () => {
    const emu = emulate(BUNDLE);
    const result = emu.evaluate('Sheet1', 'A1', '=FAIL()');
    expect(result).toMatchObject({
      value: '#ERROR!',
      display: '#ERROR!',
      error: 'No sign-in for owner@example.com',
    });
    expect(emu.spreadsheet.getCell('Sheet1', 'A1').error).toBe('No sign-in for owner@example.com');
  });

  it('answers #NAME? for unknown and private functions', () => {
    const emu = emulate(BUNDLE);
    expect(emu.evaluate('Sheet1', 'A1', '=NOPE()').error).toBe("Unknown function: 'NOPE'.");
    expect(emu.evaluate('Sheet1', 'A2', '=PRIVATE_()').value).toBe('#NAME?');
  });

  it('passes single cells as scalars, ranges as 2D arrays, dates as Date and blanks as ""', () => {
    const emu = emulate(
      `function SHAPE(a, b, c) { return JSON.stringify([a, b, c instanceof Date ? 'date' : c]); }`,
    );
    emu.spreadsheet.setValues('Sheet1', 'A1', [
      ['x', 2],
      ['', true],
    ]);
    emu.spreadsheet.setValue('Sheet1', 'C1', new Date(Date.UTC(2026, 0, 1)));
    expect(emu.evaluate('Sheet1', 'D1', '=SHAPE(A1, A1:B2, C1)').value).toBe(
      '["x",[["x",2],["",true]],"date"]',
    );
    expect(emu.evaluate('Sheet1', 'D2', '=SHAPE(\'Sheet1\'!A2, 5, "lit")').value).toBe('["",5,"lit"]');
  });

  it('is cut at 30 s of emulated time with Apps Script\u2019s message', () => {
    const emu = emulate(BUNDLE);
    expect(emu.evaluate('Sheet1', 'A1', '=SLOW()').error).toBe('Exceeded maximum execution time');
  });

  it('cannot outlive the limit by catching the error', () => {
    const emu = emulate(BUNDLE);
    expect(emu.evaluate('Sheet1', 'A1', '=STUBBORN()').error).toBe('Exceeded maximum execution time');
  });

  it('gets a read-only spreadsheet, no UI and no triggers', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValue('Sheet1', 'A1', 'readable');
    expect(emu.evaluate('Sheet1', 'B1', '=READ()').value).toBe('readable');
    expect(emu.evaluate('Sheet1', 'B2', '=WRITE()').error).toBe(
      'You do not have permission to call setValue',
    );
    expect(emu.evaluate('Sheet1', 'B3', '=UI()').error).toBe(
      'Cannot call SpreadsheetApp.getUi() from this context.',
    );
    expect(emu.evaluate('Sheet1', 'B4', '=TRIGGER()').error).toBe(
      'You do not have permission to call ScriptApp.newTrigger. Required permissions: https://www.googleapis.com/auth/script.scriptapp',
    );
    expect(emu.spreadsheet.getValue('Sheet1', 'Z1')).toBe('');
  });

  it('sees its own cell as the active range', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.addSheet('Other');
    expect(emu.evaluate('Other', 'C7', '=WHERE()').value).toBe('Other!C7');
    expect(emu.spreadsheet.activeSheet).toBe('Sheet1');
  });

  it("reads the spreadsheet owner's user properties, whoever is editing", () => {
    const emu = emulate(BUNDLE, { owner: 'owner@example.com', user: 'editor@example.com' });
    emu.properties.user('owner@example.com').set('token', 'owner-token');
    emu.properties.user('editor@example.com').set('token', 'editor-token');
    expect(emu.evaluate('Sheet1', 'A1', '=TOKEN()').value).toBe('owner-token');
    expect(emu.callServer('TOKEN')).toBe('editor-token');
  });

  it('recalculates only formulas whose inputs changed', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValue('Sheet1', 'A1', 1);
    emu.spreadsheet.setValue('Sheet1', 'A2', 1);
    emu.spreadsheet.setFormula('Sheet1', 'B1', '=CALLS(A1)');
    emu.spreadsheet.setFormula('Sheet1', 'B2', '=CALLS(A2)');
    expect(emu.recalculate().map((r) => r.a1)).toEqual(['B1', 'B2']);
    expect(emu.recalculate()).toEqual([]);
    emu.spreadsheet.setValue('Sheet1', 'A2', 2);
    expect(emu.recalculate().map((r) => [r.a1, r.value])).toEqual([['B2', 3]]);
  });

  it('recalculates a formula a script enters again with its own text, as Sheets does', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValue('Sheet1', 'A1', 1);
    emu.spreadsheet.setFormula('Sheet1', 'B1', '=CALLS(A1)');
    expect(emu.recalculate().map((r) => [r.a1, r.value])).toEqual([['B1', 1]]);
    expect(emu.recalculate()).toEqual([]);
    emu.callServer('REENTER');
    expect(emu.spreadsheet.getCell('Sheet1', 'B1').formula).toBe('=CALLS(A1)');
    expect(emu.recalculate().map((r) => [r.a1, r.value])).toEqual([['B1', 2]]);
  });

  it('re-evaluates a formula whose spill area was typed over, which then answers #REF!', () => {
    const emu = emulate(BUNDLE);
    emu.evaluate('Sheet1', 'A1', '=LIST()');
    emu.spreadsheet.setValue('Sheet1', 'A3', 'typed');
    expect(emu.recalculate().map((r) => [r.a1, r.value])).toEqual([['A1', '#REF!']]);
  });

  it('resolves named ranges and other sheets', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.addSheet('Data');
    emu.spreadsheet.setValues('Data', 'A1', [['a'], ['b']]);
    emu.spreadsheet.setNamedRange('phrases', 'Data', 'A1:A2');
    expect(emu.evaluate('Sheet1', 'A1', '=ECHO(phrases)').values).toEqual([['a'], ['b']]);
    expect(emu.evaluate('Sheet1', 'B1', '=ECHO(Data!A2)').value).toBe('b');
    expect(emu.evaluate('Sheet1', 'C1', '=ECHO(nothing)').value).toBe('#NAME?');
  });

  it('answers #REF! for a formula that reads its own cell', () => {
    const emu = emulate(BUNDLE);
    expect(emu.evaluate('Sheet1', 'A2', '=ECHO(A1:A3)')).toMatchObject({
      value: '#REF!',
      error: 'Circular dependency detected. To resolve with iterative calculation, see File > Settings.',
    });
  });
});
