/**
 * The index as the service answers it on a day: the generated rows (`domains.ts`) with the positions tests
 * scripted (`position-scripts.ts`) applied. Every answer that carries a domain's position for a phrase, or a
 * figure summed from its positions, reads its rows here, REST and the tool server alike, so a scripted move
 * shows in the positions report, the histories, the dashboard's visibility and the result pages at once.
 */
import { DAY, isoDate } from './clock';
import {
  ctr,
  domainRows,
  type FetchMode,
  type PhraseOnDay,
  type PhraseTimeline,
  parseTarget,
  type RankingRow,
  selectRows,
} from './domains';
import { keywordMetrics, normalizePhrase } from './keywords-data';
import { Memo } from './memo';
import { type PositionScript, type PositionScripts, phraseOn } from './position-scripts';
import { hash32 } from './rng';
import { QUESTIONS, slugify } from './vocabulary';

/** What answers read the index through: the seed, the scripts, and the clock that says which day it is. */
export interface IndexData {
  readonly seed: string;
  readonly positions: PositionScripts;
  readonly clock: { now(): number };
}

/** How many days before a report's date its "previous" figures stand: the dashboard's compared date. */
const COMPARED_DAYS = 7;

export const todayOf = (data: IndexData): string => isoDate(data.clock.now());
export const comparedDate = (date: string): string => isoDate(Date.parse(date) - COMPARED_DAYS * DAY);

export interface IndexPhrases {
  /** The phrases ranking on the day, by position then searches. */
  rows: RankingRow[];
  /** Scripted phrases not ranking on the day: their history still holds the days they ranked. */
  dropped: RankingRow[];
}

const scriptedMemo = new Memo<IndexPhrases>(40);

/**
 * A registrable domain's phrases on `date` (default today), its scripts applied; without scripts, the
 * generated rows themselves. A domain outside the database stays outside it whatever is scripted.
 */
export function domainPhrases(
  data: IndexData,
  registrable: string,
  countryId: number,
  date = todayOf(data),
): IndexPhrases {
  const base = domainRows(data.seed, registrable, countryId);
  const scripts = data.positions.ofDomain(registrable, countryId);
  if (!scripts.size || !base.length) return { rows: base, dropped: [] };
  // Days on which the same scripts are in force share one answer, so a history of a year builds a few.
  const key = `${data.seed}|${registrable}|${countryId}|${data.positions.version}|${inForce(scripts, date)}`;
  return scriptedMemo.get(key, () => applyScripts(data, registrable, countryId, base, scripts, date));
}

/** Which scripts of each phrase are in force on a date and a week before it. */
function inForce(scripts: ReadonlyMap<string, readonly PositionScript[]>, date: string): string {
  const before = comparedDate(date);
  const count = (list: readonly PositionScript[], day: string) => list.filter((s) => s.from <= day).length;
  return [...scripts.values()].map((list) => `${count(list, date)}.${count(list, before)}`).join(',');
}

/** The rows a report in `mode` covers for `input` on `date` (default today), scripts applied. */
export function indexRows(
  data: IndexData,
  input: string,
  mode: FetchMode,
  countryId: number,
  date?: string,
): RankingRow[] {
  return indexPhrases(data, input, mode, countryId, date).rows;
}

/** The same, with the scripted phrases that do not rank on the day. */
export function indexPhrases(
  data: IndexData,
  input: string,
  mode: FetchMode,
  countryId: number,
  date?: string,
): IndexPhrases {
  const target = parseTarget(input);
  if (!target) return { rows: [], dropped: [] };
  const all = domainPhrases(data, target.registrable, countryId, date);
  return { rows: selectRows(all.rows, target, mode), dropped: selectRows(all.dropped, target, mode) };
}

/** Whether any script touches the domain in the database: answers remembered for it must say which day. */
export function isScripted(data: IndexData, registrable: string, countryId: number): boolean {
  return data.positions.ofDomain(registrable, countryId).size > 0;
}

function applyScripts(
  data: IndexData,
  registrable: string,
  countryId: number,
  base: readonly RankingRow[],
  scripts: ReadonlyMap<string, readonly PositionScript[]>,
  date: string,
): IndexPhrases {
  const generated = new Map<string, RankingRow>();
  for (const row of base) {
    const phrase = normalizePhrase(row.keyword);
    if (scripts.has(phrase) && !generated.has(phrase)) generated.set(phrase, row);
  }
  const ranking: RankingRow[] = [];
  const dropped: RankingRow[] = [];
  for (const [phrase, list] of scripts) {
    const row = rowOn(data, registrable, countryId, phrase, list, generated.get(phrase) ?? null, date);
    (row.position > 0 ? ranking : dropped).push(row);
  }
  const rows = base
    .filter((row) => !scripts.has(normalizePhrase(row.keyword)))
    .concat(ranking)
    .sort((a, b) => a.position - b.position || b.metrics.searches - a.metrics.searches);
  return { rows, dropped };
}

/** The phrase's row on `date`: the scripted fields over the generated row, or over a new one. */
function rowOn(
  data: IndexData,
  registrable: string,
  countryId: number,
  phrase: string,
  scripts: readonly PositionScript[],
  generated: RankingRow | null,
  date: string,
): RankingRow {
  const host = (scripts.filter((s) => s.from <= date).at(-1) ?? scripts[0]).host;
  const pageOf = (url: string | undefined) =>
    url ??
    (generated && (host === registrable || host === generated.host)
      ? generated.url
      : `https://${host}/${slugify(phrase)}`);
  // Each day's state names the page that ranks that day, scripted or the phrase's own.
  const on = (day: string): PhraseOnDay | undefined => {
    const state = phraseOn(scripts, day);
    return state && { ...state, url: pageOf(state.url) };
  };
  const timeline: PhraseTimeline = { base: generated, day: on(date), on };
  const now = timeline.day;
  const then = on(comparedDate(date));
  const position = now?.position ?? generated?.position ?? 0;
  const previous = then?.position !== undefined ? then.position || null : (generated?.previous ?? null);
  const url = pageOf(now?.url);
  const before = pageOf(then?.url);
  const template = generated ?? newRow(data.seed, phrase, countryId);
  return {
    ...template,
    host: parseTarget(url)?.host ?? host,
    url,
    position,
    previous,
    traffic: position ? Math.round(template.metrics.searches * ctr(position) * 100) / 100 : 0,
    formerUrl:
      previous !== null && before !== url ? before : url === generated?.url ? generated.formerUrl : undefined,
    timeline,
  };
}

/** A phrase the index did not have for the domain, as the generator would have made its row. */
function newRow(seed: string, phrase: string, countryId: number): RankingRow {
  return {
    keyword_id: 800_000_000 + (hash32(`scripted|${phrase}`) % 100_000_000),
    keyword: phrase,
    host: '',
    url: '',
    position: 0,
    previous: null,
    metrics: keywordMetrics(seed, phrase, countryId),
    traffic: 0,
    question: QUESTIONS.some((q) => phrase.startsWith(`${q} `)),
    brand: false,
  };
}

/**
 * Where a scripted phrase stood on a day a script covers (position null: not ranking), or undefined on a day
 * no position script covers, which the phrase's generated history fills.
 */
export function scriptedPlace(
  row: RankingRow,
  date: string,
): { position: number | null; url: string } | undefined {
  const state = row.timeline?.on(date);
  if (state?.position === undefined) return undefined;
  return { position: state.position || null, url: state.url ?? row.url };
}

/**
 * The rows of `input` on each day a history asks for: one array for the days the same scripts are in force
 * (so a history sums each once), the same array every day when nothing is scripted.
 */
export function rowsByDay(
  data: IndexData,
  input: string,
  mode: FetchMode,
  countryId: number,
): (date: string) => readonly RankingRow[] {
  const target = parseTarget(input);
  if (!target || !isScripted(data, target.registrable, countryId)) {
    const rows = indexRows(data, input, mode, countryId);
    return () => rows;
  }
  const selected = new Map<IndexPhrases, RankingRow[]>();
  return (date) => {
    const all = domainPhrases(data, target.registrable, countryId, date);
    const rows = selected.get(all) ?? selectRows(all.rows, target, mode);
    selected.set(all, rows);
    return rows;
  };
}
