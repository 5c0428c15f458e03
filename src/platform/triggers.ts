/**
 * The one time-driven trigger per document. Add-ons may hold one trigger of each type per user
 * and document and run it at most hourly; every change goes through `syncTrigger` under the
 * document lock, so no sequence of clicks, tabs or editors ever leaves two.
 */
import { withDocumentLock } from './lock';

/** The exported server function the trigger calls (see handlers/reports.ts). */
export const TICK_HANDLER = 'reportsTick';

function hourlyTriggers(): GoogleAppsScript.Script.Trigger[] {
  return ScriptApp.getUserTriggers(SpreadsheetApp.getActiveSpreadsheet()).filter(
    (trigger) => trigger.getHandlerFunction() === TICK_HANDLER,
  );
}

/**
 * Creates the trigger when `needed` and there is none, removes it (and any stray copy) otherwise.
 * Skipped while another execution holds the lock: every holder (a run step, the tick) syncs the
 * trigger from the stored jobs and schedules once it lets go, so the latest state still wins.
 */
export function syncTrigger(needed: () => boolean): void {
  withDocumentLock(() => {
    const existing = hourlyTriggers();
    const keep = needed() ? 1 : 0;
    for (const extra of existing.slice(keep)) ScriptApp.deleteTrigger(extra);
    if (keep && !existing.length) {
      ScriptApp.newTrigger(TICK_HANDLER).timeBased().everyHours(1).create();
    }
  });
}
