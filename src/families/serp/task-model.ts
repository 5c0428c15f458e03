/**
 * The task centre's rules, pure: what a request must hold, what the service will charge for it,
 * how that is said before anything is spent, and how a task reads in the list.
 */
import type { CostEstimate, PlannedCall, QuotaCounter } from '../../api/quota';
import type { TaskStatus } from './task-status';
import type { Language } from '../../shared/i18n/languages';
import { marketName } from '../../shared/markets';
import { costText, quotaVoice } from '../../shared/quota-wording';
import { type Said, SaidError, said } from '../../shared/i18n/said';
import { excerpt } from '../../shared/excerpt';
import { formatZonedDateTime, type TimeZone } from '../../shared/i18n/dates';

export type TaskRequest =
  | { readonly kind: 'serp'; readonly phrase: string; readonly countryId: number }
  | { readonly kind: 'top100_crawl'; readonly phrases: readonly string[]; readonly countryId: number }
  | { readonly kind: 'urls_crawl'; readonly urls: readonly string[] };

/** The service accepts 1–100 items per crawl. */
const MAX_CRAWL_ITEMS = 100;

/** Throws an Error naming what to fix; the service would answer 418 for the same input. */
export function checkRequest(request: TaskRequest): void {
  if (request.kind === 'serp') {
    if (!request.phrase.trim()) throw new SaidError(said('refuse.phrase'));
    return;
  }
  const items = request.kind === 'top100_crawl' ? request.phrases : request.urls;
  const phrases = request.kind === 'top100_crawl';
  if (items.length === 0) throw new SaidError(said(phrases ? 'refuse.noPhrases' : 'refuse.noUrls'));
  if (items.length > MAX_CRAWL_ITEMS)
    throw new SaidError(
      said(phrases ? 'refuse.tooManyPhrases' : 'refuse.tooManyUrls', {
        max: `${MAX_CRAWL_ITEMS}`,
        got: `${items.length}`,
      }),
    );
  if (request.kind === 'urls_crawl') {
    const bad = request.urls.find((url) => !/^https?:\/\/\S+$/i.test(url));
    if (bad) throw new SaidError(said('refuse.notUrl', { value: excerpt(bad) }));
  }
}

type Top100Request = Extract<TaskRequest, { kind: 'top100_crawl' }>;
type UrlsRequest = Extract<TaskRequest, { kind: 'urls_crawl' }>;

/** The body the service receives: the tools counter keys on it exactly, so the estimate must use the same. */
export function createParams(request: Top100Request): { keywords: readonly string[]; country_id: number };
export function createParams(request: UrlsRequest): { urls: readonly string[] };
export function createParams(request: Top100Request | UrlsRequest): object;
export function createParams(request: Top100Request | UrlsRequest): object {
  return request.kind === 'top100_crawl'
    ? { keywords: request.phrases, country_id: request.countryId }
    : { urls: request.urls };
}

export function plannedCall(request: TaskRequest, serpTaskExists: boolean): PlannedCall {
  if (request.kind === 'serp') {
    return {
      kind: 'serpCreate',
      phrase: request.phrase,
      countryId: request.countryId,
      taskExists: serpTaskExists,
    };
  }
  return { kind: 'tool', params: createParams(request), what: 'crawl' };
}

export interface CostView {
  readonly units: number;
  readonly affordable: boolean;
  readonly text: string;
}

export function describeCost(
  estimate: CostEstimate,
  counter: QuotaCounter | undefined,
  language: Language,
  say: (message: Said) => string,
): CostView {
  if (estimate.units === 0 || !estimate.counter)
    return { units: 0, affordable: true, text: say(said('cost.free', { reason: estimate.reason })) };
  const known = counter && !counter.unlimited ? counter : undefined;
  const { text, affordable } = costText(
    {
      units: estimate.units,
      counter: estimate.counter,
      left: known?.left ?? null,
      limit: known?.limit,
      hoursToReset: known ? known.hoursToReset : null,
    },
    quotaVoice(language),
  );
  return { units: estimate.units, affordable, text };
}

interface TaskBase {
  readonly id: number;
  readonly title: string;
  readonly ready: boolean;
  readonly createdAt: string;
  /** When it was started, in the reader's language and the spreadsheet's zone, labelled; blank when unknown. */
  readonly createdText: string;
}
export type TaskView =
  | (TaskBase & { readonly kind: 'serp'; readonly hasSerpData: boolean; readonly hasKeywordsData: boolean })
  | (TaskBase & {
      readonly kind: 'top100_crawl' | 'urls_crawl';
      readonly finished: number;
      readonly all: number;
    });

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Who reads a task's view: their language, and the zone its times are written in (the spreadsheet's). */
export interface TaskReader {
  readonly language: Language;
  readonly zone: TimeZone;
}

export function taskView(status: TaskStatus, { language, zone }: TaskReader): TaskView {
  const record = status.task as Record<string, unknown>;
  const createdAt = text(record.created_at);
  const created = Date.parse(createdAt);
  const base = {
    id: status.id,
    ready: status.ready,
    createdAt,
    createdText: Number.isNaN(created) ? '' : formatZonedDateTime(language, created, zone),
  };
  if (status.kind === 'serp') {
    const progress = record.progress as { has_serp_data: boolean; has_keywords_analysis_data: boolean };
    // The live service may send the id as text.
    const countryId = Number(record.country_id ?? Number.NaN);
    const country = Number.isFinite(countryId) ? ` · ${marketName(countryId, language)}` : '';
    return {
      ...base,
      kind: 'serp',
      title: `${text(record.keyword) || `Analysis #${status.id}`}${country}`,
      hasSerpData: progress.has_serp_data,
      hasKeywordsData: progress.has_keywords_analysis_data,
    };
  }
  const items = status.kind === 'top100_crawl' ? 'phrases' : 'URLs';
  return {
    ...base,
    kind: status.kind,
    title: `${status.all} ${items}`,
    finished: status.finished,
    all: status.all,
  };
}

/** Newest first; ISO timestamps sort as text. */
export function newestFirst(tasks: readonly TaskView[]): TaskView[] {
  return [...tasks].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
