/** Czech: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Tento dokument nemá žádné vzorce SEO_* k obnovení.',
  'refresh.formulas': {
    one: '{count} vzorec SEO_*',
    few: '{count} vzorce SEO_*',
    many: '{count} vzorce SEO_*',
    other: '{count} vzorců SEO_*',
  },
  'refresh.sheets': {
    one: '{count} listu',
    few: '{count} listech',
    many: '{count} listu',
    other: '{count} listech',
  },
  'refresh.ask': 'Obnovit {formulas} na {sheets}?',
  'refresh.fresh': 'Stále aktuální výsledky se načtou z mezipaměti zdarma.',
  'refresh.cost': 'Výsledky starší, než dovoluje platnost v Nastavení, se stáhnou znovu: nejvýše {costs}.',
  'refresh.free': 'Žádný z nich nečerpá limit.',
} as const satisfies Catalogue<typeof en>;
