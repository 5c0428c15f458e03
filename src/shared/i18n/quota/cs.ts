/** Czech quota wording: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Analýza viditelnosti',
  'label.keywords_analysis': 'Databáze frází',
  'label.serp_analysis': 'Analýza SERP',
  'label.rank_tracker': 'Monitoring',
  'label.backlinks_queries': 'Zpětné odkazy',
  'label.tools_daily_limit': 'Nástroje (společný limit)',
  'label.monitoring_daily_keywords_refreshes': 'Obnovení monitoringu',
  'label.monitored_keywords': 'Monitorované fráze',
  'label.projects': 'Projekty monitoringu',
  'note.tools_daily_limit':
    'Statistiky frází (SEO_KEYWORD_STATS), běhy nástroje URL adres (SEO_VISIBILITY pro mnoho domén, když je načítá tímto způsobem), crawly TOP100 a URL i porovnání SERP čerpají z tohoto jednoho společného limitu.',
  resets: 'Obnoví se {when}',
  'in.lessThanHour': 'za méně než hodinu',
  'in.hours': {
    one: 'za {count} hodinu',
    few: 'za {count} hodiny',
    many: 'za {count} hodiny',
    other: 'za {count} hodin',
  },
  'in.days': {
    one: 'za {count} den',
    few: 'za {count} dny',
    many: 'za {count} dne',
    other: 'za {count} dní',
  },
  used: 'Využito {used} z {limit}',
  unlimitedUsed: 'Bez limitu (využito {used})',
  unlimited: 'Bez limitu',
  rowsPerReport: '{counter}: řádků na report',
  dataFrom: '{counter}: data dostupná od',
  units: {
    one: '{count} jednotka ({counter})',
    few: '{count} jednotky ({counter})',
    many: '{count} jednotky ({counter})',
    other: '{count} jednotek ({counter})',
  },
  'cost.costs': 'Cena: {units}.',
  'cost.upTo': 'Nejvýše {units}.',
  'cost.costsLeft': 'Cena: {units} ({left}).',
  'cost.upToLeft': 'Nejvýše {units} ({left}).',
  'cost.left': {
    one: 'zbývá {count}',
    few: 'zbývají {count}',
    many: 'zbývá {count}',
    other: 'zbývá {count}',
  },
  'cost.leftOf': {
    one: 'zbývá {count} z {limit}',
    few: 'zbývají {count} z {limit}',
    many: 'zbývá {count} z {limit}',
    other: 'zbývá {count} z {limit}',
  },
  'cost.resets': 'obnoví se {when}',
  'cost.needs': {
    one: 'Potřeba: {units}, ale zbývá {count}.',
    few: 'Potřeba: {units}, ale zbývají {count}.',
    many: 'Potřeba: {units}, ale zbývá {count}.',
    other: 'Potřeba: {units}, ale zbývá {count}.',
  },
  notInPlan: 'Mimo váš tarif',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Platnost tokenu neznámá (vložený token)',
  'expiry.expired': 'Platnost tokenu vypršela: přihlaste se znovu',
  'expiry.withinDay': 'Platnost tokenu vyprší do 24 hodin',
  'expiry.in': 'Platnost tokenu vyprší {when} ({date})',
  'expiry.soon': '{expiry}: brzy se přihlaste znovu',
} as const satisfies Catalogue<typeof enUi>;
