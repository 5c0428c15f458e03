/** Every simulated endpoint, by path after `/api/`. */
import { countriesRoutes } from './modules/countries';
import { crawlRoutes } from './modules/crawl';
import { keywordChangesRoutes } from './modules/keyword-changes';
import { keywordsRoutes } from './modules/keywords';
import { monitoringRoutes } from './modules/monitoring';
import { serpRoutes } from './modules/serp';
import { usersRoutes } from './modules/users';
import { visibilityRoutes } from './modules/visibility';
import { visibilityAiOverviewsRoutes } from './modules/visibility-ai-overviews';
import { visibilityToolsRoutes } from './modules/visibility-tools';
import { visibilityUrlsRoutes } from './modules/visibility-urls';
import type { Routes } from './route';

/**
 * Routes of the seed spec the live service no longer has: it answered them 400 `{"message": "Not Found",
 * "url": …, "code": 400}` in February 2026 (`reply.ts` `notFound`).
 */
export const GONE: readonly string[] = ['visibility_analysis/tools/direct_answers/getData'];

export const routes: Routes = {
  ...usersRoutes,
  ...countriesRoutes,
  ...visibilityRoutes,
  ...visibilityAiOverviewsRoutes,
  ...keywordChangesRoutes,
  ...visibilityToolsRoutes,
  ...visibilityUrlsRoutes,
  ...keywordsRoutes,
  ...monitoringRoutes,
  ...serpRoutes,
  ...crawlRoutes,
};
