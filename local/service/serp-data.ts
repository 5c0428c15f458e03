/** Generated organic result pages: a stable ranking per phrase that shifts a little from day to day. */
import { isoDate } from './clock';
import { normalizePhrase } from './keywords-data';
import { parseTarget, SAMPLE_DOMAINS } from './domains';
import { domainPhrases, type IndexData } from './ranking';
import { rng } from './rng';
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

/** A domain's page put at its known place in a result page (null: the domain is not on it). */
export interface Pin {
  domain: string;
  url: string;
  position: number | null;
}

/**
 * The 100 results for a phrase on a day. A domain is put where its known position says (`pinned`: a tracked
 * domain; and every domain a test scripted for the phrase, its second page too), and nowhere else.
 */
export function organicResults(
  data: IndexData,
  keyword: string,
  countryId: number,
  day: string,
  pinned?: Pin,
): SerpEntry[] {
  const norm = normalizePhrase(keyword);
  const scripted = scriptedPins(data, norm, countryId, day);
  const pins = [
    ...scripted,
    ...(pinned && !scripted.some((pin) => sameSite(pin.domain, pinned.domain)) ? [pinned] : []),
  ];
  const pinnedOut = (d: string) =>
    pins.some((pin) => pin.domain === d || (scripted.length > 0 && sameSite(pin.domain, d)));
  const base = rng(data.seed, 'serp', countryId, norm);
  const word = slugify(norm).split('-')[0] || 'info';
  const domains: string[] = [];
  for (let i = 0; domains.length < 100; i++) {
    const d =
      i % 9 === 4 ? base.pick(SAMPLE_DOMAINS) : `${base.pick(PREFIXES)}-${word}${i}${base.pick(SUFFIXES)}`;
    if (!domains.includes(d) && !pinnedOut(d)) domains.push(d);
  }
  const daily = rng(data.seed, 'serpday', countryId, norm, day);
  for (let i = 0; i < domains.length - 1; i++) {
    if (daily.chance(0.2)) [domains[i], domains[i + 1]] = [domains[i + 1], domains[i]];
  }
  const entries = domains.map((domain) => ({ domain, url: `https://${domain}/${slugify(norm)}` }));
  for (const pin of pins.filter((p) => p.position).sort((a, b) => (a.position ?? 0) - (b.position ?? 0)))
    entries.splice((pin.position as number) - 1, 0, { domain: pin.domain, url: pin.url });
  return entries.slice(0, 100).map((e, i) => ({
    position: i + 1,
    domain: e.domain,
    url: e.url,
    title: `${norm.charAt(0).toUpperCase()}${norm.slice(1)} – ${e.domain}`,
    description: `Sprawdź ${norm} w serwisie ${e.domain}. Aktualne informacje, porady i oferty.`,
  }));
}

const registrableOf = (domain: string): string => parseTarget(domain)?.registrable ?? domain;
const sameSite = (a: string, b: string): boolean => registrableOf(a) === registrableOf(b);

/** Where the domains scripted for the phrase stand on the day, as their positions report says. */
function scriptedPins(data: IndexData, phrase: string, countryId: number, day: string): Pin[] {
  if (!data.positions.list().length) return [];
  return [...data.positions.ofPhrase(phrase, countryId).keys()].flatMap((registrable) => {
    const { rows, dropped } = domainPhrases(data, registrable, countryId, day);
    const row = [...rows, ...dropped].find((r) => r.timeline && normalizePhrase(r.keyword) === phrase);
    if (!row) return [];
    const second = row.position ? row.timeline?.day?.second : undefined;
    const page = (url: string) => parseTarget(url)?.host ?? registrable;
    return [
      { domain: page(row.url), url: row.url, position: row.position || null },
      ...(second ? [{ domain: page(second.url), url: second.url, position: second.position }] : []),
    ];
  });
}

/** The TOP10 a SERP analysis read: the results of its phrase on the day it started (or was refreshed). */
export function analysedTop10(
  data: IndexData,
  task: { keyword: string; countryId: number; startedAt: number },
): SerpEntry[] {
  return organicResults(data, task.keyword, task.countryId, isoDate(task.startedAt)).slice(0, 10);
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
