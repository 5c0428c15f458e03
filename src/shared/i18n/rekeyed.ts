import { lazy } from '../lazy';

/**
 * A catalogue as Code.js ships it (scripts/build.ts `cataloguesValuesOnly`): its values in English's key
 * order, 0 where the text is English's own. Keyed again when the language is first spoken (`lazy`): an
 * execution speaks one or two of the nine.
 */
export function rekeyed<T extends Readonly<Record<string, unknown>>>(
  english: T,
  values: readonly unknown[],
): T {
  return lazy(
    () => Object.fromEntries(Object.keys(english).map((key, i) => [key, values[i] || english[key]])) as T,
  );
}
