/**
 * The one wrapper of custom functions: names the positional arguments after the catalog, builds the
 * execution context, and turns any failure into a cell error with a readable message and no stack trace
 * (the formula counterpart of handlers/handler.ts).
 */
import { userMessage } from '../api';
import { type Context, executionContext } from '../context';
import { type Arg, ArgumentError } from './args';
import { type CatalogEntry, type CustomFunctionName, catalog } from './catalog';
import type { Table } from '../shared/table';

/** What a formula may use of the execution context. */
export type FormulaContext = Pick<Context, 'settings' | 'cache' | 'client' | 'account'>;

/** The message a cell shows for any failure: argument problems as written, the rest through the API layer. */
export function cellMessage(error: unknown): string {
  return error instanceof ArgumentError ? error.message : userMessage(error);
}

type Spec<N extends CustomFunctionName> = Extract<CatalogEntry, { name: N }>;
/** The arguments of a catalog function by parameter name, as the catalog declares them. */
export type ArgsOf<N extends CustomFunctionName> = Readonly<Record<Spec<N>['params'][number]['name'], Arg>>;

/**
 * A catalog function as Sheets calls it: positional arguments (named by the catalog) in, table out,
 * and any failure thrown again as a plain Error carrying only the readable message, which the cell
 * shows as #ERROR! on hover: never a stack trace, never the token.
 */
export interface FormulaFunction<N extends CustomFunctionName> {
  (...args: Arg[]): Table;
  /** The implementation over a given context and named arguments: what tests drive without Apps Script. */
  readonly impl: (ctx: FormulaContext, args: ArgsOf<N>) => Table;
}

export function formula<N extends CustomFunctionName>(
  name: N,
  impl: (ctx: FormulaContext, args: ArgsOf<N>) => Table,
): FormulaFunction<N> {
  // The build ships the catalog as names only (scripts/build.ts), which is all this needs.
  const params = catalog.find((spec) => spec.name === name)!.params.map((p) => p.name);
  const run = (...values: Arg[]): Table => {
    try {
      return impl(executionContext('customFunction'), namedArgs(params, values));
    } catch (error) {
      throw new Error(cellMessage(error));
    }
  };
  return Object.assign(run, { impl });
}

/** Positional cell arguments named after the catalog's parameters. */
export function namedArgs<N extends CustomFunctionName>(
  params: readonly string[],
  values: readonly Arg[],
): ArgsOf<N> {
  return Object.fromEntries(params.map((param, i) => [param, values[i]])) as ArgsOf<N>;
}
