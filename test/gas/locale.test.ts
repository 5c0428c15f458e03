/**
 * The spreadsheet's locale, as Sheets applies it: in a comma-decimal locale (Polish, Czech, German…) a
 * formula is typed with `;` between arguments, `\` between an array's columns and a decimal comma, `1,5`
 * typed in a cell is a number, and cells show numbers, TRUE/FALSE and dates the locale's way. Apps Script's
 * getFormula/setFormula keep English syntax whatever the locale. English documents are unchanged.
 */
import { formulaFromLocale, formulaInLocale } from '../../local/gas/spreadsheet/formula-syntax';
import { localeRules } from '../../local/gas/spreadsheet/locale';
import { useEmulators } from './support';

const emulate = useEmulators();

const BUNDLE = `
function ECHO(x) { return x; }
function formulaOf(a1) { return SpreadsheetApp.getActiveSheet().getRange(a1).getFormula(); }
function setFormulaAt(a1, formula) { SpreadsheetApp.getActiveSheet().getRange(a1).setFormula(formula); }
function displayed(a1) { return SpreadsheetApp.getActiveSheet().getRange(a1).getDisplayValues(); }
function written(a1, values) { var r = SpreadsheetApp.getActiveSheet().getRange(a1); r.setValues(values); return r.getValues(); }
`;

const POLISH = localeRules('pl_PL');

describe('formula syntax in a ; locale', () => {
  test.each([
    ['=SEO_POSITIONS("example.pl"; 500)', '=SEO_POSITIONS("example.pl", 500)'],
    ['=ROUND(1,5; 0)+,25', '=ROUND(1.5, 0)+.25'],
    ['={1\\2;3\\4}', '={1,2;3,4}'],
    ['={SUM(1;2)\\3}', '={SUM(1,2),3}'],
    ['=SPARKLINE(INDEX(SEO_X("a";;;FALSE);;2))', '=SPARKLINE(INDEX(SEO_X("a",,,FALSE),,2))'],
    ['=T.TEST(A1:A3;B1:B3;2;1)', '=T.TEST(A1:A3,B1:B3,2,1)'],
    // Strings and quoted sheet names keep their commas, semicolons and points.
    [`=CONCAT("a;b, 1.5"; 'Arkusz; 1,2'!A1)`, `=CONCAT("a;b, 1.5", 'Arkusz; 1,2'!A1)`],
  ])('%s is %s', (typed, english) => {
    expect(formulaFromLocale(typed, POLISH)).toBe(english);
    expect(formulaInLocale(english, POLISH)).toBe(typed);
  });

  test.each(['=SEO_POSITIONS("example.pl", 500)', '=SUM(A1,B1)', '=ROUND(1.5; 0)'])(
    '%s does not parse in a Polish document',
    (typed) => {
      expect(formulaFromLocale(typed, POLISH)).toBeUndefined();
    },
  );

  test('an English document keeps its formulas exactly as typed', () => {
    const english = localeRules('en_US');
    expect(formulaFromLocale('=SUM(1.5, 2)', english)).toBe('=SUM(1.5, 2)');
    expect(formulaInLocale('=SUM(1.5, 2)', english)).toBe('=SUM(1.5, 2)');
  });
});

describe('a Polish document in the emulator', () => {
  function polish() {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.locale = 'pl_PL';
    return emu;
  }

  it('evaluates formulas typed the Polish way, and keeps them in English syntax', () => {
    const emu = polish();
    const sum = emu.enter('Sheet1', 'A1', '=SUM(1,5; 2)');
    expect([sum.value, sum.display, sum.error]).toEqual([3.5, '3,5', undefined]);
    expect(emu.spreadsheet.getCell('Sheet1', 'A1').formula).toBe('=SUM(1.5, 2)');
    expect(emu.callServer('formulaOf', ['A1'])).toBe('=SUM(1.5, 2)');
    expect(emu.enter('Sheet1', 'C1', '={1\\2;3\\4}').values).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(emu.enter('Sheet1', 'A5', '=ECHO("a,b"; 1)').value).toBe('a,b');
  });

  it('answers "Formula parse error." to the comma form, as Sheets does', () => {
    const emu = polish();
    const cell = emu.enter('Sheet1', 'A1', '=SUM(1, 2)');
    expect([cell.value, cell.error]).toEqual(['#ERROR!', 'Formula parse error.']);
    expect(emu.spreadsheet.getCell('Sheet1', 'A1')).toMatchObject({ formula: '=SUM(1, 2)', unparsed: true });
    // Still an error after recalculation and a restart.
    emu.restore(emu.snapshot());
    emu.recalculate();
    expect(emu.spreadsheet.getCell('Sheet1', 'A1').error).toBe('Formula parse error.');
  });

  it('lets a script set and read formulas in English syntax, as Apps Script does', () => {
    const emu = polish();
    emu.callServer('setFormulaAt', ['B1', '=ROUND(2.25, 1)']);
    emu.recalculate();
    expect(emu.spreadsheet.getCell('Sheet1', 'B1')).toMatchObject({ value: 2.3, display: '2,3' });
    expect(emu.callServer('formulaOf', ['B1'])).toBe('=ROUND(2.25, 1)');
  });

  it('reads 1,5 typed in a cell as a number, and shows numbers, booleans and dates the Polish way', () => {
    const emu = polish();
    expect(emu.enter('Sheet1', 'A1', '1,5').value).toBe(1.5);
    expect(emu.enter('Sheet1', 'A2', '=A1*2').display).toBe('3');
    expect(emu.enter('Sheet1', 'A3', '=A1=1,5').display).toBe('PRAWDA');
    expect(emu.enter('Sheet1', 'A4', 'fałsz').display).toBe('FAŁSZ');
    expect(emu.enter('Sheet1', 'A5', '2026-01-05').display).toBe('5.01.2026');
    expect(emu.enter('Sheet1', 'A6', '5.01.2026').value).toEqual(emu.spreadsheet.getValue('Sheet1', 'A5'));
    emu.spreadsheet.setValue('Sheet1', 'A7', 1234567.891);
    emu.spreadsheet.sheet('Sheet1').touch(7, 1).numberFormat = '#,##0.00';
    expect(emu.callServer('displayed', ['A1:A7'])).toEqual([
      ['1,5'],
      ['3'],
      ['PRAWDA'],
      ['FAŁSZ'],
      ['5.01.2026'],
      ['5.01.2026'],
      ['1\u00a0234\u00a0567,89'],
    ]);
  });

  it('reads strings a script writes as typed in the document’s locale', () => {
    const emu = polish();
    const values = emu.callServer('written', ['A1:D1', [['1,5', '1.5', 'PRAWDA', '12,5%']]]);
    expect(values).toEqual([[1.5, '1.5', true, 0.125]]);
  });
});

describe('each of the add-on’s languages shows TRUE, FALSE and a date its own way', () => {
  test.each([
    ['en_US', 'TRUE', 'FALSE', '1/5/2026', '1.5'],
    ['pl_PL', 'PRAWDA', 'FAŁSZ', '5.01.2026', '1,5'],
    ['cs_CZ', 'PRAVDA', 'NEPRAVDA', '5. 1. 2026', '1,5'],
    ['sk_SK', 'PRAVDA', 'NEPRAVDA', '5. 1. 2026', '1,5'],
    ['hu_HU', 'IGAZ', 'HAMIS', '2026. 01. 05.', '1,5'],
    ['ro_RO', 'ADEVĂRAT', 'FALS', '05.01.2026', '1,5'],
    ['nl_NL', 'WAAR', 'ONWAAR', '5-1-2026', '1,5'],
    ['da_DK', 'SAND', 'FALSK', '5.1.2026', '1,5'],
    ['sv_SE', 'SANT', 'FALSKT', '2026-01-05', '1,5'],
  ])('%s', (locale, yes, no, date, number) => {
    const emu = emulate(BUNDLE);
    emu.spreadsheet.locale = locale;
    expect(emu.enter('Sheet1', 'A1', '=1=1').display).toBe(yes);
    expect(emu.enter('Sheet1', 'A2', '=1=2').display).toBe(no);
    expect(emu.enter('Sheet1', 'A3', '2026-01-05').display).toBe(date);
    expect(emu.enter('Sheet1', 'A4', number).display).toBe(number);
    // What the cell shows reads back as the same value.
    for (const cell of ['A1', 'A2', 'A3']) {
      const { value, display } = emu.spreadsheet.getCell('Sheet1', cell);
      expect(emu.enter('Sheet1', 'B1', display).value).toEqual(value);
    }
  });
});
