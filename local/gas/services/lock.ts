/**
 * LockService. Executions here run one at a time, so a lock is only ever contended by a holder that
 * another execution left behind; the platform releases every lock when its execution ends.
 */
import type { Execution } from '../execution';

const TIMEOUT_MESSAGE = 'Lock timeout: another process was holding the lock for too long.';

/** Lock owners by scope key ("script", "document", "user:<email>"). */
export class LockTable {
  private readonly holders = new Map<string, Execution>();

  acquire(scope: string, exec: Execution): boolean {
    const holder = this.holders.get(scope);
    if (holder && holder !== exec) return false;
    this.holders.set(scope, exec);
    return true;
  }
  holds(scope: string, exec: Execution): boolean {
    return this.holders.get(scope) === exec;
  }
  release(scope: string, exec: Execution): void {
    if (this.holds(scope, exec)) this.holders.delete(scope);
  }
  releaseAll(exec: Execution): void {
    for (const [scope, holder] of this.holders) if (holder === exec) this.holders.delete(scope);
  }
}

class Lock {
  constructor(
    private readonly scope: string,
    private readonly table: LockTable,
    private readonly exec: Execution,
  ) {}

  tryLock(_timeoutInMillis: number): boolean {
    return this.table.acquire(this.scope, this.exec);
  }
  waitLock(_timeoutInMillis: number): void {
    if (!this.table.acquire(this.scope, this.exec)) throw this.exec.fail(TIMEOUT_MESSAGE);
  }
  hasLock(): boolean {
    return this.table.holds(this.scope, this.exec);
  }
  releaseLock(): void {
    this.table.release(this.scope, this.exec);
  }
}

export function lockService(exec: Execution, table: LockTable): GoogleAppsScript.Lock.LockService {
  const open = (scope: string) => exec.guard('LockService', 'Lock', new Lock(scope, table, exec));
  const service = {
    getScriptLock: () => open('script'),
    getDocumentLock: () => open('document'),
    getUserLock: () => open(`user:${exec.user}`),
  };
  return exec.guard('LockService', 'LockService', service) as unknown as GoogleAppsScript.Lock.LockService;
}
