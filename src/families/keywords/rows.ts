/**
 * What the add-on reads of the keyword database's rows: a phrase with its figures and trend, a group of
 * phrases. Only the field a row is named by is required; figures nested or flat are both read.
 */
import {
  at,
  type Figure,
  figure,
  flag,
  names,
  numOrNull,
  row,
  str,
  text,
  TREND,
  withTrend,
} from '../../api/read';

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
  /** Whether the database knows the phrase, where the answer says so (the tool server's records do). */
  found?: boolean;
};

/** A phrase of the keyword database (suggestions, questions, related phrases, statistics). */
export const keywordRowSchema = row(
  {
    keyword: at(str),
    searches: figure('searches'),
    cpc: figure('cpc'),
    cpc_min: figure('cpc_min'),
    cpc_max: figure('cpc_max'),
    words_count: at(numOrNull),
    serp_features: at(names, 'statistics.snippets.current', 'snippets'),
    source: at(text, 'seed', 'source', 'parent_keyword', 'url', 'domain'),
    found: at(flag),
    ...TREND,
  },
  ({ found, ...read }): KeywordRow => {
    const row = withTrend(read);
    return { ...row, trend: row.trend ?? [], ...(found !== undefined && { found }) };
  },
);

export const keywordGroupRowSchema = row({
  group: at(str),
  keywords_count: at(numOrNull, 'keywords_sum', 'keywords_count'),
  searches_sum: at(numOrNull, 'searches_sum', 'searches'),
  searches_avg: at(numOrNull),
  cpc_avg: at(numOrNull),
});
