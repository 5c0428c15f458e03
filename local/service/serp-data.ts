/** Generated organic result pages: a stable ranking per phrase that shifts a little from day to day. */
import { normalizePhrase } from './keywords-data';
import { rng } from './rng';
import { SAMPLE_DOMAINS } from './domains';
import { DOMAIN_PREFIXES, slugify } from './vocabulary';

export interface SerpEntry {
  position: number;
  domain: string;
  url: string;
  title: string;
  description: string;
}

const PREFIXES = [...DOMAIN_PREFIXES, 'twoj', 'super'];
const SUFFIXES = ['.pl', '.com.pl', '.eu', '.pl', '.net.pl'];

/** The 100 results for a phrase on a day; `pinned` puts a tracked domain at its known position. */
export function organicResults(
  seed: string,
  keyword: string,
  countryId: number,
  day: string,
  pinned?: { domain: string; url: string; position: number | null },
): SerpEntry[] {
  const norm = normalizePhrase(keyword);
  const base = rng(seed, 'serp', countryId, norm);
  const word = slugify(norm).split('-')[0] || 'info';
  const domains: string[] = [];
  for (let i = 0; domains.length < 100; i++) {
    const d =
      i % 9 === 4 ? base.pick(SAMPLE_DOMAINS) : `${base.pick(PREFIXES)}-${word}${i}${base.pick(SUFFIXES)}`;
    if (!domains.includes(d) && d !== pinned?.domain) domains.push(d);
  }
  const daily = rng(seed, 'serpday', countryId, norm, day);
  for (let i = 0; i < domains.length - 1; i++) {
    if (daily.chance(0.2)) [domains[i], domains[i + 1]] = [domains[i + 1], domains[i]];
  }
  const entries = domains.map((domain) => ({ domain, url: `https://${domain}/${slugify(norm)}` }));
  if (pinned?.position) entries.splice(pinned.position - 1, 0, { domain: pinned.domain, url: pinned.url });
  return entries.slice(0, 100).map((e, i) => ({
    position: i + 1,
    domain: e.domain,
    url: e.url,
    title: `${norm.charAt(0).toUpperCase()}${norm.slice(1)} – ${e.domain}`,
    description: `Sprawdź ${norm} w serwisie ${e.domain}. Aktualne informacje, porady i oferty.`,
  }));
}
