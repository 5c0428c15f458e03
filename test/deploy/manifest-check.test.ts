import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addressProblem,
  authUrlsOf,
  type Manifest,
  manifestProblems,
  toolServerProblem,
  whitelistFor,
} from '../../scripts/manifest-check';

const ROOT = join(__dirname, '..', '..');
const source = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')) as Required<
  Pick<Manifest, 'dependencies'>
> & { oauthScopes: string[] };
const expected = {
  scopes: source.oauthScopes,
  justifications: readFileSync(join(ROOT, 'docs/publishing/scopes.md'), 'utf8'),
  apiBaseUrl: 'https://api.seo-sheets.example/v2',
};
/** Alerts post to Google Chat's and Slack's incoming webhooks, whatever the service's address. */
const HOOKS = ['https://chat.googleapis.com/', 'https://hooks.slack.com/'];
const good = {
  runtimeVersion: 'V8',
  oauthScopes: source.oauthScopes,
  urlFetchWhitelist: ['https://api.seo-sheets.example/', ...HOOKS],
  dependencies: source.dependencies,
};

describe('manifestProblems', () => {
  it('passes the source manifest built for an https address', () => {
    expect(manifestProblems(good, expected)).toEqual([]);
  });

  it('names a scope the source manifest does not declare, and one without a justification', () => {
    const extra = 'https://www.googleapis.com/auth/drive';
    const problems = manifestProblems({ ...good, oauthScopes: [...good.oauthScopes, extra] }, expected);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^oauthScopes are \[.*drive.*\], but appsscript.json declares/);
    expect(problems[1]).toBe(`${extra} has no justification in docs/publishing/scopes.md.`);
  });

  it('names an advanced service the scopes page does not justify', () => {
    const drive = { userSymbol: 'Drive', serviceId: 'drive', version: 'v3' };
    const enabled = [...(source.dependencies.enabledAdvancedServices ?? []), drive];
    expect(
      manifestProblems({ ...good, dependencies: { enabledAdvancedServices: enabled } }, expected),
    ).toEqual(['The Drive advanced service (drive v3) has no justification in docs/publishing/scopes.md.']);
  });

  it('wants the address allow-listed with an https prefix ending in a slash', () => {
    expect(manifestProblems({ ...good, urlFetchWhitelist: HOOKS }, expected)).toEqual([
      'urlFetchWhitelist does not allow https://api.seo-sheets.example/v2/; a versioned add-on could not reach the service.',
      'urlFetchWhitelist does not allow https://api.seo-sheets.example/; a versioned add-on could not reach the tool server.',
    ]);
    expect(
      manifestProblems(
        { ...good, urlFetchWhitelist: ['https://api.seo-sheets.example', ...HOOKS] },
        expected,
      ),
    ).toEqual([
      'urlFetchWhitelist entry https://api.seo-sheets.example must be an https:// prefix ending in "/".',
    ]);
    expect(
      manifestProblems({ ...good, urlFetchWhitelist: ['https://other.example/', ...HOOKS] }, expected),
    ).toHaveLength(2);
    expect(
      manifestProblems({ ...good, urlFetchWhitelist: ['https://api.seo-sheets.example/'] }, expected),
    ).toEqual([
      'urlFetchWhitelist does not allow https://chat.googleapis.com/; a versioned add-on could not reach the alerts’ webhooks.',
      'urlFetchWhitelist does not allow https://hooks.slack.com/; a versioned add-on could not reach the alerts’ webhooks.',
    ]);
  });

  it('wants the tool server and its authorization server allow-listed beside the service', () => {
    const live = {
      ...expected,
      apiBaseUrl: 'https://api.senuto.com',
      mcpUrl: 'https://mcp.senuto.com/mcp',
      authUrls: ['https://auth.senuto.com'],
    };
    expect(whitelistFor(live)).toEqual([
      'https://api.senuto.com/',
      'https://mcp.senuto.com/',
      'https://auth.senuto.com/',
      ...HOOKS,
    ]);
    expect(manifestProblems({ ...good, urlFetchWhitelist: whitelistFor(live) }, live)).toEqual([]);
    expect(
      manifestProblems(
        { ...good, urlFetchWhitelist: ['https://api.senuto.com/', 'https://mcp.senuto.com/', ...HOOKS] },
        live,
      ),
    ).toEqual([
      'urlFetchWhitelist does not allow https://auth.senuto.com/; a versioned add-on could not reach its authorization server.',
    ]);
    // The tool server at the service's address, signing in there: one entry allows all three.
    expect(whitelistFor({ apiBaseUrl: 'https://api.senuto.com' })).toEqual([
      'https://api.senuto.com/',
      ...HOOKS,
    ]);
  });

  it('wants the V8 runtime', () => {
    expect(manifestProblems({ ...good, runtimeVersion: 'DEPRECATED_ES5' }, expected)).toEqual([
      'runtimeVersion must be "V8".',
    ]);
  });
});

describe('toolServerProblem', () => {
  it.each([
    [undefined, [], null],
    ['https://mcp.senuto.com/mcp', ['https://auth.senuto.com'], null],
    ['http://mcp.senuto.com/mcp', [], /^MCP_URL must be the tool server's https:\/\/ endpoint/],
    [
      undefined,
      ['https://auth.senuto.com', 'auth.senuto.com'],
      /^MCP_AUTH_URL must list https:\/\/ addresses/,
    ],
  ])('%s, %j', (mcp, auth, expected) => {
    const problem = toolServerProblem(mcp, auth);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it('reads MCP_AUTH_URL as addresses separated by commas or spaces', () => {
    expect(authUrlsOf(' https://a.example/, https://b.example  https://c.example')).toEqual([
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ]);
  });
});

describe('addressProblem', () => {
  it.each([
    ['https://api.seo-sheets.example', null],
    ['https://api.seo-sheets.example/v2/', null],
    [undefined, /^Set API_BASE_URL/],
    ['http://api.seo-sheets.example', /must be an https:\/\/ address/],
    ['https://api.seo-sheets.example/?key=1', /without query or fragment/],
  ])('%s', (url, expected) => {
    const problem = addressProblem(url);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
