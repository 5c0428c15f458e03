/**
 * "Refresh all now": re-enter every SEO_* formula of the document. Each then runs again and reads
 * through the cache under the freshness of Settings, so answers still fresh cost nothing and only
 * older ones are fetched again. What that may cost is said first: an upper bound per quota counter,
 * counted from the formulas and the cells their first argument names.
 */
import type { FormulaCell } from '../platform/formula-cells';
import { dialogCatalogues } from '../shared/i18n/areas';
import type { Language } from '../shared/i18n/languages';
import { translator } from '../shared/i18n/translator';
import { quotaVoice, unitsOf } from '../shared/quota-wording';
import { COSTS as AI_OVERVIEWS } from '../families/ai-overviews/spec';
import { COSTS as KEYWORDS } from '../families/keywords/spec';
import { COSTS as MONITORING } from '../families/monitoring/spec';
import { COSTS as VISIBILITY } from '../families/visibility/spec';
import type { FormulaCost, FormulaCosts } from '../shared/formula-spec';
import type { VisibilityCost } from '../families/visibility/ways';
import type { Context } from '../context';
import { findFormulas, reenterFormulas } from '../platform/formula-cells';
import { countValues } from '../platform/spreadsheet';

export const SEO_FORMULA_TEXT = 'SEO_';

type Counter = FormulaCost['counter'];

/** What each formula may charge when stale, as its family declares it; a formula not listed charges nothing. */
const COSTS: FormulaCosts = { ...VISIBILITY, ...AI_OVERVIEWS, ...KEYWORDS, ...MONITORING };

const STATISTICS_RUN = 500;
const SEO_CALL = /\bSEO_[A-Z_]+\s*\(/i;
/** A call and the text of its arguments (up to a nested call, which no first argument of ours is). */
const CALL = /\b(SEO_[A-Z_]+)\s*\(([^()]*)/gi;
/** A reference as a formula's first argument: A2:A50, Sheet1!A2:A50, 'My sheet'!A:A. */
const REFERENCE = /^(?:(?:'[^']+'|[\w.]+)!)?\$?[A-Z]{1,3}\$?\d*(?::\$?[A-Z]{1,3}\$?\d*)?$/i;

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

/** What "Refresh all now" would re-enter and may cost; nothing is changed yet. */
export function refreshAllPlan(language: Language = 'en', visibility?: VisibilityCost): RefreshPlan {
  return planRefresh(findFormulas(SEO_FORMULA_TEXT), countValues, language, visibility);
}

/**
 * Re-enters the document's SEO_* formulas (of a plan the user has agreed to). Their held answers end
 * first (functions/held.ts), so each is asked again under the document's freshness.
 */
export function refreshAll(ctx: Pick<Context, 'saveSettings' | 'now'>, plan: RefreshPlan): number {
  ctx.saveSettings({ refreshedAt: ctx.now() });
  reenterFormulas(plan.cells);
  return plan.cells.length;
}
