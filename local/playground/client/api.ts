/** The page's only way to the playground server: one typed function per endpoint. */
import type {
  ActivateRequest,
  AdvanceRequest,
  ErrorBody,
  FaultRequest,
  MenuRequest,
  SetCellRequest,
  WorkbookView,
} from '../protocol';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const payload = (await response.json()) as T | ErrorBody;
  if (!response.ok) throw new Error((payload as ErrorBody).error);
  return payload as T;
}

export async function loadWorkbook(): Promise<WorkbookView> {
  const response = await fetch('/api/workbook');
  return (await response.json()) as WorkbookView;
}

export const setCell = (request: SetCellRequest) => post<WorkbookView>('/api/cell', request);
export const activateSheet = (request: ActivateRequest) => post<WorkbookView>('/api/activate', request);
export const addSheet = () => post<WorkbookView>('/api/sheet', {});
export const runMenu = (request: MenuRequest) => post<WorkbookView>('/api/menu', request);
export const closeSidebar = () => post<WorkbookView>('/api/sidebar/close', {});
export const advanceClock = (request: AdvanceRequest) => post<WorkbookView>('/api/sim/advance', request);
export const resetSimulator = () => post<WorkbookView>('/api/sim/reset', {});
export const injectFault = (request: FaultRequest) => post<WorkbookView>('/api/sim/faults', request);
