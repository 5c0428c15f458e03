/**
 * Document settings: the default market, how long each kind of cached data stays fresh, the document's
 * refresh stamp, its language, how domain statistics are fetched and the spend guard. Stored as one JSON document property;
 * every field falls back to its default on its own, so a damaged or older settings value never breaks a formula.
 * The execution context reads them once (`ctx.settings`) and saves through `ctx.saveSettings(patch)`.
 */
import * as z from 'zod/mini';
import type { Freshness } from './cache/document-cache';
import { DATA_KINDS, type DataKind, DEFAULT_FRESHNESS_HOURS } from './cache/kinds';
import type { PropertyStore } from './platform/properties';
import { LANGUAGES, type Language } from './shared/i18n/languages';
import { once } from './shared/lazy';
import { type Said, SaidError, said } from './shared/i18n/said';

export const SETTINGS_KEY = 'settings';

/** How domain statistics are fetched (families/visibility/domain-way.ts): the cheaper way per call, or always one. */
export const WAY_SETTINGS = ['auto', 'perDomain', 'bulk'] as const;
export type WaySetting = (typeof WAY_SETTINGS)[number];

export interface Settings {
  /** Market used when a formula gives no country_id. */
  readonly countryId: number;
  /** Hours each kind of cached data is reused before it is fetched again. */
  readonly freshnessHours: Readonly<Record<DataKind, number>>;
  /** Data fetched before this time (ms since epoch, 0 for never) is fetched again: a scheduled refresh. */
  readonly refreshStamp: number;
  /**
   * When "Refresh all now" last re-entered the formulas (ms, 0 for never): answers held before it are
   * asked again, under the freshness above (functions/held.ts).
   */
  readonly refreshedAt: number;
  /** The language of what lands in this document, when chosen over the spreadsheet's locale. */
  readonly language?: Language;
  /** How SEO_VISIBILITY and the domain-statistics report fetch: the cheaper way per call, or always one. */
  readonly visibilityWay: WaySetting;
  /** The language the document's SEO_* tables were last written in (registry/relabel.ts). */
  readonly tablesLanguage?: Language;
  /** When they were last re-entered to relabel them (ms, 0 for never): cached data of any age answers then. */
  readonly relabelledAt: number;
  /**
   * The spend guard, in per cent: a formula or report that would spend more than this share of what is left
   * of a counter this month is held back before sending (spent/guard.ts).
   */
  readonly spendGuard: number;
}

export interface SettingsPatch {
  readonly countryId?: number;
  readonly freshnessHours?: Partial<Record<DataKind, number>>;
  readonly refreshStamp?: number;
  readonly refreshedAt?: number;
  /** null goes back to following the spreadsheet's locale. */
  readonly language?: Language | null;
  readonly visibilityWay?: WaySetting;
  readonly tablesLanguage?: Language;
  readonly relabelledAt?: number;
  readonly spendGuard?: number;
}

export const DEFAULT_SETTINGS: Settings = {
  countryId: 1,
  freshnessHours: DEFAULT_FRESHNESS_HOURS,
  refreshStamp: 0,
  refreshedAt: 0,
  visibilityWay: 'auto',
  relabelledAt: 0,
  spendGuard: 25,
};

/**
 * How long after a relabelling pass cached data of any age answers a formula the document holds no answer
 * of (one answered before answers were held, functions/held.ts): long enough for Sheets to recalculate
 * what the pass re-entered, so its table is relabelled from the cache rather than fetched again.
 */
export const RELABEL_WINDOW_MS = 5 * 60_000;

/** A year: longer would outlive any quota period it was meant to save. */
const MAX_FRESHNESS_HOURS = 24 * 366;

const countryId = once(() => z.int().check(z.positive()));
const hours = once(() => z.number().check(z.gte(0), z.lte(MAX_FRESHNESS_HOURS)));
const stamp = once(() => z.int().check(z.gte(0)));
const visibilityWay = once(() => z.enum(WAY_SETTINGS));
const spendGuard = once(() => z.int().check(z.gte(1), z.lte(100)));
const patchSchema = once(() =>
  z.strictObject({
    countryId: z.optional(countryId()),
    freshnessHours: z.optional(z.partialRecord(z.enum(DATA_KINDS), hours())),
    refreshStamp: z.optional(stamp()),
    refreshedAt: z.optional(stamp()),
    language: z.optional(z.nullable(z.enum(LANGUAGES))),
    visibilityWay: z.optional(visibilityWay()),
    tablesLanguage: z.optional(z.enum(LANGUAGES)),
    relabelledAt: z.optional(stamp()),
    spendGuard: z.optional(spendGuard()),
  }),
);

/** zod/mini carries no message texts: say each field's rule in the sidebar's words. */
const FIELD_RULES: Record<string, Said> = {
  countryId: said('settings.countryId'),
  freshnessHours: said('settings.freshnessHours', {
    max: `${MAX_FRESHNESS_HOURS}`,
    kinds: DATA_KINDS.join(', '),
  }),
  refreshStamp: said('settings.refreshStamp'),
  refreshedAt: said('settings.refreshStamp'),
  language: said('settings.language', { languages: LANGUAGES.join(', ') }),
  visibilityWay: said('settings.visibilityWay', { ways: WAY_SETTINGS.join(', ') }),
  tablesLanguage: said('settings.language', { languages: LANGUAGES.join(', ') }),
  relabelledAt: said('settings.refreshStamp'),
  spendGuard: said('settings.spendGuard'),
};

function field<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** Stored text to settings, field by field: what is invalid or missing takes its default. */
export function parseSettings(text: string | null): Settings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') raw = parsed;
  } catch {
    // Damaged settings read as defaults; the next save rewrites them whole.
  }
  const storedHours = (raw.freshnessHours ?? {}) as Record<string, unknown>;
  const freshnessHours = Object.fromEntries(
    DATA_KINDS.map((kind) => [kind, field(hours(), storedHours[kind], DEFAULT_FRESHNESS_HOURS[kind])]),
  ) as Record<DataKind, number>;
  return {
    countryId: field(countryId(), raw.countryId, DEFAULT_SETTINGS.countryId),
    freshnessHours,
    refreshStamp: field(stamp(), raw.refreshStamp, DEFAULT_SETTINGS.refreshStamp),
    refreshedAt: field(stamp(), raw.refreshedAt, DEFAULT_SETTINGS.refreshedAt),
    ...languageField(raw.language),
    visibilityWay: field(visibilityWay(), raw.visibilityWay, DEFAULT_SETTINGS.visibilityWay),
    ...tablesField(raw.tablesLanguage),
    relabelledAt: field(stamp(), raw.relabelledAt, DEFAULT_SETTINGS.relabelledAt),
    spendGuard: field(spendGuard(), raw.spendGuard, DEFAULT_SETTINGS.spendGuard),
  };
}

/** Applies a patch; throws a SaidError whose message names each invalid field. */
export function mergeSettings(current: Settings, patch: unknown): Settings {
  const parsed = patchSchema().safeParse(patch);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => said('settings.unknown', { key: [...issue.path, key].join('.') }))
        : [FIELD_RULES[String(issue.path[0])] ?? said('settings.object')],
    );
    const distinct = problems.filter((problem, i) => problems.indexOf(problem) === i);
    const listed = distinct.reduce((first, second) => said('joinList', { first, second }));
    throw new SaidError(said('settings.notSaved', { problems: listed }));
  }
  const {
    countryId: country,
    freshnessHours,
    refreshStamp,
    refreshedAt,
    language,
    visibilityWay: way,
    tablesLanguage,
    relabelledAt,
    spendGuard: guard,
  } = parsed.data;
  return {
    countryId: country ?? current.countryId,
    freshnessHours: { ...current.freshnessHours, ...freshnessHours },
    refreshStamp: refreshStamp ?? current.refreshStamp,
    refreshedAt: refreshedAt ?? current.refreshedAt,
    ...languageField(language === undefined ? current.language : language),
    visibilityWay: way ?? current.visibilityWay,
    ...tablesField(tablesLanguage ?? current.tablesLanguage),
    relabelledAt: relabelledAt ?? current.relabelledAt,
    spendGuard: guard ?? current.spendGuard,
  };
}

/** Absent unless chosen, so settings that never chose one read as they always did. */
function languageField(value: unknown): { language?: Language } {
  const language = field(z.enum(LANGUAGES), value, null);
  return language ? { language } : {};
}

function tablesField(value: unknown): { tablesLanguage?: Language } {
  const language = field(z.enum(LANGUAGES), value, null);
  return language ? { tablesLanguage: language } : {};
}

/** How fresh cached data of `kind` must be under these settings; `notBefore` adds a later refresh stamp. */
export function cacheFreshness(settings: Settings, kind: DataKind, notBefore = 0): Freshness {
  return {
    maxAgeMs: settings.freshnessHours[kind] * 3_600_000,
    notBefore: Math.max(notBefore, settings.refreshStamp),
    anyAgeUntil: settings.relabelledAt && settings.relabelledAt + RELABEL_WINDOW_MS,
  };
}

/** The settings stored in `props` (defaults outside a document). */
export function readSettings(props: Pick<PropertyStore, 'getProperty'> | null): Settings {
  return parseSettings(props ? props.getProperty(SETTINGS_KEY) : null);
}

/** Applies `patch` to the settings stored now (another editor may have saved since they were read). */
export function writeSettings(
  props: Pick<PropertyStore, 'getProperty' | 'setProperty'>,
  patch: SettingsPatch,
): Settings {
  const next = mergeSettings(parseSettings(props.getProperty(SETTINGS_KEY)), patch);
  props.setProperty(SETTINGS_KEY, JSON.stringify(next));
  return next;
}
