/**
 * The `filter` argument of list reports: refused as an argument problem when it cannot be read completely
 * or names a key the report does not take; numbers as the document writes them.
 */
import { type FilterRules, FilterSyntaxError, readFilter } from '../shared/filter';
import { ArgumentError } from './args';
import { said } from '../shared/i18n/said';
import type { Filtering } from '../shared/filter';

export function parseFilter(text: string | undefined, rules: FilterRules = {}): Filtering | undefined {
  try {
    return readFilter(text, rules);
  } catch (error) {
    throw error instanceof FilterSyntaxError
      ? new ArgumentError(said('arg.filter', { problem: error.said }))
      : error;
  }
}
