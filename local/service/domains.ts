/**
 * The visibility index: which domains exist where, and the phrases each ranks for. Rows are generated
 * from the seed, the registrable domain and the database, and memoized because reports page through them.
 */
import { formMetrics, type KeywordMetrics, keywordMetrics, phraseById, phraseId } from './keywords-data';
import { Memo } from './memo';
import { hash32, rng } from './rng';
import { TOPICS } from './vocabulary';

export const FETCH_MODES = ['topLevelDomain', 'subdomain', 'catalog', 'url'] as const;
export type FetchMode = (typeof FETCH_MODES)[number];

export interface RankingRow {
  keyword_id: number;
  keyword: string;
  host: string;
  url: string;
  position: number;
  previous: number | null;
  metrics: KeywordMetrics;
  traffic: number;
  question: boolean;
  brand: boolean;
  /** The page that ranked for the phrase at the compared date, when a report knows it was another one. */
  formerUrl?: string;
  /** Set on the row of a phrase a test scripted for the domain (`/__sim/script`): its days, scripted or not. */
  timeline?: PhraseTimeline;
}

/** A second page of the domain ranking for a phrase (cannibalization), as a script sets it. */
export interface SecondUrl {
  url: string;
  position: number;
}

/** What scripts say of a phrase of a domain on a day; a field no script set yet is absent. */
export interface PhraseOnDay {
  /** 0: not ranking. */
  position?: number;
  url?: string;
  /** null: no second page. */
  second?: SecondUrl | null;
  /** Whether the phrase's AI Overview cites the domain. */
  aio?: boolean;
}

/** A scripted phrase's days: the scripts in force on a date, and the generated row beneath them. */
export interface PhraseTimeline {
  /** The generated row (null: the index has no such phrase for the domain), whose history fills unscripted days. */
  readonly base: RankingRow | null;
  /** What the scripts say on the day the row stands for. */
  readonly day: PhraseOnDay | undefined;
  on(date: string): PhraseOnDay | undefined;
}

interface HostDef {
  host: string;
  share: number;
  /** Question-style phrases (a blog) rather than shopping ones. */
  questions: boolean;
}

interface Profile {
  size: number;
  topics: number[];
  hosts: HostDef[];
  bornYear: number;
}

const topic = (name: string): number => TOPICS.findIndex((t) => t.name === name);

const SAMPLES: Record<string, Profile> = {
  'example.pl': {
    size: 25000,
    topics: [topic('rowery'), topic('turystyka'), topic('elektronika')],
    hosts: [
      { host: 'example.pl', share: 0.55, questions: false },
      { host: 'blog.example.pl', share: 0.3, questions: true },
      { host: 'sklep.example.pl', share: 0.15, questions: false },
    ],
    bornYear: 2012,
  },
  'sklep-rowerowy.pl': {
    size: 4000,
    topics: [topic('rowery')],
    hosts: single('sklep-rowerowy.pl'),
    bornYear: 2016,
  },
  'kuchnia-domowa.pl': {
    size: 2500,
    topics: [topic('kuchnia')],
    hosts: [
      { host: 'kuchnia-domowa.pl', share: 0.6, questions: false },
      { host: 'przepisy.kuchnia-domowa.pl', share: 0.4, questions: true },
    ],
    bornYear: 2018,
  },
  'portal-finansowy.pl': {
    size: 8000,
    topics: [topic('finanse')],
    hosts: single('portal-finansowy.pl'),
    bornYear: 2010,
  },
  'moda-damska.pl': { size: 6000, topics: [topic('moda')], hosts: single('moda-damska.pl'), bornYear: 2019 },
  'zdrowie-i-uroda.pl': {
    size: 3000,
    topics: [topic('uroda')],
    hosts: single('zdrowie-i-uroda.pl'),
    bornYear: 2020,
  },
  'example.cz': { size: 1500, topics: [topic('dom')], hosts: single('example.cz'), bornYear: 2017 },
  'example.sk': { size: 1500, topics: [topic('dom')], hosts: single('example.sk'), bornYear: 2017 },
};

export const SAMPLE_DOMAINS = Object.keys(SAMPLES);

function single(host: string): HostDef[] {
  return [{ host, share: 1, questions: false }];
}

const TLD_DATABASES: Record<string, number[]> = {
  pl: [1, 200],
  cz: [50],
  sk: [164],
  dk: [53],
  hu: [82],
  nl: [134],
  ro: [153],
  se: [160],
};

/** Second-level labels that are public suffixes under a country TLD (`com.pl`). */
const SECOND_LEVEL = new Set(['com', 'co', 'org', 'net', 'gov', 'edu', 'info', 'biz']);

export interface Target {
  /** Host, `www.` removed. */
  host: string;
  /** Host plus path without scheme or trailing slash. */
  location: string;
  registrable: string;
}

/** Parses a domain/host/URL as clients send it; null when it is not a domain at all. */
export function parseTarget(input: string): Target | null {
  const bare = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '');
  const slash = bare.indexOf('/');
  const host = (slash < 0 ? bare : bare.slice(0, slash)).replace(/^www\./, '').replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  const labels = host.split('.');
  const keep = labels.length > 2 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  const path = slash < 0 ? '' : bare.slice(slash).replace(/\/+$/, '');
  return { host, location: host + path, registrable: labels.slice(-keep).join('.') };
}

function indexedIn(registrable: string, countryId: number): boolean {
  const tld = registrable.slice(registrable.lastIndexOf('.') + 1);
  if (tld === 'invalid') return false;
  return (TLD_DATABASES[tld] ?? [1, 200, 50]).includes(countryId);
}

function profileOf(seed: string, registrable: string): Profile {
  const sample = SAMPLES[registrable];
  if (sample) return sample;
  const r = rng(seed, 'profile', registrable);
  return {
    size: Math.round(20 * 250 ** r.next()),
    topics: [r.int(0, TOPICS.length - 1)],
    hosts: single(registrable),
    bornYear: r.int(2005, 2023),
  };
}

export function bornDate(seed: string, registrable: string): string {
  return `${profileOf(seed, registrable).bornYear}-01-01`;
}

/** Click-through rate by position: a rough organic CTR curve. */
export function ctr(position: number): number {
  if (position <= 10) return [0.28, 0.15, 0.1, 0.07, 0.05, 0.04, 0.03, 0.025, 0.02, 0.018][position - 1];
  return position <= 20 ? 0.01 : 0.002;
}

const memo = new Memo<RankingRow[]>(40);
/**
 * The sample domains' rows, in a memo of their own (every database of two seeds): suites all through a test
 * run read them between a thousand other domains, which evicted them from the one above, and example.pl's
 * 25,000 rows cost the most to make again.
 */
const samplesMemo = new Memo<RankingRow[]>(32);

/** Every phrase the registrable domain ranks for in a database, by position then searches. */
export function domainRows(seed: string, registrable: string, countryId: number): RankingRow[] {
  if (!indexedIn(registrable, countryId)) return [];
  const kept = Object.hasOwn(SAMPLES, registrable) ? samplesMemo : memo;
  return kept.get(`${seed}|${registrable}|${countryId}`, () => generateRows(seed, registrable, countryId));
}

function generateRows(seed: string, registrable: string, countryId: number): RankingRow[] {
  const profile = profileOf(seed, registrable);
  const r = rng(seed, 'rows', registrable, countryId);
  const size = Math.round(profile.size * (countryId === 200 ? 1.1 : 1));
  const offset = hash32(`${seed}|${registrable}`) % 100000;
  const rows: RankingRow[] = brandRows(seed, registrable, profile.hosts[0].host, countryId);
  const metricsOf = formMetrics(seed, countryId);
  const sections = new Map(profile.hosts.map((host) => [host, sectionsOf(host)]));
  for (let i = rows.length; i < size; i++) {
    const host = pickHost(profile.hosts, r.next());
    const t = profile.topics[i % profile.topics.length];
    const { id, question, form } = phraseById(seed, phraseId(t, offset + i, host.questions));
    const position = Math.min(100, 1 + Math.floor(100 * r.next() ** 0.6));
    const section = (sections.get(host) as Section[])[host.questions ? 0 : r.index(SECTIONS)];
    const page = nounPage(section, form.nounSlug);
    const url = r.chance(0.5) ? page + form.leaf : page;
    rows.push(makeRow(id, form.text, host.host, url, position, r.next(), metricsOf(form), question, false));
  }
  return rows.sort((a, b) => a.position - b.position || b.metrics.searches - a.metrics.searches);
}

const SECTIONS = ['kategoria', 'produkt', 'oferta'];

/**
 * A section of a host's pages, and the page of each noun in it by the noun's slug. A domain's rows share
 * these URLs, rather than each row's URL being a string of its own put together of six.
 */
interface Section {
  url: string;
  nouns: Map<string, string>;
}

function sectionsOf(host: HostDef): Section[] {
  return (host.questions ? ['poradnik'] : SECTIONS).map((name) => ({
    url: `https://${host.host}/${name}/`,
    nouns: new Map(),
  }));
}

function nounPage(section: Section, nounSlug: string): string {
  let page = section.nouns.get(nounSlug);
  if (page === undefined) {
    page = section.url + nounSlug;
    section.nouns.set(nounSlug, page);
  }
  return page;
}

function pickHost(hosts: HostDef[], u: number): HostDef {
  let acc = 0;
  for (const h of hosts) {
    acc += h.share;
    if (u < acc) return h;
  }
  return hosts[hosts.length - 1];
}

function brandRows(seed: string, registrable: string, host: string, countryId: number): RankingRow[] {
  const brand = registrable.slice(0, registrable.indexOf('.')).replace(/-/g, ' ');
  return ['', ' opinie', ' kontakt', ' kod rabatowy'].map((suffix, i) =>
    makeRow(
      900000000 + (hash32(`${brand}${suffix}`) % 90000000),
      brand + suffix,
      host,
      `https://${host}/`,
      i + 1,
      0.5,
      keywordMetrics(seed, brand + suffix, countryId),
      false,
      true,
    ),
  );
}

/** One literal, with no object made to spread into it: a domain makes thousands of rows. */
function makeRow(
  keywordId: number,
  keyword: string,
  host: string,
  url: string,
  position: number,
  u: number,
  metrics: KeywordMetrics,
  question: boolean,
  brand: boolean,
): RankingRow {
  const previous = u < 0.08 ? null : Math.max(1, Math.min(100, position + Math.round((u - 0.5) * 12)));
  return {
    keyword_id: keywordId,
    keyword,
    host,
    url,
    position,
    previous,
    traffic: Math.round(metrics.searches * ctr(position) * 100) / 100,
    metrics,
    question,
    brand,
  };
}

/** The rows a report covers for a domain, a host, a section or one URL, as generated. */
export function rowsFor(seed: string, input: string, mode: FetchMode, countryId: number): RankingRow[] {
  const target = parseTarget(input);
  if (!target) return [];
  return selectRows(domainRows(seed, target.registrable, countryId), target, mode);
}

/** Of a registrable domain's rows, those a report in `mode` covers for `target`. */
export function selectRows(rows: RankingRow[], target: Target, mode: FetchMode): RankingRow[] {
  if (mode === 'topLevelDomain') return target.host === target.registrable ? rows : [];
  if (mode === 'subdomain') return rows.filter((row) => row.host === target.host);
  const strip = (url: string): string => url.replace(/^https:\/\//, '').replace(/\/+$/, '');
  if (mode === 'catalog')
    return rows.filter(
      (row) => strip(row.url).startsWith(`${target.location}/`) || strip(row.url) === target.location,
    );
  return rows.filter((row) => strip(row.url) === target.location);
}
