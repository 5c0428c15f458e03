import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressProblem, manifestProblems } from '../../scripts/manifest-check';

const ROOT = join(__dirname, '..', '..');
const source = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8')) as { oauthScopes: string[] };
const expected = {
  scopes: source.oauthScopes,
  justifications: readFileSync(join(ROOT, 'docs/publishing/scopes.md'), 'utf8'),
  apiBaseUrl: 'https://api.seo-sheets.example/v2',
};
const good = {
  runtimeVersion: 'V8',
  oauthScopes: source.oauthScopes,
  urlFetchWhitelist: ['https://api.seo-sheets.example/'],
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

  it('wants the address allow-listed with an https prefix ending in a slash', () => {
    expect(manifestProblems({ ...good, urlFetchWhitelist: undefined }, expected)).toEqual([
      'urlFetchWhitelist does not allow https://api.seo-sheets.example/v2/; a versioned add-on could not reach the service.',
    ]);
    expect(
      manifestProblems({ ...good, urlFetchWhitelist: ['https://api.seo-sheets.example'] }, expected),
    ).toEqual([
      'urlFetchWhitelist entry https://api.seo-sheets.example must be an https:// prefix ending in "/".',
    ]);
    expect(
      manifestProblems({ ...good, urlFetchWhitelist: ['https://other.example/'] }, expected),
    ).toHaveLength(1);
  });

  it('wants the V8 runtime', () => {
    expect(manifestProblems({ ...good, runtimeVersion: 'DEPRECATED_ES5' }, expected)).toEqual([
      'runtimeVersion must be "V8".',
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
