/** An estimate or charge with its reason in English, as the sidebar shows it to an English user. */
import { english, type Said } from '../../src/shared/i18n/said';

export const inEnglish = <T extends { readonly reason?: Said }>(x: T) => ({
  ...x,
  reason: x.reason && english(x.reason),
});
