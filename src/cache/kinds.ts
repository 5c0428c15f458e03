/**
 * Kinds of cached data and how long each stays fresh by default. Keyword statistics change monthly,
 * positions and visibility daily; the document settings can override every figure.
 */
export const DATA_KINDS = [
  'keywordStats',
  'keywords',
  'visibility',
  'positions',
  'monitoring',
  'serp',
  'countries',
] as const;

export type DataKind = (typeof DATA_KINDS)[number];
/** What the cache keeps: data of each kind, and which formulas' answers the document holds (functions/held.ts). */
export type CacheKind = DataKind | 'answers';

export const DEFAULT_FRESHNESS_HOURS: Readonly<Record<DataKind, number>> = {
  keywordStats: 24 * 30,
  keywords: 24 * 7,
  visibility: 24,
  positions: 24,
  monitoring: 6,
  serp: 24 * 7,
  countries: 24 * 30,
};

/** Short prefixes keep property keys and the ledger small. */
export const KIND_CODE: Readonly<Record<CacheKind, string>> = {
  keywordStats: 'ks',
  keywords: 'kw',
  visibility: 'vi',
  positions: 'po',
  monitoring: 'rt',
  serp: 'se',
  countries: 'co',
  answers: 'an',
};

/**
 * Kinds cached item by item (a phrase, a domain) so another formula's items are reused. Items are
 * packed into a fixed number of buckets by hash; enough buckets that each stays about one property chunk.
 */
export const ITEM_BUCKETS: Readonly<Partial<Record<CacheKind, number>>> = {
  keywordStats: 64,
  visibility: 16,
  answers: 4,
};

/**
 * Items a bucket keeps before those past their freshness make room: a held answer (functions/held.ts) reads
 * its items whatever their age, so one formula's write must not drop what another formula's answer holds.
 */
export const BUCKET_ITEMS = 400;
