/**
 * What a domain argument can be, and why a real domain may answer all zeros. The service answers any text
 * with 200 and zeros, and charges for it, so text that cannot be a host is stopped here; the reasons zeros
 * come back for a host that is real are the ones the spec names (wrong market, subdomain in topLevelDomain).
 */
import { excerpt } from './excerpt';
import { punycodeEncode } from './punycode';
import { type MessageKey, type Said, said } from './i18n/said';

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

/** The reason for refusing a domain, as a message naming the text written. */
function why(
  key: MessageKey,
  params?: Readonly<Record<string, string>>,
): (text: string, withPath: boolean) => Said {
  return (text, withPath) =>
    said(withPath ? 'domain.notDomainOrUrl' : 'domain.notDomain', {
      text: `"${excerpt(text)}"`,
      why: said(key, params),
    });
}

/**
 * Why `key` (a domain as normalizeDomain leaves it; with `withPath`, fetch modes "catalog" and "url", the
 * path may follow) cannot be asked about, or undefined when it can. `original` is what the user wrote.
 */
export function domainProblem(key: string, original: string, withPath: boolean): Said | undefined {
  const reason = hostProblem(key, withPath);
  return reason?.(original, withPath);
}

function hostProblem(key: string, withPath: boolean): ReturnType<typeof why> | undefined {
  const slash = key.indexOf('/');
  const host = withPath && slash >= 0 ? key.slice(0, slash) : key;
  // "http://" or "www.": nothing of a host is left once the address's beginning is taken off.
  if (!host) return why('domain.nothing');
  if (/\s/.test(host) || (withPath && /\s/.test(key))) return why('domain.spaces');
  if (host.includes(',')) return why('domain.comma', { fixed: host.replace(/,/g, '.') });
  if (!host.includes('.')) return why('domain.noDot');
  const odd = /[^\p{L}\p{N}.-]/u.exec(host);
  if (odd) return why('domain.character', { character: odd[0] });
  const labels = host.split('.');
  if (labels.some((label) => !label)) return why('domain.emptyPart');
  // An internationalized label is checked as it goes on the wire too: 63 characters of punycode at most.
  if (labels.some((label) => !LABEL.test(label) || asciiLength(label) > 63)) return why('domain.label');
  if (!TOP_LEVEL.test(labels[labels.length - 1])) return why('domain.ending');
  return undefined;
}

const asciiLength = (label: string): number =>
  /[^\x00-\x7f]/.test(label) ? 4 + punycodeEncode(label).length : label.length;

/** The registrable domain of a host: blog.example.pl → example.pl, shop.com.pl → shop.com.pl. */
export function registrableDomain(host: string): string {
  const labels = host.split('.');
  const keep = labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * Why a real domain most likely answered all zeros, when the spec names a cause that fits; else undefined.
 * The cause alone: a row's hint says "No data for this domain in this market: …", an empty table "No data. …".
 */
export function zerosHint(host: string, fetchMode: string, countryId: number): Said | undefined {
  const ending = host.slice(host.lastIndexOf('.') + 1);
  const markets = MARKETS[ending];
  if (markets && !markets.includes(countryId)) {
    const [first, second] = markets.map((id) => `country_id ${id}`);
    const ids = second ? said('zeros.either', { first, second }) : first;
    return said('zeros.market', { host, ending, country: String(countryId), ids });
  }
  const registrable = registrableDomain(host);
  if (fetchMode === 'topLevelDomain' && registrable !== host)
    return said('zeros.host', { host, domain: registrable });
  return undefined;
}
