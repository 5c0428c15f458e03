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
  'connect.title': 'Connected',
  'connect.text': 'SEO Sheets is connected to the tool server as {email}.',
  'connect.failedTitle': 'Not connected',
  'connect.close': 'You can close this window.',
  'connect.cancelled': 'The sign-in was cancelled.',
  'connect.refused': 'The tool server refused: {reason}.',
  'connect.stale': 'This connection attempt is no longer pending. Start again from the sidebar.',
  'connect.noCode': 'The tool server sent no authorization code.',
} as const;
