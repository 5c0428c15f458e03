/** RFC 4180 CSV for the crawl exports: a header row, CRLF line ends, quotes where a field needs them. */
export type CsvValue = string | number | boolean | null;

function field(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The named columns of each row; other fields (lists of headings, links) stay out. */
export function toCsv<C extends string>(columns: readonly C[], rows: readonly Record<C, CsvValue>[]): string {
  const lines = [columns.map(field).join(',')];
  for (const row of rows) lines.push(columns.map((c) => field(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
