/**
 * The menu's handlers and the server functions the sidebar calls. Each is exported from src/main.ts,
 * so it becomes a top-level Apps Script function; the sidebar reaches them through its typed wrapper.
 * Handlers the sidebar calls fail with one plain sentence (see session.ts), never a stack trace.
 */
import { getAccount } from '../account/server';
import type { TaskKind } from '../api';
import type { BaseUrl } from '../config';
import { getSettings } from '../settings';
import { type SidebarSession, sidebarSession } from './account';
import { type CountryOption, countryOptions } from './countries';
import { buildMenu } from './menu';
import { openSidebarAt, takeStartView } from './open';
import { bumpStamp } from '../reports/stamp';
import { guard } from './session';
import {
  type CacheFigures,
  clearCache,
  readSettingsView,
  type SettingsInput,
  type SettingsView,
  setBaseUrl,
  writeSettings,
} from './settings';
import type { CostView, TaskRequest, TaskView } from './task-model';
import { createTask, estimateTask, insertTaskResults, listAllTasks } from './tasks';

type OpenEvent = GoogleAppsScript.Events.SheetsOnOpen | undefined;

/** Runs in AuthMode.NONE for an add-on not yet used in this file: the menu only, no other service. */
export function onOpen(_e?: OpenEvent): void {
  buildMenu(SpreadsheetApp.getUi());
}

export function onInstall(e?: OpenEvent): void {
  onOpen(e);
}

export function menuOpenSidebar(): void {
  openSidebarAt();
}

/** The shell shows Sign in when signed out and Account (with Sign out) when signed in. */
export function menuSignIn(): void {
  openSidebarAt('account');
}

/** The report launcher's view id (src/sidebar/client/reports). */
export function menuRunReport(): void {
  openSidebarAt('reports');
}

export function menuHelp(): void {
  openSidebarAt('help');
}

function toast(message: string): void {
  SpreadsheetApp.getActiveSpreadsheet().toast(message, 'SEO Sheets');
}

export function menuClearCache(): void {
  clearCache();
  toast('Cache cleared: formulas will fetch fresh data when they next recalculate.');
}

export function menuRefreshAll(): void {
  bumpStamp(Date.now());
  toast('Refresh stamp moved: formulas fetch fresh data when they next recalculate.');
}

/** What the sidebar needs to draw its first screen, in one round trip. */
export function sidebarStart(): { session: SidebarSession; view: string | null } {
  return { session: sidebarAccount(), view: takeStartView() };
}

export function sidebarAccount(): SidebarSession {
  return guard(() => sidebarSession(getAccount(), Date.now()));
}

export function sidebarCountries(): { list: readonly CountryOption[]; defaultId: number } {
  return guard(() => {
    const settings = getSettings();
    return { list: countryOptions(settings), defaultId: settings.countryId };
  });
}

export function sidebarSettings(): SettingsView {
  return guard(readSettingsView);
}

export function sidebarSaveSettings(input: SettingsInput): void {
  guard(() => writeSettings(input));
}

export function sidebarClearCache(): CacheFigures {
  return guard(clearCache);
}

export function sidebarSetBaseUrl(url: string | null): BaseUrl {
  return guard(() => setBaseUrl(url));
}

/** Non-blank values of the selected cells, row by row: phrases or URLs for a crawl. */
export function sidebarSelectedValues(): string[] {
  return guard(() => {
    const range = SpreadsheetApp.getActiveRange();
    if (!range) return [];
    return range
      .getDisplayValues()
      .flat()
      .map((value) => value.trim())
      .filter(Boolean);
  });
}

export function taskEstimate(request: TaskRequest): CostView {
  return guard(() => estimateTask(request));
}

export function taskCreate(request: TaskRequest): TaskView & { readonly existing: boolean } {
  return guard(() => createTask(request));
}

export function taskList(): TaskView[] {
  return guard(listAllTasks);
}

export function taskInsert(kind: TaskKind, id: number): { sheet: string; rows: number } {
  return guard(() => insertTaskResults(kind, id));
}
