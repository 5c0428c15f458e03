/**
 * What the add-on reads of AI Overviews (observed; not in the reference): a phrase with an AI Overview,
 * a domain beside the asked one there, and the domain's AI Overview figures.
 */
import {
  at,
  type Figure,
  figure,
  flag,
  num,
  numOrNull,
  orElse,
  rank,
  rankingUrl,
  row,
  str,
  text,
  textOrNull,
} from '../../api/read';
import { once } from '../../shared/lazy';

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

/**
 * Cited when the domain has a place (or a URL) in the AI Overview; not cited when the answer names those
 * fields empty (null); else as a `cited` flag says, or unknown.
 */
export const aiOverviewRowSchema = row(
  {
    keyword: at(str),
    searches: figure('searches'),
    intent: at(text, 'intentions.main_intent', 'intentions.primary_intent', 'intent'),
    cited: at(flag),
    place: at(numOrNull, 'best_aio_pos', 'best_aio_position'),
    url: at(textOrNull, 'best_aio_url', 'url'),
    position: at(num, 'organic_pos', 'statistics.position.current', 'position'),
    journey_stage: at(text, 'intentions.journey_stage', 'journey_stage'),
    ai_overview_length: at(numOrNull, 'aio_length'),
    ai_overview_domains: at(numOrNull, 'aio_domains_count'),
  },
  ({ place, ...r }): AiOverviewRow => {
    const ai_overview_position = rank(place);
    const url = rankingUrl(r.url);
    return {
      ...r,
      cited:
        ai_overview_position !== null || url
          ? true
          : place !== undefined || r.url !== undefined
            ? false
            : r.cited,
      url,
      position: rank(r.position),
      ai_overview_position,
    };
  },
);

/** A domain beside the asked one in AI Overviews (`ai_overviews/getCompetitors`, observed). */
export const aiOverviewCompetitorRowSchema = row({
  domain: at(str),
  ai_overview_avg_position: at(numOrNull, 'aio_avg_position'),
  ai_overview_avg_position_all: at(numOrNull, 'all_aio_avg_position'),
  common_keywords: at(numOrNull, 'aio_common_words'),
  ai_overview_only_domain: at(numOrNull, 'aio_exclusive_to_me'),
  ai_overview_only_competitor: at(numOrNull, 'aio_exclusive_to_competitor'),
});

/** The domain's AI Overview figures (`ai_overviews/getStatistics`, observed), by our column names. */
const AI_OVERVIEW_FIGURES: Readonly<Record<string, string>> = {
  ai_overview_keywords: 'aio_keywords_count',
  ai_overview_citations: 'aio_keywords_with_domain_count',
  ai_overview_avg_position: 'aio_avg_pos',
  ai_overview_wins: 'aio_wins_count',
  ai_overview_losses: 'aio_losses_count',
  ai_overview_visibility_loss: 'aio_vis_loss_percentage',
};

/**
 * A domain's AI Overview figures: `statistics.<figure>` (or flat beside it; a figure may come nested as
 * `.current`), those the answer has. Nothing is required: an empty answer (the empty list a market without
 * the data answers) is a market without the data.
 */
const statistics = row(
  Object.fromEntries(
    Object.entries(AI_OVERVIEW_FIGURES).map(([column, wire]) => [
      column,
      at(
        numOrNull,
        ...[`statistics.${wire}`, wire].flatMap((path) => [`${path}.current`, `${path}.recent_value`, path]),
      ),
    ]),
  ),
  (read) =>
    Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined)) as Record<
      string,
      number | null
    >,
);
export const aiOverviewStatisticsSchema = once(() => orElse(statistics(), () => ({})));
