/**
 * The page's only way to the playground server: one typed function per endpoint. Each request says
 * which revision of every sheet the page holds, so the answer carries only what changed.
 */
import type {
  ActivateRequest,
  AdvanceRequest,
  DeleteSheetRequest,
  FaultRequest,
  InboxView,
  LocaleRequest,
  KnownRevisions,
  MenuRequest,
  RenameSheetRequest,
  ScriptRequest,
  SetCellRequest,
  SetCellsRequest,
  WorkbookView,
} from '../protocol';
import { postJson } from './post';

let known: () => KnownRevisions = () => ({ session: '', sheets: {} });

/** Where the requests read the page's revisions from. */
export function trackRevisions(source: () => KnownRevisions): void {
  known = source;
}

const post = <T extends object>(path: string, request: T) =>
  postJson<WorkbookView>(path, { ...request, known: known() });

export async function loadWorkbook(): Promise<WorkbookView> {
  const response = await fetch(`/api/workbook?known=${encodeURIComponent(JSON.stringify(known()))}`);
  return (await response.json()) as WorkbookView;
}

export const setCell = (request: SetCellRequest) => post('/api/cell', request);
export const setCells = (request: SetCellsRequest) => post('/api/cells', request);
export const activateSheet = (request: ActivateRequest) => post('/api/activate', request);
export const addSheet = () => post('/api/sheet', {});
export const renameSheet = (request: RenameSheetRequest) => post('/api/sheet/rename', request);
export const deleteSheet = (request: DeleteSheetRequest) => post('/api/sheet/delete', request);
export const runMenu = (request: MenuRequest) => post('/api/menu', request);
export const closeSidebar = () => post('/api/sidebar/close', {});
/** The page's first request: the document opens (again), as a reload opens it in Sheets. */
export const openDocument = () => post('/api/open', {});
export const advanceClock = (request: AdvanceRequest) => post('/api/sim/advance', request);
export const setLocale = (request: LocaleRequest) => post('/api/locale', request);
export const resetSimulator = () => post('/api/sim/reset', {});
export const injectFault = (request: FaultRequest) => post('/api/sim/faults', request);
export const scriptPosition = (request: ScriptRequest) => post('/api/sim/script', request);

/** The mail the add-on sent and the posts the simulator's Chat and Slack stand-ins received. */
export async function loadInbox(): Promise<InboxView> {
  const response = await fetch('/api/inbox');
  return (await response.json()) as InboxView;
}
