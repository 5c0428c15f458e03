import type { FormulaCell } from '../../src/platform/formula-cells';
import { planRefresh } from '../../src/registry/refresh-all';

const cell = (sheet: string, formula: string): FormulaCell => ({
  sheet,
  row: 1,
  column: 1,
  formula,
  shown: [],
});

describe('planRefresh', () => {
  it('counts the most each formula may charge: a unit per domain of a range, a run per 500 phrases, a unit per list', () => {
    const counted: string[] = [];
    const plan = planRefresh(
      [
        cell('Domains', '=SEO_VISIBILITY(A2:A50)'),
        cell('Phrases', "=SEO_KEYWORD_STATS('All phrases'!A:A, 200)"),
        cell('Phrases', '=seo_positions("example.pl", 100)'),
        cell('Phrases', '=SEO_KEYWORDS("buty")'),
        cell('Phrases', '=SEO_LIMITS()'),
        cell('Phrases', '=SEO_SERP("buty zimowe")'),
        // Only reads the stamp cell: found by the text search, not a formula of ours.
        cell('Phrases', '=SEO_REFRESH+1'),
      ],
      (sheet, reference) => {
        counted.push(`${sheet} ${reference}`);
        return reference === 'A2:A50' ? 12 : 1001;
      },
    );
    expect(counted).toEqual(['Domains A2:A50', "Phrases 'All phrases'!A:A"]);
    expect(plan.cells).toHaveLength(6);
    expect(plan.units).toEqual({
      visibility_analysis_queries_per_day: 13,
      tools_daily_limit: 3,
      keywords_analysis_queries_per_day: 1,
    });
    expect(plan.message).toBe(
      'Refresh 6 SEO_* formulas on 2 sheets? Answers still fresh come from the cache at no cost. ' +
        'Answers older than their freshness in Settings are fetched again: at most 13 units of Visibility analysis, ' +
        '3 units of Tools (shared), 1 unit of Keyword database.',
    );
  });

  it('takes a literal first argument as one input, and says when nothing charges or nothing is there', () => {
    expect(planRefresh([cell('S', '=SEO_VISIBILITY("example.pl")')], () => 99).units).toEqual({
      visibility_analysis_queries_per_day: 1,
    });
    expect(planRefresh([cell('S', '=SEO_COUNTRIES()')], () => null).message).toBe(
      'Refresh 1 SEO_* formula on 1 sheet? Answers still fresh come from the cache at no cost. None of them charges quota.',
    );
    expect(planRefresh([], () => null).message).toBe('This document has no SEO_* formulas to refresh.');
  });

  it('names the counter each SEO_VISIBILITY refresh would draw on, the way it would be fetched now', () => {
    const asked: [number, string][] = [];
    const plan = planRefresh(
      [
        cell('Domains', '=SEO_VISIBILITY(A2:A201)'),
        cell('Domains', '=SEO_VISIBILITY(B2:B3, 200, , , , "visibility, domain_rank")'),
      ],
      (_sheet, reference) => (reference === 'A2:A201' ? 200 : 2),
      'en',
      (inputs, args) => {
        asked.push([inputs, args]);
        return args.includes('domain_rank')
          ? { counter: 'visibility_analysis_queries_per_day', units: inputs }
          : { counter: 'tools_daily_limit', units: 1 };
      },
    );
    expect(asked).toEqual([
      [200, 'A2:A201'],
      [2, 'B2:B3, 200, , , , "visibility, domain_rank"'],
    ]);
    expect(plan.units).toEqual({ tools_daily_limit: 1, visibility_analysis_queries_per_day: 2 });
    expect(plan.message).toContain('at most 1 unit of Tools (shared), 2 units of Visibility analysis.');
  });
});
