/** The `filter` argument of list reports: refused as an argument problem when it cannot be read completely. */
import type { visibility } from '../api';
import { FilterSyntaxError, readFilter } from '../shared/filter';
import { ArgumentError } from './args';
import { said } from '../shared/i18n/said';

export function parseFilter(text: string | undefined): visibility.Filtering | undefined {
  try {
    return readFilter(text);
  } catch (error) {
    throw error instanceof FilterSyntaxError
      ? new ArgumentError(said('arg.filter', { problem: error.said }))
      : error;
  }
}
