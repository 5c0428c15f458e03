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
import type { Catalogue } from './format';
import { LANGUAGES, type Language } from './languages';
import { views } from './views/index';

const core: Readonly<Record<Language, Catalogue<typeof en>>> = {
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

type Sidebar = Catalogue<typeof en> & (typeof views)[Language];
/** Areas with their own directory (views/) join the core catalogue here, key for key in each language. */
export const uiCatalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...core[language], ...views[language] }]),
) as Readonly<Record<Language, Sidebar>>;

/** A message of the sidebar, in any of its areas. */
export type SidebarKey = keyof Sidebar & string;
