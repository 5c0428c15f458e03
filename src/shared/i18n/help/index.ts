/** The formulas' help (what each formula and parameter of the registry does) in every language the sidebar speaks. */
import type { Catalogue } from '../format';
import type { Language } from '../languages';
import { cs } from './cs';
import { da } from './da';
import { en } from './en';
import { hu } from './hu';
import { nl } from './nl';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import { sv } from './sv';

export const help: Readonly<Record<Language, Catalogue<typeof en>>> = { en, pl, cs, sk, hu, ro, nl, da, sv };
