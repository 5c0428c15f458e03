import fc from 'fast-check';
import { flatten, toCell, toTable } from '../../src/shared/table';

describe('toTable', () => {
  it('flattens nested keys with dots and arrays into numbered columns in the order first seen, under human names', () => {
    const table = toTable(
      [
        { keyword: 'a', statistics: { position: { current: 3 } }, trend: [1, 2, 3] },
        { keyword: 'b', extra: true },
      ],
      { header: 'en', at: new Date(2026, 0, 15) },
    );
    expect(table).toEqual([
      // trend.1 is last month, the rest back in time; a key the vocabulary lacks is made readable.
      ['Keyword', 'Position', 'Dec 2025', 'Nov 2025', 'Oct 2025', 'Extra'],
      ['a', 3, 1, 2, 3, ''],
      ['b', '', '', '', '', true],
    ]);
  });

  it('keeps empty rows and notes aligned with the input, and can leave out the header', () => {
    const table = toTable([{ a: 1, b: 2 }, undefined, { note: 'Not found.' }], {
      header: null,
      columns: ['a', 'b'],
    });
    expect(table).toEqual([
      [1, 2],
      ['', ''],
      ['Not found.', ''],
    ]);
  });

  it('turns ISO dates into Dates, "12.5%" and percent columns into fractions, and keeps text columns as text', () => {
    const [, row] = toTable(
      [{ day: '2026-11-01', at: '2026-11-01T10:00:00Z', share: '12.5%', ctr: 40, keyword: '50%' }],
      {
        header: 'en',
        percent: ['ctr'],
        text: ['keyword'],
      },
    );
    expect(row[0]).toEqual(new Date(2026, 10, 1));
    expect(row[1]).toEqual(new Date(Date.UTC(2026, 10, 1, 10)));
    expect(row.slice(2)).toEqual([0.125, 0.4, '50%']);
  });

  it('shows a message instead of nothing, and never returns an empty array', () => {
    expect(toTable([], { header: 'en', columns: ['a', 'b'], empty: 'No data.' })).toEqual([
      ['A', 'B'],
      ['No data.', ''],
    ]);
    expect(toTable([], { header: null })).toEqual([['']]);
  });

  it('makes every value a cell Sheets accepts', () => {
    expect(toCell(Number.NaN)).toBe('');
    expect(toCell(null)).toBe('');
    expect(toCell('x'.repeat(60_000))).toHaveLength(50_000);
    expect(flatten({ a: [{ b: 1 }] })).toEqual(new Map([['a.1.b', 1]]));
  });
});

describe('toTable over any rows', () => {
  it('is rectangular, keeps one output row per input row, and holds only cell values', () => {
    const row = fc.oneof(
      fc.constant(undefined),
      fc.record({ note: fc.string() }),
      fc.object({ maxDepth: 2, maxKeys: 5 }),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.boolean(), (rows, header) => {
        const table = toTable(rows, { header: header ? 'en' : null });
        expect(table.length).toBe(Math.max(1, rows.length + (header ? 1 : 0)));
        expect(new Set(table.map((r) => r.length)).size).toBe(1);
        for (const cells of table) {
          for (const c of cells)
            expect(['string', 'number', 'boolean'].includes(typeof c) || c instanceof Date).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('the service’s codes in the document’s words', () => {
  const rows = [
    {
      keyword: 'buty',
      intent: 'transactional',
      serp_features: 'image_thumbs, featured_answer, top_scholar',
      category: 'Style & Fashion',
    },
    { keyword: 'nowe', intent: 'zero_click', serp_features: 'ai_mode, map', category: 'Quantum Gardening' },
  ];

  it('words every code of a coded column, list by list, in the language asked', () => {
    const table = toTable(rows, { header: 'pl', words: () => 'pl' });
    expect(table[1]).toEqual([
      'buty',
      'Transakcyjna',
      'Grafika, Polecany fragment, Artykuły naukowe',
      'Styl i moda',
    ]);
  });

  it('shows a code it does not know as it came, beside the words of those it knows', () => {
    expect(toTable(rows, { header: null, words: () => 'pl' })[1]).toEqual([
      'nowe',
      'zero_click',
      'ai_mode, Mapa (wyniki lokalne)',
      'Quantum Gardening',
    ]);
  });

  it('leaves codes as they came when no language is given, and does not ask for one without a coded value', () => {
    expect(toTable(rows, { header: null })[0][1]).toBe('transactional');
    const asked = jest.fn(() => 'pl' as const);
    toTable([{ keyword: 'a', intent: null }], { header: null, words: asked });
    expect(asked).not.toHaveBeenCalled();
  });
});
