/**
 * The markets offered in the sidebar's country pickers: the visibility databases (they include
 * every keyword-database market plus Poland 2.0), read from the service and cached in the document.
 * Signed out or offline, the markets the spec names stand in, so Settings still works.
 */
import { countries } from '../api';
import type { Context } from '../context';
import { cacheFreshness } from '../document-settings';

export interface CountryOption {
  readonly id: number;
  readonly name: string;
}

export const SPEC_MARKETS: readonly CountryOption[] = [
  { id: 1, name: 'Poland (database 1.0)' },
  { id: 200, name: 'Poland (database 2.0)' },
  { id: 50, name: 'Czechia' },
  { id: 53, name: 'Denmark' },
  { id: 82, name: 'Hungary' },
  { id: 134, name: 'Netherlands' },
  { id: 153, name: 'Romania' },
  { id: 160, name: 'Sweden' },
  { id: 164, name: 'Slovakia' },
];

const CACHE_KEY = 'sidebar.visibilityCountries';

function fetchMarkets(ctx: Pick<Context, 'client'>): CountryOption[] {
  return countries
    .getVisibilityCountries(ctx.client(), {})
    .map((c) => ({ id: c.id, name: c.name ?? `Country ${c.id}` }));
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
    return SPEC_MARKETS;
  }
}
