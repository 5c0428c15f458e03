/** Polish: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Ten dokument nie zawiera formuł SEO_* do odświeżenia.',
  'refresh.formulas': {
    one: '{count} formułę SEO_*',
    few: '{count} formuły SEO_*',
    many: '{count} formuł SEO_*',
    other: '{count} formuły SEO_*',
  },
  'refresh.sheets': {
    one: '{count} arkuszu',
    few: '{count} arkuszach',
    many: '{count} arkuszach',
    other: '{count} arkusza',
  },
  'refresh.ask': 'Odświeżyć {formulas} na {sheets}?',
  'refresh.fresh': 'Wyniki, które są wciąż aktualne, pochodzą z pamięci podręcznej i nic nie kosztują.',
  'refresh.cost':
    'Wyniki starsze niż okres ważności z Ustawień zostaną pobrane ponownie: maksymalnie {costs}.',
  'refresh.free': 'Żadna z nich nie zużywa limitu.',
} as const satisfies Catalogue<typeof en>;
