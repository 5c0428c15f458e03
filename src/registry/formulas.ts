/** Every custom function of the catalog, under its catalog name, and the catalog itself. */
export { catalog } from '../families/visibility/spec';
export { SEO_LIMITS, SEO_COUNTRIES } from '../families/account/formulas';
export {
  SEO_AI_OVERVIEWS,
  SEO_AI_OVERVIEWS_COMPETITORS,
  SEO_AI_OVERVIEWS_STATS,
} from '../families/ai-overviews/formulas';
export { SEO_CONTENT_GAP } from '../families/visibility/content-gap';
export {
  SEO_KEYWORD_GROUPS,
  SEO_KEYWORD_STATS,
  SEO_KEYWORDS,
  SEO_QUESTIONS,
  SEO_RELATED,
} from '../families/keywords/formulas';
export {
  SEO_RT_COMPARE_SERP,
  SEO_RT_GROUPS,
  SEO_RT_KEYWORDS,
  SEO_RT_POSITIONS,
  SEO_RT_PROJECTS,
  SEO_RT_SNIPPETS,
} from '../families/monitoring/formulas';
export { SEO_SERP } from '../families/serp/formulas';
export {
  SEO_CANNIBALIZATION,
  SEO_CHARACTERISTICS,
  SEO_COMPETITORS,
  SEO_KEYWORD_HISTORY,
  SEO_POSITIONS,
  SEO_SUBDOMAINS,
  SEO_SUGGEST_DOMAINS,
  SEO_URLS,
  SEO_VISIBILITY,
  SEO_VISIBILITY_HISTORY,
} from '../families/visibility/formulas';
