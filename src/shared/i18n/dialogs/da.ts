/** Danish: the keys of en.ts. */
import type { Catalogue } from '../format';
import type { server as en } from './en';

export const server = {
  'refresh.none': 'Dette dokument har ingen SEO_*-formler at opdatere.',
  'refresh.formulas': { one: '{count} SEO_*-formel', other: '{count} SEO_*-formler' },
  'refresh.sheets': { one: '{count} ark', other: '{count} ark' },
  'refresh.ask': 'Opdater {formulas} på {sheets}?',
  'refresh.fresh': 'Svar, der stadig er friske, kommer gratis fra cachen.',
  'refresh.cost': 'Svar, der er ældre end friskheden i Indstillinger, hentes igen: højst {costs}.',
  'refresh.free': 'Ingen af dem bruger kvote.',
} as const satisfies Catalogue<typeof en>;
