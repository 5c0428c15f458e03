/** Country dictionaries: `country_id` values used across endpoints. */
import * as z from 'zod/mini';
import { dataEndpoint, type NoParams } from '../endpoint';
import { countrySchema, visibilityCountrySchema } from '../schemas';

export const getCountries = dataEndpoint<NoParams, z.ZodMiniArray<typeof countrySchema>>(
  'GET',
  '/api/countries/getList',
  z.array(countrySchema),
);

/** The narrower list: national databases of visibility analysis only. */
export const getVisibilityCountries = dataEndpoint<NoParams, z.ZodMiniArray<typeof visibilityCountrySchema>>(
  'GET',
  '/api/visibility_analysis/app/getCountriesList',
  z.array(visibilityCountrySchema),
);
