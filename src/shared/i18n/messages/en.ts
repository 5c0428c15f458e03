/**
 * The reference catalogue of what the add-on says when something fails or is missing: errors of the
 * service and the platform, refused arguments, filters and domains, and the notes written into rows.
 * Every other language has these keys (`Catalogue<typeof messages>`) and the same placeholders.
 * A placeholder may hold another message (`Said`, shared/i18n/said.ts), rendered in the same language.
 */
import { lazy } from '../../lazy';
import { shared as quota } from '../quota/en';
import { counterMessages } from './counters';

const SIGN_IN_AGAIN = 'Sign in again from Extensions › SEO Sheets.';
const RUN_A_REPORT = 'For large requests use Extensions › SEO Sheets › Run a report.';
const CACHED = 'the rows already here are cached and cost nothing.';
const LAUNCHER = 'use Extensions › SEO Sheets › Run a report for all of it';

// Built by a pure call: a template literal may run code (toString), so esbuild would keep a plain literal
// in every bundle that imports this module for a type or `said()`, the sidebar's included. Built when
// first read (`lazy`): most executions say nothing.
export const messages = /* @__PURE__ */ lazy(() => ({
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
  'cost.free': 'Free. {reason}',
  'cost.serpExists': 'An analysis of this phrase already exists: free.',
  'cost.readFree': 'Reading limits, tasks or computed results is free.',
  'cost.everyTime': 'Charged every time.',
  'cost.newRequest':
    'Estimated one unit, unless {same} were charged in the last 24 h (by any report or formula: a repeat is free).',
  'cost.repeat':
    'Estimated: {same} were charged {ago} ago, and the service charges them once in 24 h, whichever report or formula asks.',
  'cost.same.domain': 'the same domain, mode and market',
  'cost.same.phrases': 'the same phrases, analysis, mode and market',
  'cost.same.backlinks': 'the same domain and market',
  'cost.same.tool': 'the same tool parameters',
  'cost.same.crawl': 'the same crawl parameters',
  'cost.same.statistics': 'the same phrases and market',
  'cost.minutes': '{count} min',
  'cost.hours': '{count} h',
  'cost.newRuns': '{units} of {batches} statistics runs are new.',
  'quota.limit': ' (limit {limit})',
  'quota.resetsSoon': 'It resets in less than an hour.',
  'quota.resetsHours': { one: 'It resets in {count} hour.', other: 'It resets in {count} hours.' },
  'quota.resetsDays': { one: 'It resets in {count} day.', other: 'It resets in {count} days.' },
  'quota.cached': 'Data already fetched stays available from the cache.',
  'quota.note': ' {note}',
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
  'error.noTool': 'This needs the tool {tool}, which this tool server does not offer to {account}.',
  'error.outOfTime': `Out of time. ${RUN_A_REPORT}`,
  'error.googleQuota': 'Google’s daily quota for this add-on is used up; try again tomorrow.',
  'error.cellLimit':
    'This spreadsheet has reached the 10 million cells Google Sheets allows: delete sheets or rows you no longer need (history sheets can keep fewer snapshots), then resume.',
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
  'arg.noDomains': '{name}: give at least one domain.',
  'arg.tooManyDomains': '{name}: at most {max} domains (got {got}).',
  'arg.sameDomain': '{name}: {domain} is the domain they are compared with; leave it out.',
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
  'filter.unknownKey': '"{key}" is not a key this report filters on; it takes {keys}',
  'filter.unknownKeyNear':
    '"{key}" is not a key this report filters on (did you mean "{near}"?); it takes {keys}',
  'filter.decimalPoint':
    'this document writes numbers with a decimal point, so "{value}" is not one: write {point} for a decimal or {whole} for a whole number',
  'domain.notDomain': '{text} is not a domain: {why}',
  'domain.notDomainOrUrl': '{text} is not a domain or URL: {why}',
  'domain.spaces': 'it has spaces (a phrase?)',
  'domain.nothing': 'nothing of a domain is left once "http://" and "www." are taken off',
  'domain.comma': 'a comma where a dot belongs? ({fixed})',
  'domain.noDot': 'no dot and no ending such as .pl or .com',
  'domain.character': '"{character}" cannot be part of a domain',
  'domain.emptyPart': 'an empty part between dots',
  'domain.label': 'a part starts or ends with "-" or is longer than 63 characters',
  'domain.ending': 'it does not end in a domain ending such as .pl',
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
  'note.blankColumns': 'Blank here: {columns}. {why}',
  'note.toolGivesFewer': 'The tool server does not give these figures; a sign-in to the API fills them.',
  'note.noMatch': 'No data: no row matches the filter.',
  'note.noCounters': 'No counters.',
  'note.interval':
    'The interval asked was "{asked}", but the service sent "{got}" points; they are shown as sent.',
  'note.aiOverviews':
    'AI Overviews data exists for country_id {country} (Poland, database 2.0) only: set country_id to {country}.',
  'error.notInRun':
    'The answer of the URLs tool’s run leaves this domain out; enter the formula again later to ask again.',
  'note.bulkBlank': {
    one: 'Domain rank, category and AI Overview figures are blank for {count} domain: it came from a run of the URLs tool (one Tools unit for up to 500 domains), which does not give them. {how}',
    other:
      'Domain rank, category and AI Overview figures are blank for {count} domains: they came from a run of the URLs tool (one Tools unit for up to 500 domains), which does not give them. {how}',
  },
  'note.bulkBlankColumns':
    'To fetch them per domain (one Visibility analysis unit each), name them in columns, e.g. "visibility, domain_rank".',
  'note.bulkBlankSetting':
    'Settings › Domain statistics asks for runs of the URLs tool; choose another way there to fetch them per domain.',
  'cost.viaBulk': 'One run of the URLs tool instead of a dashboard request: {why}.',
  'way.spent': 'the Visibility analysis quota is used up until it resets',
  'way.setting': 'Settings › Domain statistics asks for it',
  'way.cheaper': 'it spends a smaller share of what is left',
  'run.quota': 'The {name} quota is used up. The run continues when it resets.',
  // The three below said a count of hours before #34 (a paused run says its reset time now); kept, since
  // runs paused before then hold them in the document's properties.
  'run.quotaSoon': 'The {name} quota is used up. The run continues when it resets, in less than an hour.',
  'run.quotaHours': {
    one: 'The {name} quota is used up. The run continues when it resets, in {count} hour.',
    other: 'The {name} quota is used up. The run continues when it resets, in {count} hours.',
  },
  'run.quotaDays': {
    one: 'The {name} quota is used up. The run continues when it resets, in {count} day.',
    other: 'The {name} quota is used up. The run continues when it resets, in {count} days.',
  },
  'run.retrying': '{reason} Next automatic try: {at}.',
  'run.gaveUp': '{reason} No more automatic tries: it kept failing for 24 hours.',
  'refuse.language': 'Unknown language "{choice}": choose one of {languages}, or automatic.',
  'refuse.credentials': 'Enter the e-mail and password of your account.',
  'refuse.token': 'That does not look like an API token.',
  'refuse.confirmSharing':
    'Confirm first: Every editor of this document will run formulas on your sign-in and spend your account’s quota, until you stop sharing or sign out.',
  'refuse.shareSignedOut': 'Sign in first, then share your sign-in.',
  'refuse.shareNoDocument': 'Open SEO Sheets from a spreadsheet to share a sign-in with it.',
  'refuse.toolCancelled': 'The sign-in was cancelled.',
  'refuse.toolRefused': 'The tool server refused: {text}.',
  'refuse.toolNotPending': 'This connection attempt is no longer pending. Start again from the sidebar.',
  'refuse.toolNoCode': 'The tool server sent no authorization code.',
  'refuse.address': 'The service address must be an http:// or https:// URL without query or fragment.',
  'refuse.noRows': 'This report has no rows to insert.',
  'refuse.phrase': 'Enter a phrase to analyse.',
  'refuse.noPhrases': 'Enter at least one of the phrases, one per line.',
  'refuse.noUrls': 'Enter at least one of the URLs, one per line.',
  'refuse.tooManyPhrases': 'A crawl takes at most {max} phrases; you gave {got}.',
  'refuse.tooManyUrls': 'A crawl takes at most {max} URLs; you gave {got}.',
  'refuse.notUrl': 'Not an http(s) URL: {value}',
  'refuse.reportNeeds': 'The report needs {name}.',
  'refuse.reportNeedsNumber': 'The report needs {name} as a number.',
  'refuse.noRun': 'This report run no longer exists.',
  'refuse.fillIn': 'Fill in: {fields}.',
  'refuse.sheetName': 'Name the sheet the report goes to.',
  'refuse.cadence': 'Choose an hour from 0 to 23 (and a weekday for weekly runs).',
  'refuse.keep': 'Snapshots to keep whole: a whole number from 1 to {max}.',
  'refuse.unknownReport': 'Unknown report "{id}".',
  'refuse.unknownSerpReport': 'Unknown SERP report "{report}".',
  'note.noRows': 'No rows',
  'callback.connected': 'Connected',
  'callback.notConnected': 'Not connected',
  'callback.connectedAs': 'SEO Sheets is connected to the tool server as {email}.',
  'callback.close': 'You can close this window.',
  'log.runFailed': 'SEO Sheets scheduled run failed: {error}',
  'log.waitingFailed': 'SEO Sheets could not check the SERP analyses formulas wait for: {error}',
  'settings.notSaved': 'Settings not saved. {problems}.',
  'settings.unknown': 'unknown setting "{key}"',
  'settings.countryId': 'countryId must be a whole number above 0',
  'settings.freshnessHours': 'freshnessHours takes hours from 0 to {max} for {kinds}',
  'settings.refreshStamp': 'refreshStamp must be a time in milliseconds',
  'settings.language': "language is one of {languages}, or null for the spreadsheet's locale",
  'settings.visibilityWay': 'visibilityWay is one of {ways}',
  'settings.object': 'settings must be an object',
  joinList: '{first}; {second}',
  'serp.status': 'Analysis running',
  'serp.running':
    '{status}, ready in about {minutes} min (checked {checked}). This cell updates and fills in by itself: every minute while the SEO Sheets sidebar is open, and hourly.',
  'serp.late':
    '{status} for {minutes} min, longer than usual (checked {checked}). This cell fills in by itself when it is ready: every minute while the SEO Sheets sidebar is open, and hourly.',
  // One bad row never fails the others; input that loses meaning says so.
  'error.itemRefused': 'The service refused "{item}" ({why}); the other rows were fetched without it.',
  'zeros.none': 'No data for this domain in this market.',
  'zeros.noneWhy': 'No data for this domain in this market: {why}',
  'note.pathDropped':
    'Path "{path}" left out: {param} "{mode}" reads {host} as a whole; {param} "url" reads this URL.',
  'note.emptyDomains': 'No domains in the range yet: enter one in a cell and the table fills in.',
  'note.emptyPhrases': 'No phrases in the range yet: enter one in a cell and the table fills in.',
  'arg.market': 'country_id {got} is not a market the service has data for; it has {markets}.',
  'arg.marketKeywords': 'country_id {got} is not a market of the keyword database; it has {markets}.',
  'arg.moved': '{name}: "{got}" is a value of {param}, which comes last: {usage}.',
  // Held answers (functions/held.ts).
  'note.heldAge':
    'Some figures here were fetched {hours} h ago, longer than this document keeps data fresh. They stay as they are until you refresh: Refresh all now, or a new value in the refresh argument.',
  // What comes from outside stays data: the service address, a web page or an oversized page instead of data, the tool server's sign-in metadata.
  'refuse.addressHttps':
    'The service address must start with https:// (http:// only on this computer: localhost or 127.0.0.1): a sign-in sent over plain http:// can be read on its way.',
  'error.webPage':
    'The service answered with a web page, not data (HTTP {status}). Try again later; if it keeps happening, check Settings › Service address.',
  'error.notData':
    'The service answered with something other than data (HTTP {status}). Try again later; if it keeps happening, check Settings › Service address.',
  'error.pageTooLarge':
    'The service sent too many rows: {rows} for a page of {asked}, far more than a page it sends, so the answer was refused unread. Try again later.',
  'error.toolAddressInsecure':
    'The tool server’s address {address} does not start with https:// (http:// only on this computer), so SEO Sheets did not connect.',
  'error.toolMetadataInsecure':
    'The tool server’s sign-in metadata gives {field} as {address}; only https:// addresses are trusted (http:// only on this computer), so SEO Sheets did not connect.',
  'error.toolMetadataMissing':
    'The tool server’s sign-in metadata has no {field}, so SEO Sheets did not connect.',
  'error.toolMetadataIssuer':
    'The authorization server at {expected} calls itself {issuer} in its metadata; the two must be the same (RFC 8414), so SEO Sheets did not connect.',
  'error.toolMetadataNoS256':
    'The tool server’s authorization server does not list S256 in code_challenge_methods_supported; MCP requires sign-in with PKCE S256, so SEO Sheets did not connect.',
  // Unattended runs in words for a run nobody watched, and a connection cut mid-answer (issue 34).
  'error.connectionCut':
    'The connection to the service was cut before its answer arrived; try again shortly.',
  'run.failedTry': 'The last try failed: {cause}.',
  'run.quotaUnread':
    'The {name} quota is used up, and the service’s limits cannot be read now to tell when it resets. The run goes on at the first hourly check that reads them and finds room, or when you click Resume.',
  'run.waitsConnection':
    '{reason} The run goes on by itself at the next hourly check once the connection can ask for it, or when you click Resume.',
  'run.recovered': {
    one: 'Ran {ran}, {late} late (due {due}), after {count} failed try: the service failed at {tries}.',
    other: 'Ran {ran}, {late} late (due {due}), after {count} failed tries: the service failed at {tries}.',
  },
  'run.triesAt': '{times} ({cause})',
  'run.lateMinutes': '{count} min',
  'run.lateHours': '{count} h',
  'run.lateDays': { one: '{count} day', other: '{count} days' },
  'cause.cut': 'connection cut',
  'cause.network': 'service unreachable',
  'cause.edge': 'too many connections at once',
  'cause.deadline': 'no answer in time',
  'cause.other': 'an error',
  'list.and': '{first} and {second}',
  'refuse.options': {
    one: 'The tool server you are connected through cannot answer this report with this field filled in: {options}. Run it without, or sign in to the API to use it.',
    other:
      'The tool server you are connected through cannot answer this report with these fields filled in: {options}. Run it without them, or sign in to the API to use them.',
  },
  // The live tool server: a market without data, a tool outside the plan, an authorization server the build does not list.
  'note.noDataMarket':
    'No data for this market: the service has none for {domain} with country_id {country}.',
  'note.noDataMarketAny': 'No data for this market (country_id {country}).',
  'error.toolNotInPlan':
    'The tool {tool} is not in this account’s plan (the tool server answered 402, payment required).',
  'error.authNotListed':
    'Sign-in stopped before anything was sent: {url} is not an authorization server this version of SEO Sheets lists ({listed}). Ask whoever deployed the add-on.',
  // Fetch modes, AI Overviews, many seeds.
  'mode.catalog':
    'fetch_mode "catalog" (a directory) has no domain statistics: the service gives them for a whole domain ("topLevelDomain"), a host ("subdomain") or single URLs ("url", through the URLs tool), and its dashboard refuses a directory. For a directory, SEO_URLS lists the domain\'s ranking URLs with their figures (those under its path are the directory\'s), and SEO_POSITIONS in "catalog" mode its phrases.',
  'mode.urlNeedsApi':
    'fetch_mode "url" reads single URLs through the URLs tool, which only a sign-in to the API offers (the tool server lists no such tool), and the dashboard reads only whole domains ("topLevelDomain") and hosts ("subdomain"). Sign in to the API, or ask for the domain or host.',
  'note.bulkBlankUrl':
    'For single URLs (fetch_mode "url") the URLs tool is the only way: the dashboard, which gives them, reads only whole domains and hosts.',
  'way.mode': 'the dashboard reads no single URLs',
  'keywords.urlCountry':
    'Seeds that are URLs (mode "url") are answered for country_id {only} (Poland) only, not {country}.',
  'keywords.tooManySeeds': 'At most {max} seeds go in one request; the range holds {got}.',
  ...counterMessages(quota),
  'refuse.noCell': 'Select a cell for the example first.',
  'refuse.cellNotEmpty':
    '{cell} is not empty: select an empty cell for the example, so nothing of yours is written over.',
  'refuse.unknownFormula': 'SEO Sheets has no formula “{name}”.',
  'probe.account': 'Account ({call})',
  'probe.limits': 'Plan limits ({call})',
  'probe.countries': 'Countries ({call})',
  'probe.handshake': 'Handshake ({call})',
  'probe.tools': 'Tools ({call})',
  'probe.countriesRead': { one: '{count} country', other: '{count} countries' },
  'probe.toolsRead': { one: '{count} tool', other: '{count} tools' },
  'probe.limitsRead': { one: '{count} limit read', other: '{count} limits read' },
}));
