import type { Language } from '../../src/shared/i18n/languages';
import { crawlTaskStatus, serpTaskStatus } from '../../src/families/serp/task-status';
import { estimateCost, quotaModel } from '../../src/api/quota';
import { crawlTaskRecordSchema, serpTaskSchema } from '../../src/families/serp/rows';
import {
  checkRequest,
  createParams,
  describeCost,
  newestFirst,
  plannedCall,
  type TaskRequest,
  taskView,
} from '../../src/families/serp/task-model';
import { messageCatalogues } from '../../src/shared/i18n/areas';
import { english, renderWith, type Said } from '../../src/shared/i18n/said';

const model = quotaModel(
  {
    serp_analysis_daily_limit: { limit: 200, usage: 150, extra_limit: 0, hours_to_reset: 30 },
    tools_daily_limit: { limit: 10, usage: 10, extra_limit: 0, hours_to_reset: 3 },
    monitoring_daily_keywords_refreshes: { limit: -1, usage: 1, extra_limit: 0, hours_to_reset: 3 },
  },
  0,
);
const counter = (key: string) => model.counters.find((c) => c.key === key);

describe('task requests', () => {
  it.each<[TaskRequest, RegExp]>([
    [{ kind: 'serp', phrase: '  ', countryId: 1 }, /Enter a phrase/],
    [{ kind: 'top100_crawl', phrases: [], countryId: 1 }, /at least one of the phrases/],
    [
      { kind: 'top100_crawl', phrases: Array.from({ length: 101 }, (_, i) => `p${i}`), countryId: 1 },
      /at most 100 phrases; you gave 101/,
    ],
    [
      { kind: 'urls_crawl', urls: ['https://example.pl/', 'example.pl/blog'] },
      /Not an http\(s\) URL: example.pl\/blog/,
    ],
  ])('refuses %j before the service would', (request, message) => {
    expect(() => checkRequest(request)).toThrow(message);
  });

  it('accepts valid requests', () => {
    expect(() => checkRequest({ kind: 'serp', phrase: 'buty', countryId: 1 })).not.toThrow();
    expect(() => checkRequest({ kind: 'urls_crawl', urls: ['http://a.pl/x'] })).not.toThrow();
  });

  it('estimates a crawl on exactly the body it sends, so the tools key matches the charge', () => {
    const request: TaskRequest = { kind: 'top100_crawl', phrases: ['b', 'a'], countryId: 50 };
    expect(createParams(request)).toEqual({ keywords: ['b', 'a'], country_id: 50 });
    expect(plannedCall(request, false)).toEqual({
      kind: 'tool',
      params: { keywords: ['b', 'a'], country_id: 50 },
      what: 'crawl',
    });
  });
});

/** Said wherever the tools counter is named: keyword statistics spend it, which its name does not tell. */
const TOOLS =
  'Keyword statistics (SEO_KEYWORD_STATS), runs of the URLs tool (SEO_VISIBILITY for many domains, when it fetches them that way), TOP100 and URL crawls and SERP comparisons all draw on this one shared counter.';

describe('cost wording', () => {
  it('a new SERP analysis costs one unit and says what is left', () => {
    const estimate = estimateCost(plannedCall({ kind: 'serp', phrase: 'Buty', countryId: 1 }, false), [], 0);
    expect(describeCost(estimate, counter('serp_analysis_daily_limit'), 'en', english)).toEqual({
      units: 1,
      affordable: true,
      text: 'Costs 1 unit of SERP analysis (50 of 200 left, resets in 30 hours).',
    });
  });

  it('says why it is free in the reader’s language', () => {
    const estimate = estimateCost(plannedCall({ kind: 'serp', phrase: 'Buty', countryId: 1 }, true), [], 0);
    const polish = (message: Said) => renderWith((key) => messageCatalogues.pl[key], 'pl', message);
    expect(describeCost(estimate, undefined, 'pl', polish).text).toBe(
      'Bezpłatnie. Analiza tej frazy już istnieje: bezpłatnie.',
    );
  });

  it('an existing SERP analysis is free', () => {
    const estimate = estimateCost(plannedCall({ kind: 'serp', phrase: 'Buty', countryId: 1 }, true), [], 0);
    expect(describeCost(estimate, counter('serp_analysis_daily_limit'), 'en', english)).toEqual({
      units: 0,
      affordable: true,
      text: 'Free. An analysis of this phrase already exists: free.',
    });
  });

  it('a crawl repeated within 24 h is free and says why, even on an exhausted counter', () => {
    const planned = plannedCall({ kind: 'urls_crawl', urls: ['https://a.pl'] }, false);
    const history = [{ key: estimateCost(planned, [], 0).key!, at: 0 }];
    expect(
      describeCost(
        estimateCost(planned, history, 2 * 3_600_000),
        counter('tools_daily_limit'),
        'en',
        english,
      ),
    ).toEqual({
      units: 0,
      affordable: true,
      text: 'Free. Estimated: the same crawl parameters were charged 2 h ago, and the service charges them once in 24 h, whichever report or formula asks.',
    });
  });

  it('an exhausted counter blocks creation and says when it resets', () => {
    const estimate = estimateCost(plannedCall({ kind: 'urls_crawl', urls: ['https://a.pl'] }, false), [], 0);
    expect(describeCost(estimate, counter('tools_daily_limit'), 'en', english)).toEqual({
      units: 1,
      affordable: false,
      text: `Needs 1 unit of Tools (shared), but 0 are left. Resets in 3 hours. ${TOOLS}`,
    });
  });

  it('an unknown counter does not block', () => {
    const estimate = estimateCost(plannedCall({ kind: 'urls_crawl', urls: ['https://a.pl'] }, false), [], 0);
    expect(describeCost(estimate, undefined, 'en', english)).toMatchObject({
      affordable: true,
      text: `Costs 1 unit of Tools (shared). ${TOOLS}`,
    });
  });
});

/** Warsaw in November: an hour ahead of UTC. */
const WARSAW = { id: 'Europe/Warsaw', offsetMinutes: () => 60 };
const reader = (language: Language) => ({ language, zone: WARSAW });

describe('task list entries', () => {
  const serp = taskView(
    serpTaskStatus(
      serpTaskSchema().parse({
        id: 5,
        data: { keyword: 'buty do biegania' },
        country_id: 1,
        created: Date.parse('2026-11-21T10:00:00Z') / 1000,
        progress: { has_serp_data: true, has_keywords_analysis_data: false },
      }),
    ),
    reader('en'),
  );
  const crawl = taskView(
    crawlTaskStatus(
      'urls_crawl',
      crawlTaskRecordSchema().parse({
        id: 9,
        status: 'waiting',
        created: '2026-11-21T11:00:00Z',
        progress: { all_urls: 4, completed: 1 },
      }),
      9,
    ),
    reader('en'),
  );

  it('a SERP analysis shows its phrase and both flags, ready only with both', () => {
    expect(serp).toEqual({
      kind: 'serp',
      id: 5,
      title: 'buty do biegania · Poland (database 1.0)',
      ready: false,
      createdAt: '2026-11-21T10:00:00.000Z',
      createdText: 'Nov 21, 2026, 11:00 AM UTC+1',
      hasSerpData: true,
      hasKeywordsData: false,
    });
  });

  it('names the market in the reader’s language, each Polish database apart', () => {
    const status = serpTaskStatus(
      serpTaskSchema().parse({ id: 6, data: { keyword: 'kawa' }, country_id: 200, progress: {} }),
    );
    expect(taskView(status, reader('pl')).title).toBe('kawa · Polska (baza 2.0)');
    expect(taskView(status, reader('cs')).title).toBe('kawa · Polsko (databáze 2.0)');
  });

  it('says when it started in the spreadsheet’s zone, labelled, not the browser’s', () => {
    expect(crawl.createdText).toBe('Nov 21, 2026, 12:00 PM UTC+1');
    expect(
      taskView(crawlTaskStatus('urls_crawl', crawlTaskRecordSchema().parse({ id: 9 }), 9), reader('pl'))
        .createdText,
    ).toBe('');
  });

  it('a crawl shows finished/all', () => {
    expect(crawl).toMatchObject({ kind: 'urls_crawl', title: '4 URLs', finished: 1, all: 4, ready: false });
  });

  it('lists newest first', () => {
    expect(newestFirst([serp, crawl]).map((t) => t.id)).toEqual([9, 5]);
  });
});
