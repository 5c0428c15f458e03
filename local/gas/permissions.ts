/**
 * Which service calls each auth mode allows, and which OAuth scopes each needs granted, with Apps Script's
 * refusal messages. Sources: the auth-mode table of the editor add-on lifecycle guide, the custom-function
 * guide and the scopes guide (see ../../../shared/guides/apps-script-platform.md).
 */
import type { Grants } from './consent';
import type { AuthModeName, ExecutionKindName } from './execution-kinds';

/** Methods that change a spreadsheet; custom functions get a read-only SpreadsheetApp. */
const MUTATOR =
  /^(set|insert|clear|delete|create|append|remove|autoResize|sort|hide|show|activate|add|copy|merge|new|toast|update)/;

/** Services every mode may use: they touch no user data. */
const UNRESTRICTED = new Set(['Utilities', 'Logger', 'console', 'HtmlService', 'Charts', 'XmlService']);

const TRIGGER_METHODS = new Set(['newTrigger', 'getProjectTriggers', 'getUserTriggers', 'deleteTrigger']);

const NONE_UI = new Set([
  'createAddonMenu',
  'createMenu',
  'addItem',
  'addSeparator',
  'addSubMenu',
  'addToUi',
]);

const NO_UI = 'Cannot call SpreadsheetApp.getUi() from this context.';

const SCOPE = 'https://www.googleapis.com/auth/';

/**
 * The OAuth scopes a service's methods need, any one of them, in the order Apps Script names them; `free` are
 * its methods that need none. A service listed here refuses a call when the user granted none of its scopes.
 */
interface ScopeNeed {
  anyOf: readonly string[];
  free?: (method: string) => boolean;
  /** An advanced service's `serviceId`: a script uses it only where its manifest enables it. */
  advanced?: string;
}

const SCOPE_NEEDS: Readonly<Record<string, ScopeNeed>> = {
  SpreadsheetApp: {
    anyOf: [`${SCOPE}spreadsheets.currentonly`, `${SCOPE}spreadsheets`],
    free: (method) => method === 'getUi',
  },
  // Menus need no authorization at all: onOpen builds them in AuthMode.NONE.
  Ui: { anyOf: [`${SCOPE}script.container.ui`], free: (method) => NONE_UI.has(method) },
  UrlFetchApp: { anyOf: [`${SCOPE}script.external_request`] },
  ScriptApp: { anyOf: [`${SCOPE}script.scriptapp`], free: (method) => !TRIGGER_METHODS.has(method) },
  // The scopes BigQuery's API takes for every method the advanced service offers here.
  BigQuery: { anyOf: [`${SCOPE}bigquery`, `${SCOPE}cloud-platform`], advanced: 'bigquery' },
  MailApp: { anyOf: [`${SCOPE}script.send_mail`] },
};

/**
 * Every scope a service here may need: what Apps Script would infer from a script whose manifest names none,
 * the scopes of an advanced service only where the manifest enables it (`advanced`: their `serviceId`s).
 */
export function serviceScopes(advanced: readonly string[] = []): string[] {
  const used = Object.values(SCOPE_NEEDS).filter(
    (need) => !need.advanced || advanced.includes(need.advanced),
  );
  return [...new Set(used.flatMap((need) => need.anyOf))];
}

/** The scopes `family.method` needs, any one of them; none when it needs none. */
function scopesFor(family: string, method: string): readonly string[] {
  const need = SCOPE_NEEDS[family];
  return need && !need.free?.(method) ? need.anyOf : [];
}

/** Apps Script's list of what would do: one scope, or alternatives as `(a || b)`. */
function requiredPermissions(scopes: readonly string[]): string {
  return `Required permissions: ${scopes.length === 1 ? scopes[0] : `(${scopes.join(' || ')})`}`;
}

/** "You do not have permission to call X.m", naming the scopes the method needs where it needs some. */
function refusal(family: string, label: string, method: string): string {
  const scopes = scopesFor(family, method);
  const refuse = `You do not have permission to call ${label}.${method}`;
  return scopes.length ? `${refuse}. ${requiredPermissions(scopes)}` : refuse;
}

/**
 * Why `family` (the service a method belongs to) refuses `label.method` in `mode`, or undefined when allowed.
 * `label` is the class as Apps Script names it in messages (`UrlFetchApp`, `Range`).
 */
export function denial(
  mode: AuthModeName,
  family: string,
  label: string,
  method: string,
  kind?: ExecutionKindName,
): string | undefined {
  // A time-driven trigger runs with nobody looking at the document: FULL rights, but no UI.
  if (kind === 'trigger' && family === 'SpreadsheetApp' && method === 'getUi') return NO_UI;
  if (mode === 'FULL' || UNRESTRICTED.has(family)) return undefined;
  const refuse = refusal(family, label, method);
  switch (family) {
    case 'SpreadsheetApp':
      if (mode === 'NONE') return method === 'getUi' ? undefined : refuse;
      if (mode === 'CUSTOM_FUNCTION') {
        if (method === 'getUi') return NO_UI;
        if (method === 'openById' || method === 'openByUrl') return refuse;
        if (MUTATOR.test(method)) return `You do not have permission to call ${method}`;
      }
      return undefined;
    case 'Ui':
      return mode === 'NONE' && !NONE_UI.has(method) ? refuse : undefined;
    case 'PropertiesService':
    case 'CacheService':
    case 'LockService':
      return mode === 'NONE' ? refuse : undefined;
    case 'UrlFetchApp':
      return mode === 'NONE' || mode === 'LIMITED' ? refuse : undefined;
    case 'ScriptApp':
      return TRIGGER_METHODS.has(method) ? refuse : undefined;
    case 'Session':
      return mode === 'NONE' && method !== 'getScriptTimeZone' ? refuse : undefined;
    default:
      return refuse;
  }
}

/**
 * Why `label.method` is refused for want of a scope the user did not grant, or undefined when it may go on.
 * Only LIMITED and FULL executions carry the user's authorization: NONE and CUSTOM_FUNCTION run without it,
 * under their own rules above. A scope the manifest does not declare cannot be granted at all, and Apps
 * Script says so in other words.
 */
export function scopeDenial(
  mode: AuthModeName,
  family: string,
  label: string,
  method: string,
  grants: Grants,
): string | undefined {
  if (mode !== 'FULL' && mode !== 'LIMITED') return undefined;
  const scopes = scopesFor(family, method);
  if (!scopes.length || scopes.some((scope) => grants.granted.has(scope))) return undefined;
  const call = `${label}.${method}. ${requiredPermissions(scopes)}`;
  return scopes.some((scope) => grants.declared.has(scope))
    ? `You do not have permission to call ${call}`
    : `Specified permissions are not sufficient to call ${call}`;
}
