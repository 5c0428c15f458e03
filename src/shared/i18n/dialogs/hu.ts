/** Hungarian: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Ebben a dokumentumban nincs frissítendő SEO_* képlet.',
  'refresh.formulas': { one: '{count} SEO_* képletet', other: '{count} SEO_* képletet' },
  'refresh.sheets': { one: '{count} munkalapon', other: '{count} munkalapon' },
  'refresh.ask': 'Frissíted a(z) {formulas} {sheets}?',
  'refresh.fresh': 'A még friss eredmények díjmentesen a gyorsítótárból jönnek.',
  'refresh.cost':
    'A Beállításokban megadott frissességnél régebbi eredményeket újra lekérjük: legfeljebb {costs}.',
  'refresh.free': 'Egyik sem fogyaszt kvótát.',
} as const satisfies Catalogue<typeof en>;
