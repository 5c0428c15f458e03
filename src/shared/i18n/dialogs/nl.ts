/** Dutch: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Dit document heeft geen SEO_*-formules om te verversen.',
  'refresh.formulas': { one: '{count} SEO_*-formule', other: '{count} SEO_*-formules' },
  'refresh.sheets': { one: '{count} blad', other: '{count} bladen' },
  'refresh.ask': '{formulas} op {sheets} verversen?',
  'refresh.fresh': 'Antwoorden die nog vers zijn, komen kosteloos uit de cache.',
  'refresh.cost':
    'Antwoorden ouder dan de versheid in Instellingen worden opnieuw opgehaald: maximaal {costs}.',
  'refresh.free': 'Geen ervan verbruikt quotum.',
} as const satisfies Catalogue<typeof en>;
