/**
 * ScriptApp: installable triggers (triggers.ts), state tokens (state-tokens.ts) and granular consent
 * (authorization.ts).
 */
import type { Consent } from '../consent';
import type { Execution } from '../execution';
import { AUTH_MODES } from '../execution-kinds';
import { authorizationMethods } from './authorization';
import { enumOf } from './enums';
import { StateTokenBuilder, type StateTokenTable } from './state-tokens';
import { type TriggerTable, triggerMethods } from './triggers';

/** `ScriptApp.getScriptId()`: also the id in the script's `usercallback` URL. */
export const SCRIPT_ID = 'emulated-script-id';

/** Where `AuthorizationInfo.getAuthorizationUrl()` sends the user; its form is not documented. */
const AUTHORIZATION_URL = `https://script.google.com/macros/d/${SCRIPT_ID}/authorize`;

export interface ScriptAppState {
  triggers: TriggerTable;
  timeZone: string;
  stateTokens: StateTokenTable;
  consent: Consent;
}

export function scriptAppService(exec: Execution, state: ScriptAppState): GoogleAppsScript.Script.ScriptApp {
  const service = {
    AuthMode: enumOf(AUTH_MODES),
    ...triggerMethods(exec, state.triggers, state.timeZone),
    ...authorizationMethods(exec, state.consent, AUTHORIZATION_URL),
    getScriptId: () => SCRIPT_ID,
    newStateToken: () =>
      exec.guard('ScriptApp', 'StateTokenBuilder', new StateTokenBuilder(exec, state.stateTokens)),
  };
  return exec.guard('ScriptApp', 'ScriptApp', service) as unknown as GoogleAppsScript.Script.ScriptApp;
}
