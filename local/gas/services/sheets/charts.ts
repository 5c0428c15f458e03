/** EmbeddedChartBuilder and EmbeddedChart: charts are recorded as `ChartSpec` data on the sheet. */
import { a1Of } from '../../spreadsheet/values';
import type { ChartSpec } from '../../spreadsheet/workbook';
import { type CellBlock, type Deps, FAMILY } from './deps';

export class EmbeddedChart {
  constructor(
    private readonly deps: Deps,
    readonly spec: ChartSpec,
  ) {}
  getChartId(): string {
    return this.spec.id;
  }
  getType(): string {
    return this.spec.type;
  }
  getOptions(): unknown {
    const options = this.spec.options;
    return this.deps.exec.guard(FAMILY, 'ChartOptions', {
      get: (option: string) => this.deps.exec.realm.adopt(options[String(option)] ?? null),
    });
  }
  /** A builder holding this chart (its id too), whose `build()` `Sheet.updateChart` takes in its place. */
  modify(): unknown {
    return this.deps.exec.guard(
      FAMILY,
      'EmbeddedChartBuilder',
      new EmbeddedChartBuilder(this.deps, this.spec.id, structuredClone(this.spec)),
    );
  }
}

export class EmbeddedChartBuilder {
  private readonly spec: ChartSpec;

  constructor(
    private readonly deps: Deps,
    id: string,
    from?: ChartSpec,
  ) {
    this.spec = from ?? {
      id,
      type: 'LINE',
      ranges: [],
      position: { row: 1, column: 1, offsetX: 0, offsetY: 0 },
      options: {},
    };
  }
  private as(type: string): this {
    this.spec.type = type;
    return this;
  }
  setChartType(type: string): this {
    return this.as(String(type));
  }
  asLineChart(): this {
    return this.as('LINE');
  }
  asColumnChart(): this {
    return this.as('COLUMN');
  }
  asBarChart(): this {
    return this.as('BAR');
  }
  asAreaChart(): this {
    return this.as('AREA');
  }
  asPieChart(): this {
    return this.as('PIE');
  }
  asScatterChart(): this {
    return this.as('SCATTER');
  }
  addRange(range: CellBlock): this {
    const sheet = range.model.name.replace(/'/g, "''");
    this.spec.ranges.push(`'${sheet}'!${a1Of(range.grid)}`);
    return this;
  }
  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): this {
    this.spec.position = { row: anchorRowPos, column: anchorColPos, offsetX, offsetY };
    return this;
  }
  setOption(option: string, value: unknown): this {
    this.spec.options[String(option)] = value;
    return this;
  }
  setTitle(title: string): this {
    return this.setOption('title', String(title));
  }
  setXAxisTitle(title: string): this {
    return this.setOption('hAxis.title', String(title));
  }
  setYAxisTitle(title: string): this {
    return this.setOption('vAxis.title', String(title));
  }
  setLegendPosition(position: string): this {
    return this.setOption('legend.position', String(position));
  }
  setNumHeaders(headers: number): this {
    return this.setOption('numHeaders', headers);
  }
  build(): unknown {
    return this.deps.exec.guard(
      FAMILY,
      'EmbeddedChart',
      new EmbeddedChart(this.deps, structuredClone(this.spec)),
    );
  }
}
