/**
 * Keyword-database tools (markets 1, 50, 53, 82, 134, 153, 160, 164; never 200). Phrase figures come
 * from the same generator as REST, so a phrase has the same searches, CPC and trend in every report.
 */
import * as z from 'zod/mini';
import { domainRows, parseTarget, rowsFor } from '../../service/domains';
import { keywordMetrics, normalizePhrase } from '../../service/keywords-data';
import { groups, questions, suggestions } from '../../service/modules/keywords';
import { stableSerialize } from '../../service/serialize';
import { detailLevel, keyword, keywordCountry, limit, page, seedToolCountry } from '../inputs';
import {
  charge,
  chargeAll,
  listAnswer,
  serviceContext,
  type Tool,
  type ToolContext,
  tool,
  trim,
} from '../tool';

export const STATISTICS_MAX_PHRASES = 500;
const MAX_SEEDS = 20;

const phrase = z.string().check(z.trim(), z.minLength(1, { error: 'a phrase is empty' }));

const statisticsLevels = {
  summary: ['keyword', 'found', 'searches'],
  standard: ['keyword', 'found', 'searches', 'cpc', 'trend'],
} as const;

const getKeywordStatistics = tool({
  name: 'get_keyword_statistics',
  title: 'Keyword statistics',
  description:
    'Monthly searches, CPC (PLN) and a 12-month trend (oldest month first) for up to 500 phrases in one call, one record per phrase in the order sent. `found: false` when the database does not know the phrase (all figures 0); `searches: 0` with `found: true` when it is known without volume. One tools unit per call.',
  input: {
    keywords: z.array(phrase).check(
      z.minLength(1, { error: 'keywords: send at least one phrase' }),
      z.maxLength(STATISTICS_MAX_PHRASES, {
        error: `keywords: at most ${STATISTICS_MAX_PHRASES} phrases a call`,
      }),
    ),
    country_id: keywordCountry,
    detail_level: detailLevel,
  },
  run: (ctx, args) => {
    const countryId = args.country_id ?? 1;
    charge(ctx, 'tools_daily_limit', `get_keyword_statistics|${stableSerialize(args)}`);
    const records = args.keywords.map((text) => {
      const { found, searches, cpc, trend, competition } = keywordMetrics(ctx.state.seed, text, countryId);
      return trim(
        { keyword: text, found, searches, cpc, trend, competition },
        args.detail_level,
        statisticsLevels,
      );
    });
    return { country_id: countryId, count: records.length, records };
  },
});

interface KeywordRecord {
  keyword: string;
  searches: number;
  cpc: number;
  competition: number;
  trend: number[];
}

const keywordLevels = {
  summary: ['keyword', 'searches'],
  standard: ['keyword', 'searches', 'cpc', 'competition'],
} as const;

/** Phrases with volume, as the keyword database lists them: by searches, highest first. */
function withVolume(ctx: ToolContext, phrases: Iterable<string>, countryId: number): KeywordRecord[] {
  const records: KeywordRecord[] = [];
  for (const text of phrases) {
    const { found, searches, cpc, competition, trend } = keywordMetrics(ctx.state.seed, text, countryId);
    if (found && searches > 0) records.push({ keyword: text, searches, cpc, competition, trend });
  }
  return records.sort((a, b) => b.searches - a.searches);
}

const SEED_TYPES = ['keyword', 'domain', 'url'] as const;

const getKeywords = tool({
  name: 'get_keywords',
  title: 'Keyword suggestions',
  description:
    'Phrases related to seed phrases, or the phrases a domain or URL ranks for, with searches, CPC and competition, by searches. A seed phrase may be absent from its own results. One keyword-database unit per seed (free again for 24 h).',
  input: {
    seeds: z
      .array(phrase)
      .check(
        z.minLength(1, { error: 'seeds: send at least one seed' }),
        z.maxLength(MAX_SEEDS, { error: `seeds: at most ${MAX_SEEDS} a call` }),
      ),
    seed_type: z.optional(z.enum(SEED_TYPES)),
    country_id: seedToolCountry,
    page,
    limit: limit(100),
    detail_level: detailLevel,
  },
  run: (ctx, args) => {
    const countryId = args.country_id ?? 1;
    const mode = args.seed_type ?? 'keyword';
    chargeAll(
      ctx,
      'keywords_analysis_queries_per_day',
      args.seeds.map((seed) => `getKeywords|${mode}|${normalizePhrase(seed)}|${countryId}`),
    );
    const phrases = new Set<string>();
    for (const seed of args.seeds) {
      const found =
        mode === 'keyword'
          ? suggestions(serviceContext(ctx), seed, countryId).map((r) => r.keyword)
          : (mode === 'domain'
              ? domainRows(ctx.state.seed, parseTarget(seed)?.registrable ?? seed, countryId)
              : rowsFor(ctx.state.seed, seed, 'url', countryId)
            ).map((r) => r.keyword);
      for (const p of found) phrases.add(p);
    }
    return listAnswer(ctx, withVolume(ctx, phrases, countryId), args, keywordLevels);
  },
});

const seedInput = {
  keyword: keyword('The seed phrase.'),
  country_id: seedToolCountry,
  page,
  limit: limit(100),
  detail_level: detailLevel,
};

const getGroups = tool({
  name: 'get_groups',
  title: 'Keyword groups',
  description:
    'The semantic groups of a seed phrase’s suggestions: group name, number of phrases, total searches. Charges nothing.',
  input: seedInput,
  run: (ctx, args) =>
    listAnswer(ctx, groups(serviceContext(ctx), args.keyword, args.country_id ?? 1), args, {
      summary: ['group', 'keywords_count'],
      standard: ['group', 'keywords_count', 'searches'],
    }),
});

const getQuestions = tool({
  name: 'get_questions',
  title: 'Questions about a phrase',
  description:
    'Question phrases (jak, gdzie, czy…) people search around a seed phrase, with searches, CPC and competition. One keyword-database unit per seed (free again for 24 h).',
  input: seedInput,
  run: (ctx, args) => {
    const countryId = args.country_id ?? 1;
    charge(
      ctx,
      'keywords_analysis_queries_per_day',
      `getQuestions|keyword|${normalizePhrase(args.keyword)}|${countryId}`,
    );
    return listAnswer(ctx, questions(serviceContext(ctx), args.keyword, countryId), args, keywordLevels);
  },
});

export const keywordTools: Tool[] = [getKeywordStatistics, getKeywords, getGroups, getQuestions];
