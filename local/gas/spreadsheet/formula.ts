/**
 * Formulas as Sheets evaluates them: operators, references and Sheets' own functions come from
 * fast-formula-parser (MIT), with @formulajs/formulajs (MIT) for the functions it lacks (MAX, COUNTA...),
 * and sheets-only.ts for Google's own (SPLIT, REGEXMATCH, UNIQUE...); any other name is looked up among the bundle's custom functions, which run in the emulator.
 * HyperFormula was the more complete engine, but it must know an array result's size before it computes
 * it, which a custom function that asks a web service cannot say (see local/playground/README.md).
 */
import type FormulaParser from 'fast-formula-parser';
import type { Argument, CellRef, RangeRef } from 'fast-formula-parser';
import FormulaError from 'fast-formula-parser/formulas/error';
import { SHEETS_ONLY } from './sheets-only';
import type { GridRange } from './values';

export { FormulaError };

/** What a formula can see of the workbook while one cell is evaluated. */
export interface FormulaScope {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  /** A cell's value, `null` when empty, a `FormulaError` when it holds an error. */
  cell(sheet: string, row: number, column: number): unknown;
  /** A block of values, bounded to the sheet's used size when a reference is open-ended (`A:A`). */
  range(sheet: string, range: GridRange): unknown[][];
  /** A named range. */
  named(name: string): { sheet: string; range: GridRange } | undefined;
  /** Runs a custom function; `undefined` when the bundle has none of that name. */
  custom(name: string): ((args: unknown[]) => unknown) | undefined;
}

/** `SPARKLINE`'s result: a chart drawn in the cell, whose value is empty. */
export class Sparkline {
  constructor(
    readonly values: number[],
    readonly options: Record<string, string | number | boolean>,
  ) {}
}

/**
 * The two libraries, loaded by the first formula evaluated, not with the emulator: building the parser's
 * grammar and formulajs' tables costs tens of milliseconds, and many test suites (each loads the emulator
 * afresh) evaluate no formula.
 */
interface Engine {
  readonly Parser: typeof FormulaParser;
  readonly functions: Readonly<Record<string, unknown>>;
}
let loaded: Engine | undefined;
const engine = (): Engine =>
  (loaded ??= {
    Parser: require('fast-formula-parser') as typeof FormulaParser,
    functions: require('@formulajs/formulajs') as Record<string, unknown>,
  });

let scope: FormulaScope | null = null;

function activeScope(): FormulaScope {
  if (!scope) throw new Error('A formula was evaluated outside evaluateFormula');
  return scope;
}

const toRange = (ref: RangeRef): GridRange => ({
  row: ref.from.row,
  column: ref.from.col,
  rows: ref.to.row - ref.from.row + 1,
  columns: ref.to.col - ref.from.col + 1,
});

function onVariable(name: string): CellRef | RangeRef | null {
  const found = activeScope().named(name);
  if (!found) return null;
  const { row, column, rows, columns } = found.range;
  return {
    sheet: found.sheet,
    from: { row, col: column },
    to: { row: row + rows - 1, col: column + columns - 1 },
  };
}

const isRange = (ref: CellRef | RangeRef): ref is RangeRef => 'from' in ref;

/**
 * fast-formula-parser drops empty arguments in front of the first written one (`F(,1)` reaches F as `(1)`),
 * while Sheets keeps every position. Before parsing, such an empty argument of a custom function is
 * written as a call to this function, whose answer reaches the custom function as an omitted argument.
 */
const EMPTY_ARGUMENT = 'EMPTY_ARGUMENT__';
const EMPTY = Symbol('empty argument');
/** Strings and quoted sheet names, left as they are. */
const QUOTED = /"(?:[^"]|"")*"|'(?:[^']|'')*'/g;
/** A function name (not the tail of a longer name or a reference) whose first argument is empty. */
const LEADING_EMPTY = /(^|[^\w.$])([A-Za-z_][\w.]*)\((?=\s*,)/g;

function keepLeadingEmptyArguments(formula: string, builtIn: (name: string) => boolean): string {
  const mark = (text: string) =>
    text.replace(LEADING_EMPTY, (whole, before: string, name: string) =>
      builtIn(name.toUpperCase()) ? whole : `${before}${name}(${EMPTY_ARGUMENT}()`,
    );
  let out = '';
  let last = 0;
  for (const quoted of formula.matchAll(QUOTED)) {
    out += mark(formula.slice(last, quoted.index)) + quoted[0];
    last = (quoted.index ?? 0) + quoted[0].length;
  }
  return out + mark(formula.slice(last));
}

function plainArgument(arg: Argument): unknown {
  if (arg.omitted || arg.value === EMPTY) return undefined;
  if (arg.value instanceof FormulaError) throw arg.value;
  return arg.value;
}

/** A function called with plain values (formulajs', ours); an Error result becomes a formula error. */
function fromPlainValues(fn: (...args: unknown[]) => unknown) {
  return (...args: unknown[]): unknown => {
    const result = fn(...(args as Argument[]).map(plainArgument));
    return result instanceof Error ? new FormulaError(result.message) : result;
  };
}

const flatNumbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value.flat(Number.POSITIVE_INFINITY) : [value]).filter(
    (v): v is number => typeof v === 'number',
  );

/** `{"charttype","bar";"max",100}` to `{ charttype: 'bar', max: 100 }`. */
function sparklineOptions(value: unknown): Record<string, string | number | boolean> {
  if (!Array.isArray(value)) return {};
  const pairs = (Array.isArray(value[0]) ? value : [value]) as unknown[][];
  return Object.fromEntries(
    pairs
      .filter((pair) => typeof pair[0] === 'string')
      .map((pair) => [String(pair[0]).toLowerCase(), pair[1] as string | number | boolean]),
  );
}

type ContextArgs = [FormulaParser, ...unknown[]];

/**
 * Sheets' INDEX, for what the library's cannot take: an array a function returned (SEO_* tables) and a
 * row or column left out or 0, which means all of them (`INDEX(table,,2)` is the second column).
 */
function index(...[parser, reference, row, column]: ContextArgs): unknown {
  const argumentValue = (arg: unknown) => (arg == null ? undefined : parser.utils.extractRefValue(arg).val);
  const data = argumentValue(reference);
  const grid = (Array.isArray(data) ? data : [[data]]) as unknown[][];
  const r = Number(argumentValue(row) ?? 0);
  const c = Number(argumentValue(column) ?? 0);
  if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0) return new FormulaError('#VALUE!');
  if (r > grid.length || c > (grid[0]?.length ?? 0)) return new FormulaError('#REF!', 'Index out of range.');
  const rows = r ? [grid[r - 1]] : grid;
  const picked = rows.map((line) => (c ? [line[c - 1]] : [...line]));
  return picked.length === 1 && picked[0].length === 1 ? picked[0][0] : picked;
}

/** In a 1×1 array: the library refuses an object as a formula's result, not inside an array. */
function sparkline(data: Argument, options?: Argument): Sparkline[][] {
  return [
    [new Sparkline(flatNumbers(plainArgument(data)), sparklineOptions(options && plainArgument(options)))],
  ];
}

function createParser(): FormulaParser {
  const { Parser, functions } = engine();
  const parser = new Parser({
    onCell: (ref) => activeScope().cell(ref.sheet ?? activeScope().sheet, ref.row, ref.col),
    onRange: (ref) => activeScope().range(ref.sheet ?? activeScope().sheet, toRange(ref)),
    onVariable,
  });
  const table = parser.functions;
  builtIns = table;
  const needsContext = new Set<string>((parser as unknown as { funsNeedContext: string[] }).funsNeedContext);
  for (const [name, fn] of Object.entries(functions)) {
    if (!/^[A-Z][A-Z0-9.]*$/.test(name) || typeof fn !== 'function' || needsContext.has(name)) continue;
    const own = table[name];
    const fill = fromPlainValues(fn as (...args: unknown[]) => unknown);
    // The library keeps names it has not written yet (MAX) as functions answering undefined.
    table[name] = own ? (...args: unknown[]) => own(...args) ?? fill(...args) : fill;
  }
  for (const [name, fn] of Object.entries(SHEETS_ONLY)) table[name] = fromPlainValues(fn);
  table.INDEX = index as (...args: unknown[]) => unknown;
  table[EMPTY_ARGUMENT] = () => EMPTY;
  table.SPARKLINE = sparkline as (...args: unknown[]) => unknown;
  parser.functions = new Proxy(table, {
    get(target, name: string) {
      if (name in target) return target[name];
      const custom = activeScope().custom(name);
      if (custom) return (...args: Argument[]) => custom(args.map(plainArgument));
      return () => {
        throw new FormulaError('#NAME?', `Unknown function: '${name}'.`);
      };
    },
  });
  return parser;
}

let parser: FormulaParser | undefined;
/** Sheets' functions the parser knows, before custom functions are looked up behind them. */
let builtIns: Record<string, unknown> = {};
let dependencies: InstanceType<typeof FormulaParser.DepParser> | undefined;

/** The formula's result: a value, a 2D array, a `Sparkline`, `null` (empty) or a `FormulaError`. */
export function evaluateFormula(formula: string, at: FormulaScope): unknown {
  parser ??= createParser();
  const outer = scope;
  scope = at;
  try {
    const text = keepLeadingEmptyArguments(formula.replace(/^=/, ''), (name) => name in builtIns);
    return parser.parse(text, { sheet: at.sheet, row: at.row, col: at.column }, true);
  } finally {
    scope = outer;
  }
}

/** Every block a formula reads (references and named ranges), for recalculation's change detection. */
export function referencesOf(formula: string, at: FormulaScope): Array<{ sheet: string; range: GridRange }> {
  const text = formula.replace(/^=/, '');
  if (!text.trim()) return [];
  dependencies ??= new (engine().Parser.DepParser)({ onVariable });
  const outer = scope;
  scope = at;
  try {
    // A formula that does not parse reads nothing; its cell shows the parse error.
    const refs = dependencies.parse(text, { sheet: at.sheet, row: at.row, col: at.column }, true);
    return refs.map((ref) => ({
      sheet: ref.sheet ?? at.sheet,
      range: isRange(ref) ? toRange(ref) : { row: ref.row, column: ref.col, rows: 1, columns: 1 },
    }));
  } finally {
    scope = outer;
  }
}

/** The last row and column a reference names: where the parser ends an open-ended one (`A:A`, `2:2`). */
export function referenceLimits(): { rows: number; columns: number } {
  const { Parser } = engine();
  return { rows: Parser.MAX_ROW, columns: Parser.MAX_COLUMN };
}
