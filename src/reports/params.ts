/**
 * Launcher parameters: how each is described to the sidebar, and how a stored value is read back
 * with its type. Values travel as JSON scalars (google.script.run and document properties).
 */
import type { ReportParams, Scalar } from './job';

export type ParamKind = 'domain' | 'text' | 'number' | 'country' | 'choice' | 'date' | 'range';

export interface ParamSpec {
  readonly name: string;
  readonly label: string;
  readonly kind: ParamKind;
  readonly required?: boolean;
  /** The launcher's starting value; `country` defaults to the document setting instead. */
  readonly initial?: Scalar;
  readonly choices?: readonly string[];
  readonly hint?: string;
}

export const domain: ParamSpec = {
  name: 'domain',
  label: 'Domain',
  kind: 'domain',
  required: true,
  hint: 'Taken from the selected cell when it holds a domain.',
};
/** A drop-down; the first choice is the starting value. */
export function choice(name: string, label: string, choices: readonly string[]): ParamSpec {
  return { name, label, kind: 'choice', initial: choices[0], choices };
}

export const fetchMode = choice('fetch_mode', 'Read the domain as', [
  'topLevelDomain',
  'subdomain',
  'catalog',
  'url',
]);
export const country: ParamSpec = { name: 'country_id', label: 'Market', kind: 'country' };
export const limit = (initial: number): ParamSpec => ({
  name: 'limit',
  label: 'Rows at most',
  kind: 'number',
  initial,
  hint: "Capped by the plan's rows per report.",
});
export const dateMin: ParamSpec = { name: 'date_min', label: 'From', kind: 'date' };
export const dateMax: ParamSpec = { name: 'date_max', label: 'To', kind: 'date' };
export const keyword: ParamSpec = { name: 'keyword', label: 'Phrase', kind: 'text', required: true };
export const projectId: ParamSpec = {
  name: 'project_id',
  label: 'Project id',
  kind: 'number',
  required: true,
};
export const groupId: ParamSpec = { name: 'group_id', label: 'Group id (optional)', kind: 'number' };
export const taskId: ParamSpec = { name: 'task_id', label: 'Task id', kind: 'number', required: true };

/** Names of required parameters that are missing or blank. */
export function missingParams(specs: readonly ParamSpec[], params: ReportParams): string[] {
  return specs
    .filter((spec) => spec.required && text(params, spec.name) === undefined)
    .map((spec) => spec.label);
}

/** Typed reads of stored values; blanks read as undefined so optional API fields stay out. */
export function text(params: ReportParams, name: string): string | undefined {
  const value = params[name];
  const trimmed = value === null || value === undefined ? '' : String(value).trim();
  return trimmed || undefined;
}

export function number(params: ReportParams, name: string): number | undefined {
  const raw = text(params, name);
  const value = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function required(params: ReportParams, name: string): string {
  const value = text(params, name);
  if (value === undefined) throw new Error(`The report needs ${name}.`);
  return value;
}

export function requiredNumber(params: ReportParams, name: string): number {
  const value = number(params, name);
  if (value === undefined) throw new Error(`The report needs ${name} as a number.`);
  return value;
}
