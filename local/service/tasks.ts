/**
 * Asynchronous tasks of every kind: the records the state keeps, owned by accounts, with one id sequence
 * across kinds.
 */
import { createHash } from 'node:crypto';
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

/** A tool run the reference names by a hash (`public_id`) beside the numeric id. */
export interface PublicRun extends OwnedTask {
  publicId: string;
}

export type CrawlType = 'top100_crawl' | 'urls_crawl';

/** A TOP100 crawl of phrases or a crawl of URLs (modules/crawl.ts). */
export interface CrawlTask extends OwnedTask {
  type: CrawlType;
  items: string[];
  countryId: number;
}

/** A SERP analysis of one phrase (modules/serp.ts). */
export interface SerpTask extends OwnedTask {
  keyword: string;
  countryId: number;
  /** Creation or last refresh: readiness is measured from here. */
  startedAt: number;
}

/** A run of the keyword statistics tool (modules/keywords.ts). */
export interface StatisticsTask extends PublicRun {
  keywords: string[];
  countryId: number;
}

/** How a URL names its domain: the whole registered domain, or its host. */
export type DomainMode = 'topLevelDomain' | 'subdomain';

/** A run of the URLs' visibility tool (modules/visibility-urls.ts). */
export interface UrlsRun extends PublicRun {
  /** As sent, trimmed: each is a domain, a host or a URL. */
  urls: string[];
  countryId: number;
  /** How each URL's domain is read; without one, a host with a subdomain is that host, else the domain. */
  mode?: DomainMode;
}

/**
 * The owner's run that `same` recognises (a finished run of the same input, answered again), else a new run
 * of `fields`, its public id an md5 of the kind, the seed and its id.
 */
export function reuseOrAddRun<T extends PublicRun>(
  registry: TaskRegistry<T>,
  owner: { ownerId: number; seed: string; now: number; kind: string },
  same: (run: T) => boolean,
  fields: Omit<T, keyof PublicRun>,
): T {
  return (
    registry.find(owner.ownerId, same) ??
    registry.add(
      (id) =>
        ({
          id,
          publicId: createHash('md5').update(`${owner.kind}|${owner.seed}|${id}`).digest('hex'),
          ownerId: owner.ownerId,
          createdAt: owner.now,
          ...fields,
        }) as T,
    )
  );
}
