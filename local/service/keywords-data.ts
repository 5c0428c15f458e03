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

export interface Phrase {
  id: number;
  text: string;
  question: boolean;
  /** `slugify` of the text and of its noun, for the URLs of the pages ranking for it. */
  slug: string;
  nounSlug: string;
}

export function normalizePhrase(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Keyword id layout: `id % TOPICS.length` is the topic; `floor(id / TOPICS.length) % 4 === 0` a question. */
export function phraseById(seed: string, id: number): Phrase {
  const topic = TOPICS[id % TOPICS.length];
  const question = Math.floor(id / TOPICS.length) % 4 === 0;
  const r = rng(seed, 'phrase', id);
  const noun = r.pick(topic.nouns);
  const words: string[] = question
    ? [r.pick(QUESTIONS), noun]
    : r.chance(0.5)
      ? [r.pick(ADJECTIVES), noun]
      : [noun];
  if (r.chance(0.7)) words.push(r.pick(MODIFIERS));
  if (r.chance(0.35)) words.push(r.pick(CITIES));
  return { id, text: words.join(' '), question, slug: slugOfWords(words), nounSlug: slugOfWords([noun]) };
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
 * A phrase's metrics, once: a domain's rows ask for every phrase it ranks for, and domains share phrases
 * (300 generated domains rank 238,000 times for 52,000 phrases). Callers only read what they get.
 */
const metricsMemo = new Memo<KeywordMetrics>(50_000);

export function keywordMetrics(seed: string, phrase: string, countryId: number): KeywordMetrics {
  return metricsMemo.get(`${seed}\u0001${countryId}\u0001${phrase}`, () =>
    metricsOf(seed, phrase, countryId),
  );
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
