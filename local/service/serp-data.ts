/** Generated organic result pages: a stable ranking per phrase that shifts a little from day to day. */
import { isoDate } from './clock';
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

/** The TOP10 a SERP analysis read: the results of its phrase on the day it started (or was refreshed). */
export function analysedTop10(
  seed: string,
  task: { keyword: string; countryId: number; startedAt: number },
): SerpEntry[] {
  return organicResults(seed, task.keyword, task.countryId, isoDate(task.startedAt)).slice(0, 10);
}

/** What a SERP analysis measured on each result page. */
export function pageContent(seed: string, keyword: string, entries: readonly SerpEntry[]) {
  const norm = normalizePhrase(keyword);
  return entries.map((e) => {
    const r = rng(seed, 'content', e.url);
    return {
      position: e.position,
      url: e.url,
      words: r.int(300, 4000),
      headings: r.int(3, 40),
      images: r.int(0, 30),
      links_internal: r.int(10, 200),
      links_external: r.int(0, 30),
      keyword_in_title: e.title.toLowerCase().includes(norm) && r.chance(0.8),
    };
  });
}

/** The domains of a phrase's results as topic leaders: their size in the phrase's topic. */
export function topicLeaders(seed: string, keyword: string, entries: readonly SerpEntry[]) {
  return entries.map((e) => {
    const r = rng(seed, 'leader', keyword, e.domain);
    const keywords = r.int(50, 20000);
    return {
      domain: e.domain,
      visibility: Math.round(keywords * r.next() * 300) / 100,
      keywords,
      urls_in_top10: r.int(1, 40),
    };
  });
}
