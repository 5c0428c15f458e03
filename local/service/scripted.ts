/**
 * Answers a test scripts to play the stranger the add-on must not trust: rows whose text (a phrase, a URL,
 * a page's title or heading) is whatever the index or a crawled page could hold, formulas included; pages
 * far larger than asked; and an authorization server's metadata with fields of its choosing. REST's
 * answers and the tool server's records are rewritten alike, so either door meets the same text.
 */

/** The text a row carries, by role, and the wire keys that hold it in REST's rows and the tools' records. */
export const TEXT_ROLES = {
  phrase: ['keyword', 'phrase'],
  url: ['url'],
  title: ['title'],
  heading: ['h1', 'h2', 'h3', 'headers'],
} as const;
export type TextRole = keyof typeof TEXT_ROLES;

/** A compact row of an oversized page: about 36 bytes, so 1,300,000 of them make a 47 MB answer. */
const oversizedRow = (i: number): string => `{"keyword":"k${i + 1}","position":${(i % 100) + 1}}`;

export class Scripted {
  private texts: readonly string[] = [];
  private keys = new Set<string>();
  /** The next text of each key, so every key's strings go through all the texts in turn. */
  private next = new Map<string, number>();
  /** Rows the next pages hold, and how many pages are left to hit. */
  private oversize = { rows: 0, remaining: 0 };
  /** Fields of the authorization server's metadata to replace (null: leave the field out). */
  metadata: Readonly<Record<string, unknown>> = {};

  /** Every string under the keys of `roles` becomes the next of `texts`, in turn; no texts: as generated. */
  scriptText(texts: readonly string[], roles: readonly TextRole[]): void {
    this.texts = texts;
    this.keys = new Set(roles.flatMap((role) => TEXT_ROLES[role]));
    this.next.clear();
  }

  scriptOversize(rows: number, count: number): void {
    this.oversize = { rows, remaining: rows > 0 ? count : 0 };
  }

  reset(): void {
    this.scriptText([], []);
    this.scriptOversize(0, 0);
    this.metadata = {};
  }

  get state(): object {
    return {
      texts: this.texts.length,
      roles: Object.entries(TEXT_ROLES)
        .filter(([, keys]) => keys.some((key) => this.keys.has(key)))
        .map(([role]) => role),
      oversize: { ...this.oversize },
      metadata: Object.keys(this.metadata),
    };
  }

  /** `data` with the scripted text in place of the generated one (a copy; the data layer keeps its own). */
  rewrite<T>(data: T): T {
    if (!this.texts.length) return data;
    return this.walk(data, null) as T;
  }

  /** `under`: the scripted key the value is under, whose strings take the texts in turn. */
  private walk(value: unknown, under: string | null): unknown {
    if (typeof value === 'string') {
      if (under === null) return value;
      const next = this.next.get(under) ?? 0;
      this.next.set(under, next + 1);
      return this.texts[next % this.texts.length];
    }
    if (Array.isArray(value)) return value.map((item) => this.walk(item, under));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        this.walk(item, under ?? (this.keys.has(key) ? key : null)),
      ]),
    );
  }

  /** The rows a page armed to be oversized holds instead of its own, or 0 when none is armed. */
  takeOversize(): number {
    if (this.oversize.remaining <= 0) return 0;
    this.oversize.remaining--;
    return this.oversize.rows;
  }

  /** A REST list answer of `rows` rows, built as text: a JSON.stringify of a million objects is the slow part. */
  static oversizedPage(rows: number, pagination: Record<string, unknown>): string {
    const parts: string[] = new Array(rows);
    for (let i = 0; i < rows; i++) parts[i] = oversizedRow(i);
    return `{"success":true,"data":[${parts.join(',')}],"pagination":${JSON.stringify({ ...pagination, count: rows })}}`;
  }

  /** Records of an oversized tool answer. */
  static oversizedRecords(rows: number): object[] {
    return Array.from({ length: rows }, (_, i) => ({ keyword: `k${i + 1}`, position: (i % 100) + 1 }));
  }
}
