/**
 * What the rules need of one run, read from the table it published: each phrase's (or domain's) position,
 * page, searches, visibility and AI Overview citation, and what the table cannot tell (positions past the
 * row limit that cut it). Kept between runs compactly (memory.ts): columns, not objects, and only the
 * fields the report offers.
 */
import type { Offer } from './offer';

export interface Seen {
  /** As the table wrote it. */
  readonly text: string;
  /** 1–100; null: not ranking. */
  readonly position: number | null;
  readonly url: string | null;
  /** How many pages of the domain the phrase's rows name (two or more: cannibalization). */
  readonly urls: number;
  readonly searches: number | null;
  readonly visibility: number | null;
  readonly cited: boolean | null;
}

export interface Observed {
  /** Which request it answered: a run of another domain or market is no previous run of this one. */
  readonly of: string;
  readonly at: number;
  /**
   * The worst position in the table when its row limit cut it: a phrase missing from it may rank anywhere
   * past that, so no rule says it left a TOP it is past. Null: the table holds every row there is.
   */
  readonly cut: number | null;
  /** The asked domain's own visibility (competitors), when the run kept it beside the table. */
  readonly own: number | null;
  /** By the phrase or domain, lower-cased with its spaces collapsed. */
  readonly rows: ReadonlyMap<string, Seen>;
}

/** What a run published: its columns (flattened keys) and rows as the staging sheet held them. */
export interface Published {
  readonly header: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

export const keyOf = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

const number = (value: unknown): number | null => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

const position = (value: unknown): number | null => {
  const n = number(value);
  return n !== null && n >= 1 ? n : null;
};

const yes = (value: unknown): boolean | null =>
  value === null || value === '' || value === undefined
    ? null
    : value === true || value === 1 || value === 'true';

/**
 * The run's table as the rules read it. `cutBy`: the run stopped at its row limit with rows left; `aside`:
 * what the run kept beside its rows (the asked domain's own figures).
 */
export function observe(
  offer: Offer,
  table: Published,
  meta: { of: string; at: number; cutBy: boolean; aside?: Readonly<Record<string, unknown>> },
): Observed {
  const column = (name: string | undefined) => (name === undefined ? -1 : table.header.indexOf(name));
  const at = {
    key: column(offer.key),
    position: column(offer.position),
    url: column(offer.url),
    searches: column(offer.searches),
    visibility: column(offer.visibility),
    cited: column(offer.cited),
  };
  const cell = (row: readonly unknown[], index: number) => (index < 0 ? null : row[index]);
  const rows = new Map<string, Seen & { pages: Set<string> }>();
  for (const row of table.rows) {
    const text = String(cell(row, at.key) ?? '').trim();
    if (!text) continue;
    const url = String(cell(row, at.url) ?? '') || null;
    const seen = {
      text,
      position: position(cell(row, at.position)),
      url,
      urls: 0,
      searches: number(cell(row, at.searches)),
      visibility: number(cell(row, at.visibility)),
      cited: yes(cell(row, at.cited)),
    };
    // A phrase on two rows (two pages of the domain): its best position, and every page it names.
    const known = rows.get(keyOf(text));
    const best = !known || (seen.position ?? 101) < (known.position ?? 101) ? seen : known;
    const pages = known?.pages ?? new Set<string>();
    if (url) pages.add(url);
    const cited = known?.cited === true || seen.cited === true ? true : (seen.cited ?? known?.cited ?? null);
    rows.set(keyOf(text), { ...best, cited, pages });
  }
  const positions = [...rows.values()].map((seen) => seen.position ?? 0);
  const own = offer.own && offer.visibility ? number(meta.aside?.[offer.visibility]) : null;
  return {
    of: meta.of,
    at: meta.at,
    cut: meta.cutBy && positions.length ? Math.max(...positions) : null,
    own,
    rows: new Map([...rows].map(([key, { pages, ...seen }]) => [key, { ...seen, urls: pages.size }])),
  };
}

type Column = readonly (string | number | boolean | null)[];
interface Packed {
  readonly of: string;
  readonly at: number;
  readonly cut: number | null;
  readonly own: number | null;
  readonly k: Column;
  readonly p: Column;
  readonly u: Column;
  readonly n: Column;
  readonly s: Column;
  readonly v: Column;
  readonly c: Column;
}

/** Columns of the same kind side by side, which compress far better than row objects. */
export function packObserved(observed: Observed): string {
  const seen = [...observed.rows.values()];
  const col = <T extends string | number | boolean | null>(pick: (s: Seen) => T): Column =>
    seen.some((s) => pick(s) !== null) ? seen.map(pick) : [];
  const packed: Packed = {
    of: observed.of,
    at: observed.at,
    cut: observed.cut,
    own: observed.own,
    k: seen.map((s) => s.text),
    p: col((s) => s.position),
    u: col((s) => s.url),
    n: col((s) => (s.urls > 1 ? s.urls : null)),
    s: col((s) => s.searches),
    v: col((s) => s.visibility),
    c: col((s) => s.cited),
  };
  return JSON.stringify(packed);
}

export function unpackObserved(text: string): Observed {
  const packed = JSON.parse(text) as Packed;
  const at = <T>(column: Column, i: number, blank: T): T => (column[i] ?? blank) as T;
  const rows = new Map<string, Seen>();
  packed.k.forEach((text, i) => {
    const url = at<string | null>(packed.u, i, null);
    rows.set(keyOf(String(text)), {
      text: String(text),
      position: at(packed.p, i, null),
      url,
      urls: at(packed.n, i, url ? 1 : 0),
      searches: at(packed.s, i, null),
      visibility: at(packed.v, i, null),
      cited: at(packed.c, i, null),
    });
  });
  return { of: packed.of, at: packed.at, cut: packed.cut, own: packed.own, rows };
}
