/**
 * What a ranking phrase is to a searcher and on its results page: its search intentions, the SERP features
 * shown for it, and the keyword parameters it carries (a city, a brand, a price). Derived from the phrase
 * and its seed, so every report and tool that shows them agrees.
 */
import type { RankingRow } from './domains';
import { rng } from './rng';
import { CITIES, COMMERCIAL, QUESTIONS, SERP_FEATURES } from './vocabulary';

export type Intent = 'informational' | 'commercial' | 'transactional' | 'navigational';

export function intentOf(row: RankingRow): Intent {
  if (row.brand) return 'navigational';
  if (row.question) return 'informational';
  return COMMERCIAL.some((w) => row.keyword.includes(w)) ? 'transactional' : 'commercial';
}

const inCity = (row: RankingRow): boolean => CITIES.some((city) => row.keyword.includes(city));

/**
 * The live service's `statistics.intentions` (observed, values ours): the intent, the rater guidelines'
 * need it serves (`know`, `do`, `website`, `visit_in_person`), the searcher's next step, the stage of the
 * buying journey, and whether the answer ages (the trend's swing tells seasonal phrases).
 */
export function intentionsOf(row: RankingRow) {
  const intent = intentOf(row);
  const trend = row.metrics.trend;
  const swing = Math.max(...trend) / Math.max(1, Math.min(...trend));
  return {
    primary_intent: intent,
    main_intent: inCity(row)
      ? 'visit_in_person'
      : { informational: 'know', commercial: 'do', transactional: 'do', navigational: 'website' }[intent],
    action_type: {
      informational: 'learn',
      commercial: 'compare',
      transactional: 'buy',
      navigational: 'navigate',
    }[intent],
    journey_stage: {
      informational: 'awareness',
      commercial: 'consideration',
      transactional: 'decision',
      navigational: 'loyalty',
    }[intent],
    content_timeliness: /\b20\d\d\b/.test(row.keyword)
      ? 'time_sensitive'
      : swing > 2
        ? 'seasonal'
        : 'evergreen',
  };
}

/** How likely each SERP feature is on a phrase's results page, from what the phrase is. */
function featureChance(feature: (typeof SERP_FEATURES)[number], row: RankingRow, intent: Intent): number {
  switch (feature) {
    case 'adwords':
      return intent === 'transactional' ? 0.7 : intent === 'commercial' ? 0.4 : 0.05;
    case 'image_thumbs':
      return intent === 'informational' ? 0.15 : 0.35;
    case 'map':
      return inCity(row) ? 0.85 : 0.02;
    case 'featured_answer':
      return row.question ? 0.45 : 0.04;
    case 'site_links':
      return row.brand ? 0.9 : 0;
    case 'top_video':
      return row.question ? 0.25 : 0.08;
    case 'wiki_right':
      return row.question ? 0.1 : 0.02;
    case 'news':
      return 0.04;
    default:
      return 0.015;
  }
}

/** The SERP features on the phrase's results page today (`statistics.snippets.current`). */
export function serpFeaturesOf(seed: string, row: RankingRow): string[] {
  const r = rng(seed, 'serp-features', row.keyword_id);
  const intent = intentOf(row);
  return SERP_FEATURES.filter((feature) => r.chance(featureChance(feature, row, intent)));
}

/** Keyword parameters (the characteristics table's `keyword_params`): what the phrase names besides its topic. */
const KEYWORD_PARAMS: Readonly<Record<string, (row: RankingRow) => boolean>> = {
  brand: (row) => row.brand,
  city: inCity,
  question: (row) => row.question,
  price: (row) => /\b(cena|ile kosztuje|do 1000 zł|tani|promocj)/.test(row.keyword),
  shop: (row) => /\b(sklep|allegro|outlet|na raty)\b/.test(row.keyword),
  review: (row) => /\b(opinie|ranking|test|porównanie|forum)\b/.test(row.keyword),
  year: (row) => /\b20\d\d\b/.test(row.keyword),
};

export const KEYWORD_PARAM_NAMES = Object.keys(KEYWORD_PARAMS);

/** The keyword parameters a phrase carries; a phrase may carry several, or none. */
export function keywordParamsOf(row: RankingRow): string[] {
  return KEYWORD_PARAM_NAMES.filter((name) => KEYWORD_PARAMS[name](row));
}

/**
 * The snippets a keyword-database row names (issue #33: the live service's `direct_answer`,
 * `featured_answer`, `is_question`, `question`, `video_thumbs`, `wiki_right`): a question is marked so and
 * more often answered directly; which others a phrase has is ours, stable per phrase.
 */
export const KEYWORD_SNIPPETS = [
  'direct_answer',
  'featured_answer',
  'is_question',
  'question',
  'video_thumbs',
  'wiki_right',
] as const;

export function keywordSnippetsOf(seed: string, phrase: string): string[] {
  const question = QUESTIONS.some((q) => phrase.startsWith(q));
  const r = rng(seed, 'keyword-snippets', phrase);
  const chance: Record<(typeof KEYWORD_SNIPPETS)[number], number> = {
    direct_answer: question ? 0.3 : 0.05,
    featured_answer: question ? 0.45 : 0.08,
    is_question: question ? 1 : 0,
    question: question ? 0.6 : 0.25,
    video_thumbs: 0.15,
    wiki_right: question ? 0.1 : 0.04,
  };
  return KEYWORD_SNIPPETS.filter((name) => r.chance(chance[name]));
}
