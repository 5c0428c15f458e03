/**
 * The text of one bucket of items. Rows of equal-length tuples (keyword statistics) are stored column
 * by column, which gzip compresses far better than row objects: similar numbers end up side by side.
 */

export interface PackedItem {
  readonly value: unknown;
  /** Epoch ms: equal within a batch, so the column compresses to almost nothing. */
  readonly fetched: number;
}

type Wire = { k: string[]; f: number[]; c?: unknown[][]; v?: unknown[] };

function tupleWidth(values: readonly unknown[]): number | undefined {
  const first = values[0];
  if (!Array.isArray(first)) return undefined;
  return values.every((v) => Array.isArray(v) && v.length === first.length) ? first.length : undefined;
}

export function packItems(items: ReadonlyMap<string, PackedItem>): string {
  const keys = [...items.keys()];
  const values = keys.map((k) => items.get(k)!.value);
  const wire: Wire = { k: keys, f: keys.map((k) => items.get(k)!.fetched) };
  const width = tupleWidth(values);
  if (width === undefined) wire.v = values;
  else wire.c = Array.from({ length: width }, (_, col) => values.map((row) => (row as unknown[])[col]));
  return JSON.stringify(wire);
}

/** Throws when the text is not a consistent bucket: the caller treats that as a damaged entry. */
export function unpackItems(text: string): Map<string, PackedItem> {
  const wire = JSON.parse(text) as Wire;
  const n = wire.k?.length;
  const consistent =
    Array.isArray(wire.k) &&
    Array.isArray(wire.f) &&
    wire.f.length === n &&
    (wire.c ? wire.c.every((col) => Array.isArray(col) && col.length === n) : wire.v?.length === n);
  if (!consistent) throw new Error('inconsistent bucket');
  const items = new Map<string, PackedItem>();
  wire.k.forEach((key, i) => {
    const value = wire.c ? wire.c.map((col) => col[i]) : wire.v![i];
    items.set(key, { value, fetched: wire.f[i] });
  });
  return items;
}
