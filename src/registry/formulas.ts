/**
 * Every custom function, under its catalogue name: each family's formulas made what Sheets calls, checked
 * and named by the catalogue (functions/formula.ts `callable`). main.ts exports them; the build writes a
 * top-level wrapper for each.
 */
import * as account from '../families/account/formulas';
import * as aiOverviews from '../families/ai-overviews/formulas';
import * as keywords from '../families/keywords/formulas';
import * as monitoring from '../families/monitoring/formulas';
import * as serp from '../families/serp/formulas';
import * as contentGap from '../families/visibility/content-gap';
import * as visibility from '../families/visibility/formulas';
import { callable, type Formula, type FormulaFunction } from '../functions/formula';
import { catalog } from './catalog';

/** The `SEO_*` formulas of the families' modules, callable (a module may export a helper beside them). */
const callables = <T extends object>(modules: T) =>
  Object.fromEntries(
    Object.entries(modules)
      .filter(([name]) => name.startsWith('SEO_'))
      .map(([name, formula]) => [name, callable(catalog, formula as Formula)]),
  ) as { readonly [K in keyof T as K extends `SEO_${string}` ? K : never]: FormulaFunction };

export const {
  SEO_VISIBILITY,
  SEO_POSITIONS,
  SEO_COMPETITORS,
  SEO_CANNIBALIZATION,
  SEO_CHARACTERISTICS,
  SEO_CONTENT_GAP,
  SEO_SUBDOMAINS,
  SEO_URLS,
  SEO_KEYWORD_HISTORY,
  SEO_VISIBILITY_HISTORY,
  SEO_SUGGEST_DOMAINS,
  SEO_AI_OVERVIEWS,
  SEO_AI_OVERVIEWS_STATS,
  SEO_AI_OVERVIEWS_COMPETITORS,
  SEO_KEYWORD_STATS,
  SEO_KEYWORDS,
  SEO_KEYWORD_GROUPS,
  SEO_QUESTIONS,
  SEO_RELATED,
  SEO_RT_PROJECTS,
  SEO_RT_GROUPS,
  SEO_RT_KEYWORDS,
  SEO_RT_POSITIONS,
  SEO_RT_SNIPPETS,
  SEO_RT_COMPARE_SERP,
  SEO_SERP,
  SEO_COUNTRIES,
  SEO_LIMITS,
} = callables({
  ...visibility,
  ...contentGap,
  ...aiOverviews,
  ...keywords,
  ...monitoring,
  ...serp,
  ...account,
});
