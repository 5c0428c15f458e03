/**
 * What a report sheet holds: its report, and what that report is about (its domain, phrase, phrases,
 * project or task). A run into a sheet holding another report, or the same one about something else, would
 * put one client's data under another's name: the launcher refuses it before anything is sent.
 */
import { normalizeDomain } from '../normalize';
import type { ReportParams, ReportRequest } from './job';
import type { SheetWords } from './layout';

/** The parameters a report is about. */
const SUBJECT = ['domain', 'keyword', 'phrases', 'project_id', 'task_id'] as const;

const read = (params: ReportParams, name: (typeof SUBJECT)[number]): string => {
  const value = String(params[name] ?? '').trim();
  return name === 'domain' ? normalizeDomain(value, true) : value.toLowerCase();
};

/** Whether the sheet whose words are `held` holds another report, or the same one about something else. */
export function holdsOther(held: Pick<SheetWords, 'reportId' | 'params'>, request: ReportRequest): boolean {
  return (
    held.reportId !== request.reportId ||
    SUBJECT.some((name) => read(held.params, name) !== read(request.params, name))
  );
}
