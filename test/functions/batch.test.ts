import fc from 'fast-check';
import type { ListItem } from '../../src/functions/args';
import { batches, planRows } from '../../src/functions/batch';
import { normalizeDomain, normalizePhrase } from '../../src/normalize';
import { english } from '../../src/shared/i18n/said';

const text = (t: string): ListItem => ({ kind: 'text', text: t });

describe('batching', () => {
  it('normalizes phrases and domains as the service keys them', () => {
    expect(normalizePhrase('  Buty\u00a0 do\tBiegania ')).toBe('buty do biegania');
    expect(normalizePhrase('z\u0307ółw')).toBe('żółw');
    expect(normalizeDomain('HTTPS://www.Example.pl/path?q=1')).toBe('example.pl');
  });

  it('keeps the path of a domain when the fetch mode asks about a section or a URL', () => {
    expect(normalizeDomain('HTTPS://www.Example.pl/Oferta/karimata/?q=1', true)).toBe(
      'example.pl/oferta/karimata',
    );
    expect(normalizeDomain('example.pl', true)).toBe('example.pl');
  });

  it('maps every row, duplicates included, to a unique key; cell errors and long phrases keep their input and say why', () => {
    const plan = planRows(
      [
        text('Buty'),
        { kind: 'blank' },
        text('buty '),
        { kind: 'error', value: '#N/A' },
        text('x'.repeat(201)),
        text('kawa'),
      ],
      normalizePhrase,
      200,
    );
    expect(plan.unique).toEqual(['buty', 'kawa']);
    const words = plan.rows.map((row) =>
      'refused' in row ? { input: row.input, refused: english(row.refused) } : row,
    );
    expect(words).toEqual([
      { key: 'buty' },
      { blank: true },
      { key: 'buty' },
      { input: '#N/A', refused: 'The input cell holds #N/A.' },
      { input: 'x'.repeat(201), refused: 'Longer than 200 characters: not looked up.' },
      { key: 'kawa' },
    ]);
  });

  it('cuts sorted batches of at most the size, so input order does not change the runs', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 1200 }),
        fc.integer({ min: 1, max: 500 }),
        (keys, size) => {
          const runs = batches(keys, size);
          expect(runs.flat().sort()).toEqual([...keys].sort());
          expect(runs.every((run) => run.length <= size && run.length > 0)).toBe(true);
          expect(batches([...keys].reverse(), size)).toEqual(runs);
        },
      ),
      { numRuns: 50 },
    );
  });
});
