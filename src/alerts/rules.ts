/**
 * Alert rules and what they find between two consecutive runs of a schedule. Each compares a run with the
 * one before it, so a condition that still holds at the next run is not found again: a rule fires on a
 * change of state, once per change.
 *
 * - `top`: a phrase's position crosses into (enter) or out of (leave) positions 1…top; a phrase missing
 *   from a complete table does not rank. A table cut by its row limit says nothing of the phrases past it.
 * - `move`: a phrase ranking in both runs moved `places` or more up or down.
 * - `visibility`: a domain's visibility moved `percent` or more (from 0 to any: up).
 * - `competitor`: a competitor whose visibility was at most the domain's is now above it.
 * - `aio`: the domain is now cited in a phrase's AI Overview (gain), or no longer is (lose).
 * - `cannibalization`: a phrase now ranks with two or more pages of the domain, and did not before.
 *
 * `filter` (the reports' filter syntax, over the rows' own fields) and `minSearches` limit a rule to some
 * phrases, read from the row as it is now (or as it was, for one that left the table).
 */
import { type Filter, readFilter } from '../shared/filter';
import { type MessageKey, type Said, SaidError, said } from '../shared/i18n/said';
import { fitting, type Offer, RULE_KINDS } from './offer';
import type { Observed, Seen } from './observed';

interface Limits {
  readonly filter?: string;
  readonly minSearches?: number;
}
export type Rule = Limits &
  (
    | { readonly kind: 'top'; readonly top: 3 | 10 | 50; readonly direction: 'enter' | 'leave' | 'either' }
    | { readonly kind: 'move'; readonly places: number; readonly direction: Way }
    | { readonly kind: 'visibility'; readonly percent: number; readonly direction: Way }
    | { readonly kind: 'competitor' }
    | { readonly kind: 'aio'; readonly direction: 'gain' | 'lose' | 'either' }
    | { readonly kind: 'cannibalization' }
  );
type Way = 'up' | 'down' | 'either';

export const MAX_RULES = 10;

/** One phrase (or domain) a rule found: its figure before and after, its page now. */
export interface Finding {
  readonly text: string;
  /** A position (null: not ranking), a visibility, a citation, a count of pages. */
  readonly from: number | boolean | null;
  readonly to: number | boolean | null;
  readonly url: string | null;
  readonly searches: number | null;
  /** A competitor's finding: the domain's own visibility before and after. */
  readonly own?: readonly [number | null, number | null];
}

/** What one rule found, on one side: entered, moved up, gained (`up`), or the opposite (`down`). */
export interface Fired {
  readonly rule: Rule;
  readonly way: 'up' | 'down';
  readonly findings: readonly Finding[];
}

// ---------------------------------------------------------------- reading rules

const ruleError = (n: number, why: Said) => new SaidError(said('alerts.rule', { n, why }));

/** The columns a rule's filter may name: what the report's rows carry. */
const filterKeys = (offer: Offer): string[] =>
  [offer.key, ...(['url', 'position', 'searches', 'visibility'] as const).filter((f) => offer[f])].filter(
    (key, i, all) => all.indexOf(key) === i,
  );

/** `rules` as the schedule keeps them, each checked against the report's rows; throws the first problem's words. */
export function readRules(input: unknown, offer: Offer | undefined, decimal: ',' | '.'): Rule[] {
  const list = Array.isArray(input) ? input : [];
  if (list.length > MAX_RULES) throw new SaidError(said('alerts.tooMany', { max: MAX_RULES }));
  return list.map((raw, i) => readRule((raw ?? {}) as Record<string, unknown>, i + 1, offer, decimal));
}

function readRule(
  raw: Record<string, unknown>,
  n: number,
  offer: Offer | undefined,
  decimal: ',' | '.',
): Rule {
  const pick = <T>(field: string, allowed: readonly T[]): T => {
    if (allowed.includes(raw[field] as T)) return raw[field] as T;
    throw ruleError(n, said('alerts.invalid', { field, allowed: allowed.join(', ') }));
  };
  const whole = (field: string, min: number, max: number): number => {
    const value = raw[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
    throw ruleError(n, said('alerts.invalid', { field, allowed: `${min}–${max}` }));
  };
  const kind = pick('kind', RULE_KINDS);
  if (!offer || !fitting(offer).includes(kind)) throw ruleError(n, said('alerts.unfit'));
  const limits: { filter?: string; minSearches?: number } = {};
  if (typeof raw.filter === 'string' && raw.filter.trim()) {
    try {
      readFilter(raw.filter, { keys: filterKeys(offer), decimal });
    } catch (error) {
      throw ruleError(n, error instanceof SaidError ? error.said : said('alerts.unfit'));
    }
    limits.filter = raw.filter.trim();
  }
  if (raw.minSearches !== undefined && raw.minSearches !== null && raw.minSearches !== '') {
    if (!offer.searches) throw ruleError(n, said('alerts.noSearches'));
    limits.minSearches = whole('minSearches', 0, 100_000_000);
  }
  switch (kind) {
    case 'top':
      return { kind, top: pick('top', [3, 10, 50] as const), direction: pick('direction', ENTER), ...limits };
    case 'move':
      return { kind, places: whole('places', 1, 99), direction: pick('direction', WAYS), ...limits };
    case 'visibility': {
      const percent = raw.percent;
      if (typeof percent !== 'number' || !(percent > 0 && percent <= 1000))
        throw ruleError(n, said('alerts.invalid', { field: 'percent', allowed: '0–1000' }));
      return { kind, percent, direction: pick('direction', WAYS), ...limits };
    }
    case 'aio':
      return { kind, direction: pick('direction', GAIN), ...limits };
    default:
      return { kind, ...limits };
  }
}

const ENTER = ['enter', 'leave', 'either'] as const;
const WAYS = ['up', 'down', 'either'] as const;
const GAIN = ['gain', 'lose', 'either'] as const;

// ---------------------------------------------------------------- what they find

/** A figure of a phrase in a run; undefined when the table cannot tell (cut by its limit before it). */
type Read<T> = (seen: Seen) => T;

function figure<T>(observed: Observed, key: string, read: Read<T>, absent: T): T | undefined {
  const seen = observed.rows.get(key);
  if (seen) return read(seen);
  return observed.cut === null ? absent : undefined;
}

/** Whether a row passes a rule's limits: its filter and its searches. */
function passes(rule: Rule, offer: Offer, seen: Seen): boolean {
  if (rule.minSearches !== undefined && (seen.searches ?? -1) < rule.minSearches) return false;
  if (!rule.filter) return true;
  const values: Record<string, unknown> = {
    [offer.key]: seen.text,
    url: seen.url,
    position: seen.position,
    searches: seen.searches,
    visibility: seen.visibility,
  };
  const groups = readFilter(rule.filter, { keys: filterKeys(offer), decimal: '.' }) ?? [];
  return groups.some((group) => group.filters.every((condition) => holds(condition, values[condition.key])));
}

function holds(condition: Filter, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (condition.match === 'contains')
    return String(value).toLowerCase().includes(String(condition.value).toLowerCase());
  if (typeof value !== 'number') return String(value).toLowerCase() === String(condition.value).toLowerCase();
  const wanted = Number(condition.value);
  switch (condition.match) {
    case 'gt':
      return value > wanted;
    case 'gte':
      return value >= wanted;
    case 'lt':
      return value < wanted;
    case 'lte':
      return value <= wanted;
    default:
      return value === wanted;
  }
}

/** `up` and `down` as each direction of a rule asks for them. */
const sides = (direction: string): ('up' | 'down')[] =>
  direction === 'either'
    ? ['up', 'down']
    : [direction === 'leave' || direction === 'down' || direction === 'lose' ? 'down' : 'up'];

/** What changed of a phrase between two runs, as a rule reads it: the side it changed to, or null. */
type Change = (
  key: string,
) => { way: 'up' | 'down'; from: Finding['from']; to: Finding['to']; own?: Finding['own'] } | null;

function changeOf(rule: Rule, before: Observed, after: Observed): Change {
  switch (rule.kind) {
    case 'top': {
      const inside = (o: Observed, key: string) =>
        figure(o, key, (s) => s.position !== null && s.position <= rule.top, false) ??
        // Cut past the TOP: a phrase missing from it is outside.
        (o.cut !== null && o.cut > rule.top ? false : undefined);
      return (key) => {
        const [was, is] = [inside(before, key), inside(after, key)];
        if (was === undefined || is === undefined || was === is) return null;
        return { way: is ? 'up' : 'down', ...positions(before, after, key) };
      };
    }
    case 'move':
      return (key) => {
        const [from, to] = [before.rows.get(key)?.position, after.rows.get(key)?.position];
        if (!from || !to || Math.abs(from - to) < rule.places) return null;
        return { way: to < from ? 'up' : 'down', from, to };
      };
    case 'visibility':
      return (key) => {
        const [from, to] = [before.rows.get(key)?.visibility, after.rows.get(key)?.visibility];
        if (from == null || to == null) return null;
        const moved = from > 0 ? ((to - from) / from) * 100 : to > 0 ? Number.POSITIVE_INFINITY : 0;
        if (Math.abs(moved) < rule.percent) return null;
        return { way: moved > 0 ? 'up' : 'down', from, to };
      };
    case 'competitor':
      return (key) => {
        const [from, to] = [before.rows.get(key)?.visibility, after.rows.get(key)?.visibility];
        const own = [before.own, after.own] as const;
        if (from == null || to == null || own[0] === null || own[1] === null) return null;
        return from <= own[0] && to > own[1] ? { way: 'up', from, to, own } : null;
      };
    case 'aio':
      return (key) => {
        const [was, is] = [
          figure(before, key, (s) => s.cited === true, false),
          figure(after, key, (s) => s.cited === true, false),
        ];
        if (was === undefined || is === undefined || was === is) return null;
        return { way: is ? 'up' : 'down', from: was, to: is };
      };
    case 'cannibalization':
      return (key) => {
        const [was, is] = [figure(before, key, (s) => s.urls, 0), figure(after, key, (s) => s.urls, 0)];
        return was !== undefined && is !== undefined && was < 2 && is >= 2
          ? { way: 'up', from: was, to: is }
          : null;
      };
  }
}

function positions(before: Observed, after: Observed, key: string) {
  return { from: before.rows.get(key)?.position ?? null, to: after.rows.get(key)?.position ?? null };
}

/** What each rule found between the previous run and this one, most searched first; rules that found nothing are left out. */
export function evaluate(rules: readonly Rule[], offer: Offer, before: Observed, after: Observed): Fired[] {
  const keys = [...new Set([...before.rows.keys(), ...after.rows.keys()])];
  return rules.flatMap((rule) => {
    const change = changeOf(rule, before, after);
    const found = keys.flatMap((key) => {
      const seen = after.rows.get(key) ?? before.rows.get(key);
      const changed = seen && passes(rule, offer, seen) ? change(key) : null;
      if (!seen || !changed) return [];
      const { way, ...figures } = changed;
      return [{ way, finding: { text: seen.text, url: seen.url, searches: seen.searches, ...figures } }];
    });
    return sides('direction' in rule ? rule.direction : 'up')
      .map((way) => ({
        rule,
        way,
        findings: found
          .filter((f) => f.way === way)
          .map((f) => f.finding)
          .sort((a, b) => (b.searches ?? -1) - (a.searches ?? -1) || a.text.localeCompare(b.text)),
      }))
      .filter((fired) => fired.findings.length > 0);
  });
}

/** The title of what a rule found on one side, as a message of the reader's language. */
export function firedSaid(fired: Pick<Fired, 'rule' | 'way'>): Said {
  const { rule, way } = fired;
  const sided = rule.kind !== 'competitor' && rule.kind !== 'cannibalization';
  const params: Record<string, number> = {};
  if (rule.kind === 'top') params.top = rule.top;
  if (rule.kind === 'move') params.count = rule.places;
  if (rule.kind === 'visibility') params.percent = rule.percent;
  return said(`alerts.${rule.kind}${sided ? `.${way}` : ''}` as MessageKey, params);
}
