/**
 * The keyword-statistics chain for many phrases at once: every batch (≤ 500 phrases) is created, polled and
 * read in parallel with fetchAll, so N batches cost about the time of one. Used by SEO_KEYWORD_STATS and
 * by report jobs; one tools unit per new batch.
 */
import type { ApiClient, Settled } from './client';
import {
  checkStatistics,
  createStatistics,
  getStatistics,
  STATISTICS_BATCH_SIZE,
} from './endpoints/keywords';
import { DeadlineExceededError } from './errors';
import type { KeywordStatsRow } from './schemas';

export interface StatisticsOptions {
  readonly country_id?: number;
  /** Wait between readiness checks. The service finishes a run in about a second. */
  readonly pollMs?: number;
}

/** One result per batch, in order: the rows (one per sent phrase, in the order sent) or the batch's error. */
export function runKeywordStatistics(
  client: ApiClient,
  batches: readonly (readonly string[])[],
  options: StatisticsOptions = {},
): Settled<KeywordStatsRow[]>[] {
  const oversized = batches.findIndex((b) => b.length > STATISTICS_BATCH_SIZE || b.length === 0);
  if (oversized >= 0)
    throw new RangeError(`batch ${oversized} must hold 1 to ${STATISTICS_BATCH_SIZE} phrases`);
  const results: (Settled<KeywordStatsRow[]> | undefined)[] = batches.map(() => undefined);
  const ids = new Map<number, number>();
  client
    .callAll(batches.map((keywords) => createStatistics.call({ keywords, country_id: options.country_id })))
    .forEach((created, i) => {
      if (created.ok) ids.set(i, created.value.id);
      else results[i] = created;
    });

  let pending = [...ids.keys()];
  while (pending.length > 0) {
    if (!client.pause(options.pollMs ?? 1_000)) {
      for (const i of pending)
        results[i] = { ok: false, error: new DeadlineExceededError({ path: getStatistics.path }) };
      break;
    }
    const checks = client.callAll(pending.map((i) => checkStatistics.call({ id: ids.get(i) as number })));
    const ready = pending.filter((i, k) => {
      const check = checks[k];
      if (!check.ok) results[i] = check;
      return check.ok && check.value.status === 'completed';
    });
    const pages = client.callAll(
      ready.map((i) =>
        getStatistics.call({ id: ids.get(i) as number, page: 1, limit: STATISTICS_BATCH_SIZE }),
      ),
    );
    ready.forEach((i, k) => {
      const page = pages[k];
      results[i] = page.ok ? { ok: true, value: page.value.rows } : page;
    });
    pending = pending.filter((i) => results[i] === undefined);
  }
  return results as Settled<KeywordStatsRow[]>[];
}
