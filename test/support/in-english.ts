/** An estimate or charge with its reason in English, as the sidebar shows it to an English user. */
import { english, type Said } from '../../src/shared/i18n/said';
import { saidOf } from '../../src/api/errors';

export const inEnglish = <T extends { readonly reason?: Said }>(x: T) => ({
  ...x,
  reason: x.reason && english(x.reason),
});

/** Whatever was thrown, as its message in English (what a cell shows an English document). */
export const userMessage = (err: unknown): string => english(saidOf(err));
