/** Country dictionaries: `country_id` values used across endpoints. */
import { dataEndpoint, type NoParams } from '../endpoint';
import { list } from '../read';
import { countrySchema, visibilityCountrySchema } from '../schemas';

export const getCountries = dataEndpoint<NoParams, ReturnType<typeof list<typeof countrySchema>>>(
  'GET',
  '/api/countries/getList',
  list(countrySchema),
);

/** The narrower list: national databases of visibility analysis only. */
export const getVisibilityCountries = dataEndpoint<
  NoParams,
  ReturnType<typeof list<typeof visibilityCountrySchema>>
>('GET', '/api/visibility_analysis/app/getCountriesList', list(visibilityCountrySchema));
