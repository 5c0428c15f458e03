/**
 * The global object of one execution: Apps Script's services bound to that execution, and nothing of
 * Node or the browser (the context starts with ECMAScript built-ins only).
 */
import type { EmulatedClock } from './clock';
import type { Consent } from './consent';
import type { Execution } from './execution';
import { denial } from './permissions';
import { notImplementedMessage } from './errors';
import type { LogEntry } from './logs';
import type { Mailbox } from './mailbox';
import type { DailyQuotas } from './quotas';
import { bigQueryService } from './services/advanced/bigquery';
import type { ApiDeps } from './services/advanced/google-api';
import { Cache, type CacheStoreSet } from './services/cache';
import { enumOf } from './services/enums';
import { htmlService } from './services/html';
import { mailAppService } from './services/mail-app';
import { type LockTable, lockService } from './services/lock';
import { Properties, type PropertyStoreSet } from './services/properties';
import { scopedService } from './services/scopes';
import { loggingServices, sessionService } from './services/session';
import { scriptAppService } from './services/script-app';
import { spreadsheetApp } from './services/sheets/spreadsheet';
import type { TriggerTable } from './services/triggers';
import type { StateTokenTable } from './services/state-tokens';
import type { UiState } from './services/ui';
import { type FetchWorker, type RequestRecord, urlFetchService } from './services/url-fetch';
import { utilitiesService } from './services/utilities';
import type { Workbook } from './spreadsheet/workbook';
import type { AdvancedServiceDependency } from './types';

/** Everything that outlives executions: the emulator's state. */
export interface World {
  clock: EmulatedClock;
  workbook: Workbook;
  properties: PropertyStoreSet;
  caches: CacheStoreSet;
  locks: LockTable;
  triggers: TriggerTable;
  ui: UiState;
  logs: LogEntry[];
  requests: RequestRecord[];
  /** Where MailApp delivers, with each user's recipient quota. */
  mailbox: Mailbox;
  /** A Workspace account: its larger quotas and limits, and a no-reply sender. */
  workspace: boolean;
  worker: FetchWorker;
  quotas: DailyQuotas;
  timeZone: string;
  /** Each user's Google account locale (Session.getActiveUserLocale); `en` when not set. */
  userLocales: Map<string, string>;
  viewsDir: string;
  dailyFetchLimit: number;
  fetchTimeoutMs: number;
  networkLatencyMs: number;
  /** The manifest's `urlFetchWhitelist`, when it has one. */
  urlFetchWhitelist?: readonly string[];
  hosts?: Readonly<Record<string, string>>;
  stateTokens: StateTokenTable;
  /** Each user's grant of the manifest's scopes, and the consent prompts shown. */
  consent: Consent;
  /** The manifest's `dependencies.enabledAdvancedServices`. */
  advancedServices: readonly AdvancedServiceDependency[];
}

/** Services that exist in Apps Script but not here: refused where the mode forbids them, else "not implemented". */
const ABSENT = [
  'GmailApp',
  'DriveApp',
  'DocumentApp',
  'SlidesApp',
  'FormApp',
  'CalendarApp',
  'ContactsApp',
  'GroupsApp',
  'LanguageApp',
  'Maps',
  'Jdbc',
  'XmlService',
  'ContentService',
  'Browser',
  'DataStudioApp',
];

/**
 * Advanced services the emulator builds, by `serviceId`. One the manifest enables that is not here is still
 * a global under its `userSymbol`, which says it is not implemented when used.
 */
const ADVANCED_SERVICES = new Map<
  string,
  (exec: Execution, world: World, version: string) => object | undefined
>([['bigquery', (exec, world, version) => bigQueryService(exec, advancedDeps(world), version)]]);

/** What an advanced service's calls need of the world: the fetch worker, the request log and `hosts`. */
const advancedDeps = (world: World): ApiDeps => ({
  worker: world.worker,
  log: world.requests,
  hosts: world.hosts,
  fetchTimeoutMs: world.fetchTimeoutMs,
  networkLatencyMs: world.networkLatencyMs,
});

function absent(exec: Execution, name: string): object {
  return new Proxy(Object.create(null), {
    get: (_target, key) => {
      if (typeof key === 'symbol') return undefined;
      throw exec.fail(denial(exec.authMode, name, name, key) ?? notImplementedMessage(`${name}.${key}`));
    },
  });
}

const CHART_TYPES = [
  'AREA',
  'BAR',
  'BUBBLE',
  'CANDLESTICK',
  'COLUMN',
  'COMBO',
  'HISTOGRAM',
  'LINE',
  'PIE',
  'SCATTER',
  'TABLE',
];

/**
 * @param propertiesUser whose user properties and cache the execution opens (the owner in a custom function).
 */
export function createGlobals(
  exec: Execution,
  world: World,
  propertiesUser: string,
): Record<string, unknown> {
  const globals: Record<string, unknown> = {
    SpreadsheetApp: spreadsheetApp({ exec, workbook: world.workbook, ui: world.ui }),
    PropertiesService: scopedService(
      exec,
      'PropertiesService',
      'Properties',
      world.properties,
      propertiesUser,
      (store) => new Properties(store, exec, world.quotas),
    ),
    CacheService: scopedService(
      exec,
      'CacheService',
      'Cache',
      world.caches,
      propertiesUser,
      (store) => new Cache(store, world.caches, exec),
    ),
    LockService: lockService(exec, world.locks),
    UrlFetchApp: urlFetchService(exec, {
      worker: world.worker,
      quotas: world.quotas,
      dailyLimit: world.dailyFetchLimit,
      log: world.requests,
      fetchTimeoutMs: world.fetchTimeoutMs,
      networkLatencyMs: world.networkLatencyMs,
      whitelist: world.urlFetchWhitelist,
      hosts: world.hosts,
    }),
    MailApp: mailAppService(exec, world),
    Utilities: utilitiesService(exec),
    Session: sessionService(exec, world.timeZone, world.userLocales),
    ScriptApp: scriptAppService(exec, world),
    HtmlService: htmlService(exec, world.viewsDir),
    Charts: exec.guard('Charts', 'Charts', {
      ChartType: enumOf(CHART_TYPES),
      Position: enumOf(['TOP', 'BOTTOM', 'RIGHT', 'NONE']),
    }),
    ...loggingServices(exec, world.logs),
  };
  for (const name of ABSENT) globals[name] = absent(exec, name);
  // As in Apps Script, an advanced service is a global only where the manifest enables it.
  for (const { userSymbol, serviceId, version } of world.advancedServices)
    globals[userSymbol] =
      ADVANCED_SERVICES.get(serviceId)?.(exec, world, version) ?? absent(exec, userSymbol);
  return globals;
}
