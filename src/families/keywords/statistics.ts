/**
 * The keyword-statistics chain for many phrases at once, at either door: over the API every batch (≤ 500
 * phrases) is created, polled and read in parallel with fetchAll, so N batches cost about the time of one;
 * over the tool server a batch is one call of its tool, whose records say whether it knows each phrase.
 * Used by SEO_KEYWORD_STATS and by report jobs; one tools unit per new batch.
 */
import type { ApiClient, Settled } from '../../api/client';
import {
  checkStatistics,
  createStatistics,
  getStatistics,
  runParams,
  STATISTICS_BATCH_SIZE,
} from './endpoints';
import { type ApiError, DeadlineExceededError, ResponseValidationError } from '../../api/errors';
import { sendDroppingRefused } from '../../api/refused-items';
import type { Chain, DataSource } from '../../api/source';
import { normalizePhrase } from '../../normalize';
import type { KeywordRow } from './rows';

export interface StatisticsOptions {
  readonly country_id?: number;
  /** Wait between readiness checks. The service finishes a run in about a second. */
  readonly pollMs?: number;
}

/** A sent phrase's figures; `found` is whether the service returned the phrase at all. */
export type KeywordStats = KeywordRow & { readonly found: boolean };

/** The answer's rows laid against the phrases sent: matched by normalized text, not by position. */
function perPhrase(sent: readonly string[], rows: readonly KeywordRow[]): KeywordStats[] {
  const byPhrase = new Map(rows.map((row) => [normalizePhrase(row.keyword), row]));
  return sent.map((phrase) => {
    const row = byPhrase.get(normalizePhrase(phrase));
    return row
      ? { ...row, found: true }
      : {
          keyword: phrase,
          searches: null,
          cpc: null,
          cpc_min: null,
          cpc_max: null,
          words_count: null,
          difficulty: null,
          trend: [],
          found: false,
        };
  });
}

/**
 * One result per batch, in order: one entry per sent phrase, in the order sent, or the batch's error. A run
 * that create already reports ready (`has_data`) is read at once, without a readiness check.
 */
export function runKeywordStatistics(
  client: ApiClient,
  batches: readonly (readonly string[])[],
  options: StatisticsOptions = {},
): Settled<KeywordStats[]>[] {
  const oversized = batches.findIndex((b) => b.length > STATISTICS_BATCH_SIZE || b.length === 0);
  if (oversized >= 0)
    throw new RangeError(`batch ${oversized} must hold 1 to ${STATISTICS_BATCH_SIZE} phrases`);
  const results: (Settled<KeywordStats[]> | undefined)[] = batches.map(() => undefined);
  const ids = new Map<number, string>();
  let ready: number[] = [];
  client
    .callAll(batches.map((keywords) => createStatistics.call({ keywords, country_id: options.country_id })))
    .forEach((created, i) => {
      if (!created.ok) results[i] = created;
      else if (created.value.id === undefined)
        results[i] = {
          ok: false,
          error: new ResponseValidationError([{ path: ['data', 'public_id'], message: 'missing' }], {
            path: createStatistics.path,
            status: 200,
          }),
        };
      else {
        ids.set(i, created.value.id);
        if (created.value.ready) ready.push(i);
      }
    });

  let pending = [...ids.keys()].filter((i) => !ready.includes(i));
  for (;;) {
    const pages = client.callAll(
      ready.map((i) =>
        getStatistics.call({ ...runParams(ids.get(i) as string), page: 1, limit: STATISTICS_BATCH_SIZE }),
      ),
    );
    ready.forEach((i, k) => {
      const page = pages[k];
      results[i] = page.ok ? { ok: true, value: perPhrase(batches[i], page.value.rows) } : page;
    });
    if (pending.length === 0) break;
    if (!client.pause(options.pollMs ?? 1_000)) {
      for (const i of pending)
        results[i] = { ok: false, error: new DeadlineExceededError({ path: getStatistics.path }) };
      break;
    }
    const checks = client.callAll(pending.map((i) => checkStatistics.call(runParams(ids.get(i) as string))));
    ready = pending.filter((i, k) => {
      const check = checks[k];
      if (!check.ok) results[i] = check;
      return check.ok && check.value.ready === true;
    });
    pending = pending.filter((i) => results[i] === undefined && !ready.includes(i));
  }
  return results as Settled<KeywordStats[]>[];
}

/** What a run of the chain is asked: the batches (≤ 500 phrases each) and the market. */
export interface StatisticsAsk {
  readonly batches: readonly (readonly string[])[];
  readonly options: StatisticsOptions;
}

/** One settled result per batch, in order: one entry per phrase sent, or the batch's error. */
export const keywordStatistics: Chain<StatisticsAsk, Settled<KeywordStats[]>[]> = {
  rest: (client, { batches, options }) => runKeywordStatistics(client, batches, options),
  tool(door, { batches, options }) {
    const asks = batches.map((keywords) => ({ keywords, country_id: options.country_id }));
    return door.records(createStatistics, asks).map((result) => {
      if (!result.ok) return result;
      try {
        const { rows: records, path } = result.value;
        const { rows } = getStatistics.readData(records, path);
        // The tool says outright whether it knows the phrase; REST's chain infers it from the answer.
        const value = rows.map((row) => ({ ...row, found: row.found ?? true }));
        return { ok: true, value };
      } catch (error) {
        return { ok: false, error: error as ApiError };
      }
    });
  },
};

/**
 * Keyword statistics of every batch (≤ 500 phrases) through the source, at either door, a batch refused
 * for some phrases (`keywords.3`) sent again without them: per batch, one result per phrase, in order.
 */
export function statisticsByPhrase(
  source: Pick<DataSource, 'run'>,
  batches: readonly (readonly string[])[],
  options: StatisticsOptions,
): Settled<KeywordStats>[][] {
  const sent = sendDroppingRefused(batches, 'keywords', (lists) =>
    source.run(keywordStatistics, { batches: lists, options }),
  );
  return sent.map(({ kept, answer, refused }, b) =>
    batches[b].map((_, k): Settled<KeywordStats> => {
      const error = refused.get(k);
      if (error) return { ok: false, error };
      if (!answer?.ok) return answer as Settled<KeywordStats>;
      return { ok: true, value: answer.value[kept.indexOf(k)] };
    }),
  );
}
