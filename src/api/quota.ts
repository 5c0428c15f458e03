/**
 * The quota model and the charging rules of the spec, as pure functions: which counter a path draws from,
 * what getLimits says is left, and how many units a planned call will charge given what was already charged.
 */
import { hashId } from '../shared/hash';
import { type Said, said } from '../shared/i18n/said';
import { normalizeDomain, normalizePhrase } from '../normalize';
import type { Limits } from './schemas';
import type { ApiRequest } from './transport';

export type CounterKey =
  | 'visibility_analysis_queries_per_day'
  | 'keywords_analysis_queries_per_day'
  | 'serp_analysis_daily_limit'
  | 'backlinks_queries'
  | 'tools_daily_limit'
  | 'monitoring_daily_keywords_refreshes';

/** The counter a request path draws from, or undefined for paths that charge nothing knowable. */
export function counterForPath(path: string): CounterKey | undefined {
  const p = path.toLowerCase();
  if (/^\/api\/(tasks\/management\/)?serp_analysis\//.test(p) && !p.includes('/tools/')) {
    return 'serp_analysis_daily_limit';
  }
  if (/^\/api\/tasks\/management\/(top100|urls)_crawl\//.test(p) || /^\/api\/[a-z_]+\/tools\//.test(p)) {
    return 'tools_daily_limit';
  }
  if (p.startsWith('/api/visibility_analysis/')) return 'visibility_analysis_queries_per_day';
  if (p.startsWith('/api/keywords_analysis/')) return 'keywords_analysis_queries_per_day';
  if (p.startsWith('/api/rank_tracker/') && p.includes('refresh'))
    return 'monitoring_daily_keywords_refreshes';
  return undefined;
}

/**
 * A unit a request that succeeded most likely charged: the counter, and the key a repeat within 24 h is
 * free under (the estimates' key for the same combination). The service's counters stay the truth: the
 * sidebar shows these only between two readings of getLimits, so that what formulas spent shows at once.
 */
export interface SentCharge {
  readonly counter: CounterKey;
  readonly key: string;
}

const sent = (counter: CounterKey, key: string): SentCharge => ({
  counter,
  key: hashId(`${counter}|${key}`),
});

/** A keyword-database report's seeds: the reference's `parameters[].value`, or the seed spec's `keyword`. */
function seedsOf(params: Readonly<Record<string, unknown>>): string[] {
  const groups = Array.isArray(params.parameters) ? params.parameters : [];
  const values = groups.flatMap((group) => {
    const value = (group as { value?: unknown } | null)?.value;
    return Array.isArray(value) ? value : [];
  });
  const seeds = [...values, ...(typeof params.keyword === 'string' ? [params.keyword] : [])];
  return seeds.filter((seed): seed is string => typeof seed === 'string');
}

/**
 * What a request that succeeded charged, by the spec's rules: a report's first page (later pages are free),
 * one visibility unit per combination of fetch_mode, domain and market, one keyword-database unit per seed
 * of an analysis, one tools unit per statistics run, URLs-tool run or rank-tracker comparison (keyed by its
 * parameters).
 * Nothing for reads, checks and lists; nothing for a SERP `create`, which is free for an analysis that
 * exists and whose answer does not say which it was (the next reading of getLimits shows that unit).
 */
export function chargesOfRequest(request: ApiRequest): SentCharge[] {
  const params = request.params ?? {};
  const path = request.path.toLowerCase();
  const counter = counterForPath(path);
  if (!counter || Number(params.page ?? 1) > 1) return [];
  const country = params.country_id ?? 1;
  switch (counter) {
    case 'visibility_analysis_queries_per_day':
      if (!path.startsWith('/api/visibility_analysis/reports/') || typeof params.domain !== 'string')
        return [];
      return [sent(counter, [params.fetch_mode, normalizeDomain(params.domain), country].join('|'))];
    case 'keywords_analysis_queries_per_day': {
      if (!path.startsWith('/api/keywords_analysis/reports/')) return [];
      const analysis = path.slice(path.lastIndexOf('/') + 1);
      const mode = params.match_mode ?? '';
      return [...new Set(seedsOf(params).map(normalizePhrase))].map((seed) =>
        sent(counter, [analysis, seed, mode, country].join('|')),
      );
    }
    case 'tools_daily_limit': {
      if (
        !path.endsWith('/statistics/create') &&
        !path.endsWith('/tools/urls/create') &&
        !path.startsWith('/api/rank_tracker/tools/')
      )
        return [];
      const { page: _page, limit: _limit, ...run } = params;
      return [sent(counter, JSON.stringify(sortKeys(run)))];
    }
    default:
      return [];
  }
}

/**
 * What a tool call that succeeded charged, where the spec says (rule 8): `get_keyword_statistics` one
 * tools unit per call, `get_keywords` one keyword-database unit per seed. Other tools' charges show at
 * the next reading of get_limits.
 */
export function chargesOfTool(name: string, args: object): SentCharge[] {
  const values = args as Readonly<Record<string, unknown>>;
  if (name === 'get_keyword_statistics') return [sent('tools_daily_limit', JSON.stringify(sortKeys(values)))];
  if (name !== 'get_keywords') return [];
  const seeds = Array.isArray(values.keywords) ? values.keywords : [values.keyword];
  return seeds
    .filter((seed): seed is string => typeof seed === 'string')
    .map((seed) =>
      sent(
        'keywords_analysis_queries_per_day',
        ['tool', normalizePhrase(seed), values.country_id ?? 1].join('|'),
      ),
    );
}

export type CounterKind = 'consumable' | 'size' | 'validity';

export interface QuotaCounter {
  readonly key: string;
  readonly kind: CounterKind;
  /** Plan value plus extra units; null when unlimited (-1) or a date. */
  readonly limit: number | null;
  readonly unlimited: boolean;
  /** For data-validity limits: the date as the service wrote it. */
  readonly validUntil: string | null;
  readonly used: number | null;
  /** Null when unlimited or not consumable. */
  readonly left: number | null;
  /** Null when the counter does not reset cyclically. Periods are monthly from the package start. */
  readonly hoursToReset: number | null;
}

export interface QuotaModel {
  readonly counters: readonly QuotaCounter[];
  /** When getLimits was read (epoch ms): `hoursToReset` counts from then. */
  readonly readAt: number;
}

export function quotaModel(limits: Limits, readAt: number): QuotaModel {
  const counters = Object.entries(limits).map(([key, entry]): QuotaCounter => {
    const numeric = typeof entry.limit === 'number' ? entry.limit : Number.NaN;
    const unlimited = numeric === -1;
    const validUntil = typeof entry.limit === 'string' ? entry.limit : null;
    const limit = unlimited || validUntil !== null ? null : numeric + (entry.extra_limit ?? 0);
    const kind: CounterKind =
      validUntil !== null
        ? 'validity'
        : entry.usage === null || key.endsWith('_rows_per_report')
          ? 'size'
          : 'consumable';
    const used = entry.usage ?? null;
    const left = kind === 'consumable' && limit !== null && used !== null ? Math.max(0, limit - used) : null;
    return {
      key,
      kind,
      limit,
      unlimited,
      validUntil,
      used,
      left,
      hoursToReset: entry.hours_to_reset ?? null,
    };
  });
  return { counters, readAt };
}

export function findCounter(model: QuotaModel, key: string): QuotaCounter | undefined {
  return model.counters.find((c) => c.key === key);
}

/** The row caps the plan states, by key (`<module>_rows_per_report`); an unlimited one is left out. */
export type RowCuts = Readonly<Record<string, number>>;

export function planRowCuts(model: QuotaModel): RowCuts {
  const sizes = model.counters.filter((c) => c.key.endsWith('_rows_per_report') && c.limit !== null);
  return Object.fromEntries(sizes.map((c) => [c.key, c.limit as number]));
}

function rowCutOf(cuts: RowCuts, module: string): number | undefined {
  const own = cuts[`${module}_rows_per_report`];
  if (own !== undefined) return own;
  const all = Object.values(cuts);
  return all.length ? Math.min(...all) : undefined;
}

/**
 * The plan's row cap for a module's reports (`<module>_rows_per_report`), else the smallest row cap the
 * plan states; undefined when neither is known or the cap is unlimited.
 */
export function rowsPerReport(model: QuotaModel, module: string): number | undefined {
  return rowCutOf(planRowCuts(model), module);
}

/**
 * The row cap of the lists at `path`, as `rowsPerReport` of its module (the rank tracker's is `monitoring_`,
 * SERP tasks' `serp_analysis_`).
 */
export function rowCutAt(cuts: RowCuts, path: string): number | undefined {
  const module = /^\/api\/(?:tasks\/management\/)?([a-z_]+)\//i.exec(path)?.[1]?.toLowerCase() ?? '';
  return rowCutOf(cuts, module === 'rank_tracker' ? 'monitoring' : module);
}

/** When a counter resets, in epoch ms, or null when it does not reset cyclically. */
export function resetsAt(model: QuotaModel, counter: QuotaCounter): number | null {
  return counter.hoursToReset === null ? null : model.readAt + counter.hoursToReset * 3_600_000;
}

/** A call the caller is about to make, described by what the spec charges for. */
export type PlannedCall =
  | {
      readonly kind: 'visibility';
      readonly fetchMode: string;
      readonly domain: string;
      readonly countryId?: number;
    }
  | {
      readonly kind: 'keywords';
      readonly analysis: 'getKeywords' | 'getRelated' | 'getQuestions' | 'getGroups';
      readonly input: string | readonly string[];
      readonly mode?: string;
      readonly countryId?: number;
    }
  | { readonly kind: 'backlinks'; readonly domain: string; readonly countryId?: number }
  /** Any tool run (statistics chain, TOP100/URL crawl, compare SERP/days): keyed by the exact parameters. */
  | {
      readonly kind: 'tool';
      readonly params: unknown /** What the user calls it (a crawl). */;
      readonly what?: 'crawl' | 'statistics';
    }
  | {
      readonly kind: 'serpCreate';
      readonly phrase: string;
      readonly countryId: number;
      readonly taskExists: boolean;
    }
  | { readonly kind: 'serpRefresh' }
  | { readonly kind: 'monitoringRefresh' }
  /** getLimits, check, list, paging through results, reading reports of a finished task. */
  | { readonly kind: 'free' };

/** One unit charged earlier, as remembered by the caller (see `charge-history`). */
export interface Charge {
  /** The estimate's key: a digest of counter and normalized combination. */
  readonly key: string;
  readonly at: number;
}

export interface CostEstimate {
  readonly counter: CounterKey | null;
  readonly units: number;
  /** The charge key to remember once the call succeeded; null when no repeat could ever be free. */
  readonly key: string | null;
  /** Why it costs what it costs, as a message the reader's language renders. */
  readonly reason: Said;
}

export const REPEAT_FREE_MS = 24 * 3_600_000;

/**
 * Units a planned call will charge. `history` holds charges the caller knows of; a repeat of the same
 * normalized combination within 24 h of its charge is free. The service counts per account, so charges
 * the history never saw (web app, other users, formulas) are invisible here: for those it is an upper bound.
 */
export function estimateCost(planned: PlannedCall, history: readonly Charge[], now: number): CostEstimate {
  const charge = chargeFor(planned);
  if (!charge) return { counter: null, units: 0, key: null, reason: freeReason(planned) };
  const { counter } = charge;
  if (!charge.window) return { counter, units: 1, key: null, reason: said('cost.everyTime') };
  // Keys are whole parameter sets (up to 100 phrases): a digest keeps the remembered history small.
  const key = hashId(`${counter}|${charge.key}`);
  const repeat = history.find((h) => h.key === key && now - h.at < REPEAT_FREE_MS);
  const same = sameAs(planned);
  if (!repeat) return { counter, units: 1, key, reason: said('cost.newRequest', { same }) };
  return { counter, units: 0, key, reason: said('cost.repeat', { same, ago: ago(now - repeat.at) }) };
}

/**
 * What makes a repeat free, as the user reads it: the service's key (the same domain, mode and market…),
 * whichever report, formula or tool asked before; the history here knows only this add-on's reports and tasks.
 */
function sameAs(planned: PlannedCall): Said {
  if (planned.kind === 'tool') return said(SAME[planned.what ?? 'tool']);
  return said(planned.kind in SAME ? SAME[planned.kind as keyof typeof SAME] : SAME.backlinks);
}

const SAME = {
  visibility: 'cost.same.domain',
  keywords: 'cost.same.phrases',
  backlinks: 'cost.same.backlinks',
  tool: 'cost.same.tool',
  crawl: 'cost.same.crawl',
  statistics: 'cost.same.statistics',
} as const satisfies Readonly<Record<string, `cost.same.${string}`>>;

function ago(ms: number): Said {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60
    ? said('cost.minutes', { count: Math.max(1, minutes) })
    : said('cost.hours', { count: Math.floor(minutes / 60) });
}

function chargeFor(planned: PlannedCall): { counter: CounterKey; key: string; window: boolean } | null {
  switch (planned.kind) {
    case 'visibility':
      return {
        counter: 'visibility_analysis_queries_per_day',
        key: [planned.fetchMode, normalizeDomain(planned.domain), planned.countryId ?? 1].join('|'),
        window: true,
      };
    case 'keywords': {
      const input = typeof planned.input === 'string' ? [planned.input] : planned.input;
      const key = [
        planned.analysis,
        input.map(normalizePhrase).join('\n'),
        planned.mode ?? '',
        planned.countryId ?? 1,
      ];
      return { counter: 'keywords_analysis_queries_per_day', key: key.join('|'), window: true };
    }
    case 'backlinks':
      return {
        counter: 'backlinks_queries',
        key: `${normalizeDomain(planned.domain)}|${planned.countryId ?? ''}`,
        window: true,
      };
    case 'tool':
      // The full parameter set: reordering keywords or adding an optional field is a new unit; key order is not.
      return { counter: 'tools_daily_limit', key: JSON.stringify(sortKeys(planned.params)), window: true };
    case 'serpCreate':
      if (planned.taskExists) return null;
      return {
        counter: 'serp_analysis_daily_limit',
        key: `${normalizePhrase(planned.phrase)}|${planned.countryId}`,
        window: false,
      };
    case 'serpRefresh':
      return { counter: 'serp_analysis_daily_limit', key: 'refresh', window: false };
    case 'monitoringRefresh':
      return { counter: 'monitoring_daily_keywords_refreshes', key: 'refresh', window: false };
    case 'free':
      return null;
  }
}

function freeReason(planned: PlannedCall): Said {
  return said(planned.kind === 'serpCreate' ? 'cost.serpExists' : 'cost.readFree');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
}
