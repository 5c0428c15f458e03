/**
 * Formulas' fixed layouts: the header a formula returns with its default arguments, whichever way,
 * connection or data answers it. Read by the formula that lays it out and by the registry (Help lists it).
 */

/** The figures of a domain as the dashboard and the competitors report give them (api/rows.ts reads them). */
export const DOMAIN_METRICS = [
  'visibility',
  'top3',
  'top10',
  'top50',
  'domain_rank',
  'ads_equivalent',
  'ai_overview_keywords',
  'ai_overview_citations',
] as const;

/**
 * SEO_VISIBILITY: the dashboard's figures (the ones an SEO compares domains by), then the category the
 * domain is filed under and its rank among that segment's domains (the benchmark an SEO compares a client
 * with; a label more than a figure, so last), then the hint column, empty
 * where there is nothing to say. The URLs tool's unique-URL counts only when `columns` asks for them
 * (asking for them is asking for that way); figures a service may add beyond these are not shown.
 */
export const VISIBILITY_LAYOUT = ['domain', ...DOMAIN_METRICS, 'category', 'category_rank', 'hint'] as const;
