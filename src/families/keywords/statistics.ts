/**
 * The keyword-statistics chain for many phrases at once, at either door: over the API every batch (≤ 500
 * phrases) is created and read in parallel with fetchAll (polled only when a read says it is not ready),
 * so N batches cost about the time of one;
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
import {
  type ApiError,
  type ApiErrorCode,
  DeadlineExceededError,
  ResponseValidationError,
} from '../../api/errors';
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
 * What a read of a run create did not report ready may answer while the run is still working. Neither
 * document shows it: the service's way for other unfinished work is a refusal saying "Unfinished task"
 * (seed spec, SERP analysis), and create and checkData say it with `has_data: false`, which a read of rows
 * sees as no rows, or as rows it cannot read. Each of these is asked of checkData, and read again once
 * ready; a read with rows is the run's answer.
 */
const NOT_YET: readonly ApiErrorCode[] = ['UNFINISHED_TASK', 'INVALID_DATA', 'RESPONSE_INVALID'];

function unfinished(read: Settled<{ readonly rows: readonly unknown[] }>): boolean {
  return read.ok ? read.value.rows.length === 0 : NOT_YET.includes(read.error.code);
}

/**
 * One result per batch, in order: one entry per sent phrase, in the order sent, or the batch's error. Every
 * run is created, then read (after a pause where create did not report it ready, `has_data`): the read
 * answers whether the run is ready, so checkData is asked only of a run whose read says it is not, and
 * such a run is read again when it is. Each step is one fetchAll over every batch.
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
  /** Runs the service said are ready: what a read of one answers is final. */
  const ready = new Set<number>();
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
        if (created.value.ready) ready.add(i);
      }
    });

  const pause = (waiting: readonly number[]): boolean => {
    if (client.pause(options.pollMs ?? 1_000)) return true;
    for (const i of waiting)
      results[i] = { ok: false, error: new DeadlineExceededError({ path: getStatistics.path }) };
    return false;
  };
  // The service finishes a run in about a second: one not ready at create is read after one pause.
  const unready = [...ids.keys()].filter((i) => !ready.has(i));
  let reading = unready.length && !pause(unready) ? [...ready] : [...ids.keys()];
  let waiting: number[] = [];
  while (reading.length || waiting.length) {
    const pages = reading.length
      ? client.callAll(
          reading.map((i) =>
            getStatistics.call({ ...runParams(ids.get(i) as string), page: 1, limit: STATISTICS_BATCH_SIZE }),
          ),
        )
      : [];
    reading.forEach((i, k) => {
      const page = pages[k];
      if (!ready.has(i) && unfinished(page)) waiting.push(i);
      else results[i] = page.ok ? { ok: true, value: perPhrase(batches[i], page.value.rows) } : page;
    });
    reading = [];
    if (!waiting.length || !pause(waiting)) break;
    const checks = client.callAll(waiting.map((i) => checkStatistics.call(runParams(ids.get(i) as string))));
    waiting = waiting.filter((i, k) => {
      const check = checks[k];
      if (!check.ok) results[i] = check;
      else if (check.value.ready === true) {
        ready.add(i);
        reading.push(i);
      }
      return check.ok && check.value.ready !== true;
    });
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
