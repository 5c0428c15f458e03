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
  'connect.title': 'Conectat',
  'connect.text': 'SEO Sheets este conectat la serverul de instrumente ca {email}.',
  'connect.failedTitle': 'Neconectat',
  'connect.close': 'Puteți închide această fereastră.',
  'connect.cancelled': 'Conectarea a fost anulată.',
  'connect.refused': 'Serverul de instrumente a refuzat: {reason}.',
  'connect.stale': 'Această încercare de conectare nu mai este în curs. Reîncepeți din bara laterală.',
  'connect.noCode': 'Serverul de instrumente nu a trimis niciun cod de autorizare.',
} as const satisfies Catalogue<typeof en>;
