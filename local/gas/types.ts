/**
 * The emulator's public types: its options, the manifest it reads, and the Emulator every test and the
 * playground drive. `index.ts` hands them on with `createEmulator`; `emulator.ts` implements them.
 */
import type { EmulatedClock } from './clock';
import type { ConsentRequest } from './consent';
import type { ExecutionRecord } from './execution';
import type { LogEntry } from './logs';
import type { MailMessage } from './mailbox';
import type { CacheStores } from './services/cache';
import type { PropertyStores } from './services/properties';
import type { TriggerStore } from './services/triggers';
import type { UiState } from './services/ui';
import type { RequestRecord } from './services/url-fetch';
import type { EmulatorSnapshot } from './snapshot';
import type { CellResult } from './spreadsheet/evaluate';
import type { Workbook } from './spreadsheet/workbook';

export interface EmulatorOptions {
  /** The bundle's source; when absent it is read from `bundlePath`. */
  code?: string;
  /** Default `build/Code.js` under the repository root. */
  bundlePath?: string;
  /** Where `HtmlService.createHtmlOutputFromFile(name)` finds `<name>.html`. Default: the bundle's folder. */
  viewsDir?: string;
  /** Initial Script Properties, e.g. `{ API_BASE_URL: sim.url }`. */
  scriptProperties?: Record<string, string>;
  /** E-mail of the user at the keyboard (default: the owner). */
  user?: string;
  /** E-mail of the spreadsheet owner: custom functions read this user's properties. Default `owner@example.com`. */
  owner?: string;
  /** Emulated epoch ms at creation (default: real now). The clock then runs at real speed plus advances. */
  now?: number;
  /**
   * How many times faster than real time the clock runs (default 1), so a test can reach a formula's 30 s
   * limit within a second or two of real time.
   */
  clockRate?: number;
  /** Script and spreadsheet time zone (default `Europe/Warsaw`, as appsscript.json). */
  timeZone?: string;
  /**
   * Workspace accounts get the higher daily quotas (UrlFetch 100,000 instead of 20,000 calls; mail 1,500
   * recipients instead of 100) and larger messages, and may send from a no-reply address.
   */
  workspace?: boolean;
  /**
   * A control URL, or several (the service simulator's and BigQuery's), that receives `POST {"seconds": n}`
   * whenever the emulated clock is advanced (Utilities.sleep, `clock.advance`), so each simulator's clock
   * keeps pace with the script's, as real clocks would. Sent synchronously, to all at once; not in
   * `requests`, not counted against quotas.
   */
  clockLink?: string | readonly string[];
  /** How long one UrlFetch waits for a response (default 60 s; always cut at the execution's remaining time). */
  fetchTimeoutMs?: number;
  /**
   * Emulated network round trip added to every `fetch` and `fetchAll` (one per parallel batch) without
   * waiting for it (default 0): a long benchmark measures time against the platform's ceilings without
   * spending real minutes on a simulator's latency.
   */
  networkLatencyMs?: number;
  /**
   * The script's manifest; by default `appsscript.json` beside the bundle (none for a bundle given as
   * `code`). Its `urlFetchWhitelist`, where it has one, is enforced as Apps Script does: a fetch outside
   * every prefix throws "Request to … failed because the URL has not been whitelisted in the script manifest."
   * Its `oauthScopes` are what users may grant (`grantedScopes`); its `dependencies.enabledAdvancedServices`
   * the advanced services that exist as globals.
   */
  manifest?: Manifest;
  /**
   * Which of the manifest's `oauthScopes` the user granted (default: all), as granular consent lets users
   * choose since 2025; the same for every user until `grantScopes`. A scope the manifest does not declare
   * throws. Without `oauthScopes` in the manifest, the scopes the emulator's services need stand for them, as
   * Apps Script infers them from the code.
   */
  grantedScopes?: readonly string[];
  /**
   * Where an origin's requests really go, `{ 'https://api.example.com': 'http://127.0.0.1:8787' }`: a build
   * for production host names runs against a loopback simulator. The script, its whitelist and
   * `requests` see the address it asked for.
   */
  hosts?: Readonly<Record<string, string>>;
}

/** What the emulator reads of `appsscript.json`. */
export interface Manifest {
  readonly urlFetchWhitelist?: readonly string[];
  readonly oauthScopes?: readonly string[];
  readonly dependencies?: { readonly enabledAdvancedServices?: readonly AdvancedServiceDependency[] };
}

/** An advanced Google service the manifest enables, a global named `userSymbol` (`BigQuery`). */
export interface AdvancedServiceDependency {
  readonly userSymbol: string;
  /** `bigquery` */
  readonly serviceId: string;
  /** `v2` */
  readonly version: string;
}

export interface CallOptions {
  /** Runs as this user (their user properties, caches and triggers). Default: the emulator's user. */
  user?: string;
}

export interface OpenOptions extends CallOptions {
  /** NONE: installed but not used in this file yet (no Properties, no UrlFetch). Default LIMITED. */
  authMode?: 'NONE' | 'LIMITED';
  /** Runs `onInstall` instead of `onOpen`. */
  install?: boolean;
}

export interface TriggerRun {
  triggerId: string;
  handler: string;
  /** Emulated time the trigger was due. */
  dueAt: number;
  ok: boolean;
  /** The Apps Script failure message when `ok` is false. */
  error?: string;
}

/** The page Apps Script shows in the OAuth popup after a `usercallback`. */
export interface UserCallbackPage {
  status: number;
  html: string;
}

export interface Emulator {
  /** The in-memory spreadsheet the add-on is bound to. */
  readonly spreadsheet: Workbook;
  readonly clock: EmulatedClock;
  /**
   * Every UrlFetch request and advanced-service call (those with `service`), oldest first (Authorization headers
   * redacted). Clear with `requests.length = 0`.
   */
  readonly requests: RequestRecord[];
  readonly properties: PropertyStores;
  readonly cache: CacheStores;
  /** Menus, sidebar, dialogs, toasts and alerts the add-on produced. */
  readonly ui: UiState;
  readonly triggers: TriggerStore;
  /** Logger and console output of every execution. */
  readonly logs: LogEntry[];
  /** Each user's Google account locale (`pl`), as Session.getActiveUserLocale gives it; `en` when unset. */
  readonly userLocales: Map<string, string>;
  /**
   * Every consent prompt shown, oldest first: a sidebar call, menu item or usercallback page whose
   * `ScriptApp.requireScopes` found scopes missing ended there. Clear with `consentRequests.length = 0`.
   */
  readonly consentRequests: ConsentRequest[];
  /**
   * Every execution, oldest first, with the service calls it made (`calls`: by service, then
   * `Object.method`, each with its count), which is what an execution pays for in Apps Script beyond its
   * own code. Clear with `executions.length = 0`.
   */
  readonly executions: ExecutionRecord[];

  /**
   * Puts `formula` in the cell and evaluates it as Sheets would: one custom-function execution
   * (30 s, AuthMode.CUSTOM_FUNCTION) per formula, range arguments as 2D arrays, results spilled.
   * Never throws for script errors: the cell shows `#ERROR!` and `error` holds the message.
   */
  evaluate(sheet: string, a1: string, formula: string, options?: CallOptions): CellResult;
  /**
   * Types `text` into the cell as a user would, in the document's locale: in a Polish one
   * `=ROUND(1,5; 0)` is a formula (kept as `=ROUND(1.5, 0)`, evaluated as `evaluate` does), `1,5` a
   * number and `PRAWDA` TRUE; a formula that does not parse in the locale shows "Formula parse error.".
   * `evaluate`, like Apps Script's setFormula, takes English syntax whatever the locale.
   */
  enter(sheet: string, a1: string, text: string, options?: CallOptions): CellResult;
  /** Re-evaluates every formula never evaluated or whose referenced cells changed; returns those results. */
  recalculate(options?: CallOptions): CellResult[];
  /**
   * A `google.script.run` call: FULL auth, 6 min, top-level functions not ending in `_`, arguments and
   * result must be plain data. Returns the result as the client would receive it;
   * throws `ScriptExecutionError` with Apps Script's message on failure.
   */
  callServer(name: string, args?: readonly unknown[], options?: CallOptions): unknown;
  /**
   * The browser arriving at the script's `usercallback` URL with `query` (`state`, `code`, …): runs the
   * state token's method as the token's user (FULL, 6 min) with `request.parameter` = the query plus the
   * token's arguments, and answers the page it returns. An unknown or expired state: 400 and Apps
   * Script's message; a failing method: 500 and its error.
   */
  userCallback(query: Readonly<Record<string, string>>): UserCallbackPage;
  /** Runs a menu item's function (FULL, 6 min). Throws `ScriptExecutionError` on failure. */
  runMenu(functionName: string, options?: CallOptions): void;
  /** Opens the document: runs `onOpen(e)` (or `onInstall(e)`) as a simple trigger. Throws on failure. */
  open(options?: OpenOptions): void;
  /** Runs every installable trigger whose time has come on the emulated clock (FULL, 6 min each). */
  fireDueTriggers(): TriggerRun[];
  /**
   * The emulated round trip of every fetch from the next execution on (`networkLatencyMs`): a server's slow
   * answer seen by the script's clock, which a test need not wait for in real time.
   */
  setNetworkLatency(ms: number): void;
  /** Everything worth persisting: cells, properties, triggers, the clock's offset. JSON-serialisable. */
  snapshot(): EmulatorSnapshot;
  restore(snapshot: EmulatorSnapshot): void;
  /** The user consents to more of the manifest's scopes (answers a prompt); a scope it does not declare throws. */
  grantScopes(scopes: readonly string[], options?: CallOptions): void;
  /** What the user granted of the manifest's scopes, in its order. */
  authorizedScopes(options?: CallOptions): string[];
  /** Every message MailApp sent, oldest first (copies): recipients, subject, plain and HTML parts, sender, time. */
  mailbox(): MailMessage[];
  /** Stops the fetch worker. The emulator is unusable afterwards. */
  close(): void;
}
