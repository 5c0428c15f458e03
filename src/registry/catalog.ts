/**
 * The formula registry: every family's catalogue entries (its spec.ts), family by family. What the build
 * turns into custom functions and their JSDoc, the README's reference and the sidebar's Help read; the
 * build ships it reduced (names, parameters, examples in Code.js; no help text in either bundle).
 */
import { FORMULAS as ACCOUNT } from '../families/account/spec';
import { FORMULAS as AI_OVERVIEWS } from '../families/ai-overviews/spec';
import { FORMULAS as KEYWORDS } from '../families/keywords/spec';
import { FORMULAS as MONITORING } from '../families/monitoring/spec';
import { FORMULAS as SERP } from '../families/serp/spec';
import { FORMULAS as VISIBILITY } from '../families/visibility/spec';
import type { FunctionSpec } from '../shared/formula-spec';

const entries = [...VISIBILITY, ...AI_OVERVIEWS, ...KEYWORDS, ...MONITORING, ...SERP, ...ACCOUNT] as const;

export type CatalogEntry = (typeof entries)[number];
export type CustomFunctionName = CatalogEntry['name'];
export const catalog: readonly FunctionSpec[] = entries;
