/** Validation of a success body against a schema; disagreement becomes a ResponseValidationError naming the path. */
import * as z from 'zod/mini';
import { ResponseValidationError } from './errors';
import { type Pagination, paginationSchema } from './schemas';

export interface Envelope<D> {
  readonly data: D;
  readonly pagination?: Pagination;
}

export function decodeEnvelope<S extends z.ZodMiniType>(
  body: unknown,
  data: S,
  path: string,
): Envelope<z.output<S>> {
  const schema = z.looseObject({ success: z.boolean(), data, pagination: z.optional(paginationSchema) });
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ResponseValidationError(
      result.error.issues.map((i) => ({ path: i.path, message: describe(i, body) })),
      { path, status: 200 },
    );
  }
  return result.data as unknown as Envelope<z.output<S>>;
}

/**
 * zod/mini carries no message catalogue: say "missing" when the answer has nothing at the path, else what
 * was expected (a tolerant reader's union says only "Invalid input").
 */
function describe(issue: z.core.$ZodIssue, body: unknown): string {
  const value = issue.path.reduce<unknown>(
    (v, key) => (typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
  if (value === undefined || value === null) return 'missing';
  if (issue.code === 'invalid_type') return `not a ${issue.expected}`;
  return issue.code === 'invalid_union' ? 'unreadable' : issue.message;
}
