/**
 * A formula as its family declares it (`formula(name, impl)`: its catalogue name and what it does over a
 * context), and the one wrapper that makes it what Sheets calls (`callable`, which the registry applies
 * with the catalogue): it names the positional arguments after the catalogue entry, builds the execution
 * context, and turns any failure into a cell error with a readable message and no stack trace (the
 * formula counterpart of handlers/handler.ts). It is where a formula's words meet the document's
 * language: the error, and every note or hint the table carries as a message, are rendered here.
 */
import { type FieldSource, InvalidDataError, refusalOf, saidOf } from '../api/errors';
import { type Context, executionContext, settleExecution } from '../context';
import { type Arg, ArgumentError } from './args';
import { type Answering, answering, questionKey } from './held';
import { signature } from '../shared/signature';
import { inLocaleSyntax } from '../shared/i18n/formula-syntax';
import { argumentSeparator } from '../shared/i18n/languages';
import { languageOrEnglish, type Said, said } from '../shared/i18n/said';
import { renderTable, type SheetCell, type Table } from '../shared/table';
import type { FunctionSpec } from '../shared/formula-spec';

/**
 * What a formula may use of the execution context, and how its question is being answered (held.ts:
 * absent in unit tests over plain objects, which answer live).
 */
export type FormulaContext = Pick<
  Context,
  | 'settings'
  | 'cache'
  | 'source'
  | 'account'
  | 'spentCounters'
  | 'limitsReading'
  | 'documentLanguage'
  | 'timeZone'
  | 'now'
> & {
  readonly answering?: Answering;
  /** The running formula's catalogue entry (as the build ships it: names and parameters). */
  readonly spec?: FunctionSpec;
};

/**
 * Messages in the document's language, or in English where this execution cannot read it; the language
 * is read only when a message is to be said, so a formula that says nothing never asks for the locale.
 */
function documentVoice(ctx: Pick<Context, 'documentLanguage' | 'render'>): {
  readonly say: (message: Said) => string;
  readonly separator: ',' | ';';
} {
  const language = languageOrEnglish(ctx.documentLanguage);
  return { say: (message) => ctx.render(language, message), separator: argumentSeparator(language) };
}

/**
 * One message for too many arguments, one for the first required one left out, each with the signature
 * written as the document writes formulas (`;` between arguments in comma-decimal locales).
 * Left out is undefined; an empty cell ('') is an argument given, which the formula reads as blank (a list
 * keeps its row, so a column being filled in shows its header rather than an error).
 */
export function checkArity(
  spec: FunctionSpec,
  values: readonly Arg[],
  separator: () => ',' | ';' = () => ',',
): void {
  const usage = () => inLocaleSyntax(`=${signature(spec)}`, separator());
  const max = spec.params.length;
  const { name } = spec;
  if (values.length > max)
    throw new ArgumentError(
      max
        ? said('arg.tooMany', { name, count: max, got: values.length, usage: usage() })
        : said('arg.noArguments', { name, got: values.length, usage: usage() }),
    );
  const missing = spec.params.find(
    (param, i) => !param.optional && (values[i] === undefined || values[i] === null),
  );
  if (missing) throw new ArgumentError(said('arg.missing', { name, param: missing.name, usage: usage() }));
}

/** The arguments of a catalogue entry by parameter name. */
export type ArgsOf<S extends FunctionSpec> = Readonly<Record<S['params'][number]['name'], Arg>>;

/** The entry named `N` of a family's catalogue entries `E`. */
export type EntryOf<E extends readonly FunctionSpec[], N extends E[number]['name']> = Extract<
  E[number],
  { name: N }
>;

/** A formula as its family declares it: its catalogue name and what it answers over a context. */
export interface Formula {
  readonly name: string;
  readonly impl: (ctx: FormulaContext, args: never) => Table;
}

/**
 * How a family declares its formulas, typed by its catalogue entries (`formulasOf<typeof FORMULAS>()`):
 * each implementation takes the arguments its entry names. Only the entries' type is read, so the help
 * text stays out of the bundle.
 */
export const formulasOf =
  <E extends readonly FunctionSpec[]>() =>
  <N extends E[number]['name']>(
    name: N,
    impl: (ctx: FormulaContext, args: ArgsOf<EntryOf<E, N>>) => Table,
  ): Formula => ({ name, impl });

/**
 * A catalogue function as Sheets calls it: positional arguments (named by the catalogue) in, table out,
 * and any failure thrown again as a plain Error carrying only the readable message, which the cell
 * shows as #ERROR! on hover: never a stack trace, never the token.
 */
export interface FormulaFunction {
  (...args: Arg[]): SheetCell[][];
  /** The implementation over a given context and named arguments: what tests drive without Apps Script. */
  readonly impl: (ctx: FormulaContext, args: Readonly<Record<string, Arg>>) => Table;
}

/** The formula as Sheets calls it, named and checked by its entry of `catalog`. */
export function callable(catalog: readonly FunctionSpec[], { name, impl }: Formula): FormulaFunction {
  // The build ships the catalogue as names and optional flags only (scripts/build.ts), which is all this
  // needs; looked up when a cell runs the formula, not for all of them at load.
  const specOf = () => catalog.find((entry) => entry.name === name)!;
  const over = impl as (ctx: FormulaContext, args: Readonly<Record<string, Arg>>) => Table;
  const run = (...values: Arg[]): SheetCell[][] => {
    const spec = specOf();
    const params = spec.params.map((p) => p.name);
    const ctx = executionContext('customFunction');
    let made: ReturnType<typeof documentVoice> | undefined;
    const voice = () => (made ??= documentVoice(ctx));
    try {
      checkArity(spec, values, () => voice().separator);
      const answer = answering(ctx, questionKey(name, values));
      const asked: FormulaContext = Object.assign(Object.create(ctx) as Context, {
        answering: answer,
        spec,
      });
      const table = over(asked, namedArgs(params, values));
      answer.settle();
      return renderTable(answer.close(table), voice().say);
    } catch (error) {
      throw new Error(voice().say(cellError(error, specOf())));
    } finally {
      // What it charged shows on the sidebar's quota bars within seconds, not at the next minute's reading.
      ctx.noteSpending();
      settleExecution();
    }
  };
  const withSpec = (ctx: FormulaContext, args: Readonly<Record<string, Arg>>) =>
    over(Object.assign(Object.create(ctx) as FormulaContext, { spec: specOf() }), args);
  return Object.assign(run, { impl: withSpec });
}

/**
 * The argument a field the service refused came from, by the formula's parameters: a field named as one
 * (`project_id`), or the one whose values it lists (`domain` of `domains`); an index in the field
 * (`keywords.3`) is the row of the range, counted from 1.
 */
export function argumentOf(spec: FunctionSpec): (field: string) => FieldSource | undefined {
  return (field) => {
    const [name, ...rest] = field.split('.');
    const argument = spec.params.find((p) => p.name === name || p.name === `${name}s`)?.name;
    const index = rest.find((part) => /^\d+$/.test(part));
    return argument ? { argument, ...(index !== undefined && { row: Number(index) + 1 }) } : undefined;
  };
}

/** A cell's error: a refusal of fields names the formula's arguments they came from. */
function cellError(error: unknown, spec: FunctionSpec): Said {
  return error instanceof InvalidDataError && error.fields.length
    ? refusalOf(error.fields, argumentOf(spec))
    : saidOf(error);
}

/** Positional cell arguments named after the catalog's parameters. */
export function namedArgs(params: readonly string[], values: readonly Arg[]): Readonly<Record<string, Arg>> {
  return Object.fromEntries(params.map((param, i) => [param, values[i]]));
}
