/**
 * The quota counters' names and notes as messages (`messages.counter.<name>`, `messages.counterNote.<name>`),
 * taken from quota wording's labels and notes, so that an error or a paused run names the counter (and says
 * what the shared tools counter covers) in the reader's language while each text is written once.
 */
type Names<T> = {
  readonly [K in keyof T as K extends `quota.label.${infer N}`
    ? `messages.counter.${N}`
    : K extends `quota.note.${infer N}`
      ? `messages.counterNote.${N}`
      : never]: T[K];
};

const RENAMED: readonly (readonly [string, string])[] = [
  ['quota.label.', 'messages.counter.'],
  ['quota.note.', 'messages.counterNote.'],
];

export function counterMessages<T extends Readonly<Record<string, unknown>>>(quota: T): Names<T> {
  return Object.fromEntries(
    Object.entries(quota).flatMap(([key, text]) =>
      RENAMED.flatMap(([from, to]) => (key.startsWith(from) ? [[to + key.slice(from.length), text]] : [])),
    ),
  ) as Names<T>;
}
