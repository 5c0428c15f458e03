/**
 * Text on the clipboard as Sheets reads and writes it: rows on lines, cells split by tabs, a cell with
 * a line break, a tab or a quote wrapped in double quotes (a quote inside doubled). A keyword list pasted
 * from a text file is one cell per line.
 */

export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let at = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (at < text.length) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      at++;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') endCell();
    else if (char === '\n' || char === '\r') {
      endRow();
      if (char === '\r' && text[at + 1] === '\n') at++;
    } else cell += char;
    at++;
  }
  // A copied block ends with a line break; that is not one more empty row.
  if (cell !== '' || row.length > 0) endRow();
  return rows.length ? rows : [['']];
}

function quoteCell(text: string): string {
  return /[\t\n\r"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatClipboard(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join('\t')).join('\n');
}
