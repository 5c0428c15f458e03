/**
 * The workbook a first `npm start` opens with: phrases and domains the simulator knows, and
 * formulas to try, stored as text (a leading apostrophe, as in Sheets) so nothing runs before sign-in.
 */
export interface SampleSheet {
  readonly name: string;
  /** What a user would type, cell by cell; '' leaves a cell empty. */
  readonly values: readonly (readonly string[])[];
}

const PHRASES = [
  'buty do biegania',
  'rower elektryczny',
  'ekspres do kawy',
  'kawa ziarnista',
  'odkurzacz pionowy',
  'hulajnoga elektryczna',
  'krem do twarzy',
  'laptop do gier',
  'plecak turystyczny',
  'namiot 4 osobowy',
];

const DOMAINS = ['example.pl', 'blog.example.pl', 'unknown-shop.invalid'];

/** Column C of each sheet: a heading, then formulas to copy into an empty cell. */
function tryColumn(rows: number, formulas: readonly string[]): string[] {
  const column: string[] = ['Try (sign in first: Extensions > SEO Sheets)', ...formulas.map((f) => `'${f}`)];
  return Array.from({ length: rows }, (_, i) => column[i] ?? '');
}

function sheet(
  name: string,
  heading: string,
  items: readonly string[],
  formulas: readonly string[],
): SampleSheet {
  const rows = Math.max(items.length + 1, formulas.length + 1);
  const first = [heading, ...items];
  const tries = tryColumn(rows, formulas);
  return {
    name,
    values: Array.from({ length: rows }, (_, i) => [first[i] ?? '', '', tries[i]]),
  };
}

export const SAMPLE_WORKBOOK: readonly SampleSheet[] = [
  sheet('Phrases', 'Phrase', PHRASES, [
    '=SEO_KEYWORD_STATS(A2:A11)',
    '=SEO_QUESTIONS(A2)',
    '=SEO_RELATED("buty do biegania")',
    '=SEO_SERP("buty do biegania", "urls")',
    '=SEO_COUNTRIES()',
  ]),
  sheet('Domains', 'Domain', DOMAINS, [
    '=SEO_VISIBILITY(A2:A4)',
    '=SEO_COMPETITORS(A2)',
    '=SEO_POSITIONS("example.pl", 100)',
    '=SEO_SUBDOMAINS("example.pl")',
    '=SEO_LIMITS()',
  ]),
];
