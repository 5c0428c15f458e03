/** The page's only way to the playground server: one typed function per endpoint. */
import type {
  ActivateRequest,
  AdvanceRequest,
  FaultRequest,
  MenuRequest,
  SetCellRequest,
  WorkbookView,
} from '../protocol';
import { postJson } from './post';

export async function loadWorkbook(): Promise<WorkbookView> {
  const response = await fetch('/api/workbook');
  return (await response.json()) as WorkbookView;
}

export const setCell = (request: SetCellRequest) => postJson<WorkbookView>('/api/cell', request);
export const activateSheet = (request: ActivateRequest) => postJson<WorkbookView>('/api/activate', request);
export const addSheet = () => postJson<WorkbookView>('/api/sheet', {});
export const runMenu = (request: MenuRequest) => postJson<WorkbookView>('/api/menu', request);
export const closeSidebar = () => postJson<WorkbookView>('/api/sidebar/close', {});
export const advanceClock = (request: AdvanceRequest) => postJson<WorkbookView>('/api/sim/advance', request);
export const resetSimulator = () => postJson<WorkbookView>('/api/sim/reset', {});
export const injectFault = (request: FaultRequest) => postJson<WorkbookView>('/api/sim/faults', request);
