/** The sidebar's quota voice, as its printed catalogue gives it, made from the quota area in node. */
import type { Language } from '../../src/shared/i18n/languages';
import { translator } from '../../src/shared/i18n/translator';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { quotaVoice, type SidebarQuotaVoice } from '../../src/shared/quota-wording';

export const sidebarVoice = (language: Language): SidebarQuotaVoice => ({
  ...quotaVoice(language),
  sayUi: translator(uiCatalogues, language),
});
