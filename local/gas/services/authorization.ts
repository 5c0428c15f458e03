/**
 * ScriptApp's granular-consent methods (developers.google.com/apps-script/concepts/scopes):
 * `getAuthorizationInfo` says what the user granted of the manifest's scopes, and `requireScopes` /
 * `requireAllScopes` end the execution when something is missing. Where someone is at the screen (a sidebar
 * call, a menu item, the usercallback page) the user is then shown a consent prompt, recorded as a request;
 * an execution nobody watches (a trigger, onOpen, a custom function) cannot ask, and simply fails.
 */
import type { Consent } from '../consent';
import type { Execution } from '../execution';
import { AUTH_MODES, type ExecutionKindName } from '../execution-kinds';
import { enumOf } from './enums';

/**
 * How Apps Script ends an execution that lacks authorization it cannot ask for here. Apps Script's reference
 * does not say what a trigger's requireScopes throws; this is the platform's message for a trigger that runs
 * without the authorization it needs.
 */
export const AUTHORIZATION_REQUIRED = 'Authorization is required to perform that action.';

/** Executions started by someone at the screen, who can be shown a consent prompt. */
const PROMPTING: ReadonlySet<ExecutionKindName> = new Set(['sidebar', 'menu', 'userCallback']);

/** @param authorizationUrl where the user grants what is missing. */
export function authorizationMethods(exec: Execution, consent: Consent, authorizationUrl: string) {
  /** A list of scopes as the script passed it: anything else is refused. */
  const scopeList = (method: string, scopes: unknown): readonly string[] => {
    if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string'))
      throw exec.fail(`Invalid argument: oAuthScopes (ScriptApp.${method})`);
    return scopes;
  };
  /** Of `scopes` (all declared when undefined), those the user has not granted; none outside AuthMode.FULL. */
  const missing = (method: string, authMode: unknown, scopes: readonly string[] | undefined): string[] => {
    if (!AUTH_MODES.includes(authMode as never))
      throw exec.fail(`Invalid argument: authMode (ScriptApp.${method})`);
    // No other mode asks the user for anything (the AuthorizationInfo reference).
    if (authMode !== 'FULL') return [];
    return (scopes ?? [...exec.grants.declared]).filter((scope) => !exec.grants.granted.has(scope));
  };
  const demand = (method: string, authMode: unknown, scopes: readonly string[] | undefined): null => {
    const lacking = missing(method, authMode, scopes);
    if (!lacking.length) return null;
    if (PROMPTING.has(exec.kind))
      consent.asked({
        user: exec.user,
        functionName: exec.functionName,
        kind: exec.kind,
        scopes: lacking,
        at: exec.clock.now(),
      });
    throw exec.end(AUTHORIZATION_REQUIRED);
  };
  return {
    AuthorizationStatus: enumOf(['REQUIRED', 'NOT_REQUIRED']),
    getAuthorizationInfo: (authMode: unknown, oAuthScopes?: unknown) => {
      const scopes = oAuthScopes === undefined ? undefined : scopeList('getAuthorizationInfo', oAuthScopes);
      const required = missing('getAuthorizationInfo', authMode, scopes).length > 0;
      const authorized = (scopes ?? [...exec.grants.declared]).filter((scope) =>
        exec.grants.granted.has(scope),
      );
      return exec.guard('ScriptApp', 'AuthorizationInfo', {
        getAuthorizationStatus: () => (required ? 'REQUIRED' : 'NOT_REQUIRED'),
        getAuthorizedScopes: () => exec.realm.adopt([...new Set(authorized)]),
        getAuthorizationUrl: () => (required ? authorizationUrl : null),
      });
    },
    requireScopes: (authMode: unknown, oAuthScopes: unknown) =>
      demand('requireScopes', authMode, scopeList('requireScopes', oAuthScopes)),
    requireAllScopes: (authMode: unknown) => demand('requireAllScopes', authMode, undefined),
  };
}
