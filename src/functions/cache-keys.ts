/**
 * How items are keyed in the per-item cache: one builder per data kind, used for reading and writing
 * alike. Another formula over the same market (and fetch mode) reuses the item.
 */
import type { FetchMode } from '../api/wire';

/** Keyword statistics of a normalized phrase in a market. */
export const keywordStatsKey =
  (country: number) =>
  (phrase: string): string =>
    `${country}|${phrase}`;

/** Domain statistics of a normalized domain in a market, read in a fetch mode. */
export const visibilityKey =
  (country: number, mode: FetchMode) =>
  (domain: string): string =>
    `${country}|${mode}|${domain}`;

/** AI Overview figures of a normalized domain in a market, read in a fetch mode. */
export const aiOverviewsKey =
  (country: number, mode: FetchMode) =>
  (domain: string): string =>
    `aio|${country}|${mode}|${domain}`;
