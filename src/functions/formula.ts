/**
 * The one wrapper of custom functions: names the positional arguments after the catalog, builds the
 * execution context, and turns any failure into a cell error with a readable message and no stack trace
 * (the formula counterpart of handlers/handler.ts).
 */
import { userMessage } from '../api';
import { type Context, executionContext } from '../context';
import { type Arg, ArgumentError } from './args';
import { type CatalogEntry, type CustomFunctionName, catalog, type FunctionSpec } from './catalog';
import { signature } from './signature';
import { plural } from '../shared/plural';
import type { Table } from '../shared/table';

/** What a formula may use of the execution context. */
export type FormulaContext = Pick<
  Context,
  'settings' | 'cache' | 'client' | 'tools' | 'account' | 'documentLanguage'
>;

/** The message a cell shows for any failure: argument problems as written, the rest through the API layer. */
export function cellMessage(error: unknown): string {
  return error instanceof ArgumentError ? error.message : userMessage(error);
}

/**
 * One message for too many arguments, one for the first required one left out, each with the signature.
 * Left out is undefined; an empty cell ('') is an argument given, which the formula reads as blank (a list
 * keeps its row, so a column being filled in shows its header rather than an error).
 */
export function checkArity(spec: FunctionSpec, values: readonly Arg[]): void {
  const usage = `=${signature(spec)}`;
  const max = spec.params.length;
  if (values.length > max)
    throw new ArgumentError(
      `${spec.name} takes ${max ? `at most ${plural(max, 'argument')}` : 'no arguments'}, got ${values.length}: ${usage}.`,
    );
  const missing = spec.params.find(
    (param, i) => !param.optional && (values[i] === undefined || values[i] === null),
  );
  if (missing) throw new ArgumentError(`${spec.name} needs ${missing.name}: ${usage}.`);
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
  // The build ships the catalog as names and optional flags only (scripts/build.ts), which is all this needs.
  const spec = catalog.find((entry) => entry.name === name)!;
  const params = spec.params.map((p) => p.name);
  const run = (...values: Arg[]): Table => {
    try {
      checkArity(spec, values);
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
