import { normalizeDomain } from '../../src/normalize';
import { domainProblem, registrableDomain, zerosHint as hintOf } from '../../src/shared/domain';
import { english } from '../../src/shared/i18n/said';

const problem = (text: string, withPath = false) => {
  const said = domainProblem(normalizeDomain(text, withPath), text, withPath);
  return said && english(said);
};
const zerosHint = (host: string, mode: string, country: number) => {
  const said = hintOf(host, mode, country);
  return said && english(said);
};

describe('domainProblem', () => {
  it.each([
    'example.pl',
    'https://www.Example.PL/path?q=1',
    'blog.example.pl',
    'sklep-rowerowy.pl',
    'zażółć.pl',
    'xn--zc-qja.pl',
    'shop.com.pl',
  ])('lets %p through', (text) => {
    expect(problem(text)).toBeUndefined();
  });

  it.each([
    ['zzz not a domain!!', 'it has spaces (a phrase?)'],
    ['buty do biegania', 'it has spaces (a phrase?)'],
    ['exmaple,pl', 'a comma where a dot belongs? (exmaple.pl)'],
    ['..pl', 'an empty part between dots'],
    ['example', 'no dot and no ending such as .pl or .com'],
    ['exa_mple.pl', '"_" cannot be part of a domain'],
    ['example.pl:8080', '":" cannot be part of a domain'],
    ['-example.pl', 'a part starts or ends with "-" or is longer than 63 characters'],
    ['example.123', 'it does not end in a domain ending such as .pl'],
  ])('refuses %p: %s', (text, why) => {
    expect(problem(text)).toBe(`"${text}" is not a domain: ${why}`);
  });

  it('counts an internationalized label as it is sent: 60 characters written, more than 63 in punycode', () => {
    expect(problem(`${'ś'.repeat(20)}${'a'.repeat(40)}.pl`)).toMatch(/longer than 63 characters$/);
    expect(problem(`${'ś'.repeat(5)}${'a'.repeat(40)}.pl`)).toBeUndefined();
  });

  it('takes a path in the URL modes, but no spaces in it', () => {
    expect(problem('https://example.pl/kategoria/buty', true)).toBeUndefined();
    expect(problem('example.pl/a b', true)).toBe(
      '"example.pl/a b" is not a domain or URL: it has spaces (a phrase?)',
    );
  });
});

describe('zerosHint', () => {
  it('names the market of a country-code domain asked about elsewhere', () => {
    expect(zerosHint('example.cz', 'topLevelDomain', 1)).toBe(
      'example.cz is a .cz domain and country_id 1 is another market; try country_id 50.',
    );
    expect(zerosHint('example.pl', 'topLevelDomain', 50)).toMatch(/try country_id 1 or country_id 200\.$/);
    expect(zerosHint('example.pl', 'topLevelDomain', 200)).toBeUndefined();
    expect(zerosHint('example.com', 'topLevelDomain', 50)).toBeUndefined();
  });

  it('names fetch_mode "subdomain" for a host asked about as a whole domain', () => {
    expect(zerosHint('blog.example.pl', 'topLevelDomain', 1)).toBe(
      'fetch_mode "topLevelDomain" reads blog.example.pl as a whole domain; use fetch_mode "subdomain" for a host, or ask for example.pl.',
    );
    expect(zerosHint('blog.example.pl', 'subdomain', 1)).toBeUndefined();
    expect(zerosHint('shop.com.pl', 'topLevelDomain', 1)).toBeUndefined();
    expect(registrableDomain('a.b.shop.com.pl')).toBe('shop.com.pl');
  });
});
