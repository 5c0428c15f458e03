/**
 * The daily positions of one phrase for a domain, as the formula and the report both read them, at either
 * door. Over the API the history endpoint wants the phrase's ids (`keyword_id`, `kid`), so the phrase is
 * first found among the domain's ranking keywords (the positions report: same unit, free); the tool finds
 * the phrase itself. The service keys phrases normalized and
 * matches "eq" exactly, so "Buty  Trekkingowe" is looked up as "buty trekkingowe".
 */
import type { ApiClient } from '../../api/client';
import type { Chain } from '../../api/source';
import { findKeyword, getKeywordHistory } from './endpoints';
import { ResponseValidationError } from '../../api/errors';
import { normalizePhrase } from '../../normalize';
import { type DateRange, type DomainParams, wireFiltering } from '../../api/wire';
import type { KeywordHistoryPoint } from './rows';

export interface KeywordHistory {
  /** The phrase as looked up (normalized). */
  readonly phrase: string;
  /** Null when the domain does not rank for the phrase. */
  readonly rows: KeywordHistoryPoint[] | null;
}

export function readKeywordHistory(
  client: ApiClient,
  domain: DomainParams,
  keyword: string,
  range: DateRange,
): KeywordHistory {
  const phrase = normalizePhrase(keyword);
  const filtering = wireFiltering([{ filters: [{ key: 'keyword', match: 'eq', value: phrase }] }]);
  const [match] = findKeyword(client, { ...domain, filtering, limit: 1, page: 1 }).rows;
  if (!match) return { phrase, rows: null };
  if (match.keyword_id === undefined)
    throw new ResponseValidationError([{ path: ['data', 0, 'keyword_id'], message: 'missing' }], {
      path: findKeyword.path,
      status: 200,
    });
  const ids = { keyword_id: match.keyword_id, kid: match.kid };
  return { phrase, rows: getKeywordHistory(client, { ...domain, ...range, ...ids }) };
}

/** What a phrase's history is asked by: the domain, the phrase and the days. */
export interface HistoryAsk {
  readonly domain: DomainParams;
  readonly keyword: string;
  readonly range: DateRange;
}

/** One phrase's daily positions for a domain; rows null when the domain does not rank for it. */
export const keywordHistory: Chain<HistoryAsk, KeywordHistory> = {
  rest: (client, { domain, keyword, range }) => readKeywordHistory(client, domain, keyword, range),
  tool(door, { domain, keyword, range }) {
    // No records: the domain does not rank for the phrase.
    const rows = door.get(getKeywordHistory, { ...domain, ...range, keyword });
    return { phrase: normalizePhrase(keyword), rows: rows.length ? rows : null };
  },
};
