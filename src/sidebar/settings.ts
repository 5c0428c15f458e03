/** Server side of the Settings view: document settings, cache usage and the per-user service address. */
import { openDocumentCache } from '../cache';
import { DATA_KINDS, type DataKind } from '../cache/kinds';
import { type BaseUrl, resolveBaseUrl, setBaseUrlOverride } from '../config';
import { getSettings, saveSettings } from '../settings';
import { type CountryOption, countryOptions } from './countries';

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
}

export function cacheFigures(): CacheFigures {
  const usage = openDocumentCache()?.usage();
  return { bytes: usage?.bytes ?? 0, entries: usage?.entries ?? 0 };
}

export function readSettingsView(): SettingsView {
  const settings = getSettings();
  return {
    defaultCountryId: settings.countryId,
    countries: countryOptions(settings),
    freshness: DATA_KINDS.map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      hours: settings.freshnessHours[kind],
    })),
    cache: cacheFigures(),
    baseUrl: resolveBaseUrl(),
  };
}

export function writeSettings(input: SettingsInput): void {
  saveSettings({ countryId: input.defaultCountryId, freshnessHours: input.freshnessHours });
}

export function clearCache(): CacheFigures {
  openDocumentCache()?.clear();
  return cacheFigures();
}

export function setBaseUrl(url: string | null): BaseUrl {
  return setBaseUrlOverride(url);
}
