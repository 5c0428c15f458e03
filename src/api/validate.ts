/** Validation of a success body against a schema; disagreement becomes a ResponseValidationError naming the path. */
import * as z from 'zod/mini';
import { ResponseValidationError } from './errors';
import { optObj } from './read';
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
  const schema = z.looseObject({ success: z.boolean(), data, pagination: optObj(paginationSchema) });
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ResponseValidationError(
      result.error.issues.map((i) => ({ path: i.path, message: describe(i) })),
      { path, status: 200 },
    );
  }
  return result.data as unknown as Envelope<z.output<S>>;
}

/** zod/mini carries no message catalogue: say in words what is wrong with the field. */
function describe(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return issue.message;
  return issue.input === undefined || issue.input === null ? 'missing' : 'not readable';
}
