/** Asynchronous tasks of every kind, owned by accounts, with one id sequence across kinds. */
import { fail } from './reply';

export interface OwnedTask {
  id: number;
  ownerId: number;
  createdAt: number;
}

export class IdSequence {
  private next = 5001;

  take(): number {
    return this.next++;
  }

  reset(): void {
    this.next = 5001;
  }
}

export class TaskRegistry<T extends OwnedTask> {
  private readonly items = new Map<number, T>();

  constructor(private readonly ids: IdSequence) {}

  add(make: (id: number) => T): T {
    const task = make(this.ids.take());
    this.items.set(task.id, task);
    return task;
  }

  /** The caller's task; an unknown or foreign id is the HTML 404 of a missing resource. */
  get(ownerId: number, id: number | undefined): T {
    const task = id === undefined ? undefined : this.items.get(id);
    if (!task || task.ownerId !== ownerId) throw fail.missingResource();
    return task;
  }

  find(ownerId: number, test: (task: T) => boolean): T | undefined {
    return this.list(ownerId).find(test);
  }

  /** Newest first. */
  list(ownerId: number): T[] {
    return [...this.items.values()].filter((t) => t.ownerId === ownerId).reverse();
  }

  clear(): void {
    this.items.clear();
  }
}
