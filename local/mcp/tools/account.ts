/** The account's quotas: free, like REST `users/getLimits`. */
import { detailLevel } from '../inputs';
import { type Tool, tool, trim } from '../tool';

const getLimits = tool({
  name: 'get_limits',
  title: 'Quotas of the account',
  description:
    'The account (`user.email`) and every quota under `limits`, keyed by counter as REST getLimits keys them: plan limit (-1 unlimited), usage this period, what is left, hours until it renews (each counter its own: the visibility and keyword counters renew monthly from the package start whatever their names say). The pool is shared with the API and the web application. Charges nothing.',
  input: { detail_level: detailLevel },
  run: (ctx, args) => ({
    user: { email: ctx.account.email },
    limits: Object.fromEntries(
      Object.entries(ctx.state.quota.limits(ctx.account)).map(([key, entry]) => [
        key,
        trim(
          {
            limit: entry.limit,
            usage: entry.usage,
            remaining:
              typeof entry.limit === 'number' && entry.usage !== null
                ? entry.limit === -1
                  ? null
                  : Math.max(0, entry.limit - entry.usage)
                : null,
            hours_to_reset: entry.hours_to_reset,
            extra_limit: entry.extra_limit,
          },
          args.detail_level,
          {
            summary: ['limit', 'usage'],
            standard: ['limit', 'usage', 'remaining', 'hours_to_reset'],
          },
        ),
      ]),
    ),
  }),
});

export const accountTools: Tool[] = [getLimits];
