/** Account operations. getLimits works without API access and consumes nothing. */
import { dataEndpoint, type NoParams, withTool } from './endpoint';
import { rowsOfAnswer } from './mcp/answer';
import type { Read } from './read';
import { limitsSchema, tokenSchema, whoamiSchema } from './schemas';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Exchanges credentials for a 31-day token; the only request sent without `Authorization`. */
export const requestToken = dataEndpoint<Credentials, Read<typeof tokenSchema>>(
  'POST',
  '/api/users/token',
  tokenSchema,
  {
    authenticated: false,
  },
);

/** The lightest authenticated call: proves a token works. */
export const whoami = dataEndpoint<NoParams, Read<typeof whoamiSchema>>(
  'GET',
  '/api/users/whoami',
  whoamiSchema,
);

/**
 * The tool's counters in either shape: REST's map keyed by counter (at the top, or under `limits`), or a
 * list of counters each naming itself in `key` (or `name`).
 */
function limitsFromTool(_: object[], answer: Readonly<Record<string, unknown>>): unknown {
  const listed = rowsOfAnswer(answer, ['limits', 'counters']);
  if (listed?.length)
    return Object.fromEntries(listed.map(({ key, name, ...entry }) => [String(key ?? name), entry] as const));
  const held = [answer.limits, answer.counters].find((map) => typeof map === 'object' && map !== null);
  return held ?? answer;
}

export const getLimits = withTool(
  dataEndpoint<NoParams, Read<typeof limitsSchema>>('GET', '/api/users/getLimits', limitsSchema),
  { name: 'get_limits', answer: 'object', data: limitsFromTool },
);
