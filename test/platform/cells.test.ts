/** The one cell writer's rule: every string goes in as text, everything else typed as it is. */
import { asWritten } from '../../src/platform/cells';

describe('asWritten', () => {
  it('quotes every string, so Sheets reads none as a formula, number, date or boolean', () => {
    for (const text of [
      '=IMPORTXML("http://evil.example/", "//a")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      ' =X()',
      '2024',
      '1/2',
      'TRUE',
      'buty',
    ])
      expect(asWritten(text)).toBe(`'${text}`);
    // A stranger's own apostrophe stays: Sheets takes the first one as the marker.
    expect(asWritten("'tis")).toBe("''tis");
  });

  it('keeps numbers (negative ones too), booleans and dates typed, and blanks blank', () => {
    const day = new Date(2026, 0, 5);
    expect([-5, 0.25, true, false, day, '', null, undefined].map(asWritten)).toEqual([
      -5,
      0.25,
      true,
      false,
      day,
      '',
      '',
      '',
    ]);
  });
});
