/**
 * Every language's quota wording, one record per family. A bundle carries a family only if it reads it:
 * esbuild drops the records (and their languages' exports) that nothing it bundles uses.
 */
import * as cs from './cs';
import * as da from './da';
import * as en from './en';
import * as hu from './hu';
import * as nl from './nl';
import * as pl from './pl';
import * as ro from './ro';
import * as sk from './sk';
import * as sv from './sv';
import type { Catalogue } from '../format';
import type { Language } from '../languages';

type Family<T> = Readonly<Record<Language, Catalogue<T>>>;

export const quotaShared: Family<typeof en.shared> = {
  en: en.shared,
  pl: pl.shared,
  cs: cs.shared,
  sk: sk.shared,
  hu: hu.shared,
  ro: ro.shared,
  nl: nl.shared,
  da: da.shared,
  sv: sv.shared,
};

export const quotaUi: Family<typeof en.ui> = {
  en: en.ui,
  pl: pl.ui,
  cs: cs.ui,
  sk: sk.ui,
  hu: hu.ui,
  ro: ro.ui,
  nl: nl.ui,
  da: da.ui,
  sv: sv.ui,
};
