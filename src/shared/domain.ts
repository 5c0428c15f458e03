/**
 * What a domain argument can be, and why a real domain may answer all zeros. The service answers any text
 * with 200 and zeros, and charges for it, so text that cannot be a host is stopped here; the reasons zeros
 * come back for a host that is real are the ones the spec names (wrong market, subdomain in topLevelDomain).
 */

/** Markets of the country-code domains, from the spec's list of market ids. */
const MARKETS: Readonly<Record<string, readonly number[]>> = {
  pl: [1, 200],
  cz: [50],
  dk: [53],
  hu: [82],
  nl: [134],
  ro: [153],
  se: [160],
  sk: [164],
};
/** Second-level labels under which the registrable domain has three labels (shop.com.pl). */
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'edu', 'gov', 'co', 'ac', 'biz', 'info']);
const LABEL = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/**
 * Why `key` (a domain as normalizeDomain leaves it; with `withPath`, fetch modes "catalog" and "url", the
 * path may follow) cannot be asked about, or undefined when it can. `original` is what the user wrote.
 */
export function domainProblem(key: string, original: string, withPath: boolean): string | undefined {
  const slash = key.indexOf('/');
  const host = withPath && slash >= 0 ? key.slice(0, slash) : key;
  const what = withPath ? 'a domain or URL' : 'a domain';
  const not = `${quoted(original)} is not ${what}`;
  if (/\s/.test(host) || (withPath && /\s/.test(key))) return `${not}: it has spaces (a phrase?)`;
  if (host.includes(',')) return `${not}: a comma where a dot belongs? (${host.replace(/,/g, '.')})`;
  if (!host.includes('.')) return `${not}: no dot and no ending such as .pl or .com`;
  const odd = /[^\p{L}\p{N}.-]/u.exec(host);
  if (odd) return `${not}: "${odd[0]}" cannot be part of a domain`;
  const labels = host.split('.');
  if (labels.some((label) => !label)) return `${not}: an empty part between dots`;
  if (labels.some((label) => !LABEL.test(label)))
    return `${not}: a part starts or ends with "-" or is longer than 63 characters`;
  if (!TOP_LEVEL.test(labels[labels.length - 1]))
    return `${not}: it does not end in a domain ending such as .pl`;
  return undefined;
}

/** The registrable domain of a host: blog.example.pl → example.pl, shop.com.pl → shop.com.pl. */
export function registrableDomain(host: string): string {
  const labels = host.split('.');
  const keep = labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** Why a real domain most likely answered all zeros, when the spec names a cause that fits; else undefined. */
export function zerosHint(host: string, fetchMode: string, countryId: number): string | undefined {
  const ending = host.slice(host.lastIndexOf('.') + 1);
  const markets = MARKETS[ending];
  if (markets && !markets.includes(countryId)) {
    const ids = markets.map((id) => `country_id ${id}`).join(' or ');
    return `All zeros: ${host} is a .${ending} domain and country_id ${countryId} is another market; try ${ids}.`;
  }
  const registrable = registrableDomain(host);
  if (fetchMode === 'topLevelDomain' && registrable !== host)
    return `All zeros: fetch_mode "topLevelDomain" reads ${host} as a whole domain; use fetch_mode "subdomain" for a host, or ask for ${registrable}.`;
  return undefined;
}
