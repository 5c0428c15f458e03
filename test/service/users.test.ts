import { errorOf, useSim } from './support';

const sim = useSim();
const DAY_S = 86400;

describe('users/token', () => {
  test('issues an HS256 JWT valid 31 days with the documented fields', async () => {
    const res = await sim.call('/api/users/token', { body: { email: 'demo@example.com', password: 'demo' } });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      id: 1001,
      email: 'demo@example.com',
      currency: 'PLN',
      currency_ratio: 1,
      country_id: 1,
    });
    expect(data.lang).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    const [header, payload] = data.token
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(31 * DAY_S);
  });

  test('accepts form data like PHP clients send', async () => {
    const res = await sim.call('/api/users/token', { form: 'email=lite%40example.com&password=lite' });
    expect(res.status).toBe(200);
    expect(res.json.data.email).toBe('lite@example.com');
  });

  test('wrong credentials: 418 unauthorized, Invalid username or password', async () => {
    const res = await sim.call('/api/users/token', { body: { email: 'demo@example.com', password: 'nope' } });
    expect(errorOf(res, 'unauthorized').message).toBe('Invalid username or password');
  });

  test('unconfirmed e-mail: the message spelled as the service spells it', async () => {
    const res = await sim.call('/api/users/token', {
      body: { email: 'unconfirmed@example.com', password: 'unconfirmed' },
    });
    expect(errorOf(res, 'unauthorized').message).toBe('Email isnt confrimed');
  });

  test('missing fields: invalid_data with _required params', async () => {
    const res = await sim.call('/api/users/token', { body: { email: 'demo@example.com' } });
    const error = errorOf(res, 'invalid_data');
    expect(error.message.startsWith('Given data is invalid')).toBe(true);
    expect(error.params).toEqual({ password: { _required: 'This field is required' } });
  });

  test('a token sent instead of credentials: 418 Token expired', async () => {
    const token = await sim.login('demo@example.com');
    const res = await sim.call('/api/users/token', { token, body: {} });
    expect(errorOf(res, 'unauthorized').message).toBe('Token expired');
  });
});

describe('authentication on ordinary endpoints', () => {
  test('whoami returns the e-mail', async () => {
    const token = await sim.login('demo@example.com');
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.json).toEqual({ success: true, data: { email: 'demo@example.com' } });
  });

  test.each([
    ['missing', undefined],
    ['damaged', 'abc.def.ghi'],
  ])('%s token: 302 to /api/<module>/users/login, which answers 404', async (_, token) => {
    const res = await sim.call('/api/visibility_analysis/reports/positions/getData', { token, body: {} });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/visibility_analysis/users/login');
    const login = await sim.call('/api/visibility_analysis/users/login');
    expect(login.status).toBe(404);
    expect(login.json).toEqual({ success: false, message: '' });
  });

  test('a token with a forged signature is rejected', async () => {
    const token = await sim.login('demo@example.com');
    const [h, p] = token.split('.');
    const res = await sim.call('/api/users/whoami', { token: `${h}.${p}.${'A'.repeat(43)}` });
    expect(res.status).toBe(302);
  });

  test('a token expires after 31 days on the simulated clock, never with 401', async () => {
    const token = await sim.login('demo@example.com');
    await sim.control('advance', { seconds: 30 * DAY_S });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
    await sim.control('advance', { seconds: 2 * DAY_S });
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/users/users/login');
  });

  test('noplan: 403 with an empty message on REST, getLimits still works', async () => {
    const token = await sim.login('noplan@example.com');
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: '' });
    const limits = await sim.call('/api/users/getLimits', { token });
    expect(limits.status).toBe(200);
    expect(limits.json.data.keywords_analysis_queries_per_day).toEqual({
      limit: 0,
      usage: 0,
      extra_limit: 0,
      hours_to_reset: null,
    });
  });

  test('tool-server-only add-on: 403 on every REST call, getLimits included', async () => {
    const token = await sim.login('mcp@example.com');
    for (const path of ['/api/users/whoami', '/api/users/getLimits', '/api/countries/getList'])
      expect((await sim.call(path, { token })).status).toBe(403);
  });
});

describe('users/getLoggedUser', () => {
  test('the account as the reference shows it: plan, expiry and module access, without API access too', async () => {
    const demo = await sim.call('/api/users/getLoggedUser', { token: await sim.login('demo@example.com') });
    expect(demo.json.data).toMatchObject({
      id: 1001,
      email: 'demo@example.com',
      plan_id: 3,
      is_expired: false,
      expiration: expect.any(Number),
      country: { id: 1, code: 'pl' },
      access: { 'visibility-analysis': { tools: 1 }, 'keywords-explorer': { tools: 1 } },
    });
    const noplan = await sim.call('/api/users/getLoggedUser', {
      token: await sim.login('noplan@example.com'),
    });
    expect(noplan.json.data).toMatchObject({
      plan_id: 0,
      is_expired: true,
      access: { projects: { tools: 0 } },
    });
  });
});

describe('users/getLimits', () => {
  test('every limit key with plan values, -1 unlimited, row limits with null usage', async () => {
    const token = await sim.login('demo@example.com');
    const data = (await sim.call('/api/users/getLimits', { token })).json.data;
    for (const key of [
      'visibility_analysis_queries_per_day',
      'keywords_analysis_queries_per_day',
      'serp_analysis_daily_limit',
      'backlinks_queries',
      'tools_daily_limit',
      'monitoring_daily_keywords_refreshes',
      'monitored_keywords',
      'projects',
    ])
      expect(data[key]).toEqual(expect.objectContaining({ limit: expect.any(Number), extra_limit: 0 }));
    expect(data.keywords_analysis_queries_per_day.limit).toBe(30000);
    expect(data.monitoring_daily_keywords_refreshes.limit).toBe(-1);
    expect(data.visibility_analysis_rows_per_report).toEqual({
      limit: 150000,
      usage: null,
      extra_limit: 0,
      hours_to_reset: null,
    });
    expect(typeof data.visibility_analysis_data_valid_from.limit).toBe('string');
  });

  test('lite has Lite quotas', async () => {
    const token = await sim.login('lite@example.com');
    const data = (await sim.call('/api/users/getLimits', { token })).json.data;
    expect(data.keywords_analysis_queries_per_day.limit).toBe(50);
    expect(data.tools_daily_limit.limit).toBe(10);
    expect(data.keywords_analysis_rows_per_report.limit).toBe(500);
  });

  test('hours_to_reset counts to the monthly anniversary of the package start, not midnight', async () => {
    const token = await sim.login('demo@example.com');
    const read = async (): Promise<number> =>
      (await sim.call('/api/users/getLimits', { token })).json.data.visibility_analysis_queries_per_day
        .hours_to_reset;
    const first = await read();
    // Demo's package started 12 days and 5 hours before the clock's origin.
    expect(first).toBeGreaterThan(15 * 24);
    expect(first).toBeLessThan(20 * 24);
    await sim.control('advance', { seconds: 10 * 3600 });
    expect(await read()).toBe(first - 10);
  });

  test('usage resets when the monthly period rolls over', async () => {
    const token = await sim.login('demo@example.com');
    await sim.call('/api/visibility_analysis/reports/positions/getData', {
      token,
      body: { domain: 'example.cz', fetch_mode: 'topLevelDomain', country_id: 50 },
    });
    const limits = async () =>
      (await sim.call('/api/users/getLimits', { token })).json.data.visibility_analysis_queries_per_day;
    const before = await limits();
    expect(before.usage).toBe(1);
    await sim.control('advance', { seconds: (before.hours_to_reset + 1) * 3600 });
    const after = await limits();
    expect(after.usage).toBe(0);
    expect(after.hours_to_reset).toBeGreaterThan(27 * 24);
  });

  test('counters belong to the account, not the token', async () => {
    const body = { domain: 'example.cz', fetch_mode: 'topLevelDomain', country_id: 50 };
    const path = '/api/visibility_analysis/reports/positions/getData';
    await sim.call(path, { token: await sim.login('demo@example.com'), body });
    await sim.call(path, {
      token: await sim.login('demo@example.com'),
      body: { ...body, domain: 'example.sk', country_id: 164 },
    });
    const limits = await sim.call('/api/users/getLimits', { token: await sim.login('demo@example.com') });
    expect(limits.json.data.visibility_analysis_queries_per_day.usage).toBe(2);
  });

  test('consumes nothing', async () => {
    const token = await sim.login('demo@example.com');
    await sim.call('/api/users/getLimits', { token });
    const state = (await sim.call('/__sim/state')).json.data.usage['demo@example.com'];
    expect(Object.values(state).every((n) => n === 0)).toBe(true);
  });
});

describe('administrator demo account', () => {
  test('admin@example.com signs in: Prime quotas with the SERP add-on', async () => {
    const res = await sim.call('/api/users/token', {
      body: { email: 'admin@example.com', password: 'admin' },
    });
    expect(res.json.data).toMatchObject({ id: 1006, email: 'admin@example.com' });
    const token = res.json.data.token;
    const limits = (await sim.call('/api/users/getLimits', { token })).json.data;
    expect(limits.visibility_analysis_queries_per_day.limit).toBe(30000);
    expect(limits.serp_analysis_daily_limit.limit).toBe(6000);
    expect(limits.projects).toEqual({ limit: 50, usage: 0, extra_limit: 0, hours_to_reset: null });
    const list = await sim.call('/api/tasks/management/serp_analysis/list', { token, body: {} });
    expect(list.status).toBe(200);
  });
});

describe('backlinks_queries', () => {
  test('shown by getLimits with the plan value, never charged: no endpoint draws from it', async () => {
    const token = await sim.login('demo@example.com');
    await sim.call('/api/visibility_analysis/reports/positions/getData', {
      token,
      body: { domain: 'example.pl', fetch_mode: 'topLevelDomain' },
    });
    await sim.call('/api/visibility_analysis/app/consumeLimit', {
      token,
      body: { domain: 'example.cz', fetch_mode: 'topLevelDomain', country_id: 50 },
    });
    await sim.call('/api/visibility_analysis/tools/competitors_analysis/getData', {
      token,
      body: {
        main_domain: { domain: 'example.pl' },
        competitors_domains: [{ domain: 'sklep-rowerowy.pl' }],
        mode: 'common_keywords',
      },
    });
    const limits = (await sim.call('/api/users/getLimits', { token })).json.data;
    expect(limits.backlinks_queries).toEqual(
      expect.objectContaining({ limit: 30000, usage: 0, extra_limit: 0 }),
    );
    expect(limits.backlinks_queries.hours_to_reset).toBe(
      limits.visibility_analysis_queries_per_day.hours_to_reset,
    );
    expect(limits.visibility_analysis_queries_per_day.usage).toBe(2);
    const lite = await sim.login('lite@example.com');
    expect((await sim.call('/api/users/getLimits', { token: lite })).json.data.backlinks_queries.limit).toBe(
      100,
    );
  });

  test('the spec names no backlinks endpoint: a backlinks path is an unknown route', async () => {
    const token = await sim.login('demo@example.com');
    const res = await sim.call('/api/backlinks/reports/references/getDomains', {
      token,
      body: { domain: 'example.pl' },
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: '' });
  });
});
