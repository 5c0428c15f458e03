/**
 * The limits as one report execution knows them. getLimits is free but a request, and the service may
 * fail it like any other: an execution reads it once, and again only after a request that may have
 * charged (to measure what that request charged, and to check the quota before the next one), so one
 * reading serves a run's "after" and the next run's "before". A read that fails is not tried again in the
 * same execution. The first reading of each execution is kept with its time (document properties), so a
 * run can still be sized by the last limits known when the service cannot tell them.
 */
import type { QuotaModel } from '../api/quota';

export interface LimitsPorts {
  /** getLimits, now. */
  read(): QuotaModel;
  /** The limits last kept in this document, or null. */
  load(): QuotaModel | null;
  keep(model: QuotaModel): void;
}

/** Limits to size a run by, and whether they are the kept ones (read in an earlier execution). */
export interface KnownLimits {
  readonly model: QuotaModel;
  readonly kept: boolean;
}

export interface LimitsBook {
  /** The counters as the service has them now; null when they cannot be read in this execution. */
  current(): QuotaModel | null;
  /**
   * The freshest limits known: this execution's reading, else the kept ones. Throws why they could not
   * be read when none were ever kept.
   */
  known(): KnownLimits;
  /**
   * This execution's last reading, without reading again; null before the first or once one failed.
   * For what only learns from the counters: a read between a run's "before" and its charge would
   * become that run's "after" and the charge would be measured against the wrong run.
   */
  lastRead(): QuotaModel | null;
  /** A request that may charge is going out: the next `current()` reads again. */
  spending(): void;
}

export function limitsBook(ports: LimitsPorts): LimitsBook {
  let reading: QuotaModel | null = null;
  let spent = false;
  let failed: { readonly error: unknown } | null = null;
  let kept: QuotaModel | null | undefined;
  const current = (): QuotaModel | null => {
    if (failed) return null;
    if (reading && !spent) return reading;
    try {
      const first = reading === null;
      reading = ports.read();
      spent = false;
      if (first) ports.keep(reading);
      return reading;
    } catch (error) {
      failed = { error };
      return null;
    }
  };
  return {
    current,
    known() {
      const model = reading ?? current();
      if (model) return { model, kept: false };
      if (kept === undefined) kept = ports.load();
      if (kept) return { model: kept, kept: true };
      throw failed?.error;
    },
    lastRead: () => (failed ? null : reading),
    spending() {
      spent = true;
    },
  };
}
