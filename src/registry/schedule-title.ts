/** A schedule's title as the sidebar and its messages say it: the report, what it is about, and its sheet. */
import type { ReportParams } from '../reports/job';
import type { ScheduleTarget } from '../reports/schedule';
import type { Words } from '../reports/words';
import { reportDefinition } from './reports';

/** What a report is about, for titles: its domain, phrase, range, project or task. */
export function subjectOf(params: ReportParams, t: Words): string | null {
  const { domain, keyword, phrases, project_id, task_id } = params;
  if (domain) return String(domain);
  if (keyword) return `“${keyword}”`;
  if (phrases) return String(phrases);
  if (project_id) return t('subject.project', { id: String(project_id) });
  if (task_id) return t('subject.task', { id: String(task_id) });
  return null;
}

/** "Visibility history of example.pl → Sheet"; the stamp's is named by the sidebar. */
export function scheduleTitle(target: ScheduleTarget, t: Words): string {
  if (target.kind === 'stamp') return 'Formula refresh stamp';
  const report = t(`report.${reportDefinition(target.request.reportId).id}`);
  const sheet = target.request.sheetName;
  const subject = subjectOf(target.request.params, t);
  return subject ? t('schedule.about', { report, subject, sheet }) : t('schedule.to', { report, sheet });
}
