/** Report definitions over a fake service: what they send and what rows they find. */
import { apiSource } from '../../src/api/source';
import type { ApiClient } from '../../src/api/client';
import type { HttpRequest } from '../../src/api/transport';
import { REPORTS, reportDefinition, type RunContext } from '../../src/registry/reports';
import { invalidParams } from '../../src/reports/params';
import { launchDefaults, reportCatalog } from '../../src/registry/launcher';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { words } from '../../src/reports/words';
import { english, said } from '../../src/shared/i18n/said';

const invalid = (...args: Parameters<typeof invalidParams>) => invalidParams(...args).map(english);
import { fakeClient, ok } from '../api/fakes';
import type { DomainWays } from '../../src/families/visibility/ways';

/** Reports other than domain statistics never ask for its ways. */
const NO_WAYS: DomainWays = {
  choose: () => {
    throw new Error('not a domain-statistics report');
  },
  fetch: () => [],
};

const NOW = Date.UTC(2026, 10, 21, 12);
/** The reference's answer: positions keyed by date, 0 on a day the phrase did not rank. */
const HISTORY = {
  history_positions: {
    '2026-11-19': { position: 4, has_serp: false },
    '2026-11-20': { position: 0, has_serp: false },
    '2026-11-21': { position: 3, has_serp: true },
  },
};
const ROWS = [
  { date: '2026-11-19', position: 4 },
  { date: '2026-11-20', position: null },
  { date: '2026-11-21', position: 3 },
];

/** The service keys phrases normalized and matches "eq" exactly, as the real one does. */
function positionsService() {
  return fakeClient((request: HttpRequest) => {
    const body = JSON.parse(request.payload ?? '{}');
    if (request.url.includes('/positions/getData')) {
      const wanted = body.filtering?.[0]?.filters?.[0]?.value;
      const rows =
        wanted === 'buty trekkingowe'
          ? [{ keyword_id: 42, keyword: 'buty trekkingowe', statistics: { position: { current: 3 } } }]
          : [];
      const pagination = {
        page_count: 1,
        current_page: 1,
        has_next_page: false,
        count: rows.length,
        limit: 1,
      };
      return ok(rows, pagination);
    }
    if (request.url.includes('/positions/getKeywordHistory'))
      return ok(body.keyword_id === 42 ? HISTORY : { history_positions: {} });
    throw new Error(`unexpected ${request.url}`);
  });
}

/** The warehouse's part of a run's context, which these reports never read. */
const NO_WAREHOUSE = {
  warehouse: () => {
    throw new Error('no warehouse here');
  },
  reportIdOf: (sheet: string) => sheet,
};

/** A report run's context over the API's door to `client`, a row limit of 100, in English. */
const reportContext = (client: ApiClient): RunContext => ({
  ...NO_WAREHOUSE,
  source: apiSource(() => client),
  now: NOW,
  history: [],
  rowLimit: 100,
  readPhrases: () => [],
  ways: NO_WAYS,
  language: 'en',
});

describe('keyword_history report', () => {
  it.each(['buty trekkingowe', 'Buty  trekkingowe', ' BUTY trekkingowe '])(
    'finds the history of "%s" as the formula does',
    (keyword) => {
      const { client, transport } = positionsService();
      const definition = reportDefinition('keyword_history');
      const params = { domain: 'example.pl', keyword, country_id: 1 };
      const source = definition.source(params, reportContext(client));
      const chunk = source.fetch({ page: 1, batch: 0 }, 100);
      expect(chunk.rows).toEqual(ROWS);
      const lookup = JSON.parse(transport.requests[0].payload ?? '{}');
      expect(lookup.filtering[0].filters[0]).toEqual({
        key: 'keyword',
        match: 'eq',
        value: 'buty trekkingowe',
        type: 'string',
      });
    },
  );

  it('writes no rows when the domain does not rank for the phrase', () => {
    const { client, transport } = positionsService();
    const source = reportDefinition('keyword_history').source(
      { domain: 'example.pl', keyword: 'kask rowerowy' },
      reportContext(client),
    );
    expect(source.fetch({ page: 1, batch: 0 }, 100).rows).toEqual([]);
    expect(transport.requests).toHaveLength(1);
  });
});

describe('visibility_history report', () => {
  /** The live service: daily points under a segment, though weekly ones were asked. */
  const daily = (segment: string) => ({
    main_domain: true,
    data: {
      [segment]: {
        visibility: { '2026-11-19': 10, '2026-11-20': 11, '2026-11-21': '12.5' },
        keywords_top10: { '2026-11-19': 3, '2026-11-20': 3, '2026-11-21': 4 },
      },
      my_brand: { visibility: [] },
    },
  });
  const run = (params: Record<string, string | number>) => {
    const { client, transport } = fakeClient(() => ok([daily('non_brand')]));
    const source = reportDefinition('visibility_history').source(
      { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, ...params },
      reportContext(client),
    );
    return { chunk: source.fetch({ page: 1, batch: 0 }, 100), transport };
  };

  it('keeps the points as they came, in the formula’s columns, and tells the sheet’s note they are daily', () => {
    const { chunk, transport } = run({ date_interval: 'weekly', segment: 'non_brand' });
    expect(chunk.rows.map((row) => [row.date, row.visibility, row.top10, row.efficiency_top10])).toEqual([
      ['2026-11-19', 10, 3, null],
      ['2026-11-20', 11, 3, null],
      ['2026-11-21', 12.5, 4, null],
    ]);
    expect(chunk.notice && english(chunk.notice)).toBe(
      'The interval asked was "weekly", but the service sent "daily" points; they are shown as sent.',
    );
    // The segment is picked from the answer: the service answers every segment at once.
    expect(transport.requests[0].url).not.toContain('segment');
  });

  it('says nothing when the points are spaced as asked; a segment without points has no rows', () => {
    expect(run({ date_interval: 'daily', segment: 'non_brand' }).chunk.notice).toBeUndefined();
    expect(run({ date_interval: 'daily', segment: 'my_brand' }).chunk.rows).toEqual([]);
  });
});

/** A connection that offers every report (the API). */
const EVERY_REPORT = { offers: () => true };

describe('launcher pickers in words', () => {
  it.each(LANGUAGES)(
    'in %s, every choice of every report is offered as a word, the value kept for the service',
    (language) => {
      for (const report of reportCatalog(language, EVERY_REPORT, true))
        for (const param of report.params.filter((p) => p.kind === 'choice')) {
          expect(param.choiceLabels).toHaveLength(param.choices?.length ?? -1);
          for (const label of param.choiceLabels ?? []) expect(label.trim()).not.toBe('');
        }
      const positions = reportCatalog(language, EVERY_REPORT, true).find((r) => r.id === 'positions');
      const fetchMode = positions?.params.find((p) => p.name === 'fetch_mode');
      expect(fetchMode?.choices).toEqual(['topLevelDomain', 'subdomain', 'catalog', 'url']);
      // Words, not the API's camel-case values.
      for (const label of fetchMode?.choiceLabels ?? []) expect(label).not.toMatch(/^[a-z]+[A-Z]/);
    },
  );

  it('says "Whole domain" in English and "Cała domena" in Polish', () => {
    const fetchMode = (language: Language) =>
      reportCatalog(language, EVERY_REPORT, true)
        .find((r) => r.id === 'positions')
        ?.params.find((p) => p.name === 'fetch_mode')?.choiceLabels;
    expect(fetchMode('en')).toEqual([
      'Whole domain',
      'Subdomain (a host)',
      'Directory (a path)',
      'Single URL',
    ]);
    expect(fetchMode('pl')?.[0]).toBe('Cała domena');
  });
});

describe('launcher parameters checked before anything is sent', () => {
  const positions = reportDefinition('positions');
  const keywordsReport = reportDefinition('keywords');

  it('offers a Filter field where the user may filter, not where the report fixes one', () => {
    expect(positions.params.map((p) => p.name)).toContain('filter');
    expect(reportDefinition('position_distribution').params.map((p) => p.name)).not.toContain('filter');
  });

  it('every report that takes a filter declares its keys, and refuses any other before a cost check', () => {
    const filtered = REPORTS.flatMap((r) =>
      r.params.filter((p) => p.kind === 'filter').map((p) => ({ id: r.id, keys: p.keys?.length })),
    );
    expect(filtered.length).toBeGreaterThan(5);
    for (const { id, keys } of filtered) expect({ id, keys }).toEqual({ id, keys: expect.any(Number) });
    expect(
      invalid(positions.params, { domain: 'example.pl', filter: 'postion<=10' }, words('en'), 'en'),
    ).toEqual([
      'Filter (optional): cannot read "postion<=10": "postion" is not a key this report filters on (did you mean "position"?); it takes keyword, url, position, searches, cpc. ' +
        english(said('filter.syntax')),
    ]);
    const competitors = reportDefinition('competitors').params;
    expect(
      invalid(competitors, { domain: 'example.pl', filter: 'position<=10' }, words('en'), 'en')[0],
    ).toContain('it takes domain, common_keywords, visibility');
  });

  it('filters the characteristics report on its buckets and their phrase counts, as the service names them', () => {
    const characteristics = reportDefinition('characteristics');
    expect(
      invalid(
        characteristics.params,
        { domain: 'example.pl', filter: 'characteristic=position' },
        words('en'),
        'en',
      )[0],
    ).toContain('it takes key, count');
    const { client, transport } = fakeClient(() => ok([{ key: '2', count: 40 }]));
    characteristics
      .source(
        {
          domain: 'example.pl',
          fetch_mode: 'topLevelDomain',
          characteristics: 'words_count',
          filter: 'count>=10',
        },
        reportContext(client),
      )
      .fetch({ page: 1, batch: 0 }, 100);
    expect(JSON.parse(String(transport.requests[0].payload)).filtering).toEqual([
      { filters: [{ key: 'count', match: 'gte', value: '10', type: 'number' }] },
    ]);
  });

  it('reads a filter’s numbers as the document writes them: "1,5" in Polish, refused with the fix in English', () => {
    expect(invalid(positions.params, { domain: 'example.pl', filter: 'cpc>1,5' }, words('pl'), 'pl')).toEqual(
      [],
    );
    expect(
      invalid(positions.params, { domain: 'example.pl', filter: 'cpc>1,5' }, words('en'), 'en')[0],
    ).toContain('write 1.5 for a decimal or 15 for a whole number');
  });

  it('names each field at fault: a filter it cannot read, a domain that is not one, a seed that is neither', () => {
    expect(
      invalidParams(
        positions.params,
        { domain: 'example.pl', filter: 'position<=3 and searches>100' },
        words('en'),
        'en',
      ),
    ).toEqual([]);
    expect(
      invalid(positions.params, { domain: 'exmaple,pl', filter: 'position >> 3' }, words('en'), 'en'),
    ).toEqual([
      'Domain: "exmaple,pl" is not a domain: a comma where a dot belongs? (exmaple.pl).',
      expect.stringMatching(
        /^Filter \(optional\): cannot read "position >> 3": after ">" a number is needed/,
      ),
    ]);
    expect(
      invalid(positions.params, { domain: 'example.pl/a', fetch_mode: 'url' }, words('en'), 'en'),
    ).toEqual([]);
    expect(
      invalid(keywordsReport.params, { keyword: 'buty do biegania', mode: 'keyword' }, words('en'), 'en'),
    ).toEqual([]);
    expect(
      invalid(keywordsReport.params, { keyword: 'buty do biegania', mode: 'domain' }, words('en'), 'en'),
    ).toEqual(['Seed: "buty do biegania" is not a domain: it has spaces (a phrase?).']);
  });
});

describe('domain_statistics report', () => {
  const definition = reportDefinition('domain_statistics');
  const params = { domain: 'https://www.Example.pl/', fetch_mode: 'topLevelDomain', country_id: 200 };

  /** Ways that always choose `way`, with figures as that way gives them, remembering what was asked. */
  function ways(way: 'perDomain' | 'bulk'): DomainWays & { asked: string[][] } {
    const asked: string[][] = [];
    return {
      asked,
      choose: (missing) => ({
        way,
        counter: way === 'bulk' ? 'tools_daily_limit' : 'visibility_analysis_queries_per_day',
        units: missing,
        reason: way === 'bulk' ? 'spent' : 'few',
        spent: false,
      }),
      fetch: (domains) => {
        asked.push([...domains]);
        const metrics: Record<string, number> =
          way === 'bulk' ? { visibility: 9 } : { visibility: 9, domain_rank: 3, ai_overview_keywords: 0 };
        return [{ ok: true, value: way === 'bulk' ? { metrics, via: 'bulk' } : { metrics } }];
      },
    };
  }
  const ctx = (w: DomainWays) => ({
    ...NO_WAREHOUSE,
    source: apiSource(() => fakeClient(() => ok({})).client),
    now: NOW,
    history: [],
    rowLimit: 1,
    readPhrases: () => [],
    ways: w,
    language: 'en' as const,
  });

  it('the dashboard, as a rule: a visibility unit, every figure', () => {
    const dashboard = ways('perDomain');
    expect(definition.estimate(params, ctx(dashboard))).toMatchObject({
      counter: 'visibility_analysis_queries_per_day',
      units: 1,
    });
    const chunk = definition.source(params, ctx(dashboard)).fetch({ page: 1, batch: 0 }, 1);
    expect(dashboard.asked).toEqual([['example.pl']]);
    expect(chunk.rows[0]).toMatchObject({ domain: 'example.pl', visibility: 9, domain_rank: 3 });
    expect(chunk.notice).toBeUndefined();
  });

  it('AI Overview figures of a market without AI Overview data: blank, never 0, and the note says where it is', () => {
    const chunk = definition
      .source({ ...params, country_id: 1 }, ctx(ways('perDomain')))
      .fetch({ page: 1, batch: 0 }, 1);
    expect(chunk.rows[0]).toMatchObject({
      visibility: 9,
      ai_overview_keywords: null,
      ai_overview_citations: null,
    });
    expect(english(chunk.notice as never)).toBe(
      'AI Overview figures are blank: this market has no AI Overview data, and 0 would say the phrases have no AI Overviews. AI Overviews data exists for country_id 200 (Poland, database 2.0) only: set country_id to 200.',
    );
  });

  it('the visibility counter spent: one run of the URLs tool, which the preview and the sheet’s note say', () => {
    const bulk = ways('bulk');
    const charge = definition.estimate(params, ctx(bulk));
    expect(charge).toMatchObject({ counter: 'tools_daily_limit', units: 1 });
    expect(english(charge.way as never)).toBe(
      'One run of the URLs tool instead of a dashboard request: the Visibility analysis quota is used up until it resets.',
    );
    const chunk = definition.source(params, ctx(bulk)).fetch({ page: 1, batch: 0 }, 1);
    expect(chunk.rows[0]).toMatchObject({ domain: 'example.pl', visibility: 9, domain_rank: null });
    expect(english(chunk.notice as never)).toMatch(
      /^Domain rank, category and AI Overview figures are blank for 1 domain: .* One run of the URLs tool instead/,
    );
  });

  it('reads a domain, a host or a single URL, never a directory; a URL is one run of the URLs tool, which the preview says', () => {
    const mode = definition.params.find((spec) => spec.name === 'fetch_mode');
    expect(mode?.choices).toEqual(['topLevelDomain', 'subdomain', 'url']);
    const url = {
      ...ways('bulk'),
      choose: (missing: number) => ({
        ...ways('bulk').choose(missing, { country: 1, mode: 'url' as const }),
        reason: 'mode' as const,
      }),
    };
    const charge = definition.estimate(
      { ...params, domain: 'example.pl/rowery', fetch_mode: 'url' },
      ctx(url),
    );
    expect(charge).toMatchObject({ counter: 'tools_daily_limit', units: 1 });
    expect(english(charge.way as never)).toBe(
      'One run of the URLs tool instead of a dashboard request: the dashboard reads no single URLs.',
    );
  });
});

describe('AI Overviews reports', () => {
  const params = { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 200, limit: 10 };
  const service = () =>
    fakeClient((request: HttpRequest) => {
      if (request.url.includes('/ai_overviews/getStatistics'))
        return ok({
          statistics: { aio_keywords_count: '12', aio_keywords_with_domain_count: 3, aio_avg_pos: 2.5 },
        });
      if (request.url.includes('/ai_overviews/getCompetitors'))
        return ok([
          { domain: 'www.example.pl', aio_common_words: 12 },
          { domain: 'sklep.pl', aio_avg_position: 3.1, aio_common_words: 7, aio_exclusive_to_competitor: 2 },
        ]);
      throw new Error(`unexpected ${request.url}`);
    });
  const fetched = (id: string, values: Record<string, string | number>) => {
    const { client, transport } = service();
    const chunk = reportDefinition(id).source(values, reportContext(client)).fetch({ page: 1, batch: 0 }, 10);
    return { chunk, requests: transport.requests };
  };

  it('the statistics in the formula’s columns; the competitors without the domain itself', () => {
    expect(fetched('ai_overviews_statistics', params).chunk.rows).toEqual([
      {
        domain: 'example.pl',
        ai_overview_keywords: 12,
        ai_overview_citations: 3,
        ai_overview_avg_position: 2.5,
        ai_overview_wins: null,
        ai_overview_losses: null,
        ai_overview_visibility_loss: null,
      },
    ]);
    expect(fetched('ai_overviews_competitors', params).chunk.rows).toEqual([
      {
        domain: 'sklep.pl',
        ai_overview_avg_position: 3.1,
        ai_overview_avg_position_all: null,
        common_keywords: 7,
        ai_overview_only_domain: null,
        ai_overview_only_competitor: 2,
      },
    ]);
  });

  const WHERE =
    'AI Overviews data exists for country_id 200 (Poland, database 2.0) only: set country_id to 200.';

  it.each([
    ['ai_overviews', 1],
    ['ai_overviews_statistics', 1],
    ['ai_overviews_competitors', 1],
    ['ai_overviews', 50],
  ])(
    '%s in market %i: nothing asked or charged, the cost check and the sheet say it comes back empty',
    (id, country) => {
      const values = { ...params, country_id: country };
      const definition = reportDefinition(id);
      const charge = definition.estimate(values, {
        ...NO_WAREHOUSE,
        now: NOW,
        history: [],
        readPhrases: () => [],
        ways: NO_WAYS,
      });
      expect(charge).toMatchObject({ counter: 'none', units: 0 });
      expect(english(charge.reason as never)).toBe(`Comes back empty in this market. ${WHERE}`);
      const { chunk, requests } = fetched(id, values);
      expect([chunk.rows, requests]).toEqual([[], []]);
      expect(english(chunk.notice as never)).toBe(WHERE);
    },
  );

  it('the launcher proposes the market with the data, whatever the document’s', () => {
    for (const id of ['ai_overviews', 'ai_overviews_statistics', 'ai_overviews_competitors'])
      expect(launchDefaults(id, null, () => 1, 'en').params.country_id).toBe(200);
    expect(launchDefaults('positions', null, () => 1, 'en').params.country_id).toBe(1);
  });
});

describe('keywords report', () => {
  it('sends a URL seed as SEO_KEYWORDS does, and refuses one outside Poland before a cost check', () => {
    const definition = reportDefinition('keywords');
    const ctx = { ...NO_WAREHOUSE, now: NOW, history: [], readPhrases: () => [], ways: NO_WAYS };
    const url = { keyword: 'https://example.pl/rowery/', mode: 'url', limit: 10 };
    expect(() => definition.estimate({ ...url, country_id: 50 }, ctx)).toThrow(
      'Seeds that are URLs (mode "url") are answered for country_id 1 (Poland) only, not 50.',
    );
    const { client, transport } = fakeClient(() => ok([{ keyword: 'rower', snippets: ['video_thumbs'] }]));
    const chunk = definition
      .source({ ...url, country_id: 1 }, reportContext(client))
      .fetch({ page: 1, batch: 0 }, 10);
    expect(JSON.parse(transport.requests[0].payload ?? '{}')).toMatchObject({
      parameters: [{ data_fetch_mode: 'url', value: ['https://example.pl/rowery/'] }],
      match_mode: 'narrow',
    });
    expect(chunk.rows[0]).toMatchObject({ keyword: 'rower', serp_features: 'video_thumbs' });
  });
});
