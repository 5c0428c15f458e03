import { type QuotaModel, quotaModel } from '../../src/api/quota';
import { limitsBook, type LimitsPorts } from '../../src/reports/limits';

const model = (used: number, readAt: number): QuotaModel =>
  quotaModel(
    {
      visibility_analysis_queries_per_day: { limit: 100, usage: used, extra_limit: 0, hours_to_reset: 5 },
      visibility_analysis_rows_per_report: { limit: 500, usage: null, extra_limit: 0, hours_to_reset: null },
    },
    readAt,
  );

function ports(kept: QuotaModel | null = null) {
  const log = { reads: 0, kept, fail: null as Error | null, used: 0 };
  const p: LimitsPorts = {
    read() {
      log.reads += 1;
      if (log.fail) throw log.fail;
      return model(log.used, log.reads);
    },
    load: () => log.kept,
    keep(m) {
      log.kept = m;
    },
  };
  return { log, p };
}

describe('the limits book of one execution', () => {
  it('reads once, and again only after a request that may have charged', () => {
    const { log, p } = ports();
    const book = limitsBook(p);
    expect(book.known().kept).toBe(false);
    book.current();
    book.known();
    expect(log.reads).toBe(1);
    book.spending();
    log.used = 1;
    expect(book.current()?.counters[0].used).toBe(1);
    expect(book.current()?.counters[0].used).toBe(1);
    expect(log.reads).toBe(2);
  });

  it('gives its last reading without reading again, even after a request that may have charged', () => {
    const { log, p } = ports();
    const book = limitsBook(p);
    expect(book.lastRead()).toBeNull();
    book.current();
    book.spending();
    log.used = 1;
    expect(book.lastRead()?.counters[0].used).toBe(0);
    expect(log.reads).toBe(1);
    expect(book.current()?.counters[0].used).toBe(1);
    log.fail = new Error('503');
    book.spending();
    book.current();
    expect(book.lastRead()).toBeNull();
  });

  it('keeps the first reading of the execution for later ones to size runs by', () => {
    const { log, p } = ports();
    const book = limitsBook(p);
    book.current();
    book.spending();
    book.current();
    expect(log.kept?.readAt).toBe(1);
  });

  it('a failed read is not tried again in the execution; the kept limits serve, marked as kept', () => {
    const kept = model(7, 42);
    const { log, p } = ports(kept);
    log.fail = new Error('503');
    const book = limitsBook(p);
    expect(book.current()).toBeNull();
    expect(book.known()).toEqual({ model: kept, kept: true });
    book.spending();
    expect(book.current()).toBeNull();
    expect(book.known().kept).toBe(true);
    expect(log.reads).toBe(1);
  });

  it('with nothing kept, a failed read throws its error where limits are needed', () => {
    const { log, p } = ports();
    log.fail = new Error('Service unavailable');
    const book = limitsBook(p);
    expect(() => book.known()).toThrow('Service unavailable');
    expect(() => book.known()).toThrow('Service unavailable');
    expect(log.reads).toBe(1);
  });
});
