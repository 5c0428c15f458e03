/** The working views' messages in every language; merged into the sidebar's family by ui-catalogues.ts. */
import type { Catalogue } from '../format';
import type { Language } from '../languages';
import { views as cs } from './cs';
import { views as da } from './da';
import { views as en } from './en';
import { views as hu } from './hu';
import { views as nl } from './nl';
import { views as pl } from './pl';
import { views as ro } from './ro';
import { views as sk } from './sk';
import { views as sv } from './sv';

export const views: Readonly<Record<Language, Catalogue<typeof en>>> = { en, pl, cs, sk, hu, ro, nl, da, sv };
