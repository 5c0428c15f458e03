/** Country dictionaries: `country_id` values used across endpoints. */
import type * as z from 'zod/mini';
import { dataEndpoint, type NoParams, withTool } from './endpoint';
import { list } from './read';
import { countrySchema, visibilityCountrySchema } from './schemas';

/**
 * A country list, answered over the tool server by `get_countries_list` of `scope`, whose records are the
 * reference's with flags for which tools take each id, which the add-on leaves out.
 */
function countryList<S extends z.ZodMiniType>(path: string, row: S, scope: 'all' | 'visibility') {
  return withTool(dataEndpoint<NoParams, ReturnType<typeof list<S>>>('GET', path, list(row)), {
    name: 'get_countries_list',
    args: () => ({ scope }),
    answer: 'records',
    row: ({ visibility_tools, keyword_tools, ...record }) => record,
  });
}

export const getCountries = countryList('/api/countries/getList', countrySchema, 'all');

/** The narrower list: national databases of visibility analysis only. */
export const getVisibilityCountries = countryList(
  '/api/visibility_analysis/app/getCountriesList',
  visibilityCountrySchema,
  'visibility',
);
