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
import type { Language } from './languages';

export const uiCatalogues: Readonly<Record<Language, Catalogue<typeof en>>> = {
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
