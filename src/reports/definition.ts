/**
 * What a report of the launcher is: its parameters, what it charges, the module whose rows-per-report
 * caps it, an optional chart, and how its data is fetched chunk by chunk. Each family defines its
 * reports (families/<family>/reports.ts); registry/reports.ts lists them all.
 */
import type { Offer } from '../alerts/offer';
import type { DataSource, Declared } from '../api/source';
import type { ReportParams } from './job';
import * as p from './params';
import type { Charge, Source } from './runner';
import type { ChartPlan } from '../platform/report-sheets';
import type { ChargeContext } from './sources';
import type { LauncherKey } from '../shared/i18n/areas';
import type { Language } from '../shared/i18n/languages';
import { inEveryLanguage, type Keyed, type Suffix, type Words } from './words';
import type { DateRange } from '../api/wire';

/** A report's id, which names its title in the document catalogues (`report.<id>`). */
export type ReportId = Keyed<'report.'>;
/** Named in the launcher's catalogue (`family.<name>`). */
export type ReportFamily = Suffix<LauncherKey, 'family.'>;

/** A chart as a report defines it: its title a key of the document catalogues. */
export interface ChartSpec extends Omit<ChartPlan, 'title' | 'replaces'> {
  readonly title: Keyed<'chart.'>;
}
/** The `<module>_rows_per_report` limit that caps the report. */
export type RowsModule = 'visibility_analysis' | 'keywords_analysis' | 'monitoring' | 'serp_analysis';

export interface ReportContext extends ChargeContext {
  readonly source: DataSource;
  readonly rowLimit: number;
  /** Phrases of a sheet range (A1 notation with sheet name), top to bottom, blanks as ''. */
  readPhrases(a1: string): string[];
  /** The document's language, whose way of writing numbers a filter is read in. */
  readonly language: Language;
}

/** A report, whose runs get a `C` (a family may need more than every report does: the registry gives it). */
/**
 * What a report keeps in the warehouse (src/warehouse/): the table of its kind (every report of the kind a
 * table of its own under it), the columns that tell a run's rows apart (its natural key, clustered after the
 * report), and the day each row describes.
 */
export interface WarehouseTable {
  /** The kind's table: `positions`, `rank_tracker_positions`; lower case, digits and single underscores. */
  readonly table: string;
  /** The natural key: at most three of the report's columns. */
  readonly key: readonly string[];
  /**
   * The day a row describes: the run's (by default); the row's own date column (`column`, which the table
   * keeps as `data_date`); or each `YYYY-MM-DD` column of it (`days`: a row a day, the day's value under it).
   */
  readonly day?: { readonly column: string } | { readonly days: string };
  /** Parameters the rows do not carry, kept as columns (a phrase's history: the phrase). */
  readonly params?: readonly string[];
  /** Days back the service holds, which a backfill fetches (the report's own date range moved). */
  readonly backfillDays?: number;
}

export interface ReportDefinition<C extends ReportContext = ReportContext> {
  readonly id: ReportId;
  readonly family: ReportFamily;
  /** The plan's rows-per-report that caps it; null: none (a report of the warehouse). */
  readonly module: RowsModule | null;
  /** Its table in the warehouse, for a report whose runs may go there. */
  readonly warehouse?: WarehouseTable;
  readonly params: readonly p.ParamSpec[];
  readonly chart?: ChartSpec;
  /**
   * What a run reads from the service (for `params`, when given; the last one is where its rows come from),
   * so the launcher can say before anything is filled in whether the connection offers the report.
   */
  reads(params?: ReportParams): readonly Declared[];
  /**
   * What a run asks with these values, where a connection answers an endpoint for some values and not for
   * others (the tool server's tools take no filter): the launcher says before a run which options the
   * connection cannot answer, and a run paused for it goes on once a connection can. Without it: `reads`.
   */
  asks?(params: ReportParams, language: Language): readonly Ask[];
  /**
   * Its data changes within a day (a SERP analysis, a crawl), so an hourly schedule fits it; a schedule of
   * any other every few hours is told that its runs fetch the day's data again.
   */
  readonly intraday?: boolean;
  /** What its rows offer the alert rules (alerts/offer.ts); absent: no rule watches it. */
  readonly alerts?: Offer;
  /** What a whole run charges at most (the service may find some of it already paid for). */
  estimate(params: ReportParams, ctx: Omit<C, 'source' | 'rowLimit' | 'language'>): Charge;
  source(params: ReportParams, ctx: C): Source;
  /** Names of the ids a run is asked about (a rank-tracker project's), read free of charge for its note. */
  names?(params: ReportParams, source: DataSource): Readonly<Record<string, string>>;
}

/** An endpoint a run asks, and the parameters it asks it with (none: whatever they are). */
export interface Ask {
  readonly endpoint: Declared;
  readonly params?: object;
}

/** What a run of `definition` with these values asks the service. */
export function asksOf(
  definition: ReportDefinition,
  params: ReportParams,
  language: Language,
): readonly Ask[] {
  return definition.asks?.(params, language) ?? definition.reads(params).map((endpoint) => ({ endpoint }));
}

export const NO_CHARGE: Charge = { counter: 'none', units: 0 };

export const dateRange = (params: ReportParams): DateRange => ({
  date_min: p.text(params, 'date_min'),
  date_max: p.text(params, 'date_max'),
});

/** A report whose whole run charges what its first request charges. */
export function chargedReport<C extends ReportContext = ReportContext>(
  described: Pick<
    ReportDefinition,
    | 'id'
    | 'chart'
    | 'params'
    | 'family'
    | 'module'
    | 'reads'
    | 'asks'
    | 'names'
    | 'intraday'
    | 'alerts'
    | 'warehouse'
  >,
  charge: (params: ReportParams, ctx: ChargeContext) => Charge,
  source: (params: ReportParams, ctx: C, first: Charge) => Source,
): ReportDefinition<C> {
  return {
    ...described,
    estimate: charge,
    source: (params, ctx) => source(params, ctx, charge(params, ctx)),
  };
}

export type Described = Pick<ReportDefinition, 'id' | 'chart' | 'params' | 'warehouse'>;

/** A report that reads one endpoint, whatever its parameters. */
export const readsOnly =
  (...endpoints: Declared[]) =>
  (): readonly Declared[] =>
    endpoints;

/** The chart to draw, titled in `t`'s language; a chart titled in another one from before is replaced. */
export const chartPlan = (chart: ChartSpec, t: Words): ChartPlan => ({
  ...chart,
  title: t(`chart.${chart.title}`),
  replaces: inEveryLanguage(`chart.${chart.title}`),
});
