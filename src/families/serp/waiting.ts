/**
 * Formulas that wait for a SERP analysis. Sheets recalculates `=SEO_SERP("buty zimowe")` only when
 * its arguments change, so a cell showing "Analysis running" would show it for ever, and its "ready in
 * about 3 min" with it. Whenever the add-on runs with the right to edit the document (the sidebar's
 * minute pulse and task polling, the hourly trigger), it finds those cells, asks the service whether
 * their task is ready, and re-enters them: a finished one then reads the report, one still running says
 * how long it has left now and when it was checked (asking for an existing analysis is free).
 */
import type { FormulaCell } from '../../platform/formula-cells';
import { LANGUAGES } from '../../shared/i18n/languages';
import { type Render, said } from '../../shared/i18n/said';

/**
 * The status a SEO_SERP cell shows while its analysis runs, the task id beside it, what will happen (so
 * nobody retypes the formula to make it update) and when it was checked (`checked`: a labelled time).
 * `estimate` is the minutes left, or, once the analysis takes longer than it usually does, how long it
 * has run: an estimate that only ever said "about 1 min" would not move either.
 */
export const runningStatus = (estimate: { left: number } | { running: number }, checked: string) =>
  'left' in estimate
    ? said('serp.running', { status: said('serp.status'), minutes: estimate.left, checked })
    : said('serp.late', { status: said('serp.status'), minutes: estimate.running, checked });

/** The status in every language: the document's may have changed since the cell was written. */
export const runningStatuses = (render: Render): string[] =>
  LANGUAGES.map((language) => render(language, said('serp.status')));

export const SERP_FORMULA_TEXT = 'SEO_SERP(';

/** The task a SEO_SERP cell waits for: the id beside its status (first row without header, second with). */
export function awaitedTask(cell: FormulaCell, statuses: readonly string[]): number | null {
  for (const row of cell.shown) {
    const first = row[0];
    if (typeof first === 'string' && statuses.some((status) => first.startsWith(status))) {
      const id = Number(row[1]);
      return Number.isInteger(id) && id > 0 ? id : null;
    }
  }
  return null;
}

export interface WaitingPorts {
  /** The document's SEO_SERP formula cells. */
  find(): FormulaCell[];
  /** Whether the analysis is finished (checking is free). */
  isReady(taskId: number): boolean;
  reenter(cells: readonly FormulaCell[]): void;
  /** What a waiting cell's status starts with, in every language (`runningStatuses`). */
  readonly statuses: readonly string[];
}

export interface WaitingResult {
  /** Cells still waiting after this pass (re-entered too, so their estimate and check time move). */
  readonly waiting: number;
  /** Cells re-entered because their analysis finished. */
  readonly refreshed: number;
}

/**
 * Re-enters every waiting SEO_SERP cell: the finished ones to read their report, the others to count
 * their estimate down from the task's age. Asks about each task once.
 */
export function refreshWaiting(ports: WaitingPorts): WaitingResult {
  const cells = ports.find().flatMap((cell) => {
    const taskId = awaitedTask(cell, ports.statuses);
    return taskId === null ? [] : [{ cell, taskId }];
  });
  if (!cells.length) return { waiting: 0, refreshed: 0 };
  const ready = new Map<number, boolean>();
  const done = cells.filter(({ taskId }) => {
    if (!ready.has(taskId)) ready.set(taskId, ports.isReady(taskId));
    return ready.get(taskId);
  });
  ports.reenter(cells.map(({ cell }) => cell));
  return { waiting: cells.length - done.length, refreshed: done.length };
}

/** Whether any SEO_SERP cell of the document still waits (no request: it reads the cells only). */
export function anyWaiting(cells: readonly FormulaCell[], statuses: readonly string[]): boolean {
  return cells.some((cell) => awaitedTask(cell, statuses) !== null);
}
