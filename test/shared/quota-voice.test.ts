import { english } from '../../src/shared/i18n/said';
import { costText, quotaVoice, resetsIn, usedUpSaid } from '../../src/shared/quota-wording';

const usedUpText = (...args: Parameters<typeof usedUpSaid>) => english(usedUpSaid(...args));

const en = quotaVoice('en');

const TOOLS =
  'Keyword statistics (SEO_KEYWORD_STATS), runs of the URLs tool (SEO_VISIBILITY for many domains, when it fetches them that way), TOP100 and URL crawls and SERP comparisons all draw on this one shared counter.';

describe('quota in one voice', () => {
  it('says when a counter resets in hours or days, never "427 h"', () => {
    expect(resetsIn(427, en)).toBe('in 18 days');
    expect(resetsIn(48, en)).toBe('in 48 hours');
    expect(resetsIn(1, en)).toBe('in 1 hour');
    expect(resetsIn(0.2, en)).toBe('in less than an hour');
  });

  it('words a used-up counter by its name, and says what the tools counter covers', () => {
    expect(usedUpText('visibility_analysis_queries_per_day', 100, 427)).toBe(
      'The account’s Visibility analysis quota is used up (limit 100). It resets in 18 days.',
    );
    expect(usedUpText('tools_daily_limit', undefined, null)).toBe(
      `The account’s Tools (shared) quota is used up. Data already fetched stays available from the cache. ${TOOLS}`,
    );
    expect(usedUpText(undefined)).toBe(
      'The account’s quota is used up. Data already fetched stays available from the cache.',
    );
  });

  it('words a cost the same way in the task centre and the launcher', () => {
    const cost = { units: 2, counter: 'visibility_analysis_queries_per_day', hoursToReset: 427 };
    expect(costText({ ...cost, left: 5, limit: 10 }, en)).toEqual({
      text: 'Costs 2 units of Visibility analysis (5 of 10 left, resets in 18 days).',
      affordable: true,
    });
    expect(costText({ ...cost, left: 5 }, en, 'upTo').text).toBe(
      'Up to 2 units of Visibility analysis (5 left, resets in 18 days).',
    );
    expect(costText({ ...cost, left: 1 }, en)).toEqual({
      text: 'Needs 2 units of Visibility analysis, but 1 is left. Resets in 18 days.',
      affordable: false,
    });
    expect(
      costText({ units: 1, counter: 'tools_daily_limit', left: null, hoursToReset: null }, en).text,
    ).toBe(`Costs 1 unit of Tools (shared). ${TOOLS}`);
  });
});
