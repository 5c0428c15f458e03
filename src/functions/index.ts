/** Every custom function of the catalog, under its catalog name, and the catalog itself. */
export { catalog } from '../shared/catalog';
export { SEO_LIMITS, SEO_COUNTRIES } from './account';
export { SEO_AI_OVERVIEWS, SEO_AI_OVERVIEWS_COMPETITORS, SEO_AI_OVERVIEWS_STATS } from './ai-overviews';
export { SEO_CONTENT_GAP } from './content-gap';
export { SEO_KEYWORD_GROUPS, SEO_KEYWORD_STATS, SEO_KEYWORDS, SEO_QUESTIONS, SEO_RELATED } from './keywords';
export {
  SEO_RT_COMPARE_SERP,
  SEO_RT_GROUPS,
  SEO_RT_KEYWORDS,
  SEO_RT_POSITIONS,
  SEO_RT_PROJECTS,
  SEO_RT_SNIPPETS,
} from './monitoring';
export { SEO_SERP } from './serp';
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
} from './visibility';
