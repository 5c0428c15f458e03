/**
 * English, the reference: the server's dialogs (Refresh all's confirmation, also shown by the sidebar's Schedules) and the tool-server sign-in's last page.
 * Server family only: Code.js carries it, Sidebar.html never reads it.
 */
export const server = {
  'refresh.none': 'This document has no SEO_* formulas to refresh.',
  'refresh.formulas': { one: '{count} SEO_* formula', other: '{count} SEO_* formulas' },
  'refresh.sheets': { one: '{count} sheet', other: '{count} sheets' },
  'refresh.ask': 'Refresh {formulas} on {sheets}?',
  'refresh.fresh': 'Answers still fresh come from the cache at no cost.',
  'refresh.cost': 'Answers older than their freshness in Settings are fetched again: at most {costs}.',
  'refresh.free': 'None of them charges quota.',
} as const;
