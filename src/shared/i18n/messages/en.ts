/**
 * The reference catalogue of what the add-on says when something fails or is missing: errors of the
 * service and the platform, refused arguments, filters and domains, and the notes written into rows.
 * Every other language has these keys (`Catalogue<typeof messages>`) and the same placeholders.
 * A placeholder may hold another message (`Said`, shared/i18n/said.ts), rendered in the same language.
 */
const SIGN_IN_AGAIN = 'Sign in again from Extensions › SEO Sheets.';
const RUN_A_REPORT = 'For large requests use Extensions › SEO Sheets › Run a report.';
const CACHED = 'the rows already here are cached and cost nothing.';
const LAUNCHER = 'use Extensions › SEO Sheets › Run a report for all of it';

export const messages = {
  text: '{text}',
  join: '{first} {second}',
  'error.notSignedIn': 'Not signed in to SEO Sheets. Sign in from Extensions › SEO Sheets.',
  'error.noSignIn':
    'No SEO Sheets sign-in for this formula. Formulas run on the spreadsheet owner’s sign-in: the owner can sign in from Extensions › SEO Sheets, or a signed-in editor can let formulas in this document use their sign-in.',
  'error.noSignInLast':
    'No SEO Sheets sign-in for this formula. Formulas run on the spreadsheet owner’s sign-in (last signed in here: {account}): the owner can sign in from Extensions › SEO Sheets, or a signed-in editor can let formulas in this document use their sign-in.',
  'error.sessionExpired': `Your SEO Sheets session has expired. ${SIGN_IN_AGAIN}`,
  'error.sessionExpiredOf': `Your SEO Sheets session ({account}) has expired. ${SIGN_IN_AGAIN}`,
  'error.invalidCredentials': 'Wrong e-mail or password.',
  'error.emailNotConfirmed':
    'This account’s e-mail address is not confirmed yet. Confirm it from the e-mail the service sent, then sign in.',
  'error.noApiAccess':
    'This account has no API access: it needs an active Advanced or Prime plan, or the API add-on on Basic or Lite (the tool-server-only add-on does not include it).',
  'error.tryToolServer':
    '{error} If the plan includes the tool server, use “Connect through the tool server” instead.',
  'error.toolServerOnly':
    '{email} is connected through the tool server, whose tools do not cover this; it needs a sign-in to the API.',
  'error.serpNotInPlan':
    'SERP analysis is not in this account’s plan: it needs the SERP add-on (included in Prime).',
  'error.routeNotFound': 'The service does not know the report {path}. Update SEO Sheets.',
  'error.resourceNotFound': 'Not found: check the id or name you asked for.',
  'error.methodNotAllowed': 'The service refused how the report was requested. Update SEO Sheets.',
  'error.invalidData': 'Invalid input: {fields}.',
  'error.invalidDataService': 'Invalid input: {text}',
  'error.invalidFilter': 'This report does not support that filter.',
  'error.invalidFilterWhy': 'This report does not support that filter ({text}).',
  'error.unauthorizedResource':
    'No access: the project, group or keyword does not exist or belongs to another account.',
  'error.quota': 'The account’s {name} quota is used up{limit}. {after}{note}',
  'error.quotaAny': 'The account’s quota is used up{limit}. {after}{note}',
  'quota.limit': ' (limit {limit})',
  'quota.resetsSoon': 'It resets in less than an hour.',
  'quota.resetsHours': { one: 'It resets in {count} hour.', other: 'It resets in {count} hours.' },
  'quota.resetsDays': { one: 'It resets in {count} day.', other: 'It resets in {count} days.' },
  'quota.cached': 'Data already fetched stays available from the cache.',
  'quota.toolsNote':
    ' Keyword statistics (SEO_KEYWORD_STATS), TOP100 and URL crawls and SERP comparisons all draw on this one shared counter.',
  'error.unfinishedTask': 'The analysis is still running; try again in a minute.',
  'error.dataUnreachable': 'The data is temporarily unavailable at the service; try again later.',
  'error.serverTimeout':
    'The service took too long to compute this; narrow the request (a shorter date range, fewer rows or a filter).',
  'error.gatewayTimeout': `The service did not answer in time (HTTP 504), so nothing came back for this; try again in a few minutes. ${RUN_A_REPORT}`,
  'error.database': 'The service had a database error; try again later.',
  'error.serviceError': 'The service reported a temporary problem. Try again later.',
  'error.serviceErrorWhy': 'The service reported a temporary problem: {text}. Try again later.',
  'error.serverError': 'The service had an internal error (HTTP {status}); try again later.',
  'error.serviceUnavailable': 'The service is unavailable right now; try again in a few minutes.',
  'error.edgeRejected': 'The service refused the connection (too many at once); try again shortly.',
  'error.network': 'Could not reach the service (network error); try again shortly.',
  'error.deadline': `Out of time waiting for the service. ${RUN_A_REPORT}`,
  'error.responseInvalid': "The service's answer cannot be used: {what}. Update SEO Sheets if this persists.",
  'error.redirect': 'The service address redirects to {location}; check the service address in Settings.',
  'error.toolsNotInPlan': 'This account’s plan does not include the tool server.',
  'error.toolRefused': 'The tool server refused the request: {text}',
  'error.toolUnreadable': 'The tool server gave an answer SEO Sheets cannot read ({what}).',
  'error.toolAnswerUnreadable': "The tool server's answer to {tool} is not data SEO Sheets can read.",
  'error.toolConnectionEnded':
    'The tool-server connection of {account} has ended. Connect again from Extensions › SEO Sheets.',
  'error.toolSignInEnded': 'The tool-server sign-in has ended. Connect again from Extensions › SEO Sheets.',
  'error.toolConnectFailed': 'Connecting to the tool server failed: {what}.',
  'error.noTool': '{formula} needs the tool {tool}, which this tool server does not offer to {account}.',
  'error.outOfTime': `Out of time. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Google’s daily quota for this add-on is used up; try again tomorrow.',
  'error.tooManyCalls': 'Too many formulas at once; pass a range to one formula instead of one per cell.',
  'error.notAllowed':
    'SEO Sheets is not allowed to do that here; open it from Extensions › SEO Sheets first.',
  'error.other': 'SEO Sheets: {text}',
  'error.unknown': 'SEO Sheets: something went wrong; try again.',
  'arg.oneCell': '{name}: expected one cell, got a range of {rows}×{cols}.',
  'arg.oneColumn': '{name}: use one column or one row of cells (the range is {rows}×{cols}).',
  'arg.cellError': '{name}: the cell holds the error {value}.',
  'arg.required': '{name} is required.',
  'arg.wholeNumber': '{name} must be a whole number from {min} to {max} (got {got}).',
  'arg.boolean': '{name} must be TRUE or FALSE (got {got}).',
  'arg.choice': '{name} must be one of {choices} (got {got}).',
  'arg.badDate': '{name} is not a valid date.',
  'arg.date': '{name} must be a date or text like 2026-11-01 (got {got}).',
  'arg.dateOrder': 'date_min ({min}) is after date_max ({max}): swap them.',
  'arg.noDates': '{name}: give at least one date.',
  'arg.tooManyDates': '{name}: at most {max} dates (got {got}).',
  'arg.tooMany': {
    one: '{name} takes at most {count} argument, got {got}: {usage}.',
    other: '{name} takes at most {count} arguments, got {got}: {usage}.',
  },
  'arg.noArguments': '{name} takes no arguments, got {got}: {usage}.',
  'arg.missing': '{name} needs {param}: {usage}.',
  'arg.problem': '{name}: {problem}.',
  'arg.filter': 'filter: {problem}',
  'arg.labelled': '{name}: {problem}',
  'arg.maxChars': '{name} must be at most {max} characters (got {got}).',
  'arg.tooManyPhrases': `{count} phrases to look up is too large for a formula (at most {max} new phrases at a time); ${LAUNCHER}.`,
  'arg.toolContentStatistics':
    'report: the tool server gives "content_statistics" per page, not the measures this table shows; sign in to the API for it, or ask for "urls".',
  'filter.cannotRead': 'cannot read "{part}": {why}. {syntax}',
  'filter.syntax':
    'Write key, operator, value: position<=10, searches>100, keyword contains buty, url="https://example.pl/a"; operators <, <=, >, >=, = and contains; join conditions with "and" (all must hold).',
  'filter.notEqual': 'the service has no "not equal" filter',
  'filter.noOperator': 'no operator after the key',
  'filter.noKey': 'it should start with a key',
  'filter.nothingAfter': 'nothing after "{operator}"',
  'filter.notOperator': '"{operator}" is not an operator',
  'filter.openQuote': 'the quotes in {value} do not close',
  'filter.number': 'after "{operator}" a number is needed, not "{value}"',
  'filter.or':
    '"or" is not supported (every condition must hold); use one formula or report per alternative, or quote text that contains "or"',
  'filter.leadingJoiner': 'it starts with a joiner',
  'filter.danglingJoiner': 'a joiner with no condition after it',
  'domain.notDomain': '{text} is not a domain: {why}',
  'domain.notDomainOrUrl': '{text} is not a domain or URL: {why}',
  'domain.spaces': 'it has spaces (a phrase?)',
  'domain.comma': 'a comma where a dot belongs? ({fixed})',
  'domain.noDot': 'no dot and no ending such as .pl or .com',
  'domain.character': '"{character}" cannot be part of a domain',
  'domain.emptyPart': 'an empty part between dots',
  'domain.label': 'a part starts or ends with "-" or is longer than 63 characters',
  'domain.ending': 'it does not end in a domain ending such as .pl',
  'zeros.allZeros': 'All zeros: {why}',
  'zeros.noData': 'No data. {why}',
  'zeros.market': '{host} is a .{ending} domain and country_id {country} is another market; try {ids}.',
  'zeros.either': '{first} or {second}',
  'zeros.host':
    'fetch_mode "topLevelDomain" reads {host} as a whole domain; use fetch_mode "subdomain" for a host, or ask for {domain}.',
  'note.inputError': 'The input cell holds {value}.',
  'note.tooLong': 'Longer than {max} characters: not looked up.',
  'note.refused': '{problem}: not looked up.',
  'note.notLookedUp': 'Not looked up.',
  'note.notRanking': '{domain} does not rank for "{keyword}".',
  'note.outOfTime': `Not fetched: the formula ran out of time (30 s). Enter it again to fetch the rest; ${CACHED}`,
  'note.tryLater': `Not fetched: {error} Enter the formula again later to fetch the rest; ${CACHED}`,
  'note.planRows': "First {count} rows: the plan's limit per report.",
  'note.planRowsOf': "First {count} of {total} rows: the plan's limit per report.",
  'note.timeRows': `First {count} rows: no time for more in a formula; ${LAUNCHER}.`,
  'note.timeRowsOf': `First {count} of {total} rows: no time for more in a formula; ${LAUNCHER}.`,
  'note.firstRows': 'First {count} rows.',
  'note.noData': 'No data.',
  'note.noMatch': 'No data: no row matches the filter.',
  'note.noCounters': 'No counters.',
  'note.aiOverviews':
    'AI Overviews data exists for country_id {country} (Poland, database 2.0) only: set country_id to {country}.',
  'run.quota': 'The {name} quota is used up. The run continues when it resets.',
  'run.quotaSoon': 'The {name} quota is used up. The run continues when it resets, in less than an hour.',
  'run.quotaHours': {
    one: 'The {name} quota is used up. The run continues when it resets, in {count} hour.',
    other: 'The {name} quota is used up. The run continues when it resets, in {count} hours.',
  },
  'run.quotaDays': {
    one: 'The {name} quota is used up. The run continues when it resets, in {count} day.',
    other: 'The {name} quota is used up. The run continues when it resets, in {count} days.',
  },
  'serp.status': 'Analysis running',
  'serp.running':
    '{status}, ready in about {minutes} min. This cell fills in by itself when it is ready (checked while the SEO Sheets sidebar is open, and hourly).',
};
