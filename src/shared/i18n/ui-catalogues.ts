/** Every language's ui catalogue; imported by the sidebar only, so Code.js carries none of it. */
import { ui as en } from './en';
import { ui as pl } from './pl';
import { ui as cs } from './cs';
import { ui as sk } from './sk';
import { ui as hu } from './hu';
import { ui as ro } from './ro';
import { ui as nl } from './nl';
import { ui as da } from './da';
import { ui as sv } from './sv';
import { joinAreas } from './areas';
import type { Catalogue } from './format';
import { help } from './help';
import { launcherCatalogues } from './launcher';
import { messageCatalogues } from './messages';
import { quotaShared, quotaUi } from './quota';
import { views } from './views/index';
import { LANGUAGES, type Language } from './languages';
import { catalog } from '../catalog';
import { columnLabels } from '../columns';
import { layoutItems, layoutsOf } from '../signature';

const shell: Readonly<Record<Language, Catalogue<typeof en>>> = {
  en,
  pl,
  cs,
  sk,
  hu,
  ro,
  nl,
  da,
  sv,
};

type FilterKey = Extract<keyof typeof messageCatalogues.en, `filter.${string}`>;

/** The filter's refusals, which the report launcher says as the filter is typed (`shared/filter.ts`). */
const filterMessages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(messageCatalogues[language]).filter(([key]) => key.startsWith('filter.')),
    ),
  ]),
) as Readonly<Record<Language, Pick<(typeof messageCatalogues)['en'], FilterKey>>>;

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
const columnNames = Object.fromEntries(
  LANGUAGES.map((language) => {
    const labels = columnLabels(layoutKeys, language);
    return [language, Object.fromEntries(layoutKeys.map((key, i) => [`column.${key}`, labels[i]]))];
  }),
) as Readonly<Record<Language, Readonly<Record<`column.${string}`, string>>>>;

/** Add an area's catalogues here (src/shared/i18n/<area>/index.ts) to have the sidebar carry them. */
export const uiCatalogues = joinAreas(
  shell,
  help,
  views,
  quotaShared,
  quotaUi,
  launcherCatalogues,
  filterMessages,
  columnNames,
);
export type UiCatalogue = (typeof uiCatalogues)['en'];
export type UiKey = keyof UiCatalogue & string;
