/** Every language's server catalogue; imported by server code only, so the sidebar carries none of it. */
import { server as en } from './en';
import { server as pl } from './pl';
import { server as cs } from './cs';
import { server as sk } from './sk';
import { server as hu } from './hu';
import { server as ro } from './ro';
import { server as nl } from './nl';
import { server as da } from './da';
import { server as sv } from './sv';
import type { Catalogue } from './format';
import type { Language } from './languages';

export const serverCatalogues: Readonly<Record<Language, Catalogue<typeof en>>> = {
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
