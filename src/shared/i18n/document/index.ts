/** Every language's document catalogue; imported by server code only, so the sidebar carries none of it. */
import type { Catalogue } from '../format';
import type { Language } from '../languages';
import { document as en } from './en';
import { document as pl } from './pl';
import { document as cs } from './cs';
import { document as sk } from './sk';
import { document as hu } from './hu';
import { document as ro } from './ro';
import { document as nl } from './nl';
import { document as da } from './da';
import { document as sv } from './sv';

export type DocumentKey = keyof typeof en;

export const documentCatalogues: Readonly<Record<Language, Catalogue<typeof en>>> = {
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
