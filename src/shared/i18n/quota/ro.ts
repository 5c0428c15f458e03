/** Romanian quota wording: the keys of en.ts ("de" before a noun from 20 on: 20 de zile). */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Analiza vizibilității',
  'label.keywords_analysis': 'Baza de cuvinte cheie',
  'label.serp_analysis': 'Analiza SERP',
  'label.rank_tracker': 'Monitorizare',
  'label.backlinks_queries': 'Backlinkuri',
  'label.tools_daily_limit': 'Instrumente (cotă comună)',
  'label.monitoring_daily_keywords_refreshes': 'Reîmprospătări monitorizare',
  'label.monitored_keywords': 'Cuvinte cheie monitorizate',
  'label.projects': 'Proiecte de monitorizare',
  'note.tools_daily_limit':
    'Statisticile cuvintelor cheie (SEO_KEYWORD_STATS), rulările instrumentului de URL-uri (SEO_VISIBILITY pentru multe domenii, când le aduce așa), crawlurile TOP100 și de URL-uri și comparațiile SERP consumă toate din această cotă comună.',
  resets: 'Se resetează {when}',
  'in.lessThanHour': 'în mai puțin de o oră',
  'in.hours': { one: 'peste {count} oră', few: 'peste {count} ore', other: 'peste {count} de ore' },
  'in.days': { one: 'peste {count} zi', few: 'peste {count} zile', other: 'peste {count} de zile' },
  used: '{used} / {limit} folosite',
  unlimitedUsed: 'Nelimitat ({used} folosite)',
  unlimited: 'Nelimitat',
  rowsPerReport: '{counter}: rânduri pe raport',
  dataFrom: '{counter}: date disponibile de la',
  units: {
    one: '{count} unitate ({counter})',
    few: '{count} unități ({counter})',
    other: '{count} de unități ({counter})',
  },
  'cost.costs': 'Cost: {units}.',
  'cost.upTo': 'Cel mult {units}.',
  'cost.costsLeft': 'Cost: {units} ({left}).',
  'cost.upToLeft': 'Cel mult {units} ({left}).',
  'cost.left': { one: 'a rămas {count}', few: 'au rămas {count}', other: 'au rămas {count}' },
  'cost.leftOf': {
    one: 'a rămas {count} din {limit}',
    few: 'au rămas {count} din {limit}',
    other: 'au rămas {count} din {limit}',
  },
  'cost.resets': 'se resetează {when}',
  'cost.needs': {
    one: 'Necesită {units}, dar a rămas {count}.',
    few: 'Necesită {units}, dar au rămas {count}.',
    other: 'Necesită {units}, dar au rămas {count}.',
  },
  notInPlan: 'Nu este inclus în plan',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Expirarea tokenului necunoscută (token lipit)',
  'expiry.expired': 'Tokenul a expirat: conectați-vă din nou',
  'expiry.withinDay': 'Tokenul expiră în mai puțin de o zi',
  'expiry.in': 'Tokenul expiră {when} ({date})',
  'expiry.soon': '{expiry}: conectați-vă din nou în curând',
} as const satisfies Catalogue<typeof enUi>;
