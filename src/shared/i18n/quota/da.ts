/** Danish quota wording: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Synlighedsanalyse',
  'label.keywords_analysis': 'Søgeordsdatabase',
  'label.serp_analysis': 'SERP-analyse',
  'label.rank_tracker': 'Overvågning',
  'label.backlinks_queries': 'Backlinks',
  'label.tools_daily_limit': 'Værktøjer (delt)',
  'label.monitoring_daily_keywords_refreshes': 'Opdateringer af overvågning',
  'label.monitored_keywords': 'Overvågede søgeord',
  'label.projects': 'Overvågningsprojekter',
  'note.tools_daily_limit':
    'Søgeordsstatistik (SEO_KEYWORD_STATS), kørsler af URL-værktøjet (SEO_VISIBILITY for mange domæner, når den henter dem sådan), TOP100- og URL-crawls og SERP-sammenligninger trækker alle på denne ene fælles tæller.',
  resets: 'Nulstilles {when}',
  'in.lessThanHour': 'om mindre end en time',
  'in.hours': { one: 'om {count} time', other: 'om {count} timer' },
  'in.days': { one: 'om {count} dag', other: 'om {count} dage' },
  used: '{used} / {limit} brugt',
  unlimitedUsed: 'Ubegrænset ({used} brugt)',
  unlimited: 'Ubegrænset',
  rowsPerReport: '{counter}: rækker pr. rapport',
  dataFrom: '{counter}: data tilgængelige fra',
  units: { one: '{count} enhed ({counter})', other: '{count} enheder ({counter})' },
  'cost.costs': 'Koster {units}.',
  'cost.upTo': 'Højst {units}.',
  'cost.costsLeft': 'Koster {units} ({left}).',
  'cost.upToLeft': 'Højst {units} ({left}).',
  'cost.left': { one: '{count} tilbage', other: '{count} tilbage' },
  'cost.leftOf': { one: '{count} af {limit} tilbage', other: '{count} af {limit} tilbage' },
  'cost.resets': 'nulstilles {when}',
  'cost.needs': {
    one: 'Kræver {units}, men der er {count} tilbage.',
    other: 'Kræver {units}, men der er {count} tilbage.',
  },
  notInPlan: 'Ikke i dit abonnement',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Tokenets udløb er ukendt (indsat token)',
  'expiry.expired': 'Tokenet er udløbet: log ind igen',
  'expiry.withinDay': 'Tokenet udløber inden for et døgn',
  'expiry.in': 'Tokenet udløber {when} ({date})',
  'expiry.soon': '{expiry}: log snart ind igen',
} as const satisfies Catalogue<typeof enUi>;
