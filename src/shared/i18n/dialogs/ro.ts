/** Romanian: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Acest document nu are formule SEO_* de reîmprospătat.',
  'refresh.formulas': {
    one: '{count} formulă SEO_*',
    few: '{count} formule SEO_*',
    other: '{count} de formule SEO_*',
  },
  'refresh.sheets': { one: '{count} foaie', few: '{count} foi', other: '{count} de foi' },
  'refresh.ask': 'Reîmprospătați {formulas} din {sheets}?',
  'refresh.fresh': 'Rezultatele încă proaspete vin din cache, fără cost.',
  'refresh.cost':
    'Rezultatele mai vechi decât prospețimea din Setări sunt preluate din nou: cel mult {costs}.',
  'refresh.free': 'Niciuna nu consumă din cotă.',
} as const satisfies Catalogue<typeof en>;
