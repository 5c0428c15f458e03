/**
 * One bad item never fails its list: a list the service refuses for some of its items (a 418 naming
 * `urls.15` or `keywords.3`, the index in the list as sent) is sent again without them, each taken out
 * with the service's reason, until it is accepted, refused for no item it names, or emptied. Used where
 * many items go in one request: the URLs tool's runs and the keyword-statistics runs, at either door.
 */
import type { Settled } from './client';
import { ItemRefusedError, refusedItems } from './errors';

/** A list sent again at most this many times: a service that names items one at a time ends here. */
const MAX_RESENDS = 4;

export interface SentList<T> {
  /** Indices (in the list as given) of the items the answer is for, in order. */
  readonly kept: readonly number[];
  /** The answer for the kept items; absent when every item was refused. */
  readonly answer?: Settled<T>;
  /** Each refused item's error, by its index in the list as given. */
  readonly refused: ReadonlyMap<number, ItemRefusedError>;
}

/**
 * Sends every list (`send`: one answer per list, in order, all at once) under the service's list
 * parameter `field`; one result per list, in order.
 */
export function sendDroppingRefused<T>(
  lists: readonly (readonly string[])[],
  field: string,
  send: (lists: readonly (readonly string[])[]) => Settled<T>[],
): SentList<T>[] {
  const results = lists.map((list) => ({
    kept: list.map((_, i) => i),
    answer: undefined as Settled<T> | undefined,
    refused: new Map<number, ItemRefusedError>(),
  }));
  let todo = results.map((_, i) => i);
  for (let round = 0; todo.length; round++) {
    const answers = send(todo.map((i) => results[i].kept.map((k) => lists[i][k])));
    todo = todo.filter((i, j) => {
      const result = results[i];
      const answer = answers[j];
      const named = answer.ok || round === MAX_RESENDS ? new Map() : refusedItems(answer.error, field);
      const dropped = [...named].filter(([index]) => index < result.kept.length);
      if (!dropped.length) {
        result.answer = answer;
        return false;
      }
      const details = answer.ok ? {} : { path: answer.error.path, status: answer.error.status };
      for (const [index, reason] of dropped) {
        const item = result.kept[index];
        result.refused.set(item, new ItemRefusedError(lists[i][item], reason, details));
      }
      result.kept = result.kept.filter((_, index) => !named.has(index));
      return result.kept.length > 0;
    });
  }
  return results;
}
