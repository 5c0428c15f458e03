/**
 * Renaming a sheet as Sheets does: every formula that names it follows the new name, and one whose
 * answer was current stays current (it does not run again, which for a custom function would cost quota).
 */
import { inputSignature } from './evaluate';
import { keyToPosition, type Workbook } from './workbook';

const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** How a formula writes a sheet's name before `!`: bare when it can be, quoted with '' for a quote otherwise. */
export function sheetReference(name: string): string {
  return BARE_NAME.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** The formula with every reference to sheet `from` (quoted or bare, outside string literals) naming `to`. */
export function renameInFormula(formula: string, from: string, to: string): string {
  let out = '';
  let at = 0;
  while (at < formula.length) {
    const char = formula[at];
    if (char === '"') {
      const end = formula.indexOf('"', at + 1);
      const stop = end < 0 ? formula.length : end + 1;
      out += formula.slice(at, stop);
      at = stop;
      continue;
    }
    const quoted = char === "'" ? /^'((?:[^']|'')*)'!/.exec(formula.slice(at)) : null;
    if (quoted) {
      const name = quoted[1].replace(/''/g, "'");
      out += name === from ? `${sheetReference(to)}!` : quoted[0];
      at += quoted[0].length;
      continue;
    }
    const bare = /^[A-Za-z0-9_.]+(?=!)/.exec(formula.slice(at));
    if (bare && !/[A-Za-z0-9_.]/.test(formula[at - 1] ?? '')) {
      out += bare[0] === from ? sheetReference(to) : bare[0];
      at += bare[0].length;
      continue;
    }
    out += char;
    at++;
  }
  return out;
}

export function renameSheet(workbook: Workbook, from: string, to: string): void {
  const renamed = workbook.sheet(from);
  const edits = workbook.sheets.flatMap((sheet) =>
    sheet.formulaKeys().flatMap((key) => {
      const cell = sheet.cells.get(key)!;
      const formula = renameInFormula(cell.formula!, from, to);
      if (formula === cell.formula) return [];
      const at = { sheet: sheet.name, ...keyToPosition(key) };
      const current = cell.inputs === inputSignature(workbook, at, cell.formula!);
      return [{ sheet, at, formula, current }];
    }),
  );
  renamed.name = to;
  if (workbook.activeSheet === from) workbook.activeSheet = to;
  for (const named of workbook.namedRanges.values()) if (named.sheet === from) named.sheet = to;
  for (const { sheet, at, formula, current } of edits) {
    const cell = sheet.touch(at.row, at.column);
    cell.formula = formula;
    if (current) cell.inputs = inputSignature(workbook, { ...at, sheet: sheet.name }, formula);
    else delete cell.inputs;
  }
}
