/** Account helpers: quota counters (read live, free) and the country dictionary (cached). */
import { countries, quotaModel, users } from '../api';
import { toChoice } from './args';
import { headerArg } from './common';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { wholeRows, rowsTable } from './report';
import { type Table, toTable } from '../shared/table';

const LIMIT_COLUMNS = ['counter', 'limit', 'used', 'left', 'resets_in_hours'];
/** What both country lists have; the rest (phone codes, tax ids of the visibility list) is not a market's. */
const COUNTRY_COLUMNS = ['id', 'name', 'code', 'code_lang'];

/** Not cached: counters move with every paid call, and reading them costs nothing. */
function limits(ctx: FormulaContext, args: ArgsOf<'SEO_LIMITS'>): Table {
  const client = ctx.client();
  const model = quotaModel(users.getLimits(client, {}), client.budget.now());
  const rows = model.counters.map((c) => ({
    counter: c.key,
    limit: c.unlimited ? 'unlimited' : (c.validUntil ?? c.limit),
    used: c.used,
    left: c.unlimited ? 'unlimited' : c.left,
    resets_in_hours: c.hoursToReset,
  }));
  return toTable(rows, {
    header: headerArg(args.header),
    columns: LIMIT_COLUMNS,
    text: ['counter'],
    empty: 'No counters.',
  });
}

function countryTable(ctx: FormulaContext, args: ArgsOf<'SEO_COUNTRIES'>): Table {
  const scope = toChoice(args.scope, 'scope', ['all', 'visibility'] as const, 'all');
  const rows = wholeRows(ctx, 'countries', ['countries', scope], undefined, () =>
    scope === 'all'
      ? countries.getCountries(ctx.client(), {})
      : countries.getVisibilityCountries(ctx.client(), {}),
  );
  return rowsTable(rows, { header: headerArg(args.header), columns: COUNTRY_COLUMNS, text: COUNTRY_COLUMNS });
}

export const SEO_LIMITS = formula('SEO_LIMITS', limits);
export const SEO_COUNTRIES = formula('SEO_COUNTRIES', countryTable);
