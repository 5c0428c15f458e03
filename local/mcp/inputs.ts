/** Input schemas the tools share: countries, detail level, paging, domains, dates. */
import * as z from 'zod/mini';
import { FETCH_MODES } from '../service/domains';
import { DETAIL_LEVELS } from './tool';

const described = <T extends z.ZodMiniType>(schema: T, text: string): T => schema.check(z.describe(text));

export const VISIBILITY_COUNTRIES = [1, 50, 164, 200] as const;
export const KEYWORD_COUNTRIES = [1, 50, 53, 82, 134, 153, 160, 164] as const;

export const visibilityCountry = z.optional(
  described(
    z.literal(VISIBILITY_COUNTRIES, {
      error:
        'country_id: visibility tools take 1 (Poland, database 1.0), 200 (Poland, database 2.0), 50 (Czechia) or 164 (Slovakia)',
    }),
    'Visibility database: 1 Poland (1.0, the default), 200 Poland (2.0, the only one with AI Overviews), 50 Czechia, 164 Slovakia.',
  ),
);

export const keywordCountry = z.optional(
  described(
    z.literal(KEYWORD_COUNTRIES, {
      error:
        'country_id: keyword-database tools take 1 for Poland (200 is a visibility database only), or 50, 53, 82, 134, 153, 160, 164',
    }),
    'Keyword database market: 1 Poland (the default), 50 Czechia, 53 Denmark, 82 Hungary, 134 Netherlands, 153 Romania, 160 Sweden, 164 Slovakia. Not 200.',
  ),
);

/**
 * The market of the keyword tools around seeds (get_keywords, get_questions, get_groups): "1" only, as the
 * live tool server takes (a client's note, Aug 2026); the API's keyword database serves the others.
 */
export const seedToolCountry = z.optional(
  described(
    z.literal([1], { error: 'country_id: this tool takes only 1 (Poland)' }),
    'Keyword database market: 1 Poland, the only one this tool serves.',
  ),
);

export const detailLevel = z.optional(
  described(
    z.enum(DETAIL_LEVELS),
    'How much of each record comes back: summary (the key figures), standard (the default), extended (everything).',
  ),
);

const positiveInt = z.int().check(z.minimum(1, { error: 'must be 1 or more' }));

export const page = z.optional(described(positiveInt, 'Page number, from 1 (the default).'));

export const limit = (max: number) =>
  z.optional(
    described(
      z.int().check(z.minimum(1), z.maximum(max, { error: `limit: at most ${max} records a page` })),
      `Records a page, 1–${max} (default ${max}).`,
    ),
  );

const nonBlank = (field: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: `${field} is empty` }));

export const domain = described(
  nonBlank('domain'),
  'A domain (example.pl: the whole domain), a host (blog.example.pl) or a URL prefix (example.pl/kategoria).',
);

export const fetchMode = z.optional(
  described(
    z.enum(FETCH_MODES),
    'How `domain` is read; by default a registrable domain means the whole domain, a host that host, a path that section.',
  ),
);

export const keyword = (what: string) => described(nonBlank('keyword'), what);

export const projectId = described(
  positiveInt,
  'A monitoring project id (rt_get_active_projects lists them).',
);

export const groupId = z.optional(
  described(positiveInt, 'Only this keyword group of the project (rt_list_groups).'),
);

export const taskId = described(positiveInt, 'The SERP task id serp_create or serp_list gave.');

export const date = (what: string) =>
  z.optional(
    described(
      z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${what} must be YYYY-MM-DD` })),
      what,
    ),
  );
