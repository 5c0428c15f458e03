import fc from 'fast-check';
import type { Arg, CellValue } from '../../src/functions/args';
import { normalizePhrase } from '../../src/normalize';
import { userMessage } from '../support/in-english';
import { keywordStats } from '../../src/families/keywords/keyword-stats';
import { type FakeService, fakeService, searchesOf } from './fake-service';

const column = (values: CellValue[]): CellValue[][] => values.map((v) => [v]);

/** 2,000 cells: 1,400 distinct phrases, the rest repeats with other case and spacing. */
function phraseColumn(): string[] {
  const distinct = Array.from({ length: 1400 }, (_, i) => `fraza numer ${i}`);
  const variants = Array.from({ length: 600 }, (_, i) => `  FRAZA   numer ${(i * 7) % 1400} `);
  return [...distinct, ...variants];
}

/** The formula with its arguments; country 1 and a header unless said otherwise. */
function stats(
  service: FakeService,
  phrases: Arg,
  options: Partial<Record<'country_id' | 'header' | 'refresh', Arg>> = {},
) {
  return keywordStats(service.ctx, { phrases, country_id: 1, header: true, refresh: undefined, ...options });
}

describe('keywordStats', () => {
  it('sends ⌈unique / 500⌉ runs and maps every input row back, duplicates included, in input order', () => {
    const service = fakeService();
    const phrases = phraseColumn();
    const table = stats(service, column(phrases));
    expect(service.runs.map((run) => run.length)).toEqual([500, 500, 400]);
    expect(table[0].slice(0, 4)).toEqual(['Keyword', 'Searches', 'CPC', 'Found']);
    expect(table).toHaveLength(phrases.length + 1);
    phrases.forEach((phrase, i) => {
      const searches = searchesOf(normalizePhrase(phrase));
      // The fake service leaves out the phrases it does not know: found FALSE, blank figures.
      const found = searches % 10 !== 0;
      expect(table[i + 1].slice(0, 4)).toEqual(
        found ? [phrase.trim(), searches, searches / 1000, true] : [phrase.trim(), '', '', false],
      );
      expect(table[i + 1].slice(4)).toEqual([...Array(12).fill(found ? searches : ''), '']);
    });
  });

  it('answers a recalculation, a re-ordering and a subset from the cache with no request', () => {
    const service = fakeService();
    const phrases = phraseColumn();
    const first = stats(service, column(phrases), { header: false });
    service.requests.length = 0;
    const again = stats(service, column(phrases), { header: false });
    const reversed = stats(service, column([...phrases].reverse()), { header: false });
    stats(service, column(phrases.slice(10, 20)));
    expect(service.requests).toHaveLength(0);
    expect(again).toEqual(first);
    expect(reversed).toEqual([...first].reverse());
  });

  it('fetches again only when the refresh stamp changes', () => {
    const service = fakeService();
    stats(service, 'kawa', { refresh: 'stamp 1' });
    stats(service, 'kawa', { refresh: 'stamp 1' });
    expect(service.runs).toHaveLength(1);
    service.advance(1);
    stats(service, 'kawa', { refresh: 'stamp 2' });
    expect(service.runs).toHaveLength(2);
  });

  it('turns a service failure into one readable message, with no request detail or token', () => {
    const service = fakeService();
    service.failWith = { status: 403, headers: {}, body: JSON.stringify({ success: false, message: '' }) };
    let message = '';
    try {
      stats(service, 'kawa');
    } catch (error) {
      message = userMessage(error);
    }
    expect(message).toMatch(/API access/i);
    expect(message).not.toMatch(/token|Bearer|\n|at /);
  });

  it('refuses more new phrases than fit in a formula, pointing to the report launcher', () => {
    const service = fakeService();
    const phrases = Array.from({ length: 5001 }, (_, i) => [`p${i}`]);
    expect(() => stats(service, phrases)).toThrow(
      /5001 phrases to look up is too large for a formula .* Run a report/,
    );
    expect(service.requests).toHaveLength(0);
  });

  const cell: fc.Arbitrary<CellValue> = fc.oneof(
    fc.constant(''),
    fc.constant(null),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ minLength: 990, maxLength: 1000 }),
    fc.double({ noNaN: false }),
    fc.integer(),
    fc.boolean(),
    fc.date({ noInvalidDate: false }),
    fc.constantFrom('#N/A', '#REF!', '#VALUE!', '#DIV/0!', '#ERROR!'),
  );

  it('returns one aligned row per input cell for any cell values, or a readable argument error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          cell,
          fc.array(cell, { minLength: 1, maxLength: 60 }).map(column),
          fc.array(cell, { minLength: 1, maxLength: 5 }).map((row) => [row]),
        ),
        fc.boolean(),
        (phrases, header) => {
          const service = fakeService();
          const table = stats(service, phrases, { country_id: undefined, header });
          const cells = Array.isArray(phrases) ? phrases.flat() : [phrases];
          expect(table).toHaveLength(cells.length + (header ? 1 : 0));
          expect(new Set(table.map((row) => row.length))).toEqual(new Set([17]));
          const isBlank = (input: unknown) =>
            input === '' ||
            input === null ||
            input === undefined ||
            (typeof input === 'string' && !input.trim());
          // A range with nothing in it says so in its first row.
          const empty = cells.every(isBlank);
          table.slice(header ? 1 : 0).forEach((row, i) => {
            if (empty && i === 0) expect(row[0]).toMatchObject({ key: 'note.emptyPhrases' });
            else if (isBlank(cells[i])) expect(row.every((c) => c === '')).toBe(true);
            else expect(row[0]).not.toBe('');
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a 5000×3 block with its size, before any request', () => {
    const service = fakeService();
    const block = Array.from({ length: 5000 }, (_, i) => [`a${i}`, i, true]);
    expect(() => stats(service, block)).toThrow(
      'phrases: use one column or one row of cells (the range is 5000×3).',
    );
    expect(service.requests).toHaveLength(0);
  });
});
