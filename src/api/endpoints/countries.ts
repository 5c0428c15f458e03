/** Country dictionaries: `country_id` values used across endpoints. */
import { dataEndpoint, type NoParams, type ToolBinding, withTool } from '../endpoint';
import { list } from '../read';
import { countrySchema, visibilityCountrySchema } from '../schemas';

/**
 * Both lists come from one tool, by `scope`; its records are the reference's with flags for which tools
 * take each id, which the add-on leaves out.
 */
const countriesTool = (scope: 'all' | 'visibility'): ToolBinding<NoParams> => ({
  name: 'get_countries_list',
  args: () => ({ scope }),
  answer: 'records',
  row: ({ visibility_tools, keyword_tools, ...record }) => record,
});

export const getCountries = withTool(
  dataEndpoint<NoParams, ReturnType<typeof list<typeof countrySchema>>>(
    'GET',
    '/api/countries/getList',
    list(countrySchema),
  ),
  countriesTool('all'),
);

/** The narrower list: national databases of visibility analysis only. */
export const getVisibilityCountries = withTool(
  dataEndpoint<NoParams, ReturnType<typeof list<typeof visibilityCountrySchema>>>(
    'GET',
    '/api/visibility_analysis/app/getCountriesList',
    list(visibilityCountrySchema),
  ),
  countriesTool('visibility'),
);
