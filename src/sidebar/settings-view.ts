/** Server side of the Settings view: document settings, cache usage and the per-user service address. */
import { DATA_KINDS, type DataKind } from '../cache/kinds';
import type { BaseUrl } from '../config';
import type { Context } from '../context';
import type { Language } from '../shared/i18n/languages';
import { type CountryOption, countryOptions } from './country-options';

const KIND_LABELS: Readonly<Record<DataKind, string>> = {
  keywordStats: 'Keyword statistics',
  keywords: 'Keyword lists',
  visibility: 'Visibility',
  positions: 'Positions',
  monitoring: 'Monitoring',
  serp: 'SERP analyses',
  countries: 'Countries',
};

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
}

export interface SettingsInput {
  readonly defaultCountryId: number;
  readonly freshnessHours: Partial<Record<DataKind, number>>;
  /** The document's language over the spreadsheet's locale; null: follow the locale; absent: unchanged. */
  readonly language?: Language | null;
}

type SettingsContext = Pick<Context, 'settings' | 'saveSettings' | 'cache' | 'client' | 'baseUrl'>;

export function cacheFigures(ctx: Pick<Context, 'cache'>): CacheFigures {
  const usage = ctx.cache?.usage();
  return { bytes: usage?.bytes ?? 0, entries: usage?.entries ?? 0 };
}

export function readSettingsView(ctx: SettingsContext): SettingsView {
  const { settings } = ctx;
  return {
    defaultCountryId: settings.countryId,
    countries: countryOptions(ctx),
    freshness: DATA_KINDS.map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      hours: settings.freshnessHours[kind],
    })),
    cache: cacheFigures(ctx),
    baseUrl: ctx.baseUrl(),
  };
}

export function writeSettingsView(ctx: Pick<Context, 'saveSettings'>, input: SettingsInput): void {
  ctx.saveSettings({
    countryId: input.defaultCountryId,
    freshnessHours: input.freshnessHours,
    ...(input.language === undefined ? {} : { language: input.language }),
  });
}

export function clearCache(ctx: Pick<Context, 'cache'>): CacheFigures {
  ctx.cache?.clear();
  return cacheFigures(ctx);
}
