/**
 * Phrases and domains in the form the service keys its data by. Formulas de-duplicate and cache by it,
 * reports batch by it, and quota estimates recognise a repeat by it: one reading for all of them.
 */
import { punycodeEncode } from './shared/punycode';

/** Trimmed, lower-case, single spaces, composed Unicode. */
export function normalizePhrase(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A domain as the service normalizes it: no scheme, no "www.", lower-case, composed Unicode, and no path
 * unless `keepPath` (fetch modes "catalog" and "url" ask about the path itself; only a trailing "/" goes).
 * An internationalized name stays as written (książki-online.net): this is the form shown and keyed.
 */
export function normalizeDomain(text: string, keepPath = false): string {
  const bare = text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '');
  return keepPath
    ? bare.replace(/[?#].*$/, '').replace(/\/+$/, '')
    : bare.replace(/[/?#].*$/, '').replace(/\.$/, '');
}

const NON_ASCII = /[^\x00-\x7f]/;
const ADDRESS = /^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*)([\s\S]*)$/i;

/**
 * A domain, host or URL as the service accepts it, whatever it was written in: an internationalized host
 * in punycode, label by label (książki-online.net → xn--ksiki-online-….net), and the rest's non-ASCII
 * characters percent-encoded in UTF-8 (the URLs tool refuses a URL with any: "urls.15: This value is
 * not a valid URL", as seen on the live service). ASCII text is sent exactly as written.
 */
export function wireAddress(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const [, scheme = '', host, rest] = ADDRESS.exec(text.normalize('NFC').trim()) as RegExpExecArray;
  const ascii = host
    .toLowerCase()
    .split('.')
    .map((label) => (NON_ASCII.test(label) ? `xn--${punycodeEncode(label)}` : label))
    .join('.');
  return scheme + ascii + rest.replace(/[^\x00-\x7f]+/g, percentEncoded);
}

/** UTF-8 percent-encoding; a lone surrogate (no character at all) is left for the service to refuse. */
function percentEncoded(run: string): string {
  try {
    return encodeURIComponent(run);
  } catch {
    return run;
  }
}
