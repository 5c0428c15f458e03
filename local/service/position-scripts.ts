/**
 * Positions a test scripts day by day (`POST /__sim/script`), so that an alert can be seen happening: from
 * a date on, a domain ranks at a given place for a phrase (or not at all), its landing page is another, a
 * second page of it ranks too, or the phrase's AI Overview cites it or stops citing it. Scripts stack:
 * on a day each field of a phrase is what the latest script from that day or earlier set. `ranking.ts`
 * applies them to the generated index, which every answer reads.
 */
import type { PhraseOnDay } from './domains';
import { normalizePhrase } from './keywords-data';

export interface PositionScript extends PhraseOnDay {
  /** The host the control named, `www.` dropped: where the phrase's page is when the index has none. */
  host: string;
  registrable: string;
  /** Normalized. */
  keyword: string;
  /** `YYYY-MM-DD` on the simulator's clock (UTC days). */
  from: string;
  /** One database, or null for every database the domain is in. */
  countryId: number | null;
}

const FIELDS = ['position', 'url', 'second', 'aio'] as const;

/** What the scripts of one phrase say on `date`: each field from the latest script that set it by then. */
export function phraseOn(scripts: readonly PositionScript[], date: string): PhraseOnDay | undefined {
  let state: PhraseOnDay | undefined;
  for (const script of scripts) {
    if (script.from > date) break;
    state ??= {};
    for (const field of FIELDS)
      if (script[field] !== undefined) Object.assign(state, { [field]: script[field] });
  }
  return state;
}

/** Unique across simulators in one process, which share what is remembered of generated answers. */
let revisions = 0;

export class PositionScripts {
  private scripts: PositionScript[] = [];
  /** Moves on every change: what is remembered of scripted answers is keyed by it. */
  private revision = ++revisions;

  get version(): number {
    return this.revision;
  }

  /** Adds a script; those of a phrase stay in date order, a later one of the same date after the earlier. */
  add(script: PositionScript): void {
    const at = this.scripts.findIndex((s) => s.from > script.from);
    this.scripts.splice(at < 0 ? this.scripts.length : at, 0, script);
    this.revision = ++revisions;
  }

  clear(): void {
    if (this.scripts.length) this.revision = ++revisions;
    this.scripts = [];
  }

  list(): readonly PositionScript[] {
    return this.scripts;
  }

  /** A registrable domain's scripts in a database, by normalized phrase, in date order. */
  ofDomain(registrable: string, countryId: number): Map<string, PositionScript[]> {
    return this.grouped((s) => s.registrable === registrable && applies(s, countryId));
  }

  /** Every domain's scripts of a phrase in a database, by registrable domain. */
  ofPhrase(keyword: string, countryId: number): Map<string, PositionScript[]> {
    const norm = normalizePhrase(keyword);
    const byDomain = new Map<string, PositionScript[]>();
    for (const s of this.scripts)
      if (s.keyword === norm && applies(s, countryId)) {
        const list = byDomain.get(s.registrable) ?? [];
        list.push(s);
        byDomain.set(s.registrable, list);
      }
    return byDomain;
  }

  private grouped(keep: (s: PositionScript) => boolean): Map<string, PositionScript[]> {
    const byPhrase = new Map<string, PositionScript[]>();
    for (const s of this.scripts)
      if (keep(s)) {
        const list = byPhrase.get(s.keyword) ?? [];
        list.push(s);
        byPhrase.set(s.keyword, list);
      }
    return byPhrase;
  }
}

const applies = (s: PositionScript, countryId: number): boolean =>
  s.countryId === null || s.countryId === countryId;
