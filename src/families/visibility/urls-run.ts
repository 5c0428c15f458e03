/**
 * The URLs tool for many domains at once: runs of up to 500 are created, waited for and read in parallel,
 * as the statistics chain's runs are, one tools unit a run. Every row is read as the dashboard's figures
 * (`DomainStatistics`) and laid against the domain sent by its normalized name, so a table is the same
 * whichever way filled it, short of what the tool does not give (a domain's rank, AI Overview figures).
 */
import type { Settled } from '../../api/client';
import type { Page } from '../../api/endpoint';
import { createUrlsRun, getUrlsDomains, getUrlsStatistics, URLS_RUN_MAX } from './endpoints';
import {
  ApiError,
  DeadlineExceededError,
  NoDataError,
  ResponseValidationError,
  UnfinishedTaskError,
} from '../../api/errors';
import { normalizeDomain, wireAddress } from '../../normalize';
import { sendDroppingRefused } from '../../api/refused-items';
import type { DataSource } from '../../api/source';
import { said } from '../../shared/i18n/said';
import type { FetchMode } from '../../api/wire';
import type { DomainStatistics, UrlFigures } from './rows';

/** The fetch modes the tool reads: a whole domain or a host (`getDomains`), or one URL (`getStatistics`). */
export type UrlsMode = Extract<FetchMode, 'topLevelDomain' | 'subdomain' | 'url'>;
export const URLS_MODES: readonly UrlsMode[] = ['topLevelDomain', 'subdomain', 'url'];

export interface UrlsRunOptions {
  readonly country_id?: number;
  readonly mode: UrlsMode;
  /** The first wait for a run that is not ready; each later one is longer by as much. */
  readonly pollMs?: number;
}

/** Rows a page: the most most list endpoints of the service take. */
const PAGE = 100;

/** A domain or URL as the run's rows name it, whether they write an internationalized one in punycode or not. */
const keyOf = (text: string, mode: UrlsMode): string => normalizeDomain(wireAddress(text), mode === 'url');

/** One run's pages read so far; `pages` is known once page 1 has come back. */
interface Run {
  /** The domains the run was created with: those of its part of the list the service did not refuse. */
  readonly domains: readonly string[];
  id?: string;
  rows: UrlFigures[];
  pages?: number;
}

/** The service's answer left a domain out: said as such rather than shown as zeros it never gave. */
const leftOut = (path: string): ApiError =>
  new ApiError('RESPONSE_INVALID', said('error.notInRun'), { path, status: 200 });

/**
 * One result per domain, in order: its figures, the service's refusal of it (the run was created without
 * it), or the error of its run (a spent tools quota, a run that did not finish in the execution's time).
 * Every domain is sent as given, in its wire form; the caller de-duplicates.
 */
export function runUrlsVisibility(
  source: DataSource,
  domains: readonly string[],
  options: UrlsRunOptions,
): Settled<DomainStatistics>[] {
  const reader = options.mode === 'url' ? getUrlsStatistics : getUrlsDomains;
  const parts: (readonly string[])[] = [];
  for (let i = 0; i < domains.length; i += URLS_RUN_MAX) parts.push(domains.slice(i, i + URLS_RUN_MAX));
  const fetchMode = options.mode === 'url' ? {} : { fetch_mode: options.mode };
  // A run refused for some of its URLs (a 418 naming `urls.15`) is created again without them.
  const sent = sendDroppingRefused(parts, 'urls', (lists) =>
    source.getAll(
      createUrlsRun,
      lists.map((urls) => ({ urls, country_id: options.country_id, ...fetchMode })),
    ),
  );
  const runs: Run[] = sent.map((part, p) => ({ domains: part.kept.map((k) => parts[p][k]), rows: [] }));
  const failed = new Map<Run, ApiError>();
  let waiting = false;
  sent.forEach(({ answer }, i) => {
    const run = runs[i];
    if (!answer) return;
    if (!answer.ok) failed.set(run, answer.error);
    else if (answer.value.id === undefined)
      failed.set(
        run,
        new ResponseValidationError([{ path: ['data', 'public_id'], message: 'missing' }], {
          path: createUrlsRun.path,
          status: 200,
        }),
      );
    else {
      run.id = answer.value.id;
      waiting ||= answer.value.ready !== true;
    }
  });

  // Page 1 tells whether a run is ready and how many pages it has; the rest are then read all at once.
  const pollMs = options.pollMs ?? 1_000;
  let pending = runs.filter((run) => run.id !== undefined);
  for (let attempt = 1; pending.length; attempt++) {
    if (waiting && !source.pause(pollMs * attempt)) {
      for (const run of pending) failed.set(run, new DeadlineExceededError({ path: reader.path }));
      break;
    }
    const firsts = source.getAll(
      reader,
      pending.map((run) => pageOf(run, 1)),
    );
    pending = pending.filter((run, k) => {
      const page = firsts[k];
      if (!page.ok && page.error instanceof UnfinishedTaskError) return true;
      if (!page.ok) failed.set(run, page.error);
      else take(run, page.value);
      return false;
    });
    waiting = true;
  }
  const rest = runs.flatMap((run) =>
    Array.from({ length: Math.max(0, (run.pages ?? 1) - 1) }, (_, k) => ({ run, page: k + 2 })),
  );
  source
    .getAll(
      reader,
      rest.map(({ run, page }) => pageOf(run, page)),
    )
    .forEach((page, k) => {
      const { run } = rest[k];
      if (!page.ok) failed.set(run, page.error);
      else take(run, page.value);
    });

  return parts.flatMap((part, p) => {
    const run = runs[p];
    const error = failed.get(run);
    const byKey = new Map(run.rows.map((row) => [keyOf(row.url, options.mode), row.metrics]));
    return part.map((domain, k): Settled<DomainStatistics> => {
      const refused = sent[p].refused.get(k);
      if (refused) return { ok: false, error: refused };
      if (error) return { ok: false, error };
      const metrics = byKey.get(keyOf(domain, options.mode));
      if (metrics) return { ok: true, value: { metrics } };
      // A URL the tool has no data for in this market: said as such, not as a run that left it out.
      const missing =
        options.mode === 'url'
          ? new NoDataError({ domain, country_id: options.country_id }, { path: reader.path, status: 200 })
          : leftOut(reader.path);
      return { ok: false, error: missing };
    });
  });
}

function pageOf(run: Run, page: number) {
  return { public_id: run.id as string, page, limit: PAGE };
}

function take(run: Run, page: Page<UrlFigures>): void {
  run.rows.push(...page.rows);
  // Pages past what the service counted are not asked for; without a count, the rows tell.
  run.pages ??= page.pagination?.page_count ?? Math.ceil(run.domains.length / PAGE);
}
