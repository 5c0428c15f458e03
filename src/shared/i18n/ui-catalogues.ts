/**
 * The sidebar's catalogue of each language, which the build writes as `Sidebar_<language>.html` (the page
 * imports only its types): the sidebar areas (`SIDEBAR_AREAS`) under their keys without the prefix, the
 * filter's refusals, which the report launcher says as the filter is typed (`shared/filter.ts`), and the
 * column names Help lists.
 */
import { catalog } from '../catalog';
import { columnLabels } from '../columns';
import { type HelpKey, helpTexts, layoutItems, layoutsOf } from '../signature';
import { catalogues, type English, type MessageKey, SIDEBAR_AREAS } from './areas';
import type { Catalogue } from './format';
import { type Prefixed, prefixed, type Under, under } from './keys';
import { LANGUAGES, type Language } from './languages';

/** The formulas' help: a text for each of the registry's (`HelpKey`), English's being the registry's own. */
type Help = Prefixed<'help.', Readonly<Record<HelpKey, string>>>;
type Whole = English & Help;

/** Each language's whole catalogue: English's with the formulas' help. A help text missing is a type error. */
export const wholeCatalogues: Readonly<Record<Language, Catalogue<Whole>>> = {
  ...(catalogues satisfies Readonly<Record<Exclude<Language, 'en'>, Help>>),
  en: { ...catalogues.en, ...prefixed('help.', helpTexts(catalog)) },
};

type FilterMessages = Pick<Under<Whole, 'messages.'>, Extract<MessageKey, `filter.${string}`>>;

const filterMessages = (language: Language) =>
  Object.fromEntries(
    Object.entries(under(catalogues[language], 'messages.')).filter(([key]) => key.startsWith('filter.')),
  ) as Catalogue<FilterMessages>;

/**
 * The column names Help lists (the registry's layouts), in the vocabulary's words: `column.<key>`. A trend's
 * months are listed as one item (`help.trendMonths`): a month's name here would be the build's.
 */
const layoutKeys = [
  ...new Set(
    catalog.flatMap((spec) =>
      layoutsOf(spec).flatMap(({ columns }) =>
        layoutItems(columns).flatMap((item) => ('column' in item ? [item.column] : [])),
      ),
    ),
  ),
];

function columnNames(language: Language): Readonly<Record<`column.${string}`, string>> {
  const labels = columnLabels(layoutKeys, language);
  return Object.fromEntries(layoutKeys.map((key, i) => [`column.${key}`, labels[i]]));
}

export type UiCatalogue = Catalogue<Under<Whole, (typeof SIDEBAR_AREAS)[number]>> &
  Catalogue<FilterMessages> &
  Readonly<Record<`column.${string}`, string>>;
export type UiKey = keyof UiCatalogue & string;

export const uiCatalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.assign(
      {},
      ...SIDEBAR_AREAS.map((prefix) => under(wholeCatalogues[language], prefix)),
      filterMessages(language),
      columnNames(language),
    ),
  ]),
) as Readonly<Record<Language, UiCatalogue>>;
