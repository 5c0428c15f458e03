/**
 * The markets offered in the sidebar's country pickers: the visibility databases (they include
 * every keyword-database market plus Poland 2.0), read from the service and cached in the document.
 * Signed out or offline, the markets the spec names stand in, so Settings still works.
 */
import { countries } from '../api';
import type { Context } from '../context';
import { cacheFreshness } from '../document-settings';
import { MARKETS, type Market, marketName } from '../shared/markets';

export type CountryOption = Market;

// Versioned: entries cached before the names became the add-on's own would show "Polska" twice.
const CACHE_KEY = 'sidebar.visibilityCountries.2';

function fetchMarkets(ctx: Pick<Context, 'client'>): CountryOption[] {
  return countries
    .getVisibilityCountries(ctx.client(), {})
    .map((c) => ({ id: c.id, name: marketName(c.id, c.name) }));
}

export function countryOptions(
  ctx: Pick<Context, 'settings' | 'cache' | 'client'>,
): readonly CountryOption[] {
  const { cache } = ctx;
  const cached = cache?.get<CountryOption[]>(
    'countries',
    CACHE_KEY,
    cacheFreshness(ctx.settings, 'countries'),
  );
  if (cached) return cached.value;
  try {
    const markets = fetchMarkets(ctx);
    cache?.put('countries', CACHE_KEY, markets);
    return markets;
  } catch {
    return MARKETS;
  }
}
