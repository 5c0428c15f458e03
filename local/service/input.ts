/**
 * Typed reads of request parameters with the service's validation errors. Query strings and form
 * bodies carry only strings, so numbers are accepted as numeric strings too.
 */
import { isJsonObject } from './http';
import { fail } from './reply';

export interface Paging {
  limit: number;
  /** 1-based; with `offset`, the page that row falls on (so only a request from row 0 charges). */
  page: number;
  /** Rows skipped before this page, when the request counts rows (`offset`) rather than pages. */
  offset?: number;
}

export class Input {
  /** `prefix` names nested fields in errors, e.g. `parameters.0.`. */
  constructor(
    readonly values: Record<string, unknown>,
    private readonly prefix = '',
  ) {}

  has(name: string): boolean {
    const v = this.values[name];
    return v !== undefined && v !== null && v !== '';
  }

  /** A required text; one given empty is the service's `_empty`, one left out its `_required`. */
  string(name: string): string {
    if (this.values[name] === '') throw fail.empty(this.prefix + name);
    if (!this.has(name)) throw fail.required(this.prefix + name);
    const v = this.values[name];
    if (typeof v !== 'string' && typeof v !== 'number')
      throw fail.rule(this.prefix + name, 'type', 'This value should be a string');
    return String(v).trim();
  }

  optionalString(name: string): string | undefined {
    return this.has(name) ? this.string(name) : undefined;
  }

  int(name: string, fallback?: number): number {
    if (!this.has(name)) {
      if (fallback === undefined) throw fail.required(this.prefix + name);
      return fallback;
    }
    const n = Number(this.values[name]);
    if (!Number.isInteger(n)) throw fail.rule(this.prefix + name, 'type', 'This value should be an integer');
    return n;
  }

  optionalInt(name: string): number | undefined {
    return this.has(name) ? this.int(name) : undefined;
  }

  bounded(name: string, fallback: number, min: number, max: number): number {
    const n = this.int(name, fallback);
    if (n > max) throw fail.rule(this.prefix + name, 'max', `This value should be ${max} or less`);
    if (n < min) throw fail.rule(this.prefix + name, 'min', `This value should be ${min} or more`);
    return n;
  }

  choice<T extends string | number>(name: string, options: readonly T[], fallback?: T): T {
    if (!this.has(name)) {
      if (fallback === undefined) throw fail.required(this.prefix + name);
      return fallback;
    }
    const raw = this.values[name];
    const found = options.find((o) => String(o) === String(raw));
    if (found === undefined)
      throw fail.rule(this.prefix + name, 'choice', 'The value you selected is not a valid choice');
    return found;
  }

  /** A required array of non-empty strings; an empty item is named `<field>.<index>`. */
  strings(name: string, maxItems: number): string[] {
    return this.list(name, maxItems).map((item, i) => {
      if (typeof item !== 'string' || item.trim() === '')
        throw fail.rule(`${this.prefix}${name}.${i}`, 'not_blank', 'This value should not be blank');
      return item;
    });
  }

  date(name: string, fallback?: string): string {
    if (!this.has(name)) {
      if (fallback === undefined) throw fail.required(this.prefix + name);
      return fallback;
    }
    const v = String(this.values[name]);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v)))
      throw fail.rule(this.prefix + name, 'date', 'This value is not a valid date');
    return v;
  }

  /** The service's quirk: a reversed range is reported against `date_max`, backwards. */
  dateRange(minName: string, maxName: string, defaults: { min: string; max: string }): [string, string] {
    const min = this.date(minName, defaults.min);
    const max = this.date(maxName, defaults.max);
    if (min > max)
      throw fail.rule(this.prefix + maxName, 'date_range', `${maxName} cannot be greater than ${minName}`);
    return [min, max];
  }

  /** A required object, read as an Input naming its fields `<name>.<field>`. */
  object(name: string): Input {
    if (!this.has(name)) throw fail.required(this.prefix + name);
    const v = this.values[name];
    if (!isJsonObject(v)) throw fail.rule(this.prefix + name, 'type', 'This value should be an object');
    return new Input(v, `${this.prefix}${name}.`);
  }

  /** A required, non-empty array of objects, each read as an Input naming its fields `<name>.<i>.<field>`. */
  objects(name: string, maxItems: number): Input[] {
    return this.list(name, maxItems).map((item, i) => {
      const values = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      return new Input(values, `${this.prefix}${name}.${i}.`);
    });
  }

  /** `limit` with `page`, or with `offset` (rows to skip), which the live service's web client sends. */
  paging(maxLimit: number): Paging {
    const limit = this.bounded('limit', 10, 1, maxLimit);
    if (!this.has('offset')) return { limit, page: this.bounded('page', 1, 1, Number.MAX_SAFE_INTEGER) };
    const offset = this.bounded('offset', 0, 0, Number.MAX_SAFE_INTEGER);
    return { limit, page: Math.floor(offset / limit) + 1, offset };
  }

  /** A required array of 1..maxItems items; an empty one is the service's `_empty`. */
  private list(name: string, maxItems: number): unknown[] {
    if (!this.has(name)) throw fail.required(this.prefix + name);
    const v = this.values[name];
    if (!Array.isArray(v)) throw fail.rule(this.prefix + name, 'type', 'This value should be an array');
    if (v.length === 0) throw fail.empty(this.prefix + name);
    if (v.length > maxItems)
      throw fail.rule(
        this.prefix + name,
        'max',
        `This collection should contain ${maxItems} elements or less`,
      );
    return v;
  }
}
