/** The part of fast-formula-parser (untyped, MIT) the emulator uses. */
declare module 'fast-formula-parser' {
  export interface CellRef {
    sheet?: string;
    row: number;
    col: number;
  }
  export interface RangeRef {
    sheet?: string;
    from: { row: number; col: number };
    to: { row: number; col: number };
  }
  export interface Position {
    sheet: string;
    row: number;
    col: number;
  }
  /** How the parser hands an argument to a function that does not take references. */
  export interface Argument {
    value: unknown;
    isArray?: boolean;
    omitted?: boolean;
  }
  export class FormulaError extends Error {
    constructor(error: string, message?: string, details?: unknown);
    readonly error: string;
    readonly details: unknown;
  }
  export interface Config {
    functions?: Record<string, (...args: Argument[]) => unknown>;
    onCell?: (ref: CellRef) => unknown;
    onRange?: (ref: RangeRef) => unknown[][];
    onVariable?: (name: string, sheet: string) => CellRef | RangeRef | null;
  }
  export default class FormulaParser {
    constructor(config?: Config);
    functions: Record<string, (...args: unknown[]) => unknown>;
    utils: { extractRefValue(arg: unknown): { val: unknown; isArray: boolean } };
    parse(formula: string, position: Position, allowReturnArray?: boolean): unknown;
    static FormulaError: typeof FormulaError;
    static DepParser: new (
      config?: Pick<Config, 'onVariable'>,
    ) => {
      parse(formula: string, position: Position, ignoreError?: boolean): Array<CellRef | RangeRef>;
    };
    static MAX_ROW: number;
    static MAX_COLUMN: number;
  }
}

/** The error class alone: what evaluating needs before, or without, the parser. */
declare module 'fast-formula-parser/formulas/error' {
  import { FormulaError } from 'fast-formula-parser';
  export default FormulaError;
}
