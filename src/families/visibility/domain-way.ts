/**
 * Which way a table of domain statistics is fetched: one dashboard request per domain (a visibility unit
 * each, every figure; a whole domain or a host only), or runs of the URLs tool (a tools unit per 500
 * domains; no domain rank, no AI Overview figures; the only way for single URLs). Pure: the caller says
 * what is missing, what the user asked for, what the connection offers and what the counters have left;
 * this says which way, on which counter, and why.
 */
import { URLS_RUN_MAX } from './endpoints';
import type { CounterKey } from '../../api/quota';
import type { WaySetting } from '../../document-settings';

export type DomainWay = 'perDomain' | 'bulk';
/** What the columns asked for need: figures only the dashboard gives, only the URLs tool gives, or either. */
export type WayNeeds = 'perDomain' | 'bulk' | 'either';

export type WayReason =
  /** The connection or the fetch mode has no bulk tool. */
  | 'only'
  /** The fetch mode is one the dashboard does not read (a single URL): only the URLs tool does. */
  | 'mode'
  | 'setting'
  | 'columns'
  /** A counter is spent: the other one's way, if it is not. */
  | 'spent'
  /** So few domains that a dashboard request each costs less than a tools unit on any plan. */
  | 'few'
  /** The smaller share of what is left on its counter. */
  | 'cheaper';

/** Figures the dashboard gives and the URLs tool does not. */
export const PER_DOMAIN_FIGURES: readonly string[] = [
  'domain_rank',
  'category',
  'category_rank',
  'ai_overview_keywords',
  'ai_overview_citations',
];
/** Figures only the URLs tool gives. */
export const BULK_FIGURES: readonly string[] = ['unique_urls_top10', 'unique_urls_top50'];

export const VISIBILITY_COUNTER = 'visibility_analysis_queries_per_day' satisfies CounterKey;
export const TOOLS_COUNTER = 'tools_daily_limit' satisfies CounterKey;

/**
 * Below this many missing domains the dashboard is the way without asking the counters: a plan's visibility
 * units outnumber its tools units at least 8 to 1 (Basic and Advanced; 10 on Lite and Prime), so a handful of
 * dashboard requests spends a smaller share than one run, unless the visibility counter is nearly spent, which
 * the first refusal teaches (`spent/counters.ts`).
 */
export const HANDFUL = 5;

export interface WayQuestion {
  readonly missing: number;
  readonly setting: WaySetting;
  readonly bulkOffered: boolean;
  /** Whether the dashboard reads the fetch mode (a whole domain or a host); default yes. */
  readonly dashboard?: boolean;
  readonly needs: WayNeeds;
}

/** A counter as the choice sees it: units left (null: unlimited or not read) and whether it is spent. */
export interface Room {
  readonly left: number | null;
  readonly spent: boolean;
}

export interface Rooms {
  readonly visibility: Room;
  readonly tools: Room;
}

export interface WayChoice {
  readonly way: DomainWay;
  readonly counter: typeof VISIBILITY_COUNTER | typeof TOOLS_COUNTER;
  /** At most: a domain charged within 24 h is not charged again. */
  readonly units: number;
  readonly reason: WayReason;
  /** The chosen counter is spent: nothing is to be sent. */
  readonly spent: boolean;
}

export const bulkUnits = (domains: number): number => Math.ceil(domains / URLS_RUN_MAX);

/** The way the question leaves no choice about, if any: the connection, the setting or the columns decide. */
function decided(q: WayQuestion): { way: DomainWay; reason: WayReason } | null {
  if (q.dashboard === false) return { way: 'bulk', reason: 'mode' };
  if (!q.bulkOffered) return { way: 'perDomain', reason: 'only' };
  if (q.setting !== 'auto') return { way: q.setting, reason: 'setting' };
  if (q.needs !== 'either') return { way: q.needs, reason: 'columns' };
  return null;
}

/** Whether choosing is worth a getLimits read: both ways open, more than a handful missing, nothing known spent. */
export function needsRooms(q: WayQuestion, known: Rooms): boolean {
  return !decided(q) && q.missing > HANDFUL && !known.visibility.spent && !known.tools.spent;
}

/** The share of what is left that `units` would spend; nothing left is infinitely dear, unknown is free. */
function share(units: number, room: Room): number {
  if (room.spent || room.left === 0) return Number.POSITIVE_INFINITY;
  return room.left === null ? 0 : units / room.left;
}

export function chooseWay(q: WayQuestion, rooms: Rooms): WayChoice {
  const make = (way: DomainWay, reason: WayReason): WayChoice => {
    const bulk = way === 'bulk';
    return {
      way,
      counter: bulk ? TOOLS_COUNTER : VISIBILITY_COUNTER,
      units: bulk ? bulkUnits(q.missing) : q.missing,
      reason,
      spent: (bulk ? rooms.tools : rooms.visibility).spent,
    };
  };
  const fixed = decided(q);
  if (fixed) return make(fixed.way, fixed.reason);
  if (rooms.visibility.spent || rooms.tools.spent)
    return make(rooms.visibility.spent && !rooms.tools.spent ? 'bulk' : 'perDomain', 'spent');
  if (q.missing <= HANDFUL) return make('perDomain', 'few');
  const bulkIsCheaper = share(bulkUnits(q.missing), rooms.tools) < share(q.missing, rooms.visibility);
  return make(bulkIsCheaper ? 'bulk' : 'perDomain', 'cheaper');
}
