/** The 26 tools of the seed spec, in its order. */
import type { Tool } from '../tool';
import { accountTools } from './account';
import { keywordTools } from './keywords';
import { monitoringTools } from './monitoring';
import { serpTools } from './serp';
import { visibilityTools } from './visibility';

export const TOOLS: readonly Tool[] = [
  ...visibilityTools,
  ...keywordTools,
  ...monitoringTools,
  ...serpTools,
  ...accountTools,
];
