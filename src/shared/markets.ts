/**
 * Market names as the add-on shows them everywhere (pickers, task cards, report notes, SEO_COUNTRIES), in
 * the reader's language (`market.<id>` in the document catalogues). The service names both Polish databases
 * "Polska" (ids 1 and 200), so its names are not used for the markets the spec lists: a person must tell the
 * two databases apart.
 */
import { documentCatalogues } from './i18n/areas';
import type { Language } from './i18n/languages';
import { translator } from './i18n/translator';

export interface Market {
  readonly id: number;
  readonly name: string;
}

/** The markets the spec lists: the keyword database's, plus Poland's database 2.0. */
const KNOWN = [1, 200, 50, 53, 82, 134, 153, 160, 164] as const;
type Known = (typeof KNOWN)[number];

const isKnown = (id: number): id is Known => (KNOWN as readonly number[]).includes(id);

/** Poland's database 2.0: a visibility database only ("Country 200 does not work in keyword-database tools"). */
export const VISIBILITY_ONLY_MARKET = 200;

/**
 * The only market with AI Overview data (the spec: Poland's database 2.0; elsewhere the service answers
 * empty lists and zeros, which would read as "no AI Overviews").
 */
export const AI_OVERVIEWS_MARKET = 200;

/** The markets the spec lists for visibility analysis (all of them) or the keyword database (all but 2.0). */
export function specMarkets(database: 'visibility' | 'keywords'): readonly number[] {
  return database === 'visibility' ? KNOWN : KNOWN.filter((id) => id !== VISIBILITY_ONLY_MARKET);
}

/** The market's name: ours for a known id, else the service's, else "Market 12". */
export function marketName(id: number, language: Language, serviceName?: string | null): string {
  const say = translator(documentCatalogues, language);
  return isKnown(id) ? say(`market.${id}`) : (serviceName ?? say('market.other', { id: String(id) }));
}

/** The markets the spec lists, named: what pickers offer when the service's list cannot be read. */
export const knownMarkets = (language: Language): Market[] =>
  KNOWN.map((id) => ({ id, name: marketName(id, language) }));
