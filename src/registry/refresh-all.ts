/**
 * "Refresh all now": re-enter every SEO_* formula of the document. Each then runs again and reads
 * through the cache under the freshness of Settings, so answers still fresh cost nothing and only
 * older ones are fetched again. What that may cost is said first: an upper bound per quota counter,
 * counted from the formulas and the cells their first argument names.
 */
import type { FormulaCell } from '../platform/formulas';
import { dialogCatalogues } from '../shared/i18n/dialogs';
import type { Language } from '../shared/i18n/languages';
import { translator } from '../shared/i18n/translator';
import { quotaVoice, unitsOf } from '../shared/quota-wording';

export const SEO_FORMULA_TEXT = 'SEO_';

type Counter =
  | 'visibility_analysis_queries_per_day'
  | 'keywords_analysis_queries_per_day'
  | 'tools_daily_limit';

/** What a formula may charge when its cached answer is stale: one unit, or one per input cell or statistics run. */
interface Cost {
  readonly counter: Counter;
  readonly per: 'formula' | 'input' | 'run';
}

const VISIBILITY: Cost = { counter: 'visibility_analysis_queries_per_day', per: 'formula' };
const KEYWORDS: Cost = { counter: 'keywords_analysis_queries_per_day', per: 'formula' };

/** Formulas not listed charge nothing (limits, countries, monitoring lists, SERP analyses that exist). */
const COSTS: Readonly<Record<string, Cost>> = {
  SEO_VISIBILITY: { counter: 'visibility_analysis_queries_per_day', per: 'input' },
  SEO_POSITIONS: VISIBILITY,
  SEO_COMPETITORS: VISIBILITY,
  SEO_CANNIBALIZATION: VISIBILITY,
  SEO_CHARACTERISTICS: VISIBILITY,
  SEO_SUBDOMAINS: VISIBILITY,
  SEO_URLS: VISIBILITY,
  SEO_KEYWORD_HISTORY: VISIBILITY,
  SEO_VISIBILITY_HISTORY: VISIBILITY,
  SEO_AI_OVERVIEWS: VISIBILITY,
  SEO_AI_OVERVIEWS_STATS: { counter: 'visibility_analysis_queries_per_day', per: 'input' },
  SEO_AI_OVERVIEWS_COMPETITORS: VISIBILITY,
  SEO_SUGGEST_DOMAINS: VISIBILITY,
  // One unit per seed: a range of seeds goes in one request, but each is a new analysis.
  SEO_KEYWORDS: { counter: 'keywords_analysis_queries_per_day', per: 'input' },
  SEO_KEYWORD_GROUPS: KEYWORDS,
  SEO_QUESTIONS: KEYWORDS,
  SEO_RELATED: KEYWORDS,
  SEO_KEYWORD_STATS: { counter: 'tools_daily_limit', per: 'run' },
  SEO_RT_COMPARE_SERP: { counter: 'tools_daily_limit', per: 'formula' },
};

const STATISTICS_RUN = 500;
const SEO_CALL = /\bSEO_[A-Z_]+\s*\(/i;
/** A call and the text of its arguments (up to a nested call, which no first argument of ours is). */
const CALL = /\b(SEO_[A-Z_]+)\s*\(([^()]*)/gi;
/** A reference as a formula's first argument: A2:A50, Sheet1!A2:A50, 'My sheet'!A:A. */
const REFERENCE = /^(?:(?:'[^']+'|[\w.]+)!)?\$?[A-Z]{1,3}\$?\d*(?::\$?[A-Z]{1,3}\$?\d*)?$/i;

/**
 * What an SEO_VISIBILITY formula of `inputs` domains would spend, the way it would be fetched now (a
 * dashboard request each, or runs of the URLs tool); `args` is its arguments' text.
 */
export type VisibilityCost = (
  inputs: number,
  args: string,
) => { readonly counter: Counter; readonly units: number };

export interface RefreshPlan {
  readonly cells: readonly FormulaCell[];
  /** At most this many units per counter, for stale answers. */
  readonly units: Readonly<Partial<Record<Counter, number>>>;
  /** The confirmation the user answers before anything is re-entered. */
  readonly message: string;
}

/**
 * The formulas to re-enter and the most they may charge. `countValues` gives the non-blank cells of a
 * reference as seen from a sheet (null when it cannot be read): one domain is one visibility unit.
 */
/** The cells that call an SEO_* function: the text search also finds those that only read the SEO_REFRESH cell. */
export const ourFormulas = (cells: readonly FormulaCell[]): FormulaCell[] =>
  cells.filter((cell) => SEO_CALL.test(cell.formula));

export function planRefresh(
  cells: readonly FormulaCell[],
  countValues: (sheet: string, reference: string) => number | null,
  language: Language = 'en',
  visibility?: VisibilityCost,
): RefreshPlan {
  const ours = ourFormulas(cells);
  const units: Partial<Record<Counter, number>> = {};
  for (const cell of ours) {
    for (const [, name, args] of cell.formula.matchAll(CALL)) {
      const cost = COSTS[name.toUpperCase()];
      if (!cost) continue;
      const reference = args.split(',')[0].trim();
      const inputs = REFERENCE.test(reference) ? (countValues(cell.sheet, reference) ?? 1) : 1;
      const { counter, units: charge } =
        visibility && name.toUpperCase() === 'SEO_VISIBILITY'
          ? visibility(inputs, args)
          : {
              counter: cost.counter,
              units:
                cost.per === 'formula'
                  ? 1
                  : cost.per === 'input'
                    ? inputs
                    : Math.ceil(inputs / STATISTICS_RUN),
            };
      units[counter] = (units[counter] ?? 0) + charge;
    }
  }
  return { cells: ours, units, message: refreshMessage(ours, units, language) };
}

function refreshMessage(
  cells: readonly FormulaCell[],
  units: RefreshPlan['units'],
  language: Language,
): string {
  const t = translator(dialogCatalogues, language);
  if (!cells.length) return t('refresh.none');
  const sheets = new Set(cells.map((cell) => cell.sheet)).size;
  const costs = Object.entries(units)
    .filter(([, n]) => n)
    .map(([counter, n]) => unitsOf(n ?? 0, counter, quotaVoice(language)));
  return [
    t('refresh.ask', {
      formulas: t('refresh.formulas', { count: cells.length }),
      sheets: t('refresh.sheets', { count: sheets }),
    }),
    t('refresh.fresh'),
    costs.length ? t('refresh.cost', { costs: costs.join(', ') }) : t('refresh.free'),
  ].join(' ');
}
