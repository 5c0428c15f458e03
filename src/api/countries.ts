/** Country dictionaries: `country_id` values used across endpoints. */
import { dataEndpoint, type NoParams, withTool } from './endpoint';
import { type Lazy, listOf } from './read';
import { countrySchema, visibilityCountrySchema } from './schemas';

/**
 * A country list, answered over the tool server by `get_countries_list` of `scope`, whose records are the
 * reference's with flags for which tools take each id, which the add-on leaves out.
 */
function countryList<R>(path: string, row: Lazy<R>, scope: 'all' | 'visibility') {
  return withTool(dataEndpoint<NoParams, R[]>('GET', path, listOf(row)), {
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
