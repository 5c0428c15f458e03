/** Dutch quota wording: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Zichtbaarheidsanalyse',
  'label.keywords_analysis': 'Zoekwoordendatabase',
  'label.serp_analysis': 'SERP-analyse',
  'label.rank_tracker': 'Monitoring',
  'label.backlinks_queries': 'Backlinks',
  'label.tools_daily_limit': 'Tools (gedeeld)',
  'label.monitoring_daily_keywords_refreshes': 'Monitoring-verversingen',
  'label.monitored_keywords': 'Gevolgde zoekwoorden',
  'label.projects': 'Monitoringprojecten',
  'note.tools_daily_limit':
    'Zoekwoordstatistieken (SEO_KEYWORD_STATS), runs van de URL-tool (SEO_VISIBILITY voor veel domeinen, als die ze zo ophaalt), TOP100- en URL-crawls en SERP-vergelijkingen gebruiken allemaal deze ene gedeelde teller.',
  resets: 'Reset {when}',
  'in.lessThanHour': 'binnen een uur',
  'in.hours': { one: 'over {count} uur', other: 'over {count} uur' },
  'in.days': { one: 'over {count} dag', other: 'over {count} dagen' },
  used: '{used} / {limit} gebruikt',
  unlimitedUsed: 'Onbeperkt ({used} gebruikt)',
  unlimited: 'Onbeperkt',
  rowsPerReport: '{counter}: rijen per rapport',
  dataFrom: '{counter}: gegevens beschikbaar vanaf',
  units: { one: '{count} eenheid ({counter})', other: '{count} eenheden ({counter})' },
  'cost.costs': 'Kost {units}.',
  'cost.upTo': 'Maximaal {units}.',
  'cost.costsLeft': 'Kost {units} ({left}).',
  'cost.upToLeft': 'Maximaal {units} ({left}).',
  'cost.left': { one: 'nog {count} over', other: 'nog {count} over' },
  'cost.leftOf': { one: 'nog {count} van {limit} over', other: 'nog {count} van {limit} over' },
  'cost.resets': 'reset {when}',
  'cost.needs': {
    one: 'Vraagt {units}, maar er is nog {count} over.',
    other: 'Vraagt {units}, maar er zijn nog {count} over.',
  },
  notInPlan: 'Niet in je abonnement',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'Vervaldatum van het token onbekend (geplakt token)',
  'expiry.expired': 'Het token is verlopen: meld je opnieuw aan',
  'expiry.withinDay': 'Het token verloopt binnen een dag',
  'expiry.in': 'Het token verloopt {when} ({date})',
  'expiry.soon': '{expiry}: meld je binnenkort opnieuw aan',
} as const satisfies Catalogue<typeof enUi>;
