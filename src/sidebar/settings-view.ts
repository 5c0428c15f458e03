/** Server side of the Settings view: document settings, cache usage and the per-user service address. */
import { DATA_KINDS, type DataKind } from '../cache/kinds';
import type { BaseUrl } from '../config';
import type { Context } from '../context';
import type { Language } from '../shared/i18n/languages';
import { serverCatalogues } from '../shared/i18n/areas';
import { translator } from '../shared/i18n/translator';
import { type CountryOption, countryOptions } from './country-options';
import type { WaySetting } from '../document-settings';

export interface CacheFigures {
  readonly bytes: number;
  readonly entries: number;
}

export interface SettingsView {
  readonly defaultCountryId: number;
  readonly countries: readonly CountryOption[];
  readonly freshness: readonly { readonly kind: DataKind; readonly label: string; readonly hours: number }[];
  readonly cache: CacheFigures;
  readonly baseUrl: BaseUrl;
  /** The document's language: chosen (null: none) and what the spreadsheet's locale gives. */
  readonly language: { readonly choice: Language | null; readonly locale: Language };
  /** How SEO_VISIBILITY and the domain-statistics report fetch. */
  readonly visibilityWay: WaySetting;
  /** The spend guard, in per cent of what is left of a counter. */
  readonly spendGuard: number;
}

export interface SettingsInput {
  readonly defaultCountryId: number;
  readonly freshnessHours: Partial<Record<DataKind, number>>;
  /** The document's language over the spreadsheet's locale; null: follow the locale; absent: unchanged. */
  readonly language?: Language | null;
  /** Absent: unchanged. */
  readonly visibilityWay?: WaySetting;
  /** Absent: unchanged. */
  readonly spendGuard?: number;
}

type SettingsContext = Pick<
  Context,
  'settings' | 'saveSettings' | 'cache' | 'source' | 'baseUrl' | 'userLanguage' | 'spreadsheetLanguage'
>;

export function cacheFigures(ctx: Pick<Context, 'cache'>): CacheFigures {
  const usage = ctx.cache?.usage();
  return { bytes: usage?.bytes ?? 0, entries: usage?.entries ?? 0 };
}

export function readSettingsView(ctx: SettingsContext): SettingsView {
  const { settings } = ctx;
  const t = translator(serverCatalogues, ctx.userLanguage());
  return {
    defaultCountryId: settings.countryId,
    countries: countryOptions(ctx),
    freshness: DATA_KINDS.map((kind) => ({
      kind,
      label: t(`kind.${kind}`),
      hours: settings.freshnessHours[kind],
    })),
    cache: cacheFigures(ctx),
    baseUrl: ctx.baseUrl(),
    language: { choice: settings.language ?? null, locale: ctx.spreadsheetLanguage() },
    visibilityWay: settings.visibilityWay,
    spendGuard: settings.spendGuard,
  };
}

export function writeSettingsView(ctx: Pick<Context, 'saveSettings'>, input: SettingsInput): void {
  ctx.saveSettings({
    countryId: input.defaultCountryId,
    freshnessHours: input.freshnessHours,
    ...(input.language === undefined ? {} : { language: input.language }),
    ...(input.visibilityWay === undefined ? {} : { visibilityWay: input.visibilityWay }),
    ...(input.spendGuard === undefined ? {} : { spendGuard: input.spendGuard }),
  });
}

export function clearCache(ctx: Pick<Context, 'cache'>): CacheFigures {
  ctx.cache?.clear();
  return cacheFigures(ctx);
}
