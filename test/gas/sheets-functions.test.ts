/**
 * Sheets' own functions and operators next to custom functions, as users combine them:
 * `=SPARKLINE(INDEX(SEO_VISIBILITY_HISTORY(...),,2))`, `=SUM(...)` over a custom function's table.
 */
import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function HISTORY(n) { var rows = [['date', 'visibility']]; for (var i = 1; i <= n; i++) rows.push(['d' + i, i * 10]); return rows; }
function ECHO(x) { return x; }
function FAIL() { throw new Error('No sign-in'); }
function rename(from, to) { SpreadsheetApp.getActive().getSheetByName(from).setName(to); }
`;

describe("Sheets' functions and operators", () => {
  it('evaluates operators and built-in functions over cells', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValues('Sheet1', 'A1:B3', [
      [1, 'buty'],
      [2, 'rower'],
      [4.5, ''],
    ]);
    expect(emu.evaluate('Sheet1', 'D1', '=SUM(A1:A3)*2').value).toBe(15);
    expect(emu.evaluate('Sheet1', 'D2', '=MAX(A:A)&" max"').value).toBe('4.5 max');
    expect(emu.evaluate('Sheet1', 'D3', '=COUNTA(B1:B3)').value).toBe(2);
    expect(emu.evaluate('Sheet1', 'D4', '=IF(A2>1,UPPER(B2),"no")').value).toBe('ROWER');
    expect(emu.evaluate('Sheet1', 'D5', '=VLOOKUP(2,A1:B3,2,FALSE)').value).toBe('rower');
  });

  it('passes ranges and Sheets results into custom functions, and custom tables into Sheets functions', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValues('Sheet1', 'A1:A2', [['a'], ['b']]);
    expect(emu.evaluate('Sheet1', 'C1', '=ECHO(UPPER(A1))').value).toBe('A');
    expect(emu.evaluate('Sheet1', 'C2', '=SUM(INDEX(HISTORY(3),,2))').value).toBe(60);
    // INDEX with the row left out is the whole column, spilled down as in Sheets.
    expect(emu.evaluate('Sheet1', 'E1', '=INDEX(HISTORY(2),,2)').values).toEqual([
      ['visibility'],
      [10],
      [20],
    ]);
    expect(emu.spreadsheet.getCell('Sheet1', 'E3').spilledFrom).toBe('E1');
  });

  it("has Google's own list and text functions, which are not Excel's: SPLIT, JOIN, REGEX*, UNIQUE", () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValues('Sheet1', 'A1:A4', [
      ['buty do biegania'],
      ['rower'],
      ['buty do biegania'],
      ['kawa'],
    ]);
    expect(emu.evaluate('Sheet1', 'C1', '=SPLIT(A1," ")').values).toEqual([['buty', 'do', 'biegania']]);
    expect(emu.evaluate('Sheet1', 'C2', '=JOIN(", ",A2:A4)').value).toBe('rower, buty do biegania, kawa');
    expect(emu.evaluate('Sheet1', 'C3', '=REGEXMATCH(A1,"^buty")').value).toBe(true);
    expect(emu.evaluate('Sheet1', 'C4', '=REGEXEXTRACT("top 10 buty","\\d+")').value).toBe('10');
    expect(emu.evaluate('Sheet1', 'C5', '=REGEXREPLACE(A1," ","-")').value).toBe('buty-do-biegania');
    expect(emu.evaluate('Sheet1', 'E1', '=UNIQUE(A1:A4)').values).toEqual([
      ['buty do biegania'],
      ['rower'],
      ['kawa'],
    ]);
    expect(emu.evaluate('Sheet1', 'C6', '=REGEXEXTRACT(A2,"x")')).toMatchObject({ value: '#N/A' });
  });

  it('draws SPARKLINE in its cell from a custom function column, with an empty value', () => {
    const emu = emulate(BUNDLE);
    const result = emu.evaluate('Sheet1', 'B2', '=SPARKLINE(INDEX(HISTORY(3),,2),{"charttype","column"})');
    expect(result.error).toBeUndefined();
    expect(result.value).toBe('');
    expect(emu.spreadsheet.getCell('Sheet1', 'B2').sparkline).toEqual({
      values: [10, 20, 30],
      options: { charttype: 'column' },
    });
  });

  it('catches a custom function failure with IFERROR, and shows errors with their messages', () => {
    const emu = emulate(BUNDLE);
    expect(emu.evaluate('Sheet1', 'A1', '=IFERROR(FAIL(),"no data")').value).toBe('no data');
    expect(emu.evaluate('Sheet1', 'A2', '=FAIL()')).toMatchObject({ value: '#ERROR!', error: 'No sign-in' });
    expect(emu.evaluate('Sheet1', 'A3', '=1/0').value).toBe('#DIV/0!');
    expect(emu.evaluate('Sheet1', 'A4', '=NO_SUCH(1)')).toMatchObject({
      value: '#NAME?',
      error: "Unknown function: 'NO_SUCH'.",
    });
    expect(emu.evaluate('Sheet1', 'A5', '=SUM(1,')).toMatchObject({
      value: '#ERROR!',
      error: 'Formula parse error.',
    });
  });

  it('recalculates a Sheets formula when a cell it reads changes', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.setValue('Sheet1', 'A1', 2);
    emu.evaluate('Sheet1', 'B1', '=A1*10');
    emu.spreadsheet.setValue('Sheet1', 'A1', 3);
    expect(emu.recalculate().map((r) => [r.a1, r.value])).toEqual([['B1', 30]]);
  });

  it('follows a renamed sheet in every formula that names it, without running them again', () => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.addSheet('My data');
    emu.spreadsheet.setValue('My data', 'A1', 'buty');
    emu.evaluate('Sheet1', 'A1', "=ECHO('My data'!A1)");
    emu.evaluate('Sheet1', 'B1', '="My data!A1"&COUNTA(\'My data\'!A1:A3)');
    emu.callServer('rename', ['My data', 'Keywords']);
    expect(emu.spreadsheet.getCell('Sheet1', 'A1')).toMatchObject({
      formula: '=ECHO(Keywords!A1)',
      value: 'buty',
    });
    expect(emu.spreadsheet.getCell('Sheet1', 'B1').formula).toBe('="My data!A1"&COUNTA(Keywords!A1:A3)');
    expect(emu.recalculate()).toEqual([]);
    emu.spreadsheet.setValue('Keywords', 'A1', 'rower');
    expect(emu.recalculate().map((r) => [r.a1, r.value])).toEqual([
      ['A1', 'rower'],
      ['B1', 'My data!A11'],
    ]);
  });
});
