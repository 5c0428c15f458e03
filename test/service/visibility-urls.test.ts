/** The URLs tool: one run for many domains, ready a second after create, charged once on the tools counter. */
import { errorOf, useSim } from './support';

const sim = useSim();
const U = '/api/visibility_analysis/tools/urls';
const R = '/api/visibility_analysis/reports';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});
const call = (action: string, body: Record<string, unknown>, t = token) =>
  sim.call(`${U}/${action}`, { token: t, body });
const usage = (key: string, email = 'demo@example.com') => sim.usage(email, key);
const advance = (seconds: number) => sim.control('advance', { seconds });

async function readyRun(body: Record<string, unknown>, t = token): Promise<string> {
  const created = await call('create', body, t);
  expect(created.status).toBe(200);
  await advance(1);
  return created.json.data.public_id;
}

type Figure = { current: number; previous: number; diff: number; percent: number; history: null };
type Row = { url: string; uid?: string; statistics: Record<string, Figure> };

describe('tools/urls/create', () => {
  test('answers a public_id, not ready yet; the run is ready a second later', async () => {
    const created = await call('create', { urls: ['example.pl', 'sklep-rowerowy.pl'], country_id: 1 });
    expect(created.json.data).toEqual({
      public_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      has_data: false,
      status: 'waiting',
    });
    const early = await call('getDomains', { public_id: created.json.data.public_id });
    expect(errorOf(early, 'invalid_data').message).toBe('Unfinished task');
    await advance(1);
    const ready = await call('getDomains', { public_id: created.json.data.public_id });
    expect(ready.status).toBe(200);
    expect(ready.json.data.map((r: Row) => r.url)).toEqual(['example.pl', 'sklep-rowerowy.pl']);
  });

  test('one tools unit per run, keyed by the whole body; never a visibility unit', async () => {
    const urls = ['example.pl', 'kuchnia-domowa.pl'];
    await readyRun({ urls, country_id: 1 });
    expect(await usage('tools_daily_limit')).toBe(1);
    // The same body within 24 h is free and answers the finished run, ready.
    const again = await call('create', { urls, country_id: 1 });
    expect(again.json.data.has_data).toBe(true);
    expect(await usage('tools_daily_limit')).toBe(1);
    await call('create', { urls: [...urls].reverse(), country_id: 1 });
    expect(await usage('tools_daily_limit')).toBe(2);
    expect(await usage('visibility_analysis_queries_per_day')).toBe(0);
  });

  test('takes one URL a line too, and a form body with urls[]', async () => {
    const text = await call('create', { urls: 'example.pl\nhttps://www.sklep-rowerowy.pl/rowery\n\n' });
    expect(text.status).toBe(200);
    const form = await sim.call(`${U}/create`, { token, form: 'urls[]=example.pl&urls[]=moda-damska.pl' });
    expect(form.status).toBe(200);
    await advance(1);
    const domains = await call('getDomains', { public_id: text.json.data.public_id });
    expect(domains.json.data.map((r: Row) => r.url)).toEqual(['example.pl', 'sklep-rowerowy.pl']);
  });

  test('validation: urls required, at most 500, each one a URL; fetch_mode names a domain', async () => {
    expect(errorOf(await call('create', {}), 'invalid_data').params).toEqual({
      urls: { _required: 'This field is required' },
    });
    const many = Array.from({ length: 501 }, (_, i) => `d${i}.pl`);
    expect(errorOf(await call('create', { urls: many }), 'invalid_data').params).toEqual({
      urls: { max: 'This collection should contain 500 elements or less' },
    });
    expect(errorOf(await call('create', { urls: ['a.pl', 'not a url'] }), 'invalid_data').params).toEqual({
      'urls.1': { url: 'This value is not a valid URL' },
    });
    const mode = await call('create', { urls: ['a.pl'], fetch_mode: 'catalog' });
    expect(errorOf(mode, 'invalid_data').params).toHaveProperty(['fetch_mode', 'choice']);
    const country = await call('create', { urls: ['a.pl'], country_id: 7 });
    expect(errorOf(country, 'invalid_data').params).toHaveProperty(['country_id', 'choice']);
    expect(await usage('tools_daily_limit')).toBe(0);
    expect((await call('create', { urls: Array.from({ length: 500 }, (_, i) => `d${i}.pl`) })).status).toBe(
      200,
    );
  });

  test('a URL with any character outside ASCII is refused by its index, all at once, charging nothing; its punycode is taken', async () => {
    // As the live service answered for książki-online.net: "urls.15: This value is not a valid URL".
    const urls = ['example.pl', 'książki-online.net', 'xn--ksiki-online-rob08n.net', 'example.pl/książki'];
    expect(errorOf(await call('create', { urls }), 'invalid_data').params).toEqual({
      'urls.1': { url: 'This value is not a valid URL' },
      'urls.3': { url: 'This value is not a valid URL' },
    });
    expect(await usage('tools_daily_limit')).toBe(0);
    const id = await readyRun({ urls: [urls[0], urls[2]], country_id: 1 });
    const domains = await call('getDomains', { public_id: id });
    expect(domains.json.data.map((r: Row) => r.url)).toEqual(['example.pl', 'xn--ksiki-online-rob08n.net']);
  });

  test('an item the refuse control names is refused like one the rules refuse', async () => {
    await sim.control('refuse', { items: ['Moda-Damska.pl'] });
    const refused = await call('create', { urls: ['example.pl', 'moda-damska.pl'] });
    expect(errorOf(refused, 'invalid_data').params).toEqual({
      'urls.1': { url: 'This value is not a valid URL' },
    });
    await sim.control('refuse', { items: [] });
    expect((await call('create', { urls: ['example.pl', 'moda-damska.pl'] })).status).toBe(200);
  });

  test('a spent tools counter is the 418 of every tool', async () => {
    await sim.control('usage', { email: 'demo@example.com', key: 'tools_daily_limit', used: 3000 });
    errorOf(await call('create', { urls: ['example.pl'] }), 'limit_exceeded');
  });
});

describe('tools/urls/getDomains and getStatistics', () => {
  test('each domain once, with the figures the dashboard gives for it in the same mode and market', async () => {
    const urls = ['https://www.example.pl/rowery/', 'example.pl', 'blog.example.pl', 'example.cz'];
    const id = await readyRun({ urls, country_id: 1 });
    const { json } = await call('getDomains', { public_id: id, limit: 100 });
    expect(json.data.map((r: Row) => r.url)).toEqual(['example.pl', 'blog.example.pl', 'example.cz']);
    expect(json.pagination).toMatchObject({ count: 3, current_page: 1, has_next_page: false });
    const modes = ['topLevelDomain', 'subdomain', 'topLevelDomain'];
    for (const [i, row] of (json.data as Row[]).entries()) {
      expect(Object.keys(row.statistics)).toEqual([
        'top3',
        'top10',
        'top50',
        'visibility',
        'unique_urls_in_top10',
        'unique_urls_in_top50',
        'ads_equivalent',
      ]);
      const dashboard = await sim.call(`${R}/dashboard/getDomainStatistics`, {
        token,
        query: { domain: row.url, fetch_mode: modes[i], country_id: 1 },
      });
      const d = dashboard.json.data.statistics;
      for (const name of ['top3', 'top10', 'top50', 'visibility', 'ads_equivalent'])
        expect([row.url, name, row.statistics[name].current, row.statistics[name].previous]).toEqual([
          row.url,
          name,
          d[name].recent_value,
          d[name].older_value,
        ]);
      expect(row.statistics.unique_urls_in_top10.current).toBeLessThanOrEqual(
        row.statistics.unique_urls_in_top50.current,
      );
    }
    expect(json.data[0].statistics.visibility.current).toBeGreaterThan(0);
    expect(json.data[2].statistics.visibility.current).toBe(0); // .cz is not in database 1
  });

  test('fetch_mode reads every domain in that mode: a host under topLevelDomain is zeros, as on the dashboard', async () => {
    const id = await readyRun({ urls: ['blog.example.pl', 'example.pl'], fetch_mode: 'topLevelDomain' });
    const { json } = await call('getDomains', { public_id: id });
    expect(json.data[0].statistics.visibility.current).toBe(0);
    expect(json.data[1].statistics.visibility.current).toBeGreaterThan(0);
  });

  test('getStatistics: each URL once, without its scheme, with a uid and the URL-mode figures', async () => {
    const id = await readyRun({ urls: ['https://example.pl/', 'example.pl', 'example.pl/kategoria/nowe'] });
    const { json } = await call('getStatistics', { public_id: id });
    expect(json.data.map((r: Row) => r.url)).toEqual(['example.pl/', 'example.pl/kategoria/nowe']);
    expect(json.data[0].uid).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(json.data[0].statistics)).toEqual([
      'top3',
      'top10',
      'top50',
      'visibility',
      'ads_equivalent',
    ]);
    // The dashboard reads no URL (a 418): the URL's figures are those of its own phrases.
    const home = await sim.call(`${R}/positions/getData`, {
      token,
      body: { domain: 'example.pl/', fetch_mode: 'url', country_id: 1, limit: 100 },
    });
    const phrases = home.json.data as { statistics: { visibility: { current: number } } }[];
    expect(home.json.pagination.has_next_page).toBe(false);
    expect(json.data[0].statistics.visibility.current).toBeCloseTo(
      phrases.reduce((sum, row) => sum + row.statistics.visibility.current, 0),
      0,
    );
  });

  test('paged at up to 100 rows; reading is free; another account cannot read the run', async () => {
    const urls = Array.from({ length: 150 }, (_, i) => `domena-${i}.pl`);
    const id = await readyRun({ urls });
    const first = await call('getDomains', { public_id: id, limit: 100 });
    expect(first.json.data).toHaveLength(100);
    expect(first.json.pagination).toMatchObject({ page_count: 2, has_next_page: true, count: 150 });
    const second = await call('getDomains', { public_id: id, limit: 100, page: 2 });
    expect(second.json.data.map((r: Row) => r.url)).toEqual(urls.slice(100));
    expect(
      errorOf(await call('getDomains', { public_id: id, limit: 101 }), 'invalid_data').params,
    ).toHaveProperty(['limit', 'max']);
    expect(await usage('tools_daily_limit')).toBe(1);
    const lite = await sim.login('lite@example.com');
    expect((await call('getDomains', { public_id: id }, lite)).status).toBe(404);
    expect((await call('getDomains', {})).json.data.error.params).toEqual({
      public_id: { _required: 'This field is required' },
    });
  });
});
