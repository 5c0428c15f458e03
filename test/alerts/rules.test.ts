/**
 * The alert rules over two consecutive runs, as plain code: what each finds (a change of state, once), what a
 * table cut by its row limit cannot tell, the limits of a filter and searches, and the rules a report's rows
 * can be watched by. Through the bundle: test/alerts/emulator.test.ts.
 */
import { gzipSync } from 'node:zlib';
import { type Observed, observe, packObserved, unpackObserved } from '../../src/alerts/observed';
import { fitting, type Offer } from '../../src/alerts/offer';
import { evaluate, type Fired, readRules, type Rule } from '../../src/alerts/rules';
import { english } from '../../src/shared/i18n/said';

const PHRASES: Offer = {
  subject: 'phrase',
  key: 'keyword',
  position: 'position',
  url: 'url',
  searches: 'searches',
};
const DOMAINS: Offer = { subject: 'domain', key: 'domain', visibility: 'visibility', own: true };
const HEADER = ['keyword', 'position', 'url', 'searches'];

/** A run's table of phrases: [phrase, position, url?, searches?]. */
function run(rows: [string, number | '', string?, number?][], cutBy = false, at = 1): Observed {
  return observe(
    PHRASES,
    { header: HEADER, rows: rows.map(([k, p, u, s]) => [k, p, u ?? `https://example.pl/${k}`, s ?? 100]) },
    { of: 'positions', at, cutBy },
  );
}

const found = (fired: Fired[]) =>
  fired.map((f) => [f.rule.kind, f.way, f.findings.map((x) => `${x.text} ${x.from}→${x.to}`)]);

describe('rules over two runs', () => {
  const before = run([
    ['rower', 8],
    ['kask', 12],
    ['pompka', 3],
    ['siodełko', 40],
    ['dzwonek', 55],
  ]);
  const after = run([
    ['rower', 14],
    ['kask', 9],
    ['pompka', 2],
    ['siodełko', 30],
    ['lampka', 7],
  ]);

  it('top: enter and leave the TOP10, a phrase new to the table entering, one gone from it leaving nothing it was not in', () => {
    const rules: Rule[] = [{ kind: 'top', top: 10, direction: 'either' }];
    expect(found(evaluate(rules, PHRASES, before, after))).toEqual([
      ['top', 'up', ['kask 12→9', 'lampka null→7']],
      ['top', 'down', ['rower 8→14']],
    ]);
    // The same positions again: nothing changed state, nothing is found.
    expect(evaluate(rules, PHRASES, after, after)).toEqual([]);
  });

  it('move: places up or down for phrases ranking in both runs', () => {
    const up: Rule[] = [{ kind: 'move', places: 5, direction: 'up' }];
    expect(found(evaluate(up, PHRASES, before, after))).toEqual([['move', 'up', ['siodełko 40→30']]]);
    const either: Rule[] = [{ kind: 'move', places: 3, direction: 'either' }];
    expect(found(evaluate(either, PHRASES, before, after))).toEqual([
      ['move', 'up', ['kask 12→9', 'siodełko 40→30']],
      ['move', 'down', ['rower 8→14']],
    ]);
  });

  it('a table cut by its row limit: a phrase missing from it ranks past its last row, where no TOP is told', () => {
    // Cut at position 12: a phrase missing from it ranks 12 or worse, outside the TOP10 but maybe in the TOP50.
    const cut = run(
      [
        ['rower', 8],
        ['kask', 12],
      ],
      true,
    );
    const top10: Rule[] = [{ kind: 'top', top: 10, direction: 'either' }];
    const top50: Rule[] = [{ kind: 'top', top: 50, direction: 'either' }];
    // Ranked at 3 before and missing from a table cut at 12: it ranks 12 or worse now.
    expect(found(evaluate(top10, PHRASES, before, cut))).toEqual([['top', 'down', ['pompka 3→null']]]);
    expect(found(evaluate(top10, PHRASES, cut, after))).toEqual([
      ['top', 'up', ['kask 12→9', 'lampka null→7', 'pompka null→2']],
      ['top', 'down', ['rower 8→14']],
    ]);
    expect(found(evaluate(top50, PHRASES, cut, after))).toEqual([]);
  });

  it('limits: a filter on the rows’ own fields, and searches at least', () => {
    const rules: Rule[] = [
      { kind: 'top', top: 10, direction: 'enter', filter: 'keyword contains ka' },
      { kind: 'top', top: 10, direction: 'leave', minSearches: 500 },
    ];
    expect(found(evaluate(rules, PHRASES, before, after))).toEqual([
      ['top', 'up', ['kask 12→9', 'lampka null→7']],
    ]);
  });

  it('cannibalization: a phrase newly ranking with two pages of the domain', () => {
    const one = run([['rower', 4, 'https://example.pl/a']]);
    const two = run([
      ['rower', 4, 'https://example.pl/a'],
      ['rower', 9, 'https://example.pl/b'],
    ]);
    const rules: Rule[] = [{ kind: 'cannibalization' }];
    expect(found(evaluate(rules, PHRASES, one, two))).toEqual([['cannibalization', 'up', ['rower 1→2']]]);
    expect(evaluate(rules, PHRASES, two, two)).toEqual([]);
  });

  it('visibility and a competitor overtaking the domain', () => {
    const table = (rows: [string, number][], own: number) =>
      observe(
        DOMAINS,
        { header: ['domain', 'visibility'], rows },
        { of: 'c', at: 1, cutBy: false, aside: { visibility: own } },
      );
    const was = table(
      [
        ['a.pl', 90],
        ['b.pl', 120],
      ],
      100,
    );
    const is = table(
      [
        ['a.pl', 110],
        ['b.pl', 130],
      ],
      95,
    );
    expect(found(evaluate([{ kind: 'competitor' }], DOMAINS, was, is))).toEqual([
      ['competitor', 'up', ['a.pl 90→110']],
    ]);
    expect(
      found(evaluate([{ kind: 'visibility', percent: 20, direction: 'either' }], DOMAINS, was, is)),
    ).toEqual([['visibility', 'up', ['a.pl 90→110']]]);
  });
});

describe('reading rules', () => {
  it('keeps a rule’s own fields, and refuses one that does not fit the report or cannot be read', () => {
    expect(
      readRules([{ kind: 'top', top: 10, direction: 'leave', extra: 1, minSearches: 100 }], PHRASES, '.'),
    ).toEqual([{ kind: 'top', top: 10, direction: 'leave', minSearches: 100 }]);
    const refused = (rules: unknown, offer: Offer = PHRASES) => {
      try {
        readRules(rules, offer, '.');
      } catch (error) {
        return english((error as { said: Parameters<typeof english>[0] }).said);
      }
      return null;
    };
    expect(refused([{ kind: 'top', top: 20, direction: 'leave' }])).toBe(
      'Alert rule 1: “top” must be one of: 3, 10, 50.',
    );
    expect(refused([{ kind: 'competitor' }])).toBe(
      'Alert rule 1: it does not fit this report: its rows do not carry what it compares.',
    );
    expect(refused([{ kind: 'top', top: 3, direction: 'enter', filter: 'position<=x' }])).toMatch(
      /^Alert rule 1: cannot read "position<=x": after "<=" a number is needed/,
    );
    expect(
      refused([{ kind: 'visibility', percent: 10, direction: 'up', minSearches: 5 }], { ...DOMAINS }),
    ).toBe('Alert rule 1: this report’s rows have no searches to hold to a minimum.');
  });

  it('offers each report the rules its rows can be watched by', () => {
    expect(fitting(PHRASES)).toEqual(['top', 'move', 'cannibalization']);
    expect(fitting(DOMAINS)).toEqual(['visibility', 'competitor']);
    expect(fitting({ ...PHRASES, cited: 'cited' })).toContain('aio');
    expect(fitting(undefined)).toEqual([]);
  });
});

describe('what a run keeps for the next', () => {
  it('packs and unpacks the same observations', () => {
    const observed = run([
      ['rower', 8],
      ['rower', 12, 'https://example.pl/other'],
      ['kask', ''],
    ]);
    expect(unpackObserved(packObserved(observed))).toEqual(observed);
  });

  it('keeps a 20,000-phrase run in a few hundred kilobytes once compressed, as the hidden sheet holds it', () => {
    const rows = Array.from({ length: 20_000 }, (_, i): [string, number, string, number] => [
      `fraza testowa numer ${i}`,
      1 + (i % 100),
      `https://example.pl/kategoria/produkt-${i}`,
      i * 7,
    ]);
    const packed = gzipSync(packObserved(run(rows))).toString('base64');
    // About 7 cells of 45,000 characters: no property store could hold it beside the rest of the document.
    expect(packed.length).toBeLessThan(400_000);
  });
});
