/**
 * What the document holds of a formula's answer. A formula is a question: its name and its arguments.
 * Once it has been answered whole, the same question is answered again from the document's cache, whatever
 * the data's age, whichever way, connection or account filled it, and sends nothing: Sheets running it again
 * (a relabelling pass after a language change, a file opened in another locale, the sidebar's first opening,
 * a recalculation on opening) is never a reason to spend. Rows it never had (refused, failed for good) keep
 * the reason they had; only what the document had and lost (its cache made room) is asked again. The user's
 * refresh ends the hold: Refresh all and a scheduled refresh
 * (`refreshedAt`, `refreshStamp`), or a new value of the `refresh` argument (a new question).
 *
 * An answer cut short (out of time, the service to be tried later, a partial list, an analysis still
 * running) is not held: entering the formula again fetches the rest, as its notes say.
 */
import { ApiError, type ApiErrorCode } from '../api/errors';
import type { Cached } from '../cache';
import type { Context } from '../context';
import { hashId } from '../shared/hash';
import { type Said, said } from '../shared/i18n/said';
import type { Cell, Table } from '../shared/table';

/** A held answer as kept in the document cache: the reasons of the rows it never had, by item key. */
interface Record {
  readonly n?: { readonly [item: string]: readonly [ApiErrorCode, Said] };
}

const HOUR = 3_600_000;

export interface Answering {
  /** The question is held: answer from what the document holds, send nothing. */
  readonly held: boolean;
  /** It was answered before the user's last refresh: asked again because the user asked for fresh data. */
  readonly refreshed: boolean;
  /**
   * Held: why an item the answer never had is missing (its reason when it was asked); undefined for one the
   * document had and lost (its cache made room, another account's own data), which is asked again.
   */
  refusal(item: string): ApiError | undefined;
  /** A read of the document cache: `fetchedAt` dates the answer, `maxAgeMs` is its kind's freshness. */
  read(fetchedAt: number, maxAgeMs: number): void;
  /** An item refused or failed for good: held with the answer, with its reason. */
  failed(item: string, error: ApiError): void;
  /** Part of the answer could not be kept: not held, the next run fetches the rest. */
  cutShort(): void;
}

type AnswerContext = Pick<Context, 'cache' | 'settings' | 'now'>;

/** The key of a question: the formula and its arguments as Sheets gave them. */
export function questionKey(name: string, values: readonly unknown[]): string {
  return `${name}|${hashId(JSON.stringify(values))}`;
}

/**
 * The answering of `question` in this execution: held when the document has answered it since the user
 * last refreshed. `settle` keeps a live answer that came whole from the cache or the service; `close` adds
 * the closing note of a held answer older than its freshness. The record is read with the formula's first
 * read of its data (`readAlong`), which a formula whose answer is held always makes: one call for both.
 */
export function answering(
  ctx: AnswerContext,
  question: string,
): Answering & { settle(): void; close(table: Table): Table } {
  const cache = ctx.cache;
  cache?.readAlong('answers', [question]);
  let record: { readonly found?: Cached<Record>; readonly held: boolean } | undefined;
  const lookUp = () => {
    if (!record) {
      const found = cache?.getItems<Record>('answers', [question], ANY_AGE).get(question);
      const since = Math.max(ctx.settings.refreshStamp, ctx.settings.refreshedAt);
      record = { found, held: found !== undefined && found.fetchedAt >= since };
    }
    return record;
  };
  const notes: { [item: string]: readonly [ApiErrorCode, Said] } = {};
  let reads = 0;
  let whole = true;
  let oldestStale: number | undefined;
  return {
    get held() {
      return lookUp().held;
    },
    get refreshed() {
      const { found, held } = lookUp();
      return found !== undefined && !held;
    },
    refusal(item) {
      const { found, held } = lookUp();
      const note = held ? found?.value.n?.[item] : undefined;
      return note && new ApiError(note[0], note[1]);
    },
    read(fetchedAt, maxAgeMs) {
      reads += 1;
      if (ctx.now() - fetchedAt > maxAgeMs) oldestStale = Math.min(oldestStale ?? fetchedAt, fetchedAt);
    },
    failed(item, error) {
      notes[item] = [error.code, error.said];
    },
    cutShort() {
      whole = false;
    },
    settle() {
      if (!reads || !whole || !cache || lookUp().held) return;
      const record: Record = Object.keys(notes).length ? { n: notes } : {};
      try {
        cache.putItems('answers', new Map([[question, record]]), HELD_PRUNE_MS);
      } catch {
        // Best effort: an answer not held is asked again, as before.
      }
    },
    close(table) {
      if (oldestStale === undefined || !table.length || !lookUp().held) return table;
      const hours = Math.max(1, Math.round((ctx.now() - oldestStale) / HOUR));
      const note: Cell[] = table[0].map(() => '');
      note[0] = said('note.heldAge', { hours });
      return [...table, note];
    },
  };
}

/** Any age: a held answer is read whatever its age, past every refresh stamp (it is checked above). */
export const ANY_AGE = { maxAgeMs: Number.POSITIVE_INFINITY, notBefore: 0 } as const;

/**
 * Answer records older than this are dropped from their bucket when it is written: a question not asked
 * for a year has long since been refreshed or deleted. Records are small; the bucket's eviction bounds them.
 */
const HELD_PRUNE_MS = 366 * 24 * HOUR;
