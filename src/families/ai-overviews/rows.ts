/**
 * What the add-on reads of AI Overviews (observed; not in the reference): a phrase with an AI Overview,
 * a domain beside the asked one there, and the domain's AI Overview figures.
 */
import * as z from 'zod/mini';
import { at, currentOf, type Figure, numberAt, rank, rankingUrl, textAt, toBoolean } from '../../api/read';
import { rowSchema } from '../../api/schemas';
import { lazy } from '../../shared/lazy';

/**
 * A phrase with an AI Overview where the domain ranks (`ai_overviews/getKeywords`, observed): its organic
 * position, the domain's best place among the AI Overview's sources and that URL, the search intent and
 * the journey stage, how long the overview is and how many domains it cites.
 */
export type AiOverviewRow = {
  keyword: string;
  searches: Figure;
  intent?: string;
  /** Whether the AI Overview cites the domain: it has a place there (derived, not read). */
  cited?: boolean;
  /** The domain's page the AI Overview cites. */
  url?: string;
  position: number | null;
  ai_overview_position: number | null;
  journey_stage?: string;
  ai_overview_length: Figure;
  ai_overview_domains: Figure;
};

/** Cited when the domain has a place (or a URL) in the AI Overview; unknown when the answer says neither. */
function citedOf(row: unknown, place: number | null, url: string | undefined): boolean | undefined {
  if (place !== null || url) return true;
  const said = at(row, 'best_aio_pos') !== undefined || at(row, 'best_aio_url') !== undefined;
  return said ? false : toBoolean(at(row, 'cited'));
}

export function aiOverviewRow(row: { keyword: string }): AiOverviewRow {
  const place = rank(numberAt(row, 'best_aio_pos', 'best_aio_position'));
  const url = rankingUrl(textAt(row, 'best_aio_url', 'url'));
  return {
    keyword: row.keyword,
    searches: currentOf(row, 'searches'),
    intent: textAt(row, 'intentions.main_intent', 'intentions.primary_intent', 'intent'),
    cited: citedOf(row, place, url),
    url,
    position: rank(numberAt(row, 'organic_pos', 'statistics.position.current', 'position')),
    ai_overview_position: place,
    journey_stage: textAt(row, 'intentions.journey_stage', 'journey_stage'),
    ai_overview_length: numberAt(row, 'aio_length'),
    ai_overview_domains: numberAt(row, 'aio_domains_count'),
  };
}

/** A domain beside the asked one in AI Overviews (`ai_overviews/getCompetitors`, observed). */
export type AiOverviewCompetitorRow = {
  domain: string;
  ai_overview_avg_position: Figure;
  ai_overview_avg_position_all: Figure;
  common_keywords: Figure;
  ai_overview_only_domain: Figure;
  ai_overview_only_competitor: Figure;
};

export const aiOverviewCompetitorRow = (row: { domain: string }): AiOverviewCompetitorRow => ({
  domain: row.domain,
  ai_overview_avg_position: numberAt(row, 'aio_avg_position'),
  ai_overview_avg_position_all: numberAt(row, 'all_aio_avg_position'),
  common_keywords: numberAt(row, 'aio_common_words'),
  ai_overview_only_domain: numberAt(row, 'aio_exclusive_to_me'),
  ai_overview_only_competitor: numberAt(row, 'aio_exclusive_to_competitor'),
});

/** The domain's AI Overview figures (`ai_overviews/getStatistics`, observed), under our column names. */
const AI_OVERVIEW_FIGURES: Readonly<Record<string, string>> = {
  aio_keywords_count: 'ai_overview_keywords',
  aio_keywords_with_domain_count: 'ai_overview_citations',
  aio_avg_pos: 'ai_overview_avg_position',
  aio_wins_count: 'ai_overview_wins',
  aio_losses_count: 'ai_overview_losses',
  aio_vis_loss_percentage: 'ai_overview_visibility_loss',
};

/**
 * The figures of `statistics.<figure>` (or flat beside it; a figure may come nested as `.current`), those
 * the answer has; none from the empty list a market without the data answers.
 */
export function aiOverviewFigures(data: unknown): Record<string, number | null> {
  const block = at(data, 'statistics') ?? data;
  const figures: Record<string, number | null> = {};
  for (const [wire, column] of Object.entries(AI_OVERVIEW_FIGURES)) {
    const value = numberAt(block, wire, `${wire}.current`, `${wire}.recent_value`);
    if (value !== undefined) figures[column] = value;
  }
  return figures;
}

export const aiOverviewRowSchema = rowSchema('keyword', aiOverviewRow);
export const aiOverviewCompetitorRowSchema = rowSchema('domain', aiOverviewCompetitorRow);
/** A domain's AI Overview figures: nothing is required, an empty answer is a market without the data. */
export const aiOverviewStatisticsSchema = lazy(() => z.pipe(z.unknown(), z.transform(aiOverviewFigures)));
