/** countries/getList and visibility_analysis/app/getCountriesList. */
import type { Input } from '../input';
import { ok } from '../reply';
import { get, type Routes } from '../route';

interface Country {
  id: number;
  name: string;
  code: string;
  locale: string;
  phone: number;
  /** ISO 3166 alpha-3, the reference's `code_three`. */
  code3: string;
}

const country = (
  id: number,
  name: string,
  code: string,
  locale: string,
  phone: number,
  code3: string,
): Country => ({ id, name, code, locale, phone, code3 });

const ALL: readonly Country[] = [
  country(1, 'Polska', 'pl', 'pl-PL', 48, 'pol'),
  country(2, 'Niemcy', 'de', 'de-DE', 49, 'deu'),
  country(3, 'Wielka Brytania', 'gb', 'en-GB', 44, 'gbr'),
  country(4, 'Stany Zjednoczone', 'us', 'en-US', 1, 'usa'),
  country(50, 'Czechy', 'cz', 'cs-CZ', 420, 'cze'),
  country(53, 'Dania', 'dk', 'da-DK', 45, 'dnk'),
  country(82, 'Węgry', 'hu', 'hu-HU', 36, 'hun'),
  country(134, 'Holandia', 'nl', 'nl-NL', 31, 'nld'),
  country(153, 'Rumunia', 'ro', 'ro-RO', 40, 'rou'),
  country(160, 'Szwecja', 'se', 'sv-SE', 46, 'swe'),
  country(164, 'Słowacja', 'sk', 'sk-SK', 421, 'svk'),
];

/** Markets of the keyword database (country 200 is a visibility database only). */
const KEYWORD_COUNTRIES = [1, 50, 53, 82, 134, 153, 160, 164] as const;
/** Databases of visibility analysis: eight markets, Poland twice. */
const VISIBILITY_COUNTRIES = [1, 200, 50, 53, 82, 134, 153, 160, 164] as const;

/** The request's `country_id` as a keyword database (default 1). */
export const keywordCountry = (input: Input): number =>
  input.choice<number>('country_id', KEYWORD_COUNTRIES, 1);
/** The request's `country_id` as a visibility database (default 1). */
export const visibilityCountry = (input: Input): number =>
  input.choice<number>('country_id', VISIBILITY_COUNTRIES, 1);

function record(c: Country, label = c.name) {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    code_lang: c.locale,
    key: c.locale,
    label,
    phone_country_code: c.phone,
    name_with_phone_country_code: `${c.name} (+${c.phone})`,
  };
}

/** The records of `countries/getList`, shared with the tool server's `get_countries_list`. */
export const countryRecords = () => ALL.map((c) => record(c));

/**
 * The visibility databases: the seed spec's record plus the reference's `code_three`, `currency_id`,
 * `is_speech_parts`, `tax_id` and `wfirma_code` (their values are ours). Shared with the tool server.
 */
export function visibilityRecords() {
  return VISIBILITY_COUNTRIES.map((id) => {
    const c = ALL.find((x) => x.id === (id === 200 ? 1 : id)) as Country;
    const label = id === 1 ? 'Polska (1.0)' : id === 200 ? 'Polska (2.0)' : c.name;
    return {
      ...record(c, label),
      id,
      code_three: c.code3,
      currency_id: c.id === 1 ? 9 : 15,
      is_speech_parts: c.id === 1 || c.id === 50,
      tax_id: 9,
      wfirma_code: c.code.toUpperCase(),
    };
  });
}

export const countriesRoutes: Routes = {
  'countries/getList': get(() => ok(countryRecords())),
  'visibility_analysis/app/getCountriesList': get(() => ok(visibilityRecords())),
};
