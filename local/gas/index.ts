/**
 * The Apps Script runtime emulator: runs `build/Code.js` the way Google runs it, as strictly.
 *
 * Every execution (a formula cell, a sidebar call, a menu item, onOpen, a trigger) compiles nothing new
 * but runs the bundle in a fresh `vm` context that holds only ECMAScript built-ins and the Apps Script
 * services, with that execution kind's auth mode, permissions and time limit. Everything is synchronous,
 * like Apps Script: `UrlFetchApp` blocks this thread on a worker that does the real HTTP, so the service
 * under test must live in another process (see `local/service/spawn.ts`).
 *
 * This file is the stable public surface; the playground and every integration test use only it.
 */
import { Emulator as EmulatorImpl } from './emulator';
import type { Emulator, EmulatorOptions } from './types';

export type { Workbook, SheetModel, ChartSpec, CellView, NamedRangeView } from './spreadsheet/workbook';
export type { CellValue } from './spreadsheet/values';
export type { EmulatedClock } from './clock';
export type { RequestRecord } from './services/url-fetch';
export type { PropertyStores, PropertyStoreView } from './services/properties';
export type { CacheStores } from './services/cache';
export type { UiState, MenuView, MenuItemView, SidebarView, DialogView } from './services/ui';
export type { TriggerRecord, TriggerStore } from './services/triggers';
export type { LogEntry } from './logs';
export type { AuthModeName, ExecutionKindName } from './execution-kinds';
export type { CellResult } from './spreadsheet/evaluate';
export type { EmulatorSnapshot } from './snapshot';
export type { ConsentRequest } from './consent';
export type { ExecutionRecord, ServiceCalls } from './execution';
export type { MailAttachment, MailMessage } from './mailbox';
export { ScriptExecutionError } from './errors';
export { SCRIPT_ID } from './services/script-app';
export type * from './types';

/** Creates an emulator over the bundle. Synchronous: the bundle is read and compiled once, here. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  return new EmulatorImpl(options);
}
