/**
 * The emulator behind `createEmulator`: owns the state that outlives executions (workbook, stores,
 * triggers, UI, logs) and runs each execution in a fresh context of the once-compiled bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { Clock } from './clock';
import { Consent, type ConsentRequest } from './consent';
import { EXCEEDED_TIME, ScriptExecutionError } from './errors';
import { Execution, type ExecutionRecord } from './execution';
import type { AuthModeName, ExecutionKindName } from './execution-kinds';
import { createGlobals, type World } from './globals';
import type {
  CallOptions,
  Emulator as EmulatorApi,
  EmulatorOptions,
  Manifest,
  OpenOptions,
  TriggerRun,
  UserCallbackPage,
} from './types';
import type { LogEntry } from './logs';
import { Mailbox, type MailMessage } from './mailbox';
import { serviceScopes } from './permissions';
import { toPlainData } from './plain-data';
import { DailyQuotas } from './quotas';
import { createRealm } from './realm';
import { CacheStoreSet } from './services/cache';
import { LockTable } from './services/lock';
import { PropertyStoreSet } from './services/properties';
import { StateTokenTable } from './services/state-tokens';
import { nextRun, type TriggerRecord, TriggerTable } from './services/triggers';
import { emptyUiState, type UiState } from './services/ui';
import {
  DEFAULT_FETCH_TIMEOUT_MS,
  FetchWorker,
  postJsonSync,
  type RequestRecord,
} from './services/url-fetch';
import { type CellResult, evaluateCell, type FunctionHost, inputSignature } from './spreadsheet/evaluate';
import { keyToPosition, Workbook } from './spreadsheet/workbook';
import { cellA1, parseA1 } from './spreadsheet/values';
import { type EmulatorSnapshot, loadWorkbook, saveWorkbook } from './snapshot';
import { useScriptTimeZone } from './time-zone';

const ROOT = join(__dirname, '..', '..');
const DEFAULT_OWNER = 'owner@example.com';
const DEFAULT_TIME_ZONE = 'Europe/Warsaw';
/** Formulas feeding formulas settle within this many passes, or they form a cycle. */
const MAX_RECALC_PASSES = 10;
const INVOKE = '__emulatorInvoke__';
const TRIGGER_TIME = 'trigger runtime';
const TRIGGER_BUDGET_MESSAGE = 'Service using too much computer time for one day';
const INVOKE_SCRIPT = new vm.Script(`${INVOKE}()`, { filename: 'emulator-invoke.js' });

type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

/** What Apps Script shows for a `usercallback` whose state token is unknown or past its timeout. */
const INVALID_STATE_PAGE =
  '<!DOCTYPE html><html><body><p>The state token is invalid or has expired. Please try again.</p></body></html>';

/** One cell's position from its A1 address. */
function cellOf(a1: string): { row: number; column: number } {
  const grid = parseA1(a1, { rows: 1, columns: 1 });
  if (!grid) throw new Error(`Bad cell "${a1}"`);
  return grid;
}

function errorPage(message: string): string {
  const text = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html><body><p>Error: ${text}</p></body></html>`;
}

interface RunSpec {
  kind: ExecutionKindName;
  authMode: AuthModeName;
  user: string;
  /** Whose user properties and user cache the execution opens, when not `user`'s. */
  propertiesUser?: string;
  functionName: string;
  invoke(global: Record<string, unknown>, exec: Execution): unknown;
}

function messageOf(thrown: unknown): string {
  if (thrown && typeof thrown === 'object' && 'message' in thrown) return String((thrown as Error).message);
  return String(thrown);
}

function callTopLevel(
  global: Record<string, unknown>,
  exec: Execution,
  name: string,
  args: unknown[],
): unknown {
  const fn = global[name];
  if (typeof fn !== 'function') throw exec.fail(`Script function not found: ${name}`);
  return fn.apply(undefined, exec.realm.adopt(args));
}

export class Emulator implements EmulatorApi {
  readonly spreadsheet: Workbook;
  readonly clock: Clock;
  readonly requests: RequestRecord[] = [];
  readonly properties = new PropertyStoreSet();
  readonly cache: CacheStoreSet;
  readonly ui: UiState = emptyUiState();
  readonly triggers = new TriggerTable();
  readonly logs: LogEntry[] = [];
  /** Each user's Google account locale, as Session.getActiveUserLocale gives it (`pl`); `en` when unset. */
  readonly userLocales = new Map<string, string>();
  readonly consentRequests: ConsentRequest[];
  readonly executions: ExecutionRecord[] = [];

  private readonly script: vm.Script;
  private readonly world: World;
  private readonly user: string;
  private readonly owner: string;
  /** Total trigger run time a day: 90 min for consumer accounts, 6 h for Workspace. */
  private readonly triggerBudgetMs: number;
  private topLevel?: string[];

  constructor(options: EmulatorOptions) {
    const bundlePath = options.bundlePath ?? join(ROOT, 'build', 'Code.js');
    const code = options.code ?? readFileSync(bundlePath, 'utf8');
    this.script = new vm.Script(code, { filename: 'Code.js' });
    this.owner = options.owner ?? DEFAULT_OWNER;
    this.user = options.user ?? this.owner;
    this.triggerBudgetMs = (options.workspace ? 360 : 90) * 60_000;
    this.clock = new Clock(options.now, options.clockRate);
    this.cache = new CacheStoreSet(() => this.clock.now());
    const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
    useScriptTimeZone(timeZone);
    this.spreadsheet = new Workbook('emulated-spreadsheet-id', 'Untitled spreadsheet', timeZone);
    for (const [key, value] of Object.entries(options.scriptProperties ?? {}))
      this.properties.script.set(key, value);
    const manifest = manifestOf(options, bundlePath);
    const advancedServices = manifest?.dependencies?.enabledAdvancedServices ?? [];
    const declared =
      manifest?.oauthScopes ?? serviceScopes(advancedServices.map((service) => service.serviceId));
    const consent = new Consent(declared, options.grantedScopes ?? declared);
    this.consentRequests = consent.requests;
    this.world = {
      clock: this.clock,
      workbook: this.spreadsheet,
      properties: this.properties,
      caches: this.cache,
      locks: new LockTable(),
      triggers: this.triggers,
      ui: this.ui,
      logs: this.logs,
      requests: this.requests,
      mailbox: new Mailbox(options.workspace ? 1500 : 100),
      workspace: options.workspace ?? false,
      worker: new FetchWorker(),
      quotas: new DailyQuotas(),
      timeZone,
      userLocales: this.userLocales,
      viewsDir: options.viewsDir ?? dirname(bundlePath),
      dailyFetchLimit: options.workspace ? 100_000 : 20_000,
      fetchTimeoutMs: options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS,
      networkLatencyMs: options.networkLatencyMs ?? 0,
      urlFetchWhitelist: manifest?.urlFetchWhitelist,
      hosts: options.hosts && lowerKeys(options.hosts),
      stateTokens: new StateTokenTable(this.clock),
      consent,
      advancedServices,
    };
    const links = options.clockLink === undefined ? [] : [options.clockLink].flat();
    if (links.length) this.linkClocks(links);
  }

  /** Forwards clock advances, in whole seconds with the remainder carried, to other clocks' control URLs. */
  private linkClocks(urls: readonly string[]): void {
    let carriedMs = 0;
    this.clock.onAdvance((ms) => {
      carriedMs += ms;
      const seconds = Math.floor(carriedMs / 1000);
      if (seconds === 0) return;
      carriedMs -= seconds * 1000;
      postJsonSync(this.world.worker, urls, { seconds });
    });
  }

  /** One execution in a fresh context: load the bundle, call, enforce the limits, release locks. */
  private execute(spec: RunSpec): Outcome {
    // Promise callbacks settle before the execution ends, as in Apps Script, not later on Node's queue.
    const context = vm.createContext(vm.constants.DONT_CONTEXTIFY, {
      name: `${spec.kind}:${spec.functionName}`,
      microtaskMode: 'afterEvaluate',
    });
    const realm = createRealm(context, () => this.clock.now());
    const grants = this.world.consent.of(spec.user);
    const exec = new Execution({ ...spec, clock: this.clock, realm, grants });
    const global = context as Record<string, unknown>;
    Object.assign(global, createGlobals(exec, this.world, spec.propertiesUser ?? spec.user));
    // vm's watchdog stops runaway synchronous code in real time; emulated time is checked at every service call.
    const timeout = () => Math.max(1, Math.ceil(exec.remainingMs()));
    try {
      this.script.runInContext(context, { timeout: timeout() });
      global[INVOKE] = () => spec.invoke(global, exec);
      const value = INVOKE_SCRIPT.runInContext(context, { timeout: timeout() });
      exec.checkAlive();
      return { ok: true, value };
    } catch (thrown) {
      if (exec.killedWith) return { ok: false, error: exec.killedWith };
      if ((thrown as { code?: string })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
        return { ok: false, error: EXCEEDED_TIME };
      return { ok: false, error: messageOf(thrown) };
    } finally {
      this.world.locks.releaseAll(exec);
      this.executions.push({
        kind: spec.kind,
        functionName: spec.functionName,
        user: spec.user,
        calls: exec.calls,
      });
    }
  }

  private runOrThrow(spec: RunSpec): unknown {
    const outcome = this.execute(spec);
    if (!outcome.ok) throw new ScriptExecutionError(outcome.error, spec.kind, spec.functionName);
    return outcome.value;
  }

  /** Top-level functions of the bundle, found by loading it once where no service exists. */
  private functions(): string[] {
    if (!this.topLevel) {
      const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
      try {
        this.script.runInContext(context, { timeout: 5_000 });
      } catch {
        // Top-level code that touches a service fails in Apps Script too; its executions will report it.
      }
      const global = context as Record<string, unknown>;
      this.topLevel = Object.getOwnPropertyNames(global).filter((name) => typeof global[name] === 'function');
    }
    return this.topLevel;
  }

  private functionHost(user: string): FunctionHost {
    return {
      resolve: (name) =>
        this.functions().find((fn) => fn.toUpperCase() === name.toUpperCase() && !fn.endsWith('_')),
      call: (name, args, cell) => {
        // Inside a custom function the active range is the formula's own cell.
        const workbook = this.spreadsheet;
        const saved = { sheet: workbook.activeSheet, range: workbook.activeRange };
        workbook.activeSheet = cell.sheet;
        workbook.activeRange = cellA1(cell.row, cell.column);
        try {
          const outcome = this.execute({
            kind: 'customFunction',
            authMode: 'CUSTOM_FUNCTION',
            user,
            propertiesUser: this.owner,
            functionName: name,
            invoke: (global, exec) => callTopLevel(global, exec, name, args),
          });
          return outcome.ok ? { value: outcome.value } : { error: outcome.error };
        } finally {
          workbook.activeSheet = saved.sheet;
          workbook.activeRange = saved.range;
        }
      },
    };
  }

  evaluate(sheet: string, a1: string, formula: string, options: CallOptions = {}): CellResult {
    this.spreadsheet.setFormula(sheet, a1, formula);
    return this.evaluateAt(sheet, a1, options);
  }

  enter(sheet: string, a1: string, text: string, options: CallOptions = {}): CellResult {
    const typed = this.spreadsheet.enter(sheet, a1, text);
    if (!('value' in typed)) return this.evaluateAt(sheet, a1, options);
    const { value, display } = this.spreadsheet.getCell(sheet, a1);
    const { row, column } = cellOf(a1);
    return { sheet, a1: cellA1(row, column), value, display, values: [[value]] };
  }

  private evaluateAt(sheet: string, a1: string, options: CallOptions): CellResult {
    const grid = cellOf(a1);
    return evaluateCell(
      this.spreadsheet,
      sheet,
      grid.row,
      grid.column,
      this.functionHost(options.user ?? this.user),
    );
  }

  recalculate(options: CallOptions = {}): CellResult[] {
    const host = this.functionHost(options.user ?? this.user);
    const results: CellResult[] = [];
    for (let pass = 0; pass < MAX_RECALC_PASSES; pass++) {
      let changed = false;
      for (const sheet of this.spreadsheet.sheets)
        for (const key of sheet.formulaKeys()) {
          const cell = sheet.cells.get(key);
          if (
            !cell?.formula ||
            cell.inputs ===
              inputSignature(this.spreadsheet, { sheet: sheet.name, ...keyToPosition(key) }, cell.formula)
          )
            continue;
          const { row, column } = keyToPosition(key);
          results.push(evaluateCell(this.spreadsheet, sheet.name, row, column, host));
          changed = true;
        }
      if (!changed) break;
    }
    return results;
  }

  callServer(name: string, args: readonly unknown[] = [], options: CallOptions = {}): unknown {
    if (name.endsWith('_'))
      throw new ScriptExecutionError(`Script function not found: ${name}`, 'sidebar', name);
    let plainArgs: unknown[];
    try {
      plainArgs = args.map((arg, i) => toPlainData(arg, String(i)));
    } catch (error) {
      throw new ScriptExecutionError(messageOf(error), 'sidebar', name);
    }
    const user = options.user ?? this.user;
    return this.runOrThrow({
      kind: 'sidebar',
      authMode: 'FULL',
      user,
      functionName: name,
      invoke: (global, exec) => toPlainData(callTopLevel(global, exec, name, plainArgs)),
    });
  }

  userCallback(query: Readonly<Record<string, string>>): UserCallbackPage {
    const record = query.state === undefined ? undefined : this.world.stateTokens.find(query.state);
    if (!record) return { status: 400, html: INVALID_STATE_PAGE };
    const parameter = { ...query, ...record.arguments };
    const request = {
      parameter,
      parameters: Object.fromEntries(Object.entries(parameter).map(([k, v]) => [k, [v]])),
      queryString: new URLSearchParams(query).toString(),
      contextPath: '',
      contentLength: -1,
    };
    const outcome = this.execute({
      kind: 'userCallback',
      authMode: 'FULL',
      user: record.user,
      functionName: record.method,
      invoke: (global, exec) => {
        const page = callTopLevel(global, exec, record.method, [request]) as { getContent?: () => string };
        return typeof page?.getContent === 'function' ? page.getContent() : String(page ?? '');
      },
    });
    return outcome.ok
      ? { status: 200, html: String(outcome.value) }
      : { status: 500, html: errorPage(outcome.error) };
  }

  runMenu(functionName: string, options: CallOptions = {}): void {
    const user = options.user ?? this.user;
    this.runOrThrow({
      kind: 'menu',
      authMode: 'FULL',
      user,
      functionName,
      invoke: (global, exec) => callTopLevel(global, exec, functionName, []),
    });
  }

  open(options: OpenOptions = {}): void {
    const user = options.user ?? this.user;
    const authMode = options.authMode ?? 'LIMITED';
    const handler = options.install ? 'onInstall' : 'onOpen';
    // A page load starts with no add-on menu until onOpen builds it.
    this.ui.menus.length = 0;
    this.runOrThrow({
      kind: 'simpleTrigger',
      authMode,
      user,
      functionName: handler,
      invoke: (global, exec) => {
        if (typeof global[handler] !== 'function') return undefined;
        const event: Record<string, unknown> = { authMode };
        if (authMode !== 'NONE') {
          // The event's objects are the platform's doing, not calls of the script's.
          const app = exec.unguarded(global.SpreadsheetApp) as GoogleAppsScript.Spreadsheet.SpreadsheetApp;
          event.source = app.getActive();
          event.user = (exec.unguarded(global.Session) as GoogleAppsScript.Base.Session).getActiveUser();
        }
        return (global[handler] as (e: unknown) => unknown)(exec.realm.adopt(event));
      },
    });
  }

  /** One installable-trigger execution, charged against the day's trigger run time. */
  private runTrigger(trigger: TriggerRecord): Outcome {
    const startedAt = this.clock.now();
    if (this.world.quotas.usedToday(TRIGGER_TIME, startedAt) >= this.triggerBudgetMs)
      return { ok: false, error: TRIGGER_BUDGET_MESSAGE };
    const outcome = this.execute({
      kind: 'trigger',
      authMode: 'FULL',
      user: trigger.user,
      functionName: trigger.handler,
      invoke: (global, exec) => {
        const at = new Date(this.clock.now());
        const event = {
          authMode: 'FULL',
          triggerUid: trigger.id,
          year: at.getUTCFullYear(),
          month: at.getUTCMonth() + 1,
          'day-of-month': at.getUTCDate(),
          'day-of-week': at.getUTCDay() || 7,
          hour: at.getUTCHours(),
          minute: at.getUTCMinutes(),
          second: at.getUTCSeconds(),
          timezone: 'UTC',
        };
        return callTopLevel(global, exec, trigger.handler, [event]);
      },
    });
    this.world.quotas.add(TRIGGER_TIME, this.clock.now() - startedAt, startedAt);
    return outcome;
  }

  setNetworkLatency(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`setNetworkLatency needs a non-negative number of ms, got ${ms}`);
    this.world.networkLatencyMs = ms;
  }

  fireDueTriggers(): TriggerRun[] {
    const runs: TriggerRun[] = [];
    for (const trigger of this.triggers.due(this.clock.now())) {
      const dueAt = trigger.nextRunAt;
      if (trigger.schedule.kind === 'once') this.triggers.remove(trigger.id);
      else
        trigger.nextRunAt = nextRun(
          trigger.schedule,
          Math.max(dueAt, this.clock.now()),
          this.world.timeZone,
          false,
        );
      const outcome = this.runTrigger(trigger);
      runs.push({
        triggerId: trigger.id,
        handler: trigger.handler,
        dueAt,
        ok: outcome.ok,
        ...(outcome.ok ? {} : { error: outcome.error }),
      });
    }
    return runs;
  }

  snapshot(): EmulatorSnapshot {
    // saveWorkbook copies the cells itself: a report's hundreds of thousands cost a second through JSON.
    const rest = JSON.parse(
      JSON.stringify({
        properties: this.properties.toJSON(),
        triggers: this.triggers.toJSON(),
        consent: this.world.consent.toJSON(),
        mail: this.world.mailbox.toJSON(),
      }),
    );
    return {
      version: 1,
      clockOffsetMs: this.clock.offsetMs,
      workbook: saveWorkbook(this.spreadsheet),
      ...rest,
    };
  }

  restore(snapshot: EmulatorSnapshot): void {
    if (snapshot.version !== 1) throw new Error(`Unknown snapshot version ${snapshot.version}`);
    this.clock.setOffset(snapshot.clockOffsetMs);
    loadWorkbook(this.spreadsheet, snapshot.workbook);
    this.properties.restore(snapshot.properties);
    this.triggers.restore(snapshot.triggers);
    if (snapshot.consent) this.world.consent.restore(snapshot.consent);
    if (snapshot.mail) this.world.mailbox.restore(snapshot.mail);
  }

  mailbox(): MailMessage[] {
    return this.world.mailbox.list();
  }

  grantScopes(scopes: readonly string[], options: CallOptions = {}): void {
    this.world.consent.grant(options.user ?? this.user, scopes);
  }

  authorizedScopes(options: CallOptions = {}): string[] {
    return this.world.consent.granted(options.user ?? this.user);
  }

  close(): void {
    this.world.worker.close();
  }
}

/** The manifest given, else `appsscript.json` beside the bundle read from disk (none for a bundle given as code). */
function manifestOf(options: EmulatorOptions, bundlePath: string): Manifest | undefined {
  if (options.manifest) return options.manifest;
  if (options.code !== undefined) return undefined;
  const path = join(dirname(bundlePath), 'appsscript.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
}

const lowerKeys = (map: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(map).map(([key, value]) => [key.toLowerCase().replace(/\/+$/, ''), value]),
  );
