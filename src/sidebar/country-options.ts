/**
 * The markets offered in the sidebar's country pickers: the visibility databases (they include
 * every keyword-database market plus Poland 2.0), read from the service and cached in the document.
 * Signed out or offline, the markets the spec names stand in, so Settings still works.
 */
import * as countries from '../api/countries';
import type { Context } from '../context';
import { cacheFreshness } from '../document-settings';
import { knownMarkets, type Market, marketName } from '../shared/markets';

export type CountryOption = Market;

// Versioned: entries cached before they held the service's own names (named on the way out, in the
// user's language) would be names in one language.
const CACHE_KEY = 'sidebar.visibilityCountries.3';

type ServiceMarket = { readonly id: number; readonly name?: string };

/** The service's markets as cached: its ids and names, which the add-on's own names replace where it has one. */
function serviceMarkets(ctx: Pick<Context, 'settings' | 'cache' | 'source'>): readonly ServiceMarket[] {
  const { cache } = ctx;
  const cached = cache?.get<ServiceMarket[]>(
    'countries',
    CACHE_KEY,
    cacheFreshness(ctx.settings, 'countries'),
  );
  if (cached) return cached.value;
  const markets = ctx
    .source()
    .get(countries.getVisibilityCountries, {})
    .map((c) => ({ id: c.id, name: c.name }));
  cache?.put('countries', CACHE_KEY, markets);
  return markets;
}

export function countryOptions(
  ctx: Pick<Context, 'settings' | 'cache' | 'source' | 'userLanguage'>,
): readonly CountryOption[] {
  const language = ctx.userLanguage();
  try {
    return serviceMarkets(ctx).map((m) => ({ id: m.id, name: marketName(m.id, language, m.name) }));
  } catch {
    return knownMarkets(language);
  }
}
