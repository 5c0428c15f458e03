/** Request building and the UrlFetchApp adapter; the base URL's sources and their order. */
import { baseUrlOverride, resolveBaseUrl, resolveToolServer } from '../../src/config';
import { buildRequest } from '../../src/api/transport';
import { urlFetchTransport } from '../../src/platform/fetch';
import { MemoryProperties } from './fakes';

describe('buildRequest', () => {
  test('GET: parameters in the query string, bearer token, no body', () => {
    const request = buildRequest('https://api.test', 'tok', {
      method: 'GET',
      path: '/api/visibility_analysis/reports/dashboard/getDomainStatistics',
      params: { domain: 'zażółć.pl', fetch_mode: 'topLevelDomain', country_id: 1, skipped: undefined },
    });
    expect(request).toEqual({
      url: 'https://api.test/api/visibility_analysis/reports/dashboard/getDomainStatistics?domain=za%C5%BC%C3%B3%C5%82%C4%87.pl&fetch_mode=topLevelDomain&country_id=1',
      method: 'get',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
    });
  });

  test('POST: a JSON body with the documented content type', () => {
    const request = buildRequest('https://api.test', 'tok', {
      method: 'POST',
      path: '/api/keywords_analysis/reports/keywords/getKeywords',
      params: { parameters: [{ data_fetch_mode: 'keyword', value: ['buty'] }], limit: 10, filtering: null },
    });
    expect(request.method).toBe('post');
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.payload ?? '')).toEqual({
      parameters: [{ data_fetch_mode: 'keyword', value: ['buty'] }],
      limit: 10,
    });
  });

  test('the token request carries no Authorization header', () => {
    const request = buildRequest('https://api.test', 'tok', {
      method: 'POST',
      path: '/api/users/token',
      params: { email: 'a', password: 'b' },
      authenticated: false,
    });
    expect(request.headers).not.toHaveProperty('Authorization');
  });
});

describe('urlFetchTransport', () => {
  const response = (code: number, headers: Record<string, unknown>, body: string) => ({
    getResponseCode: () => code,
    getHeaders: () => headers,
    getContentText: () => body,
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).UrlFetchApp;
  });

  test('never follows redirects, never throws on HTTP errors, lower-cases header names', () => {
    const seen: GoogleAppsScript.URL_Fetch.URLFetchRequest[] = [];
    (globalThis as Record<string, unknown>).UrlFetchApp = {
      fetchAll: (requests: GoogleAppsScript.URL_Fetch.URLFetchRequest[]) => {
        seen.push(...requests);
        return [response(302, { Location: '/api/x/users/login', 'Set-Cookie': ['a', 'b'] }, '')];
      },
    };
    const [outcome] = urlFetchTransport.fetchAll([{ url: 'https://api.test/x', method: 'get', headers: {} }]);
    expect(seen[0]).toMatchObject({ followRedirects: false, muteHttpExceptions: true, method: 'get' });
    expect(outcome).toEqual({
      status: 302,
      headers: { location: '/api/x/users/login', 'set-cookie': 'a, b' },
      body: '',
    });
  });

  test('a connection failure fails every request of the batch as thrown', () => {
    const failure = new Error('Address unavailable');
    (globalThis as Record<string, unknown>).UrlFetchApp = {
      fetchAll: () => {
        throw failure;
      },
    };
    const request = { url: 'https://api.test/x', method: 'get' as const, headers: {} };
    expect(urlFetchTransport.fetchAll([request, request])).toEqual([
      { thrown: failure },
      { thrown: failure },
    ]);
  });
});

describe('base URL', () => {
  const user = new MemoryProperties();
  const script = new MemoryProperties();
  beforeEach(() => {
    user.data.clear();
    script.data.clear();
    (globalThis as Record<string, unknown>).__API_BASE_URL__ = 'http://127.0.0.1:8787/';
  });
  afterAll(() => {
    delete (globalThis as Record<string, unknown>).__API_BASE_URL__;
  });
  const stores = { user, script };
  /** Sets the override as the sidebar does, and reads the address in effect. */
  const setBaseUrlOverride = (url: string | null) => {
    baseUrlOverride(user, url);
    return resolveBaseUrl(stores);
  };

  test('build default, then Script Property, then the user override', () => {
    expect(resolveBaseUrl(stores)).toEqual({ url: 'http://127.0.0.1:8787', source: 'build' });
    script.setProperty('API_BASE_URL', 'https://api.example.com/');
    expect(resolveBaseUrl(stores)).toEqual({ url: 'https://api.example.com', source: 'script' });
    setBaseUrlOverride('https://staging.example.com');
    expect(resolveBaseUrl(stores)).toEqual({ url: 'https://staging.example.com', source: 'user' });
    expect(user.getProperty('seoSheets.apiBaseUrl')).toBe('https://staging.example.com');
  });

  test("a shared sign-in ignores the user's override", () => {
    setBaseUrlOverride('https://elsewhere.example.com');
    expect(resolveBaseUrl(stores, false).source).toBe('build');
  });

  test('the tool server: the Script Property, else the build’s, else /mcp at the address in effect; its authorization servers likewise, else its host', () => {
    const g = globalThis as Record<string, unknown>;
    expect(resolveToolServer(stores)).toEqual({
      url: 'http://127.0.0.1:8787/mcp',
      authServers: ['http://127.0.0.1:8787'],
    });
    script.setProperty('API_BASE_URL', 'http://127.0.0.1:4321');
    expect(resolveToolServer(stores).authServers).toEqual(['http://127.0.0.1:4321']);
    g.__MCP_URL__ = 'https://mcp.senuto.com/mcp';
    g.__MCP_AUTH_URLS__ = 'https://auth.senuto.com,https://sso.senuto.com';
    try {
      expect(resolveToolServer(stores)).toEqual({
        url: 'https://mcp.senuto.com/mcp',
        authServers: ['https://auth.senuto.com', 'https://sso.senuto.com'],
      });
      script.setProperty('MCP_URL', 'https://tools.example.com/mcp/');
      script.setProperty('MCP_AUTH_URL', 'https://login.example.com/');
      expect(resolveToolServer(stores)).toEqual({
        url: 'https://tools.example.com/mcp',
        authServers: ['https://login.example.com'],
      });
    } finally {
      delete g.__MCP_URL__;
      delete g.__MCP_AUTH_URLS__;
    }
  });

  test('clearing the override, and refusing what is not an http(s) URL', () => {
    setBaseUrlOverride('https://staging.example.com');
    expect(setBaseUrlOverride('  ').source).toBe('build');
    expect(() => setBaseUrlOverride('javascript:alert(1)')).toThrow(/http/);
    expect(() => setBaseUrlOverride('https://a.com/?x=1')).toThrow(/http/);
    expect(() => setBaseUrlOverride('http://api.example.com')).toThrow(/must start with https:\/\//);
    expect(user.data.size).toBe(0);
    expect(setBaseUrlOverride('http://localhost:8787/').url).toBe('http://localhost:8787');
  });

  test('an override saved before plain http:// was refused is not used', () => {
    user.setProperty('seoSheets.apiBaseUrl', 'http://api.example.com');
    expect(resolveBaseUrl(stores)).toEqual({ url: 'http://127.0.0.1:8787', source: 'build' });
  });
});
