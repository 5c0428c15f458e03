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
export const KIND_CODE: Readonly<Record<DataKind, string>> = {
  keywordStats: 'ks',
  keywords: 'kw',
  visibility: 'vi',
  positions: 'po',
  monitoring: 'rt',
  serp: 'se',
  countries: 'co',
};

/**
 * Kinds cached item by item (a phrase, a domain) so another formula's items are reused. Items are
 * packed into a fixed number of buckets by hash; enough buckets that each stays about one property chunk.
 */
export const ITEM_BUCKETS: Readonly<Partial<Record<DataKind, number>>> = {
  keywordStats: 64,
  visibility: 16,
};
