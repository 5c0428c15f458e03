/**
 * What the sidebar sends, read at the boundary. google.script.run hands a server function whatever the
 * browser passed (a sidebar left open across an update, a page someone edited), so every handler that
 * takes input reads each argument through its schema first: a field that is missing or of another kind
 * is refused in words naming it, before anything is read from it, never met later as a TypeError.
 * The schemas check the shapes the code reads; what the values mean (a domain, an hour, a market) is
 * checked where it was before, in the user's words. Built on first use, as the wire's are.
 */
import * as z from 'zod/mini';
import { type Said, SaidError, said } from '../shared/i18n/said';

/** One argument's schema, made when a handler first reads one. */
type Schema<T> = () => z.ZodMiniType<T>;

function memo<T>(build: () => z.ZodMiniType<T>): Schema<T> {
  let built: z.ZodMiniType<T> | undefined;
  return () => (built ??= build());
}

export const text = memo(() => z.string());
export const optionalText = memo(() => z.optional(z.nullable(z.string())));
export const flag = memo(() => z.boolean());
export const optionalFlag = memo(() => z.optional(z.nullable(z.boolean())));
export const whole = memo(() => z.number());

/** A report's values: JSON scalars by parameter name (reports/job.ts `ReportParams`). */
export const reportParams = memo(() =>
  z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
);

/** A report run asked for (reports/job.ts `ReportRequest`); fields added later pass through. */
export const reportRequest = memo(() =>
  z.looseObject({
    reportId: z.string(),
    params: reportParams(),
    sheetName: z.string(),
    mode: z.string(),
    keep: z.optional(z.nullable(z.number())),
  }),
);

/** A schedule saved (registry/launcher.ts `ScheduleInput`); its cadence's values are the launcher's to check. */
export const scheduleInput = memo(() =>
  z.looseObject({
    id: z.optional(z.string()),
    target: z.union([
      z.looseObject({ kind: z.literal('report'), request: reportRequest() }),
      z.looseObject({ kind: z.literal('stamp') }),
    ]),
    cadence: z.looseObject({}),
    paused: z.optional(z.boolean()),
  }),
);

/** Settings › Save (sidebar/settings-view.ts `SettingsInput`): what is given; its values are the settings' to check. */
export const settingsInput = memo(() =>
  z.looseObject({
    defaultCountryId: z.optional(z.number()),
    freshnessHours: z.optional(z.record(z.string(), z.number())),
  }),
);

/** Settings › Warehouse › Check (warehouse/settings.ts `WarehouseInput`), or null to turn it off. */
export const warehouseInput = memo(() =>
  z.nullable(
    z.looseObject({
      projectId: z.string(),
      dataset: z.optional(z.nullable(z.string())),
      location: z.optional(z.nullable(z.string())),
      searchConsole: z.optional(z.nullable(z.string())),
    }),
  ),
);

/** A task the task centre asks for (families/serp/task-model.ts `TaskRequest`). */
export const taskRequest = memo(() =>
  z.union([
    z.looseObject({ kind: z.literal('serp'), phrase: z.string(), countryId: z.number() }),
    z.looseObject({ kind: z.literal('top100_crawl'), phrases: z.array(z.string()), countryId: z.number() }),
    z.looseObject({ kind: z.literal('urls_crawl'), urls: z.array(z.string()) }),
  ]),
);

export const taskKind = memo(() => z.enum(['serp', 'top100_crawl', 'urls_crawl']));

const EXPECTED: Readonly<Record<string, 'string' | 'number' | 'boolean' | 'array' | 'object'>> = {
  string: 'string',
  number: 'number',
  int: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  record: 'object',
};

/** The value at `path` of what the sidebar sent. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path)
    here = here !== null && typeof here === 'object' ? Reflect.get(here, key) : undefined;
  return here;
}

/** What is wrong with the field at `path` of argument `name`, in words naming it. */
function problem(name: string, value: unknown, issue: z.core.$ZodIssue): Said {
  const field = [name, ...issue.path.map(String)].slice(issue.path.length ? 1 : 0).join('.');
  const given = at(value, issue.path);
  if (given === undefined || given === null) return said('input.missing', { field });
  const expected = issue.code === 'invalid_type' ? EXPECTED[issue.expected] : undefined;
  return expected
    ? said('input.type', { field, expected: said(`input.${expected}`) })
    : said('input.value', { field });
}

/**
 * The issues of a value no option of a union reads, as those of the option it came nearest to (a task of
 * kind "serp" without its phrase is missing the phrase, not of an unknown kind), under the union's path.
 */
function nearest(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  const closest = issue.errors.reduce((best, option) => (option.length < best.length ? option : best));
  return closest.flatMap((inner) => nearest({ ...inner, path: [...issue.path, ...inner.path] }));
}

/**
 * Argument `name` of a handler, as its schema reads it; refused in words naming each field that is
 * missing or of another kind. Typed as the handler declares it (the sidebar's calls are typed by it).
 */
export function fromSidebar<T>(value: T, schema: Schema<unknown>, name: string): T {
  const parsed = schema().safeParse(value);
  if (parsed.success) return parsed.data as T;
  const problems = parsed.error.issues.flatMap(nearest).map((issue) => problem(name, value, issue));
  const listed = problems.reduce((first, second) => said('joinList', { first, second }));
  throw new SaidError(said('refuse.input', { problem: listed }));
}
