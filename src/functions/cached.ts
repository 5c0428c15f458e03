/**
 * How formulas read through the document cache: a whole result (`cachedFetch`) or item by item
 * (`cachedItems`), fresh as the document settings, the formula's `refresh` argument and the refresh
 * stamp require. A failed cache write never fails the formula.
 */
import type { Settled } from '../api/client';
import type { DataKind, Freshness } from '../cache';
import { cacheFreshness } from '../document-settings';
import type { Arg } from './args';
import type { FormulaContext } from './formula';
import { ANY_AGE } from './held';

/** Kinds that are an account's own data (its rank-tracker projects): `cachedFetch` keys them by account. */
const ACCOUNT_DATA: readonly DataKind[] = ['monitoring'];

/** How fresh cached data of `kind` must be, given the formula's refresh argument and the document's stamp. */
function freshness(ctx: FormulaContext, kind: DataKind, refresh: Arg): Freshness {
  const stamp = ctx.cache?.refreshAfter(Array.isArray(refresh) ? refresh.flat()[0] : refresh) ?? 0;
  return cacheFreshness(ctx.settings, kind, stamp);
}

/**
 * The cached value of a request, or `fetch()`'s, which is then cached when `fetch` says it is whole.
 * A failed cache write never fails the formula. An account's own data is cached under its account.
 * A held answer (functions/held.ts) takes the cached value whatever its age.
 */
export function cachedFetch<T>(
  ctx: FormulaContext,
  kind: DataKind,
  key: unknown,
  refresh: Arg,
  fetch: () => { value: T; complete: boolean },
): T {
  const id = JSON.stringify(ACCOUNT_DATA.includes(kind) ? [key, ctx.account()] : key);
  const answer = ctx.answering;
  // Read before asking whether the answer is held: its record comes with this read (held.ts).
  const cached = ctx.cache?.get<T>(kind, id, ANY_AGE);
  // A new refresh value is recorded when first seen (`refreshAfter`), whatever the cache holds.
  const fresh = answer?.held ? ANY_AGE : freshness(ctx, kind, refresh);
  const hit = cached && ctx.cache?.fresh(cached.fetchedAt, fresh) ? cached : undefined;
  if (hit) {
    answer?.read(hit.fetchedAt, maxAgeMs(ctx, kind));
    return hit.value;
  }
  const { value, complete } = fetch();
  if (complete) {
    ctx.cache?.put(kind, id, value);
    answer?.read(Number.POSITIVE_INFINITY, 0);
  } else answer?.cutShort();
  return value;
}

const maxAgeMs = (ctx: FormulaContext, kind: DataKind): number =>
  ctx.settings.freshnessHours[kind] * 3_600_000;

/**
 * The per-item cache flow of the formulas that take many items (phrases, domains): each item the
 * cache holds fresh enough is answered from it; `fetchMissing` settles the rest, one result per item, and
 * what it got is cached item by item, under `keyOf` (the kind's one key format), so another formula reuses
 * it; a cached item that does not `answer` this formula (it lacks what was asked for) is fetched again.
 * `fetchMissing` may `keep` what it has so far between rounds: should the platform end the execution
 * during a later round (a service that holds a request past the 30 s), the next run starts from there.
 * Returns every item settled, by item: cached or fetched, or why it failed.
 */
export function cachedItems<T>(
  ctx: FormulaContext,
  kind: DataKind,
  items: readonly string[],
  keyOf: (item: string) => string,
  refresh: Arg,
  fetchMissing: (
    missing: readonly string[],
    keep: (some: ReadonlyMap<string, T>) => void,
  ) => ReadonlyMap<string, Settled<T>>,
  answers: (value: T) => boolean = () => true,
): Map<string, Settled<T>> {
  const answer = ctx.answering;
  // Read before asking whether the answer is held: its record comes with this read (held.ts).
  const hits = ctx.cache?.getItems<T>(kind, items.map(keyOf), ANY_AGE);
  const held = answer?.held === true;
  // A new refresh value is recorded when first seen (`refreshAfter`), whatever the cache holds.
  const fresh = held ? ANY_AGE : freshness(ctx, kind, refresh);
  const found = new Map<string, Settled<T>>();
  for (const item of items) {
    const hit = hits?.get(keyOf(item));
    // Held: whichever way filled it answers, as it did when the answer was given.
    if (hit && (held || (ctx.cache?.fresh(hit.fetchedAt, fresh) && answers(hit.value)))) {
      found.set(item, { ok: true, value: hit.value });
      answer?.read(hit.fetchedAt, maxAgeMs(ctx, kind));
    }
  }
  if (held)
    for (const item of items) {
      const refusal = found.has(item) ? undefined : answer.refusal(keyOf(item));
      if (refusal) found.set(item, { ok: false, error: refusal });
    }
  const missing = items.filter((item) => !found.has(item));
  if (!missing.length) return found;
  const kept = new Set<string>();
  const keep = (some: ReadonlyMap<string, T>) => {
    const unkept = [...some].filter(([item]) => !kept.has(item));
    if (!unkept.length) return;
    const byKey = new Map(unkept.map(([item, value]) => [keyOf(item), value]));
    ctx.cache?.putItems(kind, byKey, ctx.settings.freshnessHours[kind] * 3_600_000);
    for (const [item] of unkept) kept.add(item);
  };
  const settled = fetchMissing(missing, keep);
  keep(new Map([...settled].flatMap(([item, result]) => (result.ok ? [[item, result.value]] : []))));
  for (const [item, result] of settled) {
    found.set(item, result);
    if (result.ok) answer?.read(Number.POSITIVE_INFINITY, 0);
    // Held back by the spend guard, out of time or to be tried later: not held, asked again next time.
    else if (result.error.retryable || ['DEADLINE_EXCEEDED', 'HELD_BACK'].includes(result.error.code))
      answer?.cutShort();
    else answer?.failed(keyOf(item), result.error);
  }
  return found;
}
