/**
 * A waiting SEO_SERP cell's estimate: counted down from the task's age, never "about 1 min" for ever, and
 * written so that the re-entry pass still recognises it in every language.
 */
import { serpEstimate } from '../../src/families/serp/formulas';
import type { SerpTask } from '../../src/families/serp/rows';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { render } from '../../src/shared/i18n/said';
import { awaitedTask, runningStatus, runningStatuses } from '../../src/families/serp/waiting';

const CREATED = Date.UTC(2026, 10, 21, 10, 0);
const task = (serp: boolean): SerpTask =>
  ({
    id: 5001,
    keyword: 'rower miejski',
    status: 'crawling',
    created_at: new Date(CREATED).toISOString(),
    progress: { has_serp_data: serp, has_keywords_analysis_data: false },
  }) as SerpTask;
const at = (minutes: number) => CREATED + minutes * 60_000;

describe('serpEstimate', () => {
  it('counts down from the task’s age, the flags capping it', () => {
    expect(serpEstimate(task(false), at(0))).toEqual({ left: 3 });
    expect(serpEstimate(task(true), at(1))).toEqual({ left: 2 });
    expect(serpEstimate(task(true), at(2.5))).toEqual({ left: 1 });
    expect(serpEstimate(task(true), at(4.5))).toEqual({ left: 1 });
  });

  it('past the usual time, says how long it has been running instead of "about 1 min" for ever', () => {
    expect(serpEstimate(task(true), at(5))).toEqual({ running: 5 });
    expect(serpEstimate(task(true), at(42.9))).toEqual({ running: 42 });
  });

  it('an age no run takes (a refreshed analysis, clocks that disagree) is not read as one', () => {
    expect(serpEstimate(task(true), at(32 * 24 * 60))).toEqual({ left: 2 });
    expect(serpEstimate(task(false), at(-10))).toEqual({ left: 3 });
  });
});

describe('the status as written into a cell', () => {
  it.each(LANGUAGES)(
    'in %s, both forms are recognised by the re-entry pass, with the check time',
    (language) => {
      for (const estimate of [{ left: 2 }, { running: 7 }]) {
        const text = render(language, runningStatus(estimate, '10:07 UTC+1'));
        expect(text).toContain('10:07 UTC+1');
        const cell = { sheet: 'S', row: 1, column: 1, formula: '=SEO_SERP("x")', shown: [[text, 5001]] };
        expect(awaitedTask(cell, runningStatuses(render))).toBe(5001);
      }
    },
  );
});
