/**
 * The document's refresh stamp: data fetched before it counts as stale, so formulas fetch again
 * (see settings.ts). Bumped by "Refresh all now" and when a task's results arrive.
 */
import { saveSettings } from '../settings';

export function bumpRefreshStamp(): number {
  return saveSettings({ refreshStamp: Date.now() }).refreshStamp;
}
