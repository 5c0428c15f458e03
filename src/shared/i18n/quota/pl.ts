/** Polish quota wording: the keys of en.ts, in the words of the market's SEO specialists. */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Analiza widoczności',
  'label.keywords_analysis': 'Baza fraz',
  'label.serp_analysis': 'Analiza SERP',
  'label.rank_tracker': 'Monitoring',
  'label.backlinks_queries': 'Linki zwrotne',
  'label.tools_daily_limit': 'Narzędzia (wspólny limit)',
  'label.monitoring_daily_keywords_refreshes': 'Odświeżenia monitoringu',
  'label.monitored_keywords': 'Monitorowane frazy',
  'label.projects': 'Projekty monitoringu',
  'note.tools_daily_limit':
    'Statystyki fraz (SEO_KEYWORD_STATS), przebiegi narzędzia URL-i (SEO_VISIBILITY dla wielu domen, gdy pobiera je w ten sposób), crawle TOP100 i adresów URL oraz porównania SERP korzystają z tego jednego wspólnego limitu.',
  resets: 'Odnowienie {when}',
  'in.lessThanHour': 'za mniej niż godzinę',
  'in.hours': {
    one: 'za {count} godzinę',
    few: 'za {count} godziny',
    many: 'za {count} godzin',
    other: 'za {count} godziny',
  },
  'in.days': {
    one: 'za {count} dzień',
    few: 'za {count} dni',
    many: 'za {count} dni',
    other: 'za {count} dnia',
  },
  used: 'Wykorzystano {used} z {limit}',
  unlimitedUsed: 'Bez limitu (wykorzystano {used})',
  unlimited: 'Bez limitu',
  rowsPerReport: '{counter}: wierszy na raport',
  dataFrom: '{counter}: dane dostępne od',
  units: {
    one: '{count} jednostka ({counter})',
    few: '{count} jednostki ({counter})',
    many: '{count} jednostek ({counter})',
    other: '{count} jednostki ({counter})',
  },
  'cost.costs': 'Koszt: {units}.',
  'cost.upTo': 'Maksymalnie {units}.',
  'cost.costsLeft': 'Koszt: {units} ({left}).',
  'cost.upToLeft': 'Maksymalnie {units} ({left}).',
  'cost.left': {
    one: 'została {count}',
    few: 'zostały {count}',
    many: 'zostało {count}',
    other: 'zostało {count}',
  },
  'cost.leftOf': {
    one: 'została {count} z {limit}',
    few: 'zostały {count} z {limit}',
    many: 'zostało {count} z {limit}',
    other: 'zostało {count} z {limit}',
  },
  'cost.resets': 'odnowienie {when}',
  'cost.needs': {
    one: 'Potrzeba: {units}, a została {count}.',
    few: 'Potrzeba: {units}, a zostały {count}.',
    many: 'Potrzeba: {units}, a zostało {count}.',
    other: 'Potrzeba: {units}, a zostało {count}.',
  },
  notInPlan: 'Poza Twoim planem',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Data wygaśnięcia tokenu nieznana (wklejony token)',
  'expiry.expired': 'Token wygasł: zaloguj się ponownie',
  'expiry.withinDay': 'Token wygaśnie w ciągu doby',
  'expiry.in': 'Token wygaśnie {when} ({date})',
  'expiry.soon': '{expiry}: wkrótce zaloguj się ponownie',
} as const satisfies Catalogue<typeof enUi>;
