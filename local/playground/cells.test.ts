import type { CellView as EmulatorCell } from '../gas';
import { readTyped } from '../gas/spreadsheet/input';
import { localeRules } from '../gas/spreadsheet/locale';
import { cellView } from './cells';
import { formulaBarText } from './protocol';

const ENGLISH = localeRules('en_US');
const POLISH = localeRules('pl_PL');
const parseInput = (input: string, rules = ENGLISH) => readTyped(input, rules, 'Europe/Warsaw');

describe('typed text is read as Sheets reads it', () => {
  test.each([
    ['42', { value: 42 }],
    ['-1.5e3', { value: -1500 }],
    ['.5', { value: 0.5 }],
    ['TRUE', { value: true }],
    ['false', { value: false }],
    ['buty do biegania', { value: 'buty do biegania' }],
    ["'42", { value: '42' }],
    ["'=SEO_COUNTRIES()", { value: '=SEO_COUNTRIES()' }],
    ['=SEO_COUNTRIES()', { formula: '=SEO_COUNTRIES()' }],
    ['=', { value: '=' }],
    ['', { value: '' }],
    ['12 kg', { value: '12 kg' }],
    ['12.5%', { value: 0.125 }],
  ])('%j', (input, expected) => {
    expect(parseInput(input)).toEqual(expected);
  });

  test.each([
    ['1,5', { value: 1.5 }],
    ['-1,5e3', { value: -1500 }],
    ['12,5%', { value: 0.125 }],
    ['1.5', { value: '1.5' }],
    ['prawda', { value: true }],
    ['FAŁSZ', { value: false }],
    ['TRUE', { value: true }],
    ['=SEO_POSITIONS("example.pl"; 500)', { formula: '=SEO_POSITIONS("example.pl", 500)' }],
    ['=SEO_POSITIONS("example.pl", 500)', { unparsed: '=SEO_POSITIONS("example.pl", 500)' }],
  ])('in a Polish document %j', (input, expected) => {
    expect(parseInput(input, POLISH)).toEqual(expected);
  });
});

describe('cellView gives the formula bar text that types back to the same cell', () => {
  const view = (cell: EmulatorCell, rules = ENGLISH) => cellView(cell, 'Europe/Warsaw', rules);

  test('a formula shows its formula; its error message rides along', () => {
    expect(view({ value: '#ERROR!', display: '#ERROR!', formula: '=SEO_X()', error: 'boom' })).toEqual({
      display: '#ERROR!',
      input: '=SEO_X()',
      error: 'boom',
    });
  });

  test('bold text (report headers) stays bold', () => {
    expect(view({ value: 'Phrase', display: 'Phrase', fontWeight: 'bold' }).bold).toBe(true);
    expect(view({ value: 'Phrase', display: 'Phrase', fontWeight: 'normal' }).bold).toBeUndefined();
  });

  test('numbers are marked numeric; the formula bar shows the value, not the formatted text', () => {
    expect(view({ value: 4.64, display: '5', numberFormat: '#,##0' })).toEqual({
      display: '5',
      input: '4.64',
      numeric: true,
    });
    expect(view({ value: 0.125, display: '12.50%', numberFormat: '0.00%' }).input).toBe('12.5%');
  });

  test('a SPARKLINE cell carries what to draw', () => {
    const sparkline = { values: [1, 2], options: {} };
    expect(view({ value: '', display: '', formula: '=SPARKLINE(A1:A2)', sparkline }).sparkline).toEqual(
      sparkline,
    );
  });

  test('text that would read as a number, a boolean or a formula keeps an apostrophe', () => {
    expect(view({ value: '42', display: '42' }).input).toBe("'42");
    expect(view({ value: 'TRUE', display: 'TRUE' }).input).toBe("'TRUE");
    expect(view({ value: '=A1', display: '=A1' }).input).toBe("'=A1");
    expect(formulaBarText(view({ value: 'example.pl', display: 'example.pl' }))).toBe('example.pl');
  });

  test.each(['42', "'42", "'=SEO_COUNTRIES()", 'TRUE', 'plain text'])('%j survives a round trip', (typed) => {
    const parsed = parseInput(typed);
    if (!('value' in parsed) || parsed.value === '') throw new Error('expected a value');
    const value = parsed.value;
    const display = typeof value === 'boolean' ? String(value).toUpperCase() : String(value);
    expect(parseInput(formulaBarText(view({ value, display })))).toEqual(parsed);
  });

  test('in a Polish document formulas, numbers and booleans are written the Polish way', () => {
    expect(view({ value: 3.5, display: '3,5', formula: '=SUM(1.5, 2)' }, POLISH).input).toBe('=SUM(1,5; 2)');
    expect(view({ value: 1.5, display: '2', numberFormat: '0' }, POLISH).input).toBe('1,5');
    expect(view({ value: 0.125, display: '12,50%', numberFormat: '0.00%' }, POLISH).input).toBe('12,5%');
    expect(formulaBarText(view({ value: true, display: 'PRAWDA' }, POLISH))).toBe('PRAWDA');
    expect(view({ value: '1,5', display: '1,5' }, POLISH).input).toBe("'1,5");
    // A formula that did not parse is shown as it was typed.
    const typed = '=SEO_POSITIONS("example.pl", 500)';
    expect(view({ value: '#ERROR!', display: '#ERROR!', formula: typed, unparsed: true }, POLISH).input).toBe(
      typed,
    );
  });

  test.each(['1,5', "'1,5", 'PRAWDA', '5.01.2026', '12,5%'])(
    '%j survives a round trip in Polish',
    (typed) => {
      const parsed = parseInput(typed, POLISH);
      if (!('value' in parsed) || parsed.value === '') throw new Error('expected a value');
      const { value } = parsed;
      const cell = { value, display: '' };
      expect(parseInput(formulaBarText(view(cell, POLISH)), POLISH)).toEqual(parsed);
    },
  );
});
