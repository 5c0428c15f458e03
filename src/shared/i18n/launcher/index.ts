/**
 * Every language’s launcher catalogue (reports' summaries by id, hints, families): joined into the ui family, so
 * the sidebar page carries its language's; the server imports only its types, so Code.js carries none of it.
 */
import type { Catalogue } from '../format';
import type { Language } from '../languages';
import { launcher as en } from './en';
import { launcher as pl } from './pl';
import { launcher as cs } from './cs';
import { launcher as sk } from './sk';
import { launcher as hu } from './hu';
import { launcher as ro } from './ro';
import { launcher as nl } from './nl';
import { launcher as da } from './da';
import { launcher as sv } from './sv';

export type LauncherKey = keyof typeof en;

export const launcherCatalogues: Readonly<Record<Language, Catalogue<typeof en>>> = {
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
