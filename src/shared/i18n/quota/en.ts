/**
 * Quota wording in English, the reference (`shared/quota-wording.ts` fills it). Two families, so each bundle
 * carries only what it shows: `shared` is read by both (counter names, resets, costs, a counter the plan
 * lacks: the sidebar's bars and launcher, SEO_LIMITS, the server's cost checks, Check connection and Refresh
 * all); `ui` only by the sidebar (token expiry).
 */
export const shared = {
  'label.visibility_analysis': 'Visibility analysis',
  'label.keywords_analysis': 'Keyword database',
  'label.serp_analysis': 'SERP analysis',
  'label.rank_tracker': 'Monitoring',
  'label.backlinks_queries': 'Backlinks',
  'label.tools_daily_limit': 'Tools (shared)',
  'label.monitoring_daily_keywords_refreshes': 'Monitoring refreshes',
  'label.monitored_keywords': 'Monitored keywords',
  'label.projects': 'Monitoring projects',
  'note.tools_daily_limit':
    'Keyword statistics (SEO_KEYWORD_STATS), runs of the URLs tool (SEO_VISIBILITY for many domains, when it fetches them that way), TOP100 and URL crawls and SERP comparisons all draw on this one shared counter.',
  resets: 'Resets {when}',
  'in.lessThanHour': 'in less than an hour',
  // Used where the runtime's Intl.RelativeTimeFormat lacks the language; test/shared/quota-wording-i18n.test.ts
  // checks them against it.
  'in.hours': { one: 'in {count} hour', other: 'in {count} hours' },
  'in.days': { one: 'in {count} day', other: 'in {count} days' },
  used: '{used} / {limit} used',
  unlimitedUsed: 'Unlimited ({used} used)',
  unlimited: 'Unlimited',
  rowsPerReport: '{counter}: rows per report',
  dataFrom: '{counter}: data available from',
  units: { one: '{count} unit of {counter}', other: '{count} units of {counter}' },
  'cost.costs': 'Costs {units}.',
  'cost.upTo': 'Up to {units}.',
  'cost.costsLeft': 'Costs {units} ({left}).',
  'cost.upToLeft': 'Up to {units} ({left}).',
  'cost.left': { one: '{count} left', other: '{count} left' },
  'cost.leftOf': { one: '{count} of {limit} left', other: '{count} of {limit} left' },
  'cost.resets': 'resets {when}',
  'cost.needs': {
    one: 'Needs {units}, but {count} is left.',
    other: 'Needs {units}, but {count} are left.',
  },
  notInPlan: 'Not in your plan',
} as const;

export const ui = {
  'expiry.unknown': 'Token expiry unknown (pasted token)',
  'expiry.expired': 'Token has expired: sign in again',
  'expiry.withinDay': 'Token expires within a day',
  'expiry.in': 'Token expires {when} ({date})',
  'expiry.soon': '{expiry}: sign in again soon',
} as const;
