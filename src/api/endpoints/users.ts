/** Account operations. getLimits works without API access and consumes nothing. */
import { dataEndpoint, type NoParams, withTool } from '../endpoint';
import { limitsSchema, tokenSchema, whoamiSchema } from '../schemas';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Exchanges credentials for a 31-day token; the only request sent without `Authorization`. */
export const requestToken = dataEndpoint<Credentials, typeof tokenSchema>(
  'POST',
  '/api/users/token',
  tokenSchema,
  {
    authenticated: false,
  },
);

/** The lightest authenticated call: proves a token works. */
export const whoami = dataEndpoint<NoParams, typeof whoamiSchema>('GET', '/api/users/whoami', whoamiSchema);

export const getLimits = withTool(
  dataEndpoint<NoParams, typeof limitsSchema>('GET', '/api/users/getLimits', limitsSchema),
  {
    name: 'get_limits',
    answer: 'records',
    // The tool lists the counters, each naming itself in `key`; the reference maps them by key.
    data: (rows) =>
      Object.fromEntries(rows.map(({ key, ...entry }: { key?: unknown }) => [String(key), entry])),
  },
);
