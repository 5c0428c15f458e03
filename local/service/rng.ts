/**
 * Deterministic randomness: every generated value is a pure function of the simulator seed and
 * the inputs that name it (domain, phrase, country, date), so the same request returns the same rows.
 */

/** 32-bit FNV-1a followed by an avalanche step, so similar strings give unrelated numbers. */
export function hash32(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32. A class rather than closures: generating rows creates one per phrase. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.index(items)];
  }

  /** The index of what `pick` would pick. */
  index(items: readonly unknown[]): number {
    return Math.floor(this.next() * items.length);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** A generator seeded from the joined parts. */
export function rng(...parts: readonly (string | number)[]): Rng {
  return new Rng(hash32(parts.join('\u0001')));
}
