/**
 * English, the reference catalogue: its keys are the keys every language must have (`Catalogue<typeof ui>`),
 * and its placeholders the ones each translation must use (test/i18n.test.ts). `ui` is the sidebar's and
 * travels only in Sidebar.html; `server` is the menu's, toasts' and dialogs' and travels in Code.js.
 */
export const ui = {
  'tab.signin': 'Sign in',
  'tab.account': 'Account',
  'tab.tasks': 'Tasks',
  'tab.reports': 'Reports',
  'tab.schedules': 'Schedules',
  'tab.settings': 'Settings',
  'tab.help': 'Help',
  'shell.serpFilling': {
    one: 'A SEO_SERP cell is filling in: the analysis finished.',
    other: '{count} SEO_SERP cells are filling in: the analysis finished.',
  },
  'signin.title': 'Sign in',
  'signin.intro':
    'Use the e-mail and password of your Search Visibility account. The password is not stored.',
  'signin.formPassword': 'Sign in with e-mail and password',
  'signin.email': 'E-mail',
  'signin.password': 'Password',
  'signin.submit': 'Sign in',
  'signin.tokenSummary': 'Use an API token instead',
  'signin.formToken': 'Sign in with an API token',
  'signin.token': 'API token',
  'signin.tokenHint': 'Generate it in the account settings, Integrations tile. It is valid for 31 days.',
  'signin.useToken': 'Use token',
  'signin.planNote':
    'API access needs an Advanced or Prime plan, or the API add-on on Basic and Lite. Your token is kept in your own Google account, never in this document.',
  'signin.toolServer': 'Tool server',
  'signin.toolServerIntro':
    'With the tool-server add-on (or any plan with API access), connect through the tool server instead: you sign in on the service’s own page in a new window, and formulas that have a tool use it.',
  'signin.connect': 'Connect through the tool server',
  'signin.popupBlocked': 'The sign-in window was blocked: allow pop-ups for this page, then try again.',
  'signin.popupOpened': 'Sign in in the window that opened.',
  'signin.signedIn': 'Signed in as {email}.',
  'signin.connected': 'Connected through the tool server as {email}.',
  'signin.notConnected': 'Not connected: the sign-in window was closed before the sign-in finished.',
  'settings.language': 'Language',
  'settings.languageAuto': 'Automatic ({language})',
  'settings.languageHint':
    'Of the sidebar, menu and messages. What lands in a sheet follows the document’s locale.',
  'account.sharedNow': 'Formulas in this document now use your sign-in.',
  'account.notShared': 'Your sign-in is no longer shared.',
  'account.someoneElse':
    'Formulas here currently use the sign-in of {email}. Ticking the box replaces it with yours.',
  'account.shareLabel': 'Let formulas in this document use my sign-in',
  'account.shareNote':
    'Off by default. While on, every editor’s formulas in this document spend your account’s quota. Untick to stop.',
  'account.refresh': 'Refresh',
  'account.disconnect': 'Disconnect',
  'account.signOut': 'Sign out',
  'account.quotaRefreshed': 'Quota refreshed.',
  'account.disconnected': 'Disconnected: the tool server’s tokens are revoked.',
  'account.signedOut': 'Signed out.',
  'account.title': 'Account',
  'account.connectedAs': 'Connected through the tool server as {email}',
  'account.signedInAs': 'Signed in as {email}',
  'account.renews': 'The connection renews itself. Disconnect to revoke it.',
  'account.quota': 'Quota',
  'account.rowsPerReport': 'Rows per report',
  'account.teamUse': 'Team use',
  'account.toolsNotShared':
    'A tool-server connection is yours alone: it cannot be shared with this document’s editors.',
  'account.anotherEditor': 'another editor',
} as const;

export const server = {
  'menu.open': 'Open sidebar',
  'menu.signIn': 'Sign in / Sign out',
  'menu.runReport': 'Run a report…',
  'menu.refreshAll': 'Refresh all now',
  'menu.clearCache': 'Clear cache',
  'menu.help': 'Help',
  'toast.cacheCleared': 'Cache cleared: formulas will fetch fresh data when they next recalculate.',
  'toast.refreshing': {
    one: 'Refreshing {count} formula: each reads fresh data where its cached answer is old.',
    other: 'Refreshing {count} formulas: each reads fresh data where its cached answer is old.',
  },
} as const;

export type UiKey = keyof typeof ui;
export type ServerKey = keyof typeof server;
