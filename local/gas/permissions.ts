/**
 * Which service calls each auth mode allows, with Apps Script's refusal messages.
 * Sources: the auth-mode table of the editor add-on lifecycle guide and the custom-function guide
 * (see ../../../shared/guides/apps-script-platform.md).
 */
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
  const refuse = `You do not have permission to call ${label}.${method}`;
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
