/** Slovak: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Tento dokument nemá žiadne vzorce SEO_* na obnovenie.',
  'refresh.formulas': {
    one: '{count} vzorec SEO_*',
    few: '{count} vzorce SEO_*',
    many: '{count} vzorca SEO_*',
    other: '{count} vzorcov SEO_*',
  },
  'refresh.sheets': {
    one: '{count} hárku',
    few: '{count} hárkoch',
    many: '{count} hárku',
    other: '{count} hárkoch',
  },
  'refresh.ask': 'Obnoviť {formulas} na {sheets}?',
  'refresh.fresh': 'Stále aktuálne výsledky sa načítajú z vyrovnávacej pamäte zadarmo.',
  'refresh.cost':
    'Výsledky staršie, ako dovoľuje platnosť v Nastaveniach, sa stiahnu znova: najviac {costs}.',
  'refresh.free': 'Žiadny z nich nečerpá limit.',
} as const satisfies Catalogue<typeof en>;
