/** Every language's dialog texts (server only). */
import { server as cs } from './cs';
import { server as da } from './da';
import { server as en } from './en';
import { server as hu } from './hu';
import { server as nl } from './nl';
import { server as pl } from './pl';
import { server as ro } from './ro';
import { server as sk } from './sk';
import { server as sv } from './sv';
import type { Catalogue } from '../format';
import type { Language } from '../languages';

export type DialogKey = keyof typeof en;

export const dialogCatalogues: Readonly<Record<Language, Catalogue<typeof en>>> = {
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
