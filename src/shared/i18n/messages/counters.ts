/**
 * The quota counters' names and notes as messages (`counter.<name>`, `counterNote.<name>`), taken from quota
 * wording's labels and notes, so that an error or a paused run names the counter (and says what the shared
 * tools counter covers) in the reader's language while each text is written once.
 */
type Names<T> = {
  readonly [K in keyof T as K extends `label.${infer N}`
    ? `counter.${N}`
    : K extends `note.${infer N}`
      ? `counterNote.${N}`
      : never]: T[K];
};

const RENAMED: Readonly<Record<string, string>> = { label: 'counter', note: 'counterNote' };

export function counterMessages<T extends Readonly<Record<string, unknown>>>(quotaShared: T): Names<T> {
  return Object.fromEntries(
    Object.entries(quotaShared).flatMap(([key, text]) => {
      const [kind, ...name] = key.split('.');
      return kind in RENAMED && name.length ? [[`${RENAMED[kind]}.${name.join('.')}`, text]] : [];
    }),
  ) as Names<T>;
}
