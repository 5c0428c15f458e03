/**
 * Formulas' fixed layouts: the header a formula returns with its default arguments, whichever way,
 * connection or data answers it. Read by the formula that lays it out and by the registry (Help lists it).
 */

/**
 * SEO_VISIBILITY: the dashboard's figures (the ones an SEO compares domains by), then the category the
 * domain is filed under and its rank there (a label more than a figure, so last), then the hint column, empty
 * where there is nothing to say. The URLs tool's unique-URL counts only when `columns` asks for them
 * (asking for them is asking for that way); figures a service may add beyond these are not shown.
 */
export const VISIBILITY_LAYOUT = [
  'domain',
  'visibility',
  'top3',
  'top10',
  'top50',
  'domain_rank',
  'ads_equivalent',
  'ai_overview_keywords',
  'ai_overview_citations',
  'category',
  'category_rank',
  'hint',
] as const;
