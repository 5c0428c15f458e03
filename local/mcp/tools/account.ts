/** The account's quotas: free, like REST `users/getLimits`. */
import { detailLevel } from '../inputs';
import { type Tool, tool, trim } from '../tool';

const getLimits = tool({
  name: 'get_limits',
  title: 'Quotas of the account',
  description:
    'Every quota of the account: plan limit (-1 unlimited), usage this period, what is left, hours until it renews (monthly from the package start despite the names). The pool is shared with the API and the web application. Charges nothing.',
  input: { detail_level: detailLevel },
  run: (ctx, args) => ({
    email: ctx.account.email,
    records: Object.entries(ctx.state.quota.limits(ctx.account)).map(([key, entry]) =>
      trim(
        {
          key,
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
          summary: ['key', 'limit', 'usage'],
          standard: ['key', 'limit', 'usage', 'remaining', 'hours_to_reset'],
        },
      ),
    ),
  }),
});

export const accountTools: Tool[] = [getLimits];
