import fc from 'fast-check';
import {
  type Arg,
  ArgumentError,
  type CellValue,
  isoDay,
  dayRange,
  optionalDay,
  toBool,
  toChoice,
  toDays,
  toInt,
  toList,
  toText,
} from '../../src/functions/args';

describe('toList', () => {
  it('reads a single cell and one column or one row, keeping blanks and error values in place', () => {
    expect(toList('buty', 'phrases')).toEqual([{ kind: 'text', text: 'buty' }]);
    expect(toList([['a'], [''], ['#N/A'], [42], [true], [new Date(2026, 0, 5)], [null]], 'phrases')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'blank' },
      { kind: 'error', value: '#N/A' },
      { kind: 'text', text: '42' },
      { kind: 'text', text: 'TRUE' },
      { kind: 'text', text: '2026-01-05' },
      { kind: 'blank' },
    ]);
    expect(toList([['a', ' b ', '']], 'phrases').map((i) => i.kind)).toEqual(['text', 'text', 'blank']);
  });

  it('refuses a block of rows and columns, saying its size', () => {
    expect(() =>
      toList(
        [
          ['a', 'b'],
          ['c', 'd'],
        ],
        'phrases',
      ),
    ).toThrow('phrases: use one column or one row of cells (the range is 2×2).');
  });
});

describe('scalar arguments', () => {
  it('reads whole numbers, numeric text and defaults, and names the parameter when refusing', () => {
    expect(toInt(5, 'limit', { min: 1, max: 10 })).toBe(5);
    expect(toInt(' 7 ', 'limit', { min: 1, max: 10 })).toBe(7);
    expect(toInt('', 'limit', { min: 1, max: 10 }, 3)).toBe(3);
    expect(toInt([[4]], 'limit', { min: 1, max: 10 })).toBe(4);
    expect(() => toInt(2.5, 'limit', { min: 1, max: 10 })).toThrow(
      'limit must be a whole number from 1 to 10 (got 2.5).',
    );
    expect(() => toInt('abc', 'limit', { min: 1, max: 10 })).toThrow('(got "abc")');
    expect(() => toInt(true, 'limit', { min: 1, max: 10 })).toThrow('(got true)');
    expect(() => toInt(undefined, 'project_id', { min: 1, max: 10 })).toThrow('project_id is required.');
    expect(() => toInt([[1, 2]], 'limit', { min: 1, max: 10 })).toThrow('limit: expected one cell');
  });

  it('reads booleans in the forms sheets hold them', () => {
    expect(toBool(undefined, 'header', true)).toBe(true);
    expect(toBool(false, 'header', true)).toBe(false);
    expect(toBool(0, 'header', true)).toBe(false);
    expect(toBool('Yes', 'header', false)).toBe(true);
    expect(() => toBool('maybe', 'header', true)).toThrow('header must be TRUE or FALSE (got "maybe").');
  });

  it('matches choices without regard to case and lists them when refusing', () => {
    expect(toChoice('SUBDOMAIN', 'fetch_mode', ['topLevelDomain', 'subdomain'], 'topLevelDomain')).toBe(
      'subdomain',
    );
    expect(toChoice('', 'fetch_mode', ['topLevelDomain', 'subdomain'], 'topLevelDomain')).toBe(
      'topLevelDomain',
    );
    expect(() => toChoice('x', 'mode', ['a', 'b'], 'a')).toThrow('mode must be one of "a", "b" (got "x").');
  });

  it('refuses blanks and error values for required text', () => {
    expect(toText('  example.pl ', 'domain')).toBe('example.pl');
    expect(() => toText('', 'domain')).toThrow('domain is required.');
    expect(() => toText('#REF!', 'domain')).toThrow('domain: the cell holds the error #REF!.');
  });
});

describe('days', () => {
  it('reads Date cells, serial numbers and ISO text, and refuses impossible dates', () => {
    expect(optionalDay(new Date(2026, 10, 1), 'date_min')).toBe('2026-11-01');
    expect(optionalDay(46_327, 'date_min')).toBe('2026-11-01');
    expect(optionalDay('2026-02-28', 'date_min')).toBe('2026-02-28');
    expect(optionalDay('', 'date_min')).toBeUndefined();
    expect(() => optionalDay('2026-02-30', 'date_min')).toThrow(
      'date_min must be a date or text like 2026-11-01',
    );
    expect(() => optionalDay(new Date(Number.NaN), 'date_min')).toThrow('date_min is not a valid date.');
    expect(isoDay(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('reads several days from a range or from text, without duplicates', () => {
    expect(toDays([[new Date(2026, 10, 1), '2026-11-15', '']], 'dates', 5)).toEqual([
      '2026-11-01',
      '2026-11-15',
    ]);
    expect(toDays('2026-11-01, 2026-11-15;2026-11-01', 'dates', 5)).toEqual(['2026-11-01', '2026-11-15']);
    expect(() => toDays([['', '']], 'dates', 5)).toThrow('dates: give at least one date.');
  });

  it('refuses more dates than the service compares, naming the argument', () => {
    expect(() => toDays('2026-11-01, 2026-11-02, 2026-11-03', 'dates', 2)).toThrow(
      'dates: at most 2 dates (got 3).',
    );
  });

  it('refuses a reversed date range with a message that reads the right way round', () => {
    expect(dayRange('2026-11-01', '2026-11-10')).toEqual({ date_min: '2026-11-01', date_max: '2026-11-10' });
    expect(dayRange('', undefined)).toEqual({ date_min: undefined, date_max: undefined });
    expect(() => dayRange('2026-11-10', new Date(2026, 10, 1))).toThrow(
      'date_min (2026-11-10) is after date_max (2026-11-01): swap them.',
    );
  });
});

describe('any cell value', () => {
  const cell: fc.Arbitrary<CellValue> = fc.oneof(
    fc.constantFrom('', null, undefined, '#N/A', '#REF!', 'TRUE', ' 12 ', '2026-13-01'),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ minLength: 1000, maxLength: 1000 }),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.date({ noInvalidDate: false }),
  );
  const arg: fc.Arbitrary<Arg> = fc.oneof(
    cell,
    fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
  );

  it('is read or refused with an ArgumentError, never another exception', () => {
    const parsers: ((value: Arg) => unknown)[] = [
      (v) => toList(v, 'phrases'),
      (v) => toText(v, 'domain'),
      (v) => toInt(v, 'limit', { min: 1, max: 100 }, 10),
      (v) => toBool(v, 'header', true),
      (v) => toChoice(v, 'mode', ['a', 'b'], 'a'),
      (v) => optionalDay(v, 'date_min'),
      (v) => toDays(v, 'dates', 5),
      (v) => dayRange(v, v),
    ];
    fc.assert(
      fc.property(arg, (value) => {
        for (const parse of parsers) {
          try {
            parse(value);
          } catch (error) {
            expect(error).toBeInstanceOf(ArgumentError);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
