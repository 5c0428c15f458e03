import { createEmulator } from '../../local/gas';
import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function report(rows) {
  var ss = SpreadsheetApp.getActive();
  var sheet = ss.getSheetByName('Report') || ss.insertSheet('Report');
  sheet.getRange(1, 1, rows.length, rows[0].length).setValues(rows);
  sheet.getRange(1, 1, 1, rows[0].length).setFontWeight('bold');
  sheet.getRange(2, 2, rows.length - 1, 1).setNumberFormat('0.00%');
  sheet.setFrozenRows(1);
  if (!sheet.getFilter()) sheet.getDataRange().createFilter();
  sheet.getRange('A1').setNote('run at noon');
  ss.setNamedRange('report_data', sheet.getDataRange());
  var chart = sheet.newChart().asLineChart().addRange(sheet.getRange('A1:B3')).setPosition(1, 4, 0, 0).setOption('title', 'Trend').build();
  sheet.insertChart(chart);
  return [sheet.getLastRow(), sheet.getLastColumn(), sheet.getRange('B2').getDisplayValue()];
}
function chartTitles() { var s = SpreadsheetApp.getActive().getSheetByName('Report');
  var titles = s.getCharts().map(function (c) { return c.getOptions().get('title'); });
  s.getCharts().forEach(function (c) { s.removeChart(c); }); return [titles, s.getCharts().length]; }
function corner() { return SpreadsheetApp.getActiveSheet().getRange('B2:C3').getCell(2, 1).getA1Notation(); }
function typed(values) { var r = SpreadsheetApp.getActiveSheet().getRange(1, 1, 1, values.length);
  r.setValues([values]); return r.getValues()[0].map(function (v) { return v instanceof Date ? 'date ' + v.toISOString() : v; }); }
function written(values, format) { var r = SpreadsheetApp.getActiveSheet().getRange(1, 1, 1, values.length);
  if (format) r.setNumberFormat(format); r.setValues([values]);
  return [r.getValues()[0], r.getFormulas()[0], r.getDisplayValues()[0]]; }
function asText() { var r = SpreadsheetApp.getActiveSheet().getRange('A1').setNumberFormat('@').setValue('2024'); return r.getValue(); }
function wrongShape() { SpreadsheetApp.getActiveSheet().getRange('A1:B2').setValues([[1, 2]]); }
function duplicate() { SpreadsheetApp.getActive().insertSheet('Sheet1'); }
function twoFilters() { var s = SpreadsheetApp.getActiveSheet(); s.getRange('A1:B2').createFilter(); s.getRange('A1:B2').createFilter(); }
function dates() { var s = SpreadsheetApp.getActiveSheet(); s.getRange('A1').setValue(new Date(Date.UTC(2026, 0, 2))).setNumberFormat('yyyy-mm-dd');
  var v = s.getRange('A1').getValue(); return [v instanceof Date, s.getRange('A1').getDisplayValue()]; }
function formats() { var s = SpreadsheetApp.getActiveSheet();
  s.getRange('A1:A3').setValues([[4.64], [1234.5], [new Date(Date.UTC(2026, 0, 2, 17, 40))]]);
  s.getRange('A1:A2').setNumberFormat('#,##0.##'); s.getRange('A3').setNumberFormat('yyyy-mm-dd hh:mm');
  s.getRange('B1').setValue(new Date(Date.UTC(2026, 0, 2, 17, 40))).setNumberFormat('h:mm AM/PM');
  return s.getRange('A1:B3').getDisplayValues(); }
function grow(rows) { var s = SpreadsheetApp.getActiveSheet(); s.insertRowsAfter(s.getMaxRows(), rows);
  return [s.getMaxRows(), s.getMaxColumns()]; }
function writeAt(row) { SpreadsheetApp.getActiveSheet().getRange(row, 1).setValue('x'); }
function addSheet(name) { SpreadsheetApp.getActive().insertSheet(name); }
function hide(name) { var s = SpreadsheetApp.getActive().getSheetByName(name); s.hideSheet();
  return [s.isSheetHidden(), SpreadsheetApp.getActiveSheet().getName()]; }
function shrink(first, count) { var s = SpreadsheetApp.getActiveSheet();
  s.getRange('A1:B5').setValues([[1, 'a'], [2, 'b'], [3, 'c'], [4, 'd'], [5, 'e']]);
  s.deleteRows(first, count); s.deleteColumns(2, 1);
  return [s.getMaxRows(), s.getMaxColumns(), s.getRange('A1:A3').getValues().map(function (r) { return r[0]; })]; }
function formulas() { var r = SpreadsheetApp.getActiveSheet().getRange('C1'); r.setFormula('=SEO_LIMITS()'); return r.getFormula(); }
`;

describe('SpreadsheetApp', () => {
  it('shows number formats as Sheets does: # is an optional digit, hh a 24-hour clock unless AM/PM', () => {
    const emu = emulate(BUNDLE);
    // Europe/Warsaw: 17:40 UTC is 18:40 local time.
    const shown = emu.callServer('formats') as string[][];
    expect(shown.map((row) => row[0])).toEqual(['4.64', '1,234.5', '2026-01-02 18:40']);
    expect(shown[0][1]).toBe('6:40 PM');
  });

  it('writes a formatted report sheet with a filter, a note, a named range and a chart', () => {
    const emu = emulate(BUNDLE);
    const rows = [
      ['domain', 'share'],
      ['a.pl', 0.125],
      ['b.pl', 0.5],
    ];
    expect(emu.callServer('report', [rows])).toEqual([3, 2, '12.50%']);
    const wb = emu.spreadsheet;
    expect(wb.getValues('Report', 'A1:B3')).toEqual(rows);
    expect(wb.getCell('Report', 'A1')).toMatchObject({ fontWeight: 'bold', note: 'run at noon' });
    expect(wb.getDisplay('Report', 'B3')).toBe('50.00%');
    expect(wb.sheet('Report').frozenRows).toBe(1);
    expect(wb.sheet('Report').filter).toEqual({ row: 1, column: 1, rows: 3, columns: 2 });
    expect(wb.namedRangeList()).toEqual([{ name: 'report_data', sheet: 'Report', a1: 'A1:B3' }]);
    expect(wb.charts('Report')).toEqual([
      {
        id: 'chart-1',
        type: 'LINE',
        ranges: ["'Report'!A1:B3"],
        position: { row: 1, column: 4, offsetX: 0, offsetY: 0 },
        options: { title: 'Trend' },
      },
    ]);
  });

  it('reads chart options back and removes charts', () => {
    const emu = emulate(BUNDLE);
    emu.callServer('report', [
      [
        ['d', 's'],
        ['a', 1],
      ],
    ]);
    expect(emu.callServer('chartTitles')).toEqual([['Trend'], 0]);
    expect(emu.spreadsheet.charts('Report')).toEqual([]);
  });

  it('addresses a cell inside a range', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('corner')).toBe('B3');
  });

  it('fails with Apps Script\u2019s messages', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('wrongShape')).toThrow(
      'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
    );
    expect(() => emu.callServer('duplicate')).toThrow(
      'A sheet with the name "Sheet1" already exists. Please enter another name.',
    );
    expect(() => emu.callServer('twoFilters')).toThrow(
      "You can't create a filter in a sheet that already has a filter.",
    );
  });

  it('hides a sheet, never the last one shown, and shows another when the one in view hides', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('hide', ['Sheet1'])).toThrow("You can't hide all the sheets in a document.");
    emu.callServer('addSheet', ['Memory']);
    expect(emu.callServer('hide', ['Memory'])).toEqual([true, 'Sheet1']);
    const restored = createEmulator({ code: BUNDLE });
    restored.restore(emu.snapshot());
    expect(restored.spreadsheet.sheet('Memory').hidden).toBe(true);
    expect(restored.spreadsheet.sheet('Sheet1').hidden).toBe(false);
    restored.close();
  });

  it('reads written strings as if typed, unless quoted or formatted as text', () => {
    const emu = emulate(BUNDLE);
    expect(
      emu.callServer('typed', [['2024', ' 1.5e3 ', '12.5%', 'true', '2026-01-05', "'2024", 'kot 2']]),
    ).toEqual([2024, 1500, 0.125, true, 'date 2026-01-04T23:00:00.000Z', '2024', 'kot 2']);
    expect(emu.callServer('asText')).toBe('2024');
  });

  it('makes a formula of a written string beginning with =, +, -, @ or spaced =; an apostrophe or @ keeps the text', () => {
    const hostile = ['=1+1', '+1+1', '-2+3', '@SUM(1,2)', '  =3*3', '-5', 'kot'];
    const emu = emulate(BUNDLE);
    const [values, formulas] = emu.callServer('written', [hostile]) as unknown[][];
    expect(formulas).toEqual(['=1+1', '=+1+1', '=-2+3', '=SUM(1,2)', '=3*3', '', '']);
    expect(values.slice(5)).toEqual([-5, 'kot']);
    emu.recalculate();
    expect(emu.spreadsheet.getValues('Sheet1', 'A1:E1')).toEqual([[2, 2, 1, 3, 9]]);
    // Quoted, each is text, read back without its apostrophe; a quoted apostrophe keeps one.
    const quoted = [...hostile.map((text) => `'${text}`), "''tis"];
    expect(emu.callServer('written', [quoted])).toEqual([
      [...hostile, "'tis"],
      hostile.map(() => '').concat(''),
      [...hostile, "'tis"],
    ]);
    // Formatted as plain text, too.
    expect(emulate(BUNDLE).callServer('written', [hostile, '@'])).toEqual([
      hostile,
      hostile.map(() => ''),
      hostile,
    ]);
  });

  it('keeps dates as dates and formats them', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('dates')).toEqual([true, '2026-01-02']);
  });

  it('stores formulas written by a script for the next recalculation', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('formulas')).toBe('=SEO_LIMITS()');
    expect(emu.spreadsheet.getCell('Sheet1', 'C1').formula).toBe('=SEO_LIMITS()');
  });
});

describe('the 10 million cells of a spreadsheet', () => {
  const LIMIT =
    'This action would increase the number of cells in the workbook above the limit of 10000000 cells.';

  it('counts every sheet’s grid, empty cells included, and refuses to grow past the ceiling', () => {
    const emu = emulate(BUNDLE);
    expect(emu.spreadsheet.cellCount()).toBe(1000 * 26);
    // 384,615 rows of 26 columns is 9,999,990 cells; one row more is 10,000,016.
    expect(emu.callServer('grow', [383_615])).toEqual([384_615, 26]);
    expect(() => emu.callServer('grow', [1])).toThrow(LIMIT);
    expect(() => emu.callServer('writeAt', [384_616])).toThrow(LIMIT);
    expect(() => emu.callServer('addSheet', ['More'])).toThrow(LIMIT);
    expect(emu.spreadsheet.cellCount()).toBe(9_999_990);
  });

  it('shrinks the grid when rows and columns are deleted, moving the cells after them', () => {
    const emu = emulate(BUNDLE);
    expect(emu.callServer('shrink', [2, 2])).toEqual([998, 25, [1, 4, 5]]);
    expect(emu.spreadsheet.cellCount()).toBe(998 * 25);
    expect(() => emu.callServer('shrink', [990, 20])).toThrow('Those rows are out of bounds.');
    expect(() => emu.callServer('shrink', [1, 1000])).toThrow('Those rows are out of bounds.');
  });
});

describe('snapshot and restore', () => {
  it('carry cells, properties, triggers and the clock into a new emulator', () => {
    const code = `function DOUBLE(x) { return x * 2; }
      function setup() { PropertiesService.getDocumentProperties().setProperty('k', 'v');
        ScriptApp.newTrigger('setup').timeBased().everyHours(1).create(); }`;
    const first = emulate(code);
    first.spreadsheet.setValue('Sheet1', 'A1', new Date(Date.UTC(2026, 0, 1)));
    first.spreadsheet.setValue('Sheet1', 'A2', 21);
    first.evaluate('Sheet1', 'B2', '=DOUBLE(A2)');
    first.callServer('setup');
    first.clock.advance(86_400_000);
    const saved = JSON.parse(JSON.stringify(first.snapshot()));

    const second = createEmulator({ code });
    try {
      second.restore(saved);
      expect(second.spreadsheet.getValue('Sheet1', 'A1')).toEqual(new Date(Date.UTC(2026, 0, 1)));
      expect(second.spreadsheet.getCell('Sheet1', 'B2')).toMatchObject({ formula: '=DOUBLE(A2)', value: 42 });
      expect(second.recalculate()).toEqual([]);
      expect(second.properties.document.entries()).toEqual({ k: 'v' });
      expect(second.triggers.list()).toHaveLength(1);
      expect(Math.abs(second.clock.now() - first.clock.now())).toBeLessThan(1000);
    } finally {
      second.close();
    }
  });

  it('keep an array result spilled from its own cell', () => {
    const code = 'function PAIR() { return [[1, 2], [3, 4]]; }';
    const first = emulate(code);
    first.evaluate('Sheet1', 'B2', '=PAIR()');
    const second = emulate(code);
    second.restore(JSON.parse(JSON.stringify(first.snapshot())));
    expect(second.spreadsheet.getCell('Sheet1', 'C3')).toMatchObject({ value: 4, spilledFrom: 'B2' });
    // A value typed over the array leaves the formula nowhere to spill, as the anchor knows.
    second.spreadsheet.setValue('Sheet1', 'C3', 'mine');
    expect(second.recalculate()[0]).toMatchObject({ a1: 'B2', value: '#REF!' });
  });

  it('give the same workbook back each time one snapshot is restored', () => {
    const emu = emulate(BUNDLE);
    const rows = [
      ['d', 's'],
      ['a', 1],
    ];
    emu.callServer('report', [rows]);
    const saved = emu.snapshot();
    emu.restore(saved);
    // A second run adds its chart to the restored sheet's.
    emu.callServer('report', [rows]);
    expect(emu.spreadsheet.charts('Report')).toHaveLength(2);
    emu.restore(saved);
    expect(emu.spreadsheet.charts('Report')).toHaveLength(1);
  });
});

describe('the grid', () => {
  it('refuses a column past Sheets\u2019 last rather than writing into another cell', () => {
    // Two rows, so the 10 million cells leave room for 40,000 columns.
    const emu = emulate(`function far() { var s = SpreadsheetApp.getActiveSheet(); s.deleteRows(3, 998);
      s.getRange(1, 40000).setValue(1); }`);
    expect(() => emu.callServer('far')).toThrow("Column 40000 is past Sheets' last column (18,278)");
    expect([...emu.spreadsheet.sheet('Sheet1').cells.values()].some((cell) => cell.value === 1)).toBe(false);
  });
});
