/**
 * Domain statistics of the domains a table lacks, the way `domain-way.ts` chooses, over whichever
 * connection the source stands for, remembering what the service said is spent (`spent/counters.ts`).
 * Domains whose counter is spent get its refusal, with the reset time, and nothing is sent for them until
 * then; in `auto`, what one counter refused goes the other way when that counter has room.
 */
import type { Settled } from '../../api/client';
import {
  chooseWay,
  type DomainWay,
  needsRooms,
  type Rooms,
  TOOLS_COUNTER,
  VISIBILITY_COUNTER,
  type WayChoice,
  type WayNeeds,
  type WayQuestion,
} from './domain-way';
import { type ApiError, QuotaExceededError } from '../../api/errors';
import { createUrlsRun, getDomainStatistics } from './endpoints';
import { type CounterKey, findCounter, type QuotaModel } from '../../api/quota';
import type { Blanks, DataSource } from '../../api/source';
import type { SpentCounters } from '../../spent/counters';
import { runUrlsVisibility, URLS_MODES } from './urls-run';
import { type Said, SaidError, said } from '../../shared/i18n/said';
import type { FetchMode } from '../../api/wire';
import type { DomainStatistics } from './rows';
import type { WaySetting } from '../../document-settings';

/**
 * A domain's figures as cached and shown; `via` marks those from the URLs tool (no rank, no AI Overviews),
 * `blanks` the columns the connection that fetched them does not give, and why (kept with the figures: a
 * table mixing domains fetched over either connection says which are blank and why).
 */
export type DomainFigures = DomainStatistics & { readonly via?: 'bulk'; readonly blanks?: Blanks };

/** What a connection offers for domain statistics. */
export interface FiguresSource {
  /** One dashboard request per domain, in parallel. */
  perDomain(domains: readonly string[]): Settled<DomainFigures>[];
  /** Whether the dashboard reads the fetch mode: a whole domain or a host, not a URL. */
  readonly dashboard: boolean;
  /** Runs of the URLs tool; null where the connection (the tool server) or the fetch mode has none. */
  readonly bulk: ((domains: readonly string[]) => Settled<DomainStatistics>[]) | null;
  /**
   * The counters (getLimits, free, but a request): read at most once a call, and only when it decides
   * something; null (or a throw) when they cannot be read.
   */
  limits(): QuotaModel | null;
}

export interface FiguresAsk {
  readonly setting: WaySetting;
  readonly needs: WayNeeds;
  readonly spent: SpentCounters;
  readonly now: () => number;
  /** Between rounds of dashboard requests, with what has arrived: kept, a later round may be killed. */
  readonly keep?: (some: ReadonlyMap<string, DomainFigures>) => void;
  /**
   * The spend guard (a formula's): why the way chosen is not to be taken, its domains then not sent;
   * `limits` reads the counters, once for the choosing and the guard.
   */
  readonly guard?: (choice: WayChoice, limits: () => QuotaModel | null) => ApiError | undefined;
}

/**
 * The fetch modes the dashboard takes: the live service answers any other a 418 naming `fetch_mode`
 * (observed), so a single URL goes to the URLs tool and a directory is refused before anything is sent.
 */
export const DASHBOARD_MODES: readonly FetchMode[] = ['topLevelDomain', 'subdomain'];

/**
 * Why the figures of `mode` cannot be fetched over `source`, in words naming the modes that work; undefined
 * when they can. A directory (`catalog`) no way of the service reads; a single URL only the URLs tool,
 * which only the API offers.
 */
export function figuresRefusal(source: Pick<DataSource, 'offers'>, mode: FetchMode): Said | undefined {
  if (mode === 'catalog') return said('mode.catalog');
  if (mode === 'url' && !source.offers(createUrlsRun)) return said('mode.urlNeedsApi');
  return undefined;
}

/**
 * The ways the connection in effect offers: a dashboard request per domain, all in one parallel batch (the
 * client paces its width for the edge and ends what the execution had no room for with a deadline error),
 * for the modes the dashboard reads; runs of the URLs tool where the connection has it (the API; the tool
 * server lists none) for the fetch modes it reads. The counters are the caller's to read (a formula's as its
 * spend guard reads them). Throws the refusal (`figuresRefusal`) of a mode neither way reads over this
 * connection.
 */
export function figuresSource(
  source: DataSource,
  params: { readonly country: number; readonly mode: FetchMode },
): Omit<FiguresSource, 'limits'> {
  const { country, mode } = params;
  const refused = figuresRefusal(source, mode);
  if (refused) throw new SaidError(refused);
  const urlsMode = URLS_MODES.find((m) => m === mode);
  const blanks = source.blanks(getDomainStatistics);
  return {
    dashboard: DASHBOARD_MODES.includes(mode),
    perDomain: (domains) => {
      const asked = domains.map((domain) => ({ domain, fetch_mode: mode, country_id: country }));
      const results = source.getAll(getDomainStatistics, asked);
      return blanks ? results.map((r) => (r.ok ? { ok: true, value: { ...r.value, blanks } } : r)) : results;
    },
    bulk:
      urlsMode && source.offers(createUrlsRun)
        ? (domains) => runUrlsVisibility(source, domains, { country_id: country, mode: urlsMode })
        : null,
  };
}

/** Dashboard requests sent between two chances to keep what arrived and to stop at the first refusal. */
export const PER_DOMAIN_CHUNK = 48;

const HOUR = 3_600_000;

const isQuota = (result: Settled<unknown> | undefined): boolean =>
  result !== undefined && !result.ok && result.error.code === 'QUOTA_EXCEEDED';

/** What choosing reads: the memory, and getLimits at most once (a failed read counts, and chooses without). */
function counters(source: Pick<FiguresSource, 'limits'>, ask: Pick<FiguresAsk, 'spent' | 'now'>) {
  let model: QuotaModel | null | undefined;
  return {
    read(): QuotaModel | null {
      if (model === undefined) {
        try {
          model = source.limits();
        } catch {
          model = null;
        }
      }
      return model;
    },
    rooms(): Rooms {
      const room = (counter: CounterKey) => ({
        left: (model && findCounter(model, counter)?.left) ?? null,
        spent: ask.spent.spent(counter, ask.now()) !== null,
      });
      return { visibility: room(VISIBILITY_COUNTER), tools: room(TOOLS_COUNTER) };
    },
    /** The way for `missing` domains; the counters are read (and taught to the memory) only when that decides. */
    choose(question: WayQuestion): WayChoice {
      if (model === undefined && needsRooms(question, this.rooms())) {
        const read = this.read();
        if (read) ask.spent.learn(read);
      }
      return chooseWay(question, this.rooms());
    },
  };
}

const question = (
  missing: number,
  offers: { readonly bulk: boolean; readonly dashboard?: boolean },
  ask: Pick<FiguresAsk, 'setting' | 'needs'>,
): WayQuestion => ({
  missing,
  setting: ask.setting,
  bulkOffered: offers.bulk,
  dashboard: offers.dashboard,
  needs: ask.needs,
});

/**
 * The way a fetch of `missing` domains would take now, and what it would spend (cost previews): over a
 * connection that offers the bulk tool or not, for a mode the dashboard reads or not, reading its counters
 * only when that decides.
 */
export function wayFor(
  missing: number,
  offers: { readonly bulk: boolean; readonly dashboard?: boolean } & Pick<FiguresSource, 'limits'>,
  ask: Omit<FiguresAsk, 'keep' | 'guard'>,
): WayChoice {
  return counters(offers, ask).choose(question(missing, offers, ask));
}

/** One result per domain, in order: figures, the failure, or the refusal of a counter known to be spent. */
export function fetchDomainFigures(
  source: FiguresSource,
  domains: readonly string[],
  ask: FiguresAsk,
): Settled<DomainFigures>[] {
  const results: (Settled<DomainFigures> | undefined)[] = domains.map(() => undefined);
  const known = counters(source, ask);

  /** A refusal of `counter`, remembered with its reset time: the error's, else getLimits' (read once). */
  const remember = (counter: CounterKey, error: ApiError): void => {
    const now = ask.now();
    const told = error instanceof QuotaExceededError ? error : undefined;
    if (told?.hoursToReset !== undefined) {
      ask.spent.remember(counter, now, told.hoursToReset, told.limit);
      return;
    }
    const read = known.read();
    const found = read && findCounter(read, counter);
    const hours = found?.hoursToReset ?? null;
    const since = (now - (read?.readAt ?? now)) / HOUR;
    ask.spent.remember(counter, now, hours === null ? null : hours - since, found?.limit ?? undefined);
  };

  /** Sends `indices` the chosen way; returns those a spent counter refused or left unsent. */
  const send = (way: DomainWay, indices: readonly number[]): number[] => {
    const counter = way === 'bulk' ? TOOLS_COUNTER : VISIBILITY_COUNTER;
    const chunk = way === 'bulk' ? indices.length : PER_DOMAIN_CHUNK;
    for (let k = 0; k < indices.length; k += chunk) {
      if (k > 0) ask.keep?.(arrived(domains, results));
      const part = indices.slice(k, k + chunk);
      const fetch = way === 'bulk' ? (source.bulk as NonNullable<FiguresSource['bulk']>) : source.perDomain;
      fetch(part.map((i) => domains[i])).forEach((result, j) => {
        results[part[j]] =
          result.ok && way === 'bulk' ? { ok: true, value: { ...result.value, via: 'bulk' } } : result;
      });
      const refused = part.filter((i) => isQuota(results[i]));
      if (refused.length) {
        remember(counter, (results[refused[0]] as { error: ApiError }).error);
        return [...refused, ...indices.slice(k + chunk)];
      }
    }
    return [];
  };

  let todo = domains.map((_, i) => i);
  let counter: CounterKey = VISIBILITY_COUNTER;
  // A second round only for what the first way's counter refused, the other way.
  for (let round = 0; todo.length && round < 2; round++) {
    const choice = known.choose(
      question(todo.length, { bulk: !!source.bulk, dashboard: source.dashboard }, ask),
    );
    counter = choice.counter;
    if (choice.spent) break;
    const held = ask.guard?.(choice, () => known.read());
    if (held) {
      for (const i of todo) results[i] = { ok: false, error: held };
      break;
    }
    const refused = send(choice.way, todo);
    todo = ask.setting === 'auto' ? refused : [];
  }
  // Both spent, a domain's own counter is the one named: the visibility quota.
  if (ask.setting === 'auto' && ask.spent.spent(VISIBILITY_COUNTER, ask.now())) counter = VISIBILITY_COUNTER;
  return results.map((result) => (result && !isQuota(result) ? result : refusal(counter, result)));

  /** A counter's refusal as the memory has it (with its reset), else as the service said it. */
  function refusal(counter: CounterKey, result: Settled<DomainFigures> | undefined): Settled<DomainFigures> {
    const spent = ask.spent.spent(counter, ask.now());
    if (spent) {
      const hoursToReset = (spent.until - ask.now()) / HOUR;
      return { ok: false, error: new QuotaExceededError({ counter, limit: spent.limit, hoursToReset }) };
    }
    return result ?? { ok: false, error: new QuotaExceededError({ counter }) };
  }
}

/** The figures that have arrived, by domain. */
function arrived(
  domains: readonly string[],
  results: readonly (Settled<DomainFigures> | undefined)[],
): Map<string, DomainFigures> {
  const some = new Map<string, DomainFigures>();
  results.forEach((result, i) => {
    if (result?.ok) some.set(domains[i], result.value);
  });
  return some;
}
