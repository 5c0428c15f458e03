/** Account helpers: quota counters (read live, free) and the country dictionary (cached). */
import * as countries from '../../api/countries';
import * as users from '../../api/users';
import { quotaModel } from '../../api/quota';
import { toChoice } from '../../functions/args';
import { headerArg } from '../../functions/shared-args';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { rowsTable, wholeRows } from '../../functions/results';
import { type Table, toTable } from '../../shared/table';
import { marketName } from '../../shared/markets';
import { counterNote, lacksCounter, limitLabel, quotaVoice, resetsIn } from '../../shared/quota-wording';
import { said } from '../../shared/i18n/said';
import { COUNTRY_COLUMNS, LIMIT_COLUMNS } from './spec';

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

/** Not cached: counters move with every paid call, and reading them costs nothing. */
function limits(ctx: FormulaContext, args: Args<'SEO_LIMITS'>): Table {
  const source = ctx.source();
  const model = quotaModel(source.get(users.getLimits, {}), source.budget.now());
  // Written into the document, so in its language.
  const voice = quotaVoice(ctx.documentLanguage());
  const unlimited = voice.say('unlimited');
  const rows = model.counters.map((c) => {
    // A counter the plan lacks resets to nothing: said so, rather than when it "resets".
    const lacking = lacksCounter(c);
    return {
      counter: limitLabel(c.key, voice),
      limit: c.unlimited ? unlimited : (c.validUntil ?? c.limit),
      used: c.used,
      left: c.unlimited ? unlimited : c.left,
      resets: c.hoursToReset === null || lacking ? '' : resetsIn(c.hoursToReset, voice),
      note: lacking ? voice.say('notInPlan') : counterNote(c.key, voice),
      key: c.key,
    };
  });
  return toTable(rows, {
    header: headerArg(args.header, ctx),
    columns: LIMIT_COLUMNS,
    text: ['counter', 'resets', 'note', 'key'],
    empty: said('note.noCounters'),
  });
}

function countryTable(ctx: FormulaContext, args: Args<'SEO_COUNTRIES'>): Table {
  const scope = toChoice(args.scope, 'scope', ['all', 'visibility'] as const, 'all');
  const list = scope === 'all' ? countries.getCountries : countries.getVisibilityCountries;
  const rows = wholeRows(ctx, 'countries', ['countries', scope], undefined, list, (source) =>
    source.get(list, {}),
  );
  // The service names databases 1 and 200 both "Polska": the market column tells them apart.
  const named = rows.rows.map((row) => {
    const { id, ...rest } = row as { id?: unknown };
    return {
      id,
      market: marketName(Number(id), ctx.documentLanguage(), (rest as { name?: string }).name),
      ...rest,
    };
  });
  return rowsTable(
    ctx,
    { ...rows, rows: named },
    { header: headerArg(args.header, ctx), columns: COUNTRY_COLUMNS, text: COUNTRY_COLUMNS.slice(1) },
  );
}

export const SEO_LIMITS = formula('SEO_LIMITS', limits);
export const SEO_COUNTRIES = formula('SEO_COUNTRIES', countryTable);
