/**
 * Where the previous run of a schedule is kept for its rules to compare with: behind `RunMemory`, so that
 * the warehouse, when it is on, can answer from the runs it already holds. In the document it is a hidden
 * sheet, one row a schedule, its run packed and compressed into cells of text: a 20,000-row positions
 * report takes a few hundred kilobytes there, which the document's 500 KB of properties could not hold
 * beside everything else.
 */
import { type Observed, packObserved, unpackObserved } from './observed';

export interface RunMemory {
  /** What the rules need of the schedule's last run; null before the first (it then only sets the baseline). */
  read(scheduleId: string): Observed | null;
  keep(scheduleId: string, observed: Observed): void;
  forget(scheduleId: string): void;
}

/** Text kept by id (platform/memory-sheet.ts: a hidden sheet's rows). */
export interface TextStore {
  get(id: string): string | null;
  set(id: string, text: string): void;
  remove(id: string): void;
}

/** Text to compact text and back (gzip and base64 in Apps Script). */
export interface Packer {
  pack(text: string): string;
  unpack(packed: string): string;
}

export function documentMemory(store: TextStore, packer: Packer): RunMemory {
  return {
    read(scheduleId) {
      const text = store.get(scheduleId);
      if (!text) return null;
      try {
        return unpackObserved(packer.unpack(text));
      } catch {
        // Damaged (a cell edited by hand): the next run is a baseline again.
        return null;
      }
    },
    keep: (scheduleId, observed) => store.set(scheduleId, packer.pack(packObserved(observed))),
    forget: (scheduleId) => store.remove(scheduleId),
  };
}
