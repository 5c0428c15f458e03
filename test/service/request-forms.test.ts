/**
 * How the simulator accepts a request: JSON, form-urlencoded and multipart bodies with nested keys, a
 * trailing `.json` on any path, and the reference's sorting and filtering vocabulary beside the seed
 * spec's JSON forms.
 */
import { parseForm, parseMultipart } from '../../local/service/form';
import { ServiceError } from '../../local/service/reply';
import { rowSort } from '../../local/service/sorting';
import { errorOf, useSim } from './support';

const sim = useSim();
const POSITIONS = '/api/visibility_analysis/reports/positions/getData';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});

/** The same parameters in each body kind the service accepts. */
const FIELDS: [string, string][] = [
  ['domain', 'example.pl'],
  ['fetch_mode', 'topLevelDomain'],
  ['limit', '20'],
  ['order[dir]', 'asc'],
  ['order[prop]', 'statistics.position.current'],
  ['filtering[0][filters][0][key]', 'keyword'],
  ['filtering[0][filters][0][match]', 'contains'],
  ['filtering[0][filters][0][value]', 'rower'],
  ['filtering[0][filters][0][type]', 'string'],
  ['filtering[0][filters][0][label]', ''],
];
const JSON_BODY = {
  domain: 'example.pl',
  fetch_mode: 'topLevelDomain',
  limit: 20,
  order: { dir: 'asc', prop: 'statistics.position.current' },
  filtering: [
    { filters: [{ key: 'keyword', match: 'contains', value: 'rower', type: 'string', label: null }] },
  ],
};

function multipart(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return form;
}

const positionsOf = (rows: { statistics: { position: { current: number } } }[]) =>
  rows.map((r) => r.statistics.position.current);

describe('body kinds', () => {
  test('JSON, form-urlencoded and multipart bodies with nested keys get the same answer', async () => {
    const json = await sim.call(POSITIONS, { token, body: JSON_BODY });
    const form = await sim.call(POSITIONS, { token, form: new URLSearchParams(FIELDS).toString() });
    const parts = await sim.call(POSITIONS, { token, multipart: multipart(FIELDS) });
    expect(json.status).toBe(200);
    expect(json.json.data.length).toBeGreaterThan(1);
    for (const row of json.json.data) expect(row.keyword).toContain('rower');
    const sorted = positionsOf(json.json.data);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(form.json).toEqual(json.json);
    expect(parts.json).toEqual(json.json);
  });

  test('a multipart body is validated like any other: a missing field is named', async () => {
    const res = await sim.call(POSITIONS, {
      token,
      multipart: multipart([['fetch_mode', 'topLevelDomain']]),
    });
    expect(errorOf(res, 'invalid_data').params).toHaveProperty('domain');
  });

  test('a POST reads its query string under its body', async () => {
    const res = await sim.call(POSITIONS, {
      token,
      query: { domain: 'example.pl', limit: 3 },
      body: { fetch_mode: 'topLevelDomain' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(3);
  });

  test('the parsers: multipart parts and bracketed keys, as PHP clients write them', () => {
    const boundary = '----seo';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="order[dir]"',
      '',
      'desc',
      `--${boundary}`,
      'Content-Disposition: form-data; name="keywords[]"',
      '',
      'rower',
      `--${boundary}`,
      'Content-Disposition: form-data; name="keywords[]"',
      '',
      'sernik',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    expect(parseMultipart(body, boundary)).toEqual({ order: { dir: 'desc' }, keywords: ['rower', 'sernik'] });
    expect(parseMultipart('not multipart', boundary)).toBeNull();
    expect(parseForm('filtering[0][filters][0][key]=searches&filtering[0][filters][0][value]=100')).toEqual({
      filtering: [{ filters: [{ key: 'searches', value: '100' }] }],
    });
  });
});

describe('a trailing .json', () => {
  test('on a GET and on a POST path, the same answers as without', async () => {
    const plain = await sim.call('/api/users/whoami', { token });
    const suffixed = await sim.call('/api/users/whoami.json', { token });
    expect(suffixed.status).toBe(200);
    expect(suffixed.json).toEqual(plain.json);
    const body = { domain: 'example.pl', fetch_mode: 'topLevelDomain', limit: 2 };
    const post = await sim.call(`${POSITIONS}.json`, { token, body });
    expect(post.json).toEqual((await sim.call(POSITIONS, { token, body })).json);
  });

  test('keeps the quirks: unknown paths are still 404, no token is still 302', async () => {
    expect((await sim.call('/api/users/nothing.json', { token })).status).toBe(404);
    const anonymous = await sim.call('/api/users/whoami.json');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/\/users\/login$/);
  });
});

describe('sorting: order {dir, prop}', () => {
  test('descending by a nested prop, over the whole list before paging', async () => {
    const body = { domain: 'example.pl', fetch_mode: 'topLevelDomain', limit: 10 };
    const desc = await sim.call(POSITIONS, {
      token,
      body: { ...body, order: { dir: 'desc', prop: 'statistics.position.current' } },
    });
    const positions = positionsOf(desc.json.data);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(positions[0]).toBeGreaterThan(50);
  });

  test('no order: the endpoint keeps its own', () => {
    expect(rowSort(undefined)).toBeUndefined();
    expect(rowSort('')).toBeUndefined();
  });

  test('JSON text in a query string, as a GET client sends an object', () => {
    const sort = rowSort<{ n: number | string }>('{"dir":"DESC","prop":"n"}');
    expect(sort).toBeDefined();
    expect(sort!([{ n: 1 }, { n: '10' }, { n: 2 }]).map((r) => r.n)).toEqual(['10', 2, 1]);
  });

  test('text without letter case; rows without the field last; ties keep their order', () => {
    const rows = [{ k: 'b', i: 0 }, { i: 1 }, { k: 'A', i: 2 }, { k: 'a', i: 3 }];
    expect(rowSort<(typeof rows)[number]>({ dir: 'asc', prop: 'k' })!(rows).map((r) => r.i)).toEqual([
      2, 3, 0, 1,
    ]);
    expect(rowSort<(typeof rows)[number]>({ dir: 'desc', prop: 'k' })!(rows).map((r) => r.i)).toEqual([
      0, 2, 3, 1,
    ]);
  });

  test('a missing dir or prop, another direction, or a prop no row has is invalid_data naming it', async () => {
    const body = { domain: 'example.pl', fetch_mode: 'topLevelDomain' };
    const cases: [unknown, string][] = [
      [{ prop: 'keyword' }, 'order.dir'],
      [{ dir: 'asc' }, 'order.prop'],
      [{ dir: 'up', prop: 'keyword' }, 'order.dir'],
      [{ dir: 'asc', prop: 'statistics.colour' }, 'order.prop'],
    ];
    for (const [order, field] of cases) {
      const res = await sim.call(POSITIONS, { token, body: { ...body, order } });
      expect(errorOf(res, 'invalid_data').params).toHaveProperty([field]);
    }
    expect(() => rowSort({ prop: 'x' })).toThrow(ServiceError);
  });
});

describe('filtering spellings beside the JSON array', () => {
  const body = { domain: 'example.pl', fetch_mode: 'topLevelDomain', limit: 100 };

  test('a map keyed 0, 1… where a list was meant, and numeric strings', async () => {
    const filtering = {
      0: { filters: { 0: { key: 'position', match: 'lte', value: '3', type: 'number' } } },
    };
    const res = await sim.call(POSITIONS, { token, body: { ...body, filtering } });
    expect(res.json.data.length).toBeGreaterThan(0);
    expect(Math.max(...positionsOf(res.json.data))).toBeLessThanOrEqual(3);
  });

  test('an empty filters group from a form passes every row; a bad key is still invalid_filtering', async () => {
    const form = 'domain=example.pl&fetch_mode=topLevelDomain&limit=5&filtering[0][filters]=';
    const res = await sim.call(POSITIONS, { token, form });
    expect(res.json.data).toHaveLength(5);
    const bad = `${form.replace(/filtering.*$/, '')}filtering[0][filters][0][key]=colour&filtering[0][filters][0][match]=eq&filtering[0][filters][0][value]=1`;
    errorOf(await sim.call(POSITIONS, { token, form: bad }), 'invalid_filtering');
  });
});

/** Requests the live service took from its own web client (issue #21) and the simulator once refused. */
describe('requests as the live service takes them', () => {
  test('a doubled leading slash is one: the token request at //api/users/token.json, as a form', async () => {
    const res = await sim.call('//api/users/token.json', {
      form: new URLSearchParams({ email: 'demo@example.com', password: 'demo' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(res.json.data.token).toEqual(expect.any(String));
    expect((await sim.call('//api/users/whoami', { token })).json.data.email).toBe('demo@example.com');
  });

  test('offset counts rows instead of pages; only a request from the first page charges', async () => {
    const body = { domain: 'moda-damska.pl', fetch_mode: 'topLevelDomain', limit: 10 };
    const pages = (await sim.call(POSITIONS, { token, body: { ...body, limit: 30 } })).json.data;
    const from = await sim.call(POSITIONS, { token, body: { ...body, offset: 15 } });
    expect(from.json.data).toEqual(pages.slice(15, 25));
    expect(from.json.pagination).toMatchObject({ current_page: 2, has_prev_page: true, has_next_page: true });
    const before = await sim.usage('demo@example.com', 'visibility_analysis_queries_per_day');
    await sim.call(POSITIONS, { token, body: { ...body, domain: 'zdrowie-i-uroda.pl', offset: 20 } });
    expect(await sim.usage('demo@example.com', 'visibility_analysis_queries_per_day')).toBe(before);
  });

  test('positions of one URL given as a full URL, filtered by the record path of the position', async () => {
    const filtering = [
      {
        filters: [{ key: 'statistics.position.current', match: 'lte', value: '10', type: 'number' }],
      },
    ];
    const res = await sim.call(POSITIONS, {
      token,
      body: { domain: 'https://example.pl/', fetch_mode: 'url', filtering, limit: 100 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data) {
      expect(row.statistics.url.current).toBe('example.pl/');
      expect(row.statistics.position.current).toBeLessThanOrEqual(10);
    }
  });
});
