/**
 * The one lock rule: work that must not interleave with another execution's holds the document lock,
 * waits for it at most LOCK_WAIT_MS, and on a busy lock is skipped (undefined), never failed: whoever
 * holds the lock finishes the same work on the state it leaves behind.
 */

/** Long enough to queue behind a cache write or a trigger sync, short against a formula's 30 s. */
export const LOCK_WAIT_MS = 5_000;

/** Runs `work` while holding the document lock; undefined when another execution kept it. */
export function withDocumentLock<T>(work: () => T): T | undefined {
  const lock = LockService.getDocumentLock();
  if (!lock?.tryLock(LOCK_WAIT_MS)) return undefined;
  try {
    return work();
  } finally {
    lock.releaseLock();
  }
}
