/**
 * What the add-on reads of the keyword database's rows: a phrase with its figures and trend, a group of
 * phrases. Only the field a row is named by is required; figures nested or flat are both read.
 */
import { at, currentOf, type Figure, namesOf, numberAt, textAt, trendOf } from '../../api/read';
import { rowSchema } from '../../api/schemas';

export type KeywordRow = {
  keyword: string;
  searches: Figure;
  cpc: Figure;
  cpc_min: Figure;
  cpc_max: Figure;
  words_count: Figure;
  trend: Figure[];
  /** The snippets on the phrase's results page (`featured_answer, question`), as one text. */
  serp_features?: string;
  /**
   * The seed the row came from, where an answer to many seeds names it (the field is not documented: read
   * under the names it may come by; the caller keeps it only when it is one of the seeds sent).
   */
  source?: string;
};

/** A phrase of the keyword database (suggestions, questions, related phrases, statistics). */
export function keywordRow(row: { keyword: string }): KeywordRow {
  return {
    keyword: row.keyword,
    searches: currentOf(row, 'searches'),
    cpc: currentOf(row, 'cpc'),
    cpc_min: currentOf(row, 'cpc_min'),
    cpc_max: currentOf(row, 'cpc_max'),
    words_count: numberAt(row, 'words_count'),
    trend: trendOf(row) ?? [],
    serp_features: namesOf(at(row, 'statistics.snippets.current') ?? at(row, 'snippets')),
    source: textAt(row, 'seed', 'source', 'parent_keyword', 'url', 'domain'),
  };
}

export type KeywordGroupRow = {
  group: string;
  keywords_count: Figure;
  searches_sum: Figure;
  searches_avg: Figure;
  cpc_avg: Figure;
};

export const keywordGroupRow = (row: { group: string }): KeywordGroupRow => ({
  group: row.group,
  keywords_count: numberAt(row, 'keywords_sum', 'keywords_count'),
  searches_sum: numberAt(row, 'searches_sum', 'searches'),
  searches_avg: numberAt(row, 'searches_avg'),
  cpc_avg: numberAt(row, 'cpc_avg'),
});

export const keywordRowSchema = rowSchema('keyword', keywordRow);
export const keywordGroupRowSchema = rowSchema('group', keywordGroupRow);
