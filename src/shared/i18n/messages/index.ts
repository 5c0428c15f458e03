/** Every language's messages catalogue (messages/en.ts), for the edges that render them (../render.ts). */
import type { Catalogue } from '../format';
import type { Language } from '../languages';
import { messages as cs } from './cs';
import { messages as da } from './da';
import { messages as en } from './en';
import { messages as hu } from './hu';
import { messages as nl } from './nl';
import { messages as pl } from './pl';
import { messages as ro } from './ro';
import { messages as sk } from './sk';
import { messages as sv } from './sv';

export const messageCatalogues: Readonly<Record<Language, Catalogue<typeof en>>> = {
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
