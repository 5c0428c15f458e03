/**
 * The server functions the sidebar calls through its typed wrapper (sidebar/client/rpc.ts): its first
 * screen, settings, countries, the selection, and the task centre. Each is exported from src/main.ts,
 * so it becomes a top-level Apps Script function, and fails through `handler()`.
 */
import type { TaskKind } from '../families/serp/task-status';
import type { BaseUrl } from '../config';
import { executionContext } from '../context';
import { writeNewSheet } from '../platform/new-sheet';
import { formulaIntoSelection, selectedValues } from '../platform/spreadsheet';
import { bumpStampCell } from '../registry/refresh-stamp';
import { environment, waitingPorts } from '../registry/environment';
import { refreshWaiting, type WaitingResult } from '../families/serp/waiting';
import { userProperties } from '../platform/properties';
import { documentFastCache } from '../platform/cache-service';
import { spentSince } from '../spent/journal';
import { buildMenu, takeStartView, uiCatalogue } from '../platform/ui';
import { type Language, LANGUAGES, languageOf, USER_LANGUAGE_KEY } from '../shared/i18n/languages';
import { type ConnectionReport, checkConnection } from '../sidebar/connection-check';
import { type SidebarSession, sidebarSession } from '../sidebar/session-view';
import { menuIn } from '../sidebar/menu-items';
import { type CountryOption, countryOptions } from '../sidebar/country-options';
import {
  type CacheFigures,
  clearCache,
  readSettingsView,
  type SettingsInput,
  type SettingsView,
  writeSettingsView,
} from '../sidebar/settings-view';
import type { CostView, TaskRequest, TaskView } from '../families/serp/task-model';
import { createTask, estimateTask, listAllTasks, taskKinds, taskResults } from '../families/serp/task-centre';
import { handler } from './handler';
import * as input from './input';
import { fromSidebar } from './input';
import { accountInfo } from './account-info';
import { languageOrEnglish, SaidError, said } from '../shared/i18n/said';
import { renderTable } from '../shared/table';
import { excerpt } from '../shared/excerpt';
import { catalog } from '../registry/catalog';
import { relabelDocument } from '../registry/relabel';

const server = () => executionContext('server');

/**
 * What the sidebar needs to draw its first screen, in one round trip. Opening it is also the first time
 * the add-on may edit the document where onOpen could not (AuthMode.NONE): tables written in another
 * language than the document's are relabelled here.
 */
export const sidebarStart = handler(
  (): { session: SidebarSession; view: string | null; language: Language; documentLanguage: Language } => {
    const ctx = server();
    relabelDocument(ctx);
    return {
      session: sidebarAccount(),
      view: takeStartView(),
      language: ctx.userLanguage(),
      documentLanguage: ctx.documentLanguage(),
    };
  },
);

/** Settings › Language: the user's choice (null: automatic) and what automatic means for them now. */
export const sidebarLanguage = handler((): { choice: Language | null; automatic: Language } => ({
  choice: languageOf(userProperties().getProperty(USER_LANGUAGE_KEY)),
  automatic: server().automaticLanguage(),
}));

function known(choice: string): Language {
  const language = languageOf(choice);
  if (!language)
    throw new SaidError(
      said('refuse.language', { choice: excerpt(choice), languages: LANGUAGES.join(', ') }),
    );
  return language;
}

/**
 * Saves the user's language (null: follow the account and locale); returns the language now in effect.
 * The Extensions menu is built again in it: Sheets would keep the old captions until the file is reopened.
 */
export const sidebarSetLanguage = handler((choice: string | null): Language => {
  const chosen = fromSidebar(choice, input.optionalText, 'language');
  const language = chosen === null || chosen === undefined ? null : known(chosen);
  if (language) userProperties().setProperty(USER_LANGUAGE_KEY, language);
  else userProperties().deleteProperty(USER_LANGUAGE_KEY);
  const now = server().userLanguage();
  buildMenu(menuIn(now));
  return now;
});

/** A language's sidebar catalogue (JSON text), for a sidebar that starts speaking another language. */
export const sidebarCatalogue = handler((language: string): string =>
  uiCatalogue(known(fromSidebar(language, input.text, 'language'))),
);

export const sidebarAccount = handler((): SidebarSession => {
  const ctx = server();
  return sidebarSession(accountInfo(ctx), ctx.now(), ctx.userLanguage());
});

export const sidebarCountries = handler((): { list: readonly CountryOption[]; defaultId: number } => {
  const ctx = server();
  return { list: countryOptions(ctx), defaultId: ctx.settings.countryId };
});

export const sidebarSettings = handler((): SettingsView => readSettingsView(server()));

/** Saves the document's settings; a new language of the document relabels its tables at once. */
export const sidebarSaveSettings = handler((settings: SettingsInput): void => {
  const ctx = server();
  writeSettingsView(ctx, fromSidebar(settings, input.settingsInput, 'settings'));
  relabelDocument(ctx);
});

export const sidebarClearCache = handler((): CacheFigures => clearCache(server()));

export const sidebarSetBaseUrl = handler(
  (url: string | null): BaseUrl => server().setBaseUrl(fromSidebar(url, input.optionalText, 'url') ?? null),
);

/** Settings › Check connection: free calls only. */
export const sidebarCheckConnection = handler((): ConnectionReport => checkConnection(server()));

/**
 * Units per counter that this account's formulas noted since `since` (the counters' reading), from the
 * document cache: no request to the service, so the open sidebar asks every few seconds.
 */
export const sidebarSpent = handler((since: number): Record<string, number> => {
  const store = documentFastCache();
  if (!store || typeof since !== 'number') return {};
  try {
    return spentSince(store, server().account(), since);
  } catch {
    // Signed out meanwhile: nothing to add; the next reading says so.
    return {};
  }
});

/** Non-blank values of the selected cells, row by row: phrases or URLs for a crawl. */
export const sidebarSelectedValues = handler((): string[] => selectedValues());

/**
 * Help's Insert: the example of formula `name` into the selected cell, as Help shows it (Sheets writes it in
 * the document's syntax). By name, so the sidebar never hands the server a formula to write; an occupied cell
 * is refused rather than written over.
 */
export const helpInsert = handler((name: string): { cell: string } => {
  fromSidebar(name, input.text, 'name');
  const spec = catalog.find((entry) => entry.name === name);
  if (!spec) throw new SaidError(said('refuse.unknownFormula', { name: excerpt(String(name)) }));
  const inserted = formulaIntoSelection(spec.example);
  if ('refused' in inserted)
    throw new SaidError(
      inserted.refused === 'noCell'
        ? said('refuse.noCell')
        : said('refuse.cellNotEmpty', { cell: inserted.cell ?? '' }),
    );
  return inserted;
});

/** Which kinds of task the connection offers, so the form says so before it is filled. */
export const taskOffers = handler((): Readonly<Record<TaskKind, boolean>> => taskKinds(server()));

export const taskEstimate = handler(
  (request: TaskRequest): CostView =>
    estimateTask(server(), fromSidebar(request, input.taskRequest, 'request')),
);

export const taskCreate = handler((request: TaskRequest): TaskView & { readonly existing: boolean } =>
  createTask(server(), fromSidebar(request, input.taskRequest, 'request')),
);

/** The task list; SEO_SERP cells waiting for an analysis it shows finished are re-entered on the way. */
export const taskList = handler((): TaskView[] => {
  const ctx = server();
  const tasks = listAllTasks(ctx);
  const ready = new Set(tasks.filter((t) => t.kind === 'serp' && t.ready).map((t) => t.id));
  refreshWaiting({ ...waitingPorts(ctx), isReady: (id) => ready.has(id) });
  return tasks;
});

/**
 * What the open sidebar checks every minute: the session with its quota (formulas spend units the
 * sidebar does not see), and the SEO_SERP cells waiting for an analysis, re-entered once it is done.
 * While some still wait the hourly trigger is kept, so they fill in after the sidebar closes too.
 */
export const sidebarPulse = handler((): { session: SidebarSession; formulas: WaitingResult } => {
  const ctx = server();
  // A spreadsheet locale changed while the sidebar is open relabels the tables within the minute.
  relabelDocument(ctx);
  const env = environment(ctx);
  const formulas = env.refreshWaiting();
  if (formulas.waiting) env.syncTrigger();
  return { session: sidebarAccount(), formulas };
});

/**
 * Reads a finished task's rows into a new sheet; the SEO_SERP cells waiting for it are re-entered and
 * the stamp moved (for formulas that take SEO_REFRESH), so they pick the task up too.
 */
export const taskInsert = handler((kind: TaskKind, id: number): { sheet: string; rows: number } => {
  fromSidebar(kind, input.taskKind, 'kind');
  fromSidebar(id, input.whole, 'id');
  const ctx = server();
  const { title, note, table, rows } = taskResults(ctx, kind, id);
  const language = languageOrEnglish(ctx.documentLanguage);
  const sheet = writeNewSheet(
    title,
    renderTable(table, (message) => ctx.render(language, message)),
    note,
  );
  if (kind === 'serp') refreshWaiting({ ...waitingPorts(ctx), isReady: (taskId) => taskId === id });
  bumpStampCell(ctx, ctx.now());
  return { sheet, rows };
});
