/**
 * The spend guard at a formula (spent/guard.ts): what a fetch would spend is weighed, before anything is
 * sent, against what is left this month, read from getLimits (free) only when it is more than one unit.
 * A formula given a `refresh` value asks on purpose and is never held back: that, or a higher guard in
 * Settings, is how the held-back note says to go ahead. Nor is a question the document answered before the
 * user's last refresh (Refresh all, a scheduled refresh): that refresh asked for its data again.
 */
import * as users from '../api/users';
import { HeldBackError } from '../api/errors';
import { type QuotaModel, quotaModel } from '../api/quota';
import { heldSaid, overGuard, type Spend } from '../spent/guard';
import { type Said, said } from '../shared/i18n/said';
import type { Arg } from './args';
import type { FormulaContext } from './formula';

export interface FormulaGuard {
  /**
   * Why `spend` is held back (what it would cost, `cheaper` where there is a cheaper way, how to go ahead),
   * or undefined when it may go; `limits` reads what is left, and is read only for more than one unit.
   */
  hold(spend: Spend, limits: () => QuotaModel | null, cheaper?: Said): HeldBackError | undefined;
}

const given = (refresh: Arg): boolean => {
  const value = Array.isArray(refresh) ? refresh.flat()[0] : refresh;
  return value !== undefined && value !== null && value !== '';
};

/** The guard of a formula whose `refresh` argument is `refresh`, at the document's share. */
export function formulaGuard(
  ctx: Pick<FormulaContext, 'settings' | 'answering'>,
  refresh: Arg,
): FormulaGuard {
  // Asked only when a spend is held up to the guard: the answer's record is read with the formula's data.
  const onPurpose = (): boolean => given(refresh) || ctx.answering?.refreshed === true;
  return {
    hold(spend, limits, cheaper) {
      if (spend.units <= 1 || onPurpose()) return undefined;
      const held = overGuard(spend, limits(), ctx.settings.spendGuard);
      if (!held) return undefined;
      const story = [heldSaid(held), ...(cheaper ? [cheaper] : []), said('guard.goAhead')];
      return new HeldBackError(story.reduce((first, second) => said('join', { first, second })));
    },
  };
}

/**
 * What is left on every counter: as a reading of getLimits (free) younger than ten minutes says, less what
 * this document's formulas spent since, else as getLimits says now; null when it cannot be read.
 */
export function limitsNow(ctx: Pick<FormulaContext, 'source' | 'limitsReading'>): QuotaModel | null {
  const recent = ctx.limitsReading.recent();
  if (recent) return recent;
  try {
    const source = ctx.source();
    const limits = source.get(users.getLimits, {});
    ctx.limitsReading.keep(limits);
    return quotaModel(limits, source.budget.now());
  } catch {
    return null;
  }
}
