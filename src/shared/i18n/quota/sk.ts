/** Slovak quota wording: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Analýza viditeľnosti',
  'label.keywords_analysis': 'Databáza fráz',
  'label.serp_analysis': 'Analýza SERP',
  'label.rank_tracker': 'Monitoring',
  'label.backlinks_queries': 'Spätné odkazy',
  'label.tools_daily_limit': 'Nástroje (spoločný limit)',
  'label.monitoring_daily_keywords_refreshes': 'Obnovenia monitoringu',
  'label.monitored_keywords': 'Monitorované frázy',
  'label.projects': 'Projekty monitoringu',
  'note.tools_daily_limit':
    'Štatistiky fráz (SEO_KEYWORD_STATS), behy nástroja URL adries (SEO_VISIBILITY pre mnoho domén, keď ich načítava týmto spôsobom), crawly TOP100 a URL aj porovnania SERP čerpajú z tohto jedného spoločného limitu.',
  resets: 'Obnoví sa {when}',
  'in.lessThanHour': 'o menej ako hodinu',
  'in.hours': {
    one: 'o {count} hodinu',
    few: 'o {count} hodiny',
    many: 'o {count} hodiny',
    other: 'o {count} hodín',
  },
  'in.days': { one: 'o {count} deň', few: 'o {count} dni', many: 'o {count} dňa', other: 'o {count} dní' },
  used: 'Využité {used} z {limit}',
  unlimitedUsed: 'Bez limitu (využité {used})',
  unlimited: 'Bez limitu',
  rowsPerReport: '{counter}: riadkov na report',
  dataFrom: '{counter}: údaje dostupné od',
  units: {
    one: '{count} jednotka ({counter})',
    few: '{count} jednotky ({counter})',
    many: '{count} jednotky ({counter})',
    other: '{count} jednotiek ({counter})',
  },
  'cost.costs': 'Cena: {units}.',
  'cost.upTo': 'Najviac {units}.',
  'cost.costsLeft': 'Cena: {units} ({left}).',
  'cost.upToLeft': 'Najviac {units} ({left}).',
  'cost.left': {
    one: 'zostáva {count}',
    few: 'zostávajú {count}',
    many: 'zostáva {count}',
    other: 'zostáva {count}',
  },
  'cost.leftOf': {
    one: 'zostáva {count} z {limit}',
    few: 'zostávajú {count} z {limit}',
    many: 'zostáva {count} z {limit}',
    other: 'zostáva {count} z {limit}',
  },
  'cost.resets': 'obnoví sa {when}',
  'cost.needs': {
    one: 'Treba: {units}, ale zostáva {count}.',
    few: 'Treba: {units}, ale zostávajú {count}.',
    many: 'Treba: {units}, ale zostáva {count}.',
    other: 'Treba: {units}, ale zostáva {count}.',
  },
  notInPlan: 'Mimo vášho tarifu',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Platnosť tokenu neznáma (vložený token)',
  'expiry.expired': 'Platnosť tokenu vypršala: prihláste sa znova',
  'expiry.withinDay': 'Platnosť tokenu vyprší do 24 hodín',
  'expiry.in': 'Platnosť tokenu vyprší {when} ({date})',
  'expiry.soon': '{expiry}: čoskoro sa prihláste znova',
} as const satisfies Catalogue<typeof enUi>;
