/** Hungarian quota wording: the keys of en.ts (a noun after a number stays singular). */
import type { Catalogue } from '../format';
import type { shared as enShared, ui as enUi } from './en';

export const shared = {
  'label.visibility_analysis': 'Láthatósági elemzés',
  'label.keywords_analysis': 'Kulcsszó-adatbázis',
  'label.serp_analysis': 'SERP-elemzés',
  'label.rank_tracker': 'Monitorozás',
  'label.backlinks_queries': 'Visszamutató linkek',
  'label.tools_daily_limit': 'Eszközök (közös kvóta)',
  'label.monitoring_daily_keywords_refreshes': 'Monitorozási frissítések',
  'label.monitored_keywords': 'Monitorozott kulcsszavak',
  'label.projects': 'Monitorozási projektek',
  'note.tools_daily_limit':
    'A kulcsszó-statisztikák (SEO_KEYWORD_STATS), az URL-eszköz futtatásai (a SEO_VISIBILITY sok domainnél, ha így kéri le őket), a TOP100- és URL-feltérképezések és a SERP-összehasonlítások mind ebből az egy közös kvótából fogyasztanak.',
  resets: 'Megújul: {when}',
  'in.lessThanHour': 'egy órán belül',
  'in.hours': { one: '{count} óra múlva', other: '{count} óra múlva' },
  'in.days': { one: '{count} nap múlva', other: '{count} nap múlva' },
  used: '{used} / {limit} felhasználva',
  unlimitedUsed: 'Korlátlan ({used} felhasználva)',
  unlimited: 'Korlátlan',
  rowsPerReport: '{counter}: sor riportonként',
  dataFrom: '{counter}: adatok ettől elérhetők',
  units: { one: '{count} egység ({counter})', other: '{count} egység ({counter})' },
  'cost.costs': 'Költség: {units}.',
  'cost.upTo': 'Legfeljebb {units}.',
  'cost.costsLeft': 'Költség: {units} ({left}).',
  'cost.upToLeft': 'Legfeljebb {units} ({left}).',
  'cost.left': { one: '{count} maradt', other: '{count} maradt' },
  'cost.leftOf': { one: '{count} / {limit} maradt', other: '{count} / {limit} maradt' },
  'cost.resets': 'megújul: {when}',
  'cost.needs': {
    one: 'Szükséges: {units}, de csak {count} maradt.',
    other: 'Szükséges: {units}, de csak {count} maradt.',
  },
  notInPlan: 'Nincs a csomagodban',
} as const satisfies Catalogue<typeof enShared>;

export const ui = {
  'expiry.unknown': 'A token lejárata ismeretlen (beillesztett token)',
  'expiry.expired': 'A token lejárt: jelentkezz be újra',
  'expiry.withinDay': 'A token egy napon belül lejár',
  'expiry.in': 'A token lejár: {when} ({date})',
  'expiry.soon': '{expiry}: hamarosan jelentkezz be újra',
} as const satisfies Catalogue<typeof enUi>;
