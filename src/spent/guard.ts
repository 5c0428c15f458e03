/**
 * The spend guard: one formula evaluation or one report run may spend at most a share of what is left of
 * a counter this month (Settings › Spend guard, 25 % unless changed); past it, nothing is sent and the
 * table or the launcher says what it would cost and how to go ahead. What is left comes from getLimits,
 * which charges nothing, so the guard never costs a unit itself. A single unit always goes: a guard that
 * held back one unit would hold back every formula near the month's end, where a quota's own refusal says
 * more. An unlimited counter, or one the limits do not name, is never held.
 */
import { type CounterKey, findCounter, type QuotaModel } from '../api/quota';
import { counterSaid } from '../shared/quota-wording';
import { type Said, said } from '../shared/i18n/said';

/** What a formula or a run is about to spend: at most `units` of `counter`. */
export interface Spend {
  readonly counter: CounterKey;
  readonly units: number;
}

/** What the guard holds back: the spend, what is left, and the share allowed. */
export interface Held extends Spend {
  readonly left: number;
  readonly percent: number;
}

/** The spend held back by a guard of `percent` over `model`'s counters, or null when it may go. */
export function overGuard(spend: Spend, model: QuotaModel | null, percent: number): Held | null {
  if (spend.units <= 1 || !model) return null;
  const left = findCounter(model, spend.counter)?.left;
  // Unlimited, unknown, or spent already (the quota's own refusal says when it resets).
  if (left === null || left === undefined || left === 0) return null;
  return spend.units > (left * percent) / 100 ? { ...spend, left, percent } : null;
}

/** "This would spend up to 150 units of Visibility analysis, more than 25 % of the 100 left this month." */
export const heldSaid = (held: Held): Said =>
  said('guard.held', {
    count: held.units,
    name: counterSaid(held.counter),
    percent: held.percent,
    left: held.left,
  });
