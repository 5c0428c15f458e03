/** Arguments most formulas share, read the same way everywhere. */
import type { FetchMode } from '../api/endpoints/visibility';
import { type Arg, toBool, toChoice, toInt } from './args';
import type { FormulaContext } from './formula';

const FETCH_MODES: readonly FetchMode[] = ['topLevelDomain', 'subdomain', 'catalog', 'url'];

export function countryArg(ctx: FormulaContext, value: Arg): number {
  return toInt(value, 'country_id', { min: 1, max: 99_999 }, ctx.settings.countryId);
}

export function fetchModeArg(value: Arg): FetchMode {
  return toChoice(value, 'fetch_mode', FETCH_MODES, 'topLevelDomain');
}

export function headerArg(value: Arg): boolean {
  return toBool(value, 'header', true);
}

/** A row cap: `fallback` when blank, at most what one formula can read in its 30 s. */
export function limitArg(value: Arg, fallback: number, max = 5_000): number {
  return toInt(value, 'limit', { min: 1, max }, fallback);
}
