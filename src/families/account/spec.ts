/**
 * What the account family declares, browser-safe: its formulas' catalogue entries (the quota counters,
 * the markets) and their layouts. Both read free.
 */
import { type FunctionSpec, header, refresh } from '../../shared/formula-spec';
import type { Layout } from '../../shared/layouts';

/** The counter by its name in the sidebar; its key last, for formulas and support. */
export const LIMIT_COLUMNS = [
  'counter',
  'limit',
  'used',
  'left',
  'resets',
  'note',
  'key',
] as const satisfies Layout;
/** What both country lists have (the rest, phone codes and tax ids, is not a market's), and the market's name. */
export const COUNTRY_COLUMNS = ['id', 'market', 'name', 'code', 'code_lang'] as const satisfies Layout;

/**
 * The family's formulas in the catalogue (registry/catalog.ts lists every family's). A pure call, so a
 * bundle that reads only the layouts above drops the entries: the bundles take them from the registry,
 * which the build ships reduced (no help text).
 */
export const FORMULAS = /* @__PURE__ */ (() =>
  [
    {
      name: 'SEO_COUNTRIES',
      group: 'Account',
      summary: 'Markets and their country_id values.',
      params: [
        {
          name: 'scope',
          description:
            '"all" (default) for every country, "visibility" for the visibility-analysis databases only.',
          optional: true,
        },
        header,
      ],
      returns: 'A table of country ids, names and codes.',
      example: '=SEO_COUNTRIES("visibility")',
      columns: COUNTRY_COLUMNS,
    },
    {
      name: 'SEO_LIMITS',
      group: 'Account',
      summary:
        'Every quota counter of the account, named as in the sidebar: limit, used, left, when it resets ("in 18 days"), what it covers, and its key.',
      params: [header, refresh],
      returns: 'A table with one row per counter.',
      example: '=SEO_LIMITS()',
      columns: LIMIT_COLUMNS,
    },
  ] as const satisfies readonly FunctionSpec[])();
