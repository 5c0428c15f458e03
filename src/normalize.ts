/**
 * Phrases and domains in the form the service keys its data by. Formulas de-duplicate and cache by it,
 * reports batch by it, and quota estimates recognise a repeat by it: one reading for all of them.
 */

/** Trimmed, lower-case, single spaces, composed Unicode. */
export function normalizePhrase(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A domain as the service normalizes it: no scheme, no "www.", lower-case, and no path unless
 * `keepPath` (fetch modes "catalog" and "url" ask about the path itself; only a trailing "/" goes).
 */
export function normalizeDomain(text: string, keepPath = false): string {
  const bare = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '');
  return keepPath
    ? bare.replace(/[?#].*$/, '').replace(/\/+$/, '')
    : bare.replace(/[/?#].*$/, '').replace(/\.$/, '');
}
