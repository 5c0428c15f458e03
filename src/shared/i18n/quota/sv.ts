/** Swedish quota wording: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Synlighetsanalys',
  'label.keywords_analysis': 'Sökordsdatabas',
  'label.serp_analysis': 'SERP-analys',
  'label.rank_tracker': 'Bevakning',
  'label.backlinks_queries': 'Bakåtlänkar',
  'label.tools_daily_limit': 'Verktyg (delad)',
  'label.monitoring_daily_keywords_refreshes': 'Uppdateringar av bevakning',
  'label.monitored_keywords': 'Bevakade sökord',
  'label.projects': 'Bevakningsprojekt',
  'note.tools_daily_limit':
    'Sökordsstatistik (SEO_KEYWORD_STATS), körningar av URL-verktyget (SEO_VISIBILITY för många domäner, när den hämtar dem så), TOP100- och URL-crawlningar och SERP-jämförelser drar alla från denna enda delade räknare.',
  resets: 'Återställs {when}',
  'in.lessThanHour': 'om mindre än en timme',
  'in.hours': { one: 'om {count} timme', other: 'om {count} timmar' },
  'in.days': { one: 'om {count} dag', other: 'om {count} dagar' },
  used: '{used} / {limit} använt',
  unlimitedUsed: 'Obegränsat ({used} använt)',
  unlimited: 'Obegränsat',
  rowsPerReport: '{counter}: rader per rapport',
  dataFrom: '{counter}: data tillgängliga från',
  units: { one: '{count} enhet ({counter})', other: '{count} enheter ({counter})' },
  'cost.costs': 'Kostar {units}.',
  'cost.upTo': 'Högst {units}.',
  'cost.costsLeft': 'Kostar {units} ({left}).',
  'cost.upToLeft': 'Högst {units} ({left}).',
  'cost.left': { one: '{count} kvar', other: '{count} kvar' },
  'cost.leftOf': { one: '{count} av {limit} kvar', other: '{count} av {limit} kvar' },
  'cost.resets': 'återställs {when}',
  'cost.needs': {
    one: 'Kräver {units}, men {count} är kvar.',
    other: 'Kräver {units}, men {count} är kvar.',
  },
  notInPlan: 'Ingår inte i din plan',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Tokenets utgång okänd (inklistrad token)',
  'expiry.expired': 'Token har gått ut: logga in igen',
  'expiry.withinDay': 'Token går ut inom ett dygn',
  'expiry.in': 'Token går ut {when} ({date})',
  'expiry.soon': '{expiry}: logga in igen snart',
} as const satisfies Catalogue<typeof enUi>;
