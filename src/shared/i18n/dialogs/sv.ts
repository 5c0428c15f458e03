/** Swedish: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Det här dokumentet har inga SEO_*-formler att uppdatera.',
  'refresh.formulas': { one: '{count} SEO_*-formel', other: '{count} SEO_*-formler' },
  'refresh.sheets': { one: '{count} blad', other: '{count} blad' },
  'refresh.ask': 'Uppdatera {formulas} på {sheets}?',
  'refresh.fresh': 'Svar som fortfarande är färska hämtas kostnadsfritt från cachen.',
  'refresh.cost': 'Svar som är äldre än färskheten i Inställningar hämtas igen: högst {costs}.',
  'refresh.free': 'Ingen av dem drar kvot.',
} as const satisfies Catalogue<typeof en>;
