/**
 * Phrases and their keyword-database metrics. A phrase's numbers depend only on the seed, the
 * normalized phrase and the country, so every report agrees about a phrase.
 */
import { Memo } from './memo';
import { rng } from './rng';
import { ADJECTIVES, CITIES, COMMERCIAL, MODIFIERS, QUESTIONS, slugOfWords, TOPICS } from './vocabulary';

export interface KeywordMetrics {
  found: boolean;
  searches: number;
  cpc: number;
  competition: number;
  trend: number[];
}

/**
 * What a generated phrase's words alone decide. Phrases are combinations of the vocabulary's words, fewer
 * than the ids that name them (a test run's 1.7 million rows hold 670,000 ids and 100,000 texts), so a
 * form is made once for its combination and generated rows share it.
 */
export interface PhraseForm {
  /** The combination's number, below FORMS: what the form and its metrics are kept by. */
  code: number;
  text: string;
  /** `slugify` of the phrase's noun, the page of the noun that may rank for it. */
  nounSlug: string;
  /** `/` and `slugify` of the text: the page under the noun's that may rank for it instead. */
  leaf: string;
}

export interface Phrase {
  id: number;
  question: boolean;
  form: PhraseForm;
}

export function normalizePhrase(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Where each topic's nouns start when every topic's nouns are numbered in one row. */
const NOUN_BASE = TOPICS.map((_, t) => TOPICS.slice(0, t).reduce((n, topic) => n + topic.nouns.length, 0));
/** A phrase opens with a question, an adjective or neither (0). */
const OPENERS = [...QUESTIONS, ...ADJECTIVES];
const FORMS =
  (NOUN_BASE[TOPICS.length - 1] + TOPICS[TOPICS.length - 1].nouns.length) *
  (1 + OPENERS.length) *
  (1 + MODIFIERS.length) *
  (1 + CITIES.length);
/** By code; an array of the vocabulary's size, so it is bounded as a memo would be. */
const forms: (PhraseForm | undefined)[] = new Array(FORMS);

/** Keyword id layout: `id % TOPICS.length` is the topic; `floor(id / TOPICS.length) % 4 === 0` a question. */
export function phraseById(seed: string, id: number): Phrase {
  const t = id % TOPICS.length;
  const { nouns } = TOPICS[t];
  const question = Math.floor(id / TOPICS.length) % 4 === 0;
  const r = rng(seed, 'phrase', id);
  const noun = r.index(nouns);
  const opener = question
    ? 1 + r.index(QUESTIONS)
    : r.chance(0.5)
      ? 1 + QUESTIONS.length + r.index(ADJECTIVES)
      : 0;
  const modifier = r.chance(0.7) ? 1 + r.index(MODIFIERS) : 0;
  const city = r.chance(0.35) ? 1 + r.index(CITIES) : 0;
  const code =
    (((NOUN_BASE[t] + noun) * (1 + OPENERS.length) + opener) * (1 + MODIFIERS.length) + modifier) *
      (1 + CITIES.length) +
    city;
  const form =
    forms[code] ??
    newForm(code, [OPENERS[opener - 1], nouns[noun], MODIFIERS[modifier - 1], CITIES[city - 1]]);
  return { id, question, form };
}

/** `words`: the form's words in order, undefined for those it goes without. */
function newForm(code: number, words: (string | undefined)[]): PhraseForm {
  const present = words.filter((word): word is string => word !== undefined);
  const form = {
    code,
    text: present.join(' '),
    nounSlug: slugOfWords([words[1] as string]),
    leaf: `/${slugOfWords(present)}`,
  };
  forms[code] = form;
  return form;
}

/** An id in `topic` with the wanted question flag, spread by `n`. */
export function phraseId(topic: number, n: number, question: boolean): number {
  const slot = question ? n * 4 : n + Math.floor(n / 3) + 1;
  return topic + TOPICS.length * slot;
}

/** Round to two significant digits, as keyword tools report volumes. */
function roundVolume(n: number): number {
  if (n < 10) return 10;
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

/** Zeros: a phrase the database does not know (`found` false) or knows without volume. */
function noVolume(found: boolean): KeywordMetrics {
  return { found, searches: 0, cpc: 0, competition: 0, trend: new Array(12).fill(0) };
}

/**
 * A phrase's metrics, once: the phrases a client names (a keyword list, a statistics run, tracked keywords)
 * are asked about again on every page and every day. Callers only read what they get.
 */
const metricsMemo = new Memo<KeywordMetrics>(50_000);

export function keywordMetrics(seed: string, phrase: string, countryId: number): KeywordMetrics {
  return metricsMemo.get(`${seed}\u0001${countryId}\u0001${phrase}`, () =>
    metricsOf(seed, phrase, countryId),
  );
}

/** Generated phrases' metrics, a table by form per seed and database. Callers only read what they get. */
const formTables = new Map<string, (KeywordMetrics | undefined)[]>();
let formMetricsKept = 0;
/** The tables are dropped past this many metrics (55 MB); a test run keeps 150,000. */
const FORM_METRICS = 200_000;

/**
 * `keywordMetrics` of generated phrases in one database, kept by form: an index into an array where the
 * memo above hashes a key made of the text, for every row of every domain generated.
 */
export function formMetrics(seed: string, countryId: number): (form: PhraseForm) => KeywordMetrics {
  const key = `${seed}\u0001${countryId}`;
  let table = formTables.get(key) ?? newFormTable(key);
  return (form) => {
    const kept = table[form.code];
    if (kept) return kept;
    if (formMetricsKept >= FORM_METRICS) {
      formTables.clear();
      formMetricsKept = 0;
      table = newFormTable(key);
    }
    const metrics = metricsOf(seed, form.text, countryId);
    table[form.code] = metrics;
    formMetricsKept++;
    return metrics;
  };
}

function newFormTable(key: string): (KeywordMetrics | undefined)[] {
  const table = new Array<KeywordMetrics | undefined>(FORMS);
  formTables.set(key, table);
  return table;
}

function metricsOf(seed: string, phrase: string, countryId: number): KeywordMetrics {
  const norm = normalizePhrase(phrase);
  const r = rng(seed, 'metrics', countryId, norm);
  const words = norm.split(' ').length;
  const unknown = words > 8 || /^[\d\s]+$/.test(norm) || r.chance(0.06);
  if (unknown) return noVolume(false);
  if (r.chance(0.04)) return noVolume(true);
  const exponent = (4.8 * r.next() ** 2.2) / (0.7 + 0.25 * words);
  const searches = roundVolume(10 * 10 ** exponent);
  const commercial = COMMERCIAL.some((w) => norm.includes(w));
  const cpc = Math.round((0.1 + r.next() * (commercial ? 12 : 4)) * 100) / 100;
  const phase = r.next() * 12;
  const amplitude = 0.05 + r.next() * 0.4;
  const trend = Array.from({ length: 12 }, (_, m) =>
    roundVolume(
      searches * (1 + amplitude * Math.sin(((m + phase) / 12) * 2 * Math.PI)) * (0.95 + r.next() * 0.1),
    ),
  );
  return { found: true, searches, cpc, competition: Math.round(r.next() * 100) / 100, trend };
}

export type Variant = 'broad' | 'question';

/** Phrases built around a seed: `count` of them, deterministic, never repeating, the seed itself optional. */
export function variantsOf(
  seed: string,
  base: string,
  countryId: number,
  kind: Variant,
  count: number,
): string[] {
  const norm = normalizePhrase(base);
  const r = rng(seed, 'variants', kind, countryId, norm);
  const out = new Set<string>();
  if (kind === 'broad' && r.chance(0.5)) out.add(norm);
  for (let attempt = 0; out.size < count && attempt < count * 20; attempt++) {
    const shape = r.int(0, kind === 'question' ? 1 : 4);
    const phrase =
      kind === 'question'
        ? shape === 0
          ? `${r.pick(QUESTIONS)} ${norm}`
          : `${r.pick(QUESTIONS)} ${norm} ${r.pick(MODIFIERS)}`
        : [
            `${r.pick(ADJECTIVES)} ${norm}`,
            `${norm} ${r.pick(MODIFIERS)}`,
            `${norm} ${r.pick(CITIES)}`,
            `${r.pick(ADJECTIVES)} ${norm} ${r.pick(MODIFIERS)}`,
            `${norm} ${r.pick(MODIFIERS)} ${r.pick(CITIES)}`,
          ][shape];
    out.add(phrase);
  }
  return [...out];
}
