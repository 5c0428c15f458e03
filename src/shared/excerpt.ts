/**
 * What the user typed, as a refusal quotes it: one rule for every message that echoes input (a domain,
 * a filter, a choice, a number, a URL). Enough to recognise the text, never a 2,000-character argument
 * written back whole into a cell's error or the sidebar's status line. The quotation marks stay the
 * message's own (each language has its own), so this gives the text alone.
 */

/** Characters of the user's text a message quotes at most. */
export const EXCERPT_CHARS = 40;

/** `text` on one line, cut to its first EXCERPT_CHARS characters with "…" when longer. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  // By code point, so a cut never splits an emoji or any other character outside the BMP.
  const chars = Array.from(line);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : line;
}
