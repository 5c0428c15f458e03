/**
 * A domain's AI Overview figures on the dashboard (phrases with an AI Overview, citations of the domain in
 * them) exist in one market only; elsewhere the service sends 0, which would read "no AI Overviews". There
 * they are blank, and the table says why and where the data is.
 */
import { said, type Said } from '../../shared/i18n/said';
import { AI_OVERVIEWS_MARKET } from '../../shared/markets';

const AI_OVERVIEW_FIGURES: readonly string[] = ['ai_overview_keywords', 'ai_overview_citations'];

// No market asked is the service's default, database 1.0.
const known = (country: number | undefined): boolean => country === AI_OVERVIEWS_MARKET;

/** The figures of `country`, AI Overview figures left out where the market has none. */
export function inMarket<T extends Readonly<Record<string, unknown>>>(
  figures: T,
  country: number | undefined,
): T {
  if (known(country)) return figures;
  return Object.fromEntries(
    Object.entries(figures).filter(([name]) => !AI_OVERVIEW_FIGURES.includes(name)),
  ) as T;
}

/** The note of a table showing `columns` of `country` when AI Overview figures among them are blank there. */
export function aiOverviewsNote(columns: readonly string[], country: number | undefined): Said | undefined {
  if (known(country) || !columns.some((column) => AI_OVERVIEW_FIGURES.includes(column))) return undefined;
  const where = said('note.aiOverviews', { country: String(AI_OVERVIEWS_MARKET) });
  return said('note.aiOverviewsBlank', { where });
}
