/**
 * Many input cells to few requests: normalize, de-duplicate, cut into batches, and remember for
 * every input row which unique key answers it, so output maps back to every row, duplicates included.
 */
import type { ListItem } from './args';
import { type Said, said } from '../shared/i18n/said';

/** Phrases longer than this are answered with a row note instead of being sent. */
export const MAX_PHRASE_CHARS = 200;

/** What answers one input row: a key to look up, nothing (a blank row), or a note. */
export type RowPlan = { key: string } | { blank: true } | { note: Said };

export interface Plan {
  readonly rows: RowPlan[];
  /** Keys in the order first seen. */
  readonly unique: string[];
}

/**
 * `refuse` names why a normalized key cannot be sent (a domain that is not one); its row gets that note
 * and the key is never asked about.
 */
export function planRows(
  items: readonly ListItem[],
  normalize: (text: string) => string,
  maxChars: number,
  refuse: (key: string, text: string) => Said | undefined = () => undefined,
): Plan {
  const unique = new Set<string>();
  const rows = items.map((item): RowPlan => {
    if (item.kind === 'blank') return { blank: true };
    if (item.kind === 'error') return { note: said('note.inputError', { value: item.value }) };
    if (item.text.length > maxChars) return { note: said('note.tooLong', { max: maxChars }) };
    const key = normalize(item.text);
    // Text that normalizes to nothing ("http://" as a domain) is refused like any other, not left blank.
    const problem = refuse(key, item.text);
    if (problem) return { note: said('note.refused', { problem }) };
    if (!key) return { blank: true };
    unique.add(key);
    return { key };
  });
  return { rows, unique: [...unique] };
}

/**
 * Batches of at most `size`, sorted first: the service charges tool runs by their exact parameter
 * list, so the same phrases in any input order become the same runs and repeat free within 24 h.
 */
export function batches(keys: readonly string[], size: number): string[][] {
  const sorted = [...keys].sort();
  const out: string[][] = [];
  for (let i = 0; i < sorted.length; i += size) out.push(sorted.slice(i, i + size));
  return out;
}
