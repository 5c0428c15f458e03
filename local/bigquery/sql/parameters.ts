/**
 * A query's `queryParameters` as DuckDB literals: each value is checked against its declared type, as
 * BigQuery checks it before it runs anything, and written as a typed, quoted literal, so no parameter's
 * text can change the statement around it.
 */
import { fail } from '../errors';
import { quoteString } from '../schema';
import { TYPE_NAMES } from './functions';

export interface Parameters {
  /** By lower-cased name (GoogleSQL's parameter names are case-insensitive). */
  named: Map<string, string>;
  positional: string[];
}

interface ParameterType {
  type?: string;
  arrayType?: ParameterType;
}

interface ParameterValue {
  value?: string | null;
  arrayValues?: ParameterValue[];
}

interface QueryParameter {
  name?: string;
  parameterType?: ParameterType;
  parameterValue?: ParameterValue;
}

const CHECKS: Record<string, RegExp> = {
  INT64: /^[+-]?\d+$/,
  FLOAT64: /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|NaN|[+-]?Infinity|[+-]?inf)$/i,
  NUMERIC: /^[+-]?(?:\d{1,29}(?:\.\d{0,9})?|\.\d{1,9})$/,
  BOOL: /^(?:true|false)$/i,
  DATE: /^\d{4}-\d{1,2}-\d{1,2}$/,
  TIMESTAMP:
    /^\d{4}-\d{1,2}-\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)?(?:\s*(?:Z|UTC|[+-]\d{1,2}(?::\d{2})?))?$/i,
  DATETIME: /^\d{4}-\d{1,2}-\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)?$/,
  STRING: /^/s,
};

export function readParameters(mode: unknown, raw: unknown): Parameters {
  const params: Parameters = { named: new Map(), positional: [] };
  if (raw === undefined || raw === null) return params;
  if (!Array.isArray(raw)) throw fail.invalid('Invalid value for queryParameters: expected a list');
  const positional = String(mode ?? '').toUpperCase() === 'POSITIONAL';
  for (const p of raw as QueryParameter[]) {
    const literal = literalOf(p.parameterType, p.parameterValue, p.name ?? '');
    if (positional) params.positional.push(literal);
    else {
      if (!p.name) throw fail.invalid('Query parameters must have names when parameterMode is NAMED.');
      params.named.set(p.name.toLowerCase(), literal);
    }
  }
  return params;
}

function literalOf(type: ParameterType | undefined, value: ParameterValue | undefined, name: string): string {
  const kind = normalType(type?.type);
  if (!kind) throw fail.invalid(`Query parameter '${name}' has no valid type: ${String(type?.type)}`);
  if (kind === 'ARRAY') {
    const element = duckType(type?.arrayType, name);
    const items = (value?.arrayValues ?? []).map((v) => literalOf(type?.arrayType, v, name));
    return `CAST([${items.join(', ')}] AS ${element}[])`;
  }
  const target = TYPE_NAMES[kind] ?? kind;
  const text = value?.value;
  if (text === undefined || text === null) return `CAST(NULL AS ${target})`;
  if (!CHECKS[kind].test(String(text)))
    throw fail.invalid(`Query parameter '${name}' has value ${String(text)}, which is not a valid ${kind}.`);
  if (kind === 'STRING') return quoteString(String(text));
  if (kind === 'BOOL') return String(text).toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
  const normal = kind === 'TIMESTAMP' ? String(text).replace(/\s*UTC$/i, '+00') : String(text);
  return `CAST(${quoteString(normal)} AS ${target})`;
}

function duckType(type: ParameterType | undefined, name: string): string {
  const kind = normalType(type?.type);
  if (!kind || kind === 'ARRAY')
    throw fail.invalid(`Query parameter '${name}' has an unsupported array element type`);
  return TYPE_NAMES[kind] ?? kind;
}

const ALIASES: Record<string, string> = {
  INTEGER: 'INT64',
  FLOAT: 'FLOAT64',
  BOOLEAN: 'BOOL',
  BIGNUMERIC: 'NUMERIC',
};

function normalType(type: string | undefined): string | undefined {
  const upper = String(type ?? '').toUpperCase();
  const kind = ALIASES[upper] ?? upper;
  return kind === 'ARRAY' || kind in CHECKS ? kind : undefined;
}
