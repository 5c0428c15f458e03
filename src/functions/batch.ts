/**
 * Many input cells to few requests: normalize, de-duplicate, cut into batches, and remember for
 * every input row which unique key answers it, so output maps back to every row, duplicates included.
 */
import type { ListItem } from './args';
import { type Said, said } from '../shared/i18n/said';

/** Phrases longer than this are answered with a row note instead of being sent. */
export const MAX_PHRASE_CHARS = 200;

/**
 * What answers one input row: a key to look up, nothing (a blank row), or why it is not looked up, with
 * the input as the cell held it: a refused row still says which input it was.
 */
export type RowPlan = { key: string } | { blank: true } | { refused: Said; input: string };

export interface Plan {
  readonly rows: RowPlan[];
  /** Keys in the order first seen. */
  readonly unique: string[];
}

/**
 * `refuse` names why a normalized key cannot be sent (a domain that is not one); its row gets that reason
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
    if (item.kind === 'error')
      return { refused: said('note.inputError', { value: item.value }), input: item.value };
    const input = item.text;
    if (input.length > maxChars) return { refused: said('note.tooLong', { max: maxChars }), input };
    const key = normalize(input);
    // Text that normalizes to nothing ("http://" as a domain) is refused like any other, not left blank.
    const problem = refuse(key, input);
    if (problem) return { refused: said('note.refused', { problem }), input };
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
