/**
 * How many requests a parallel batch sends at once. The service's edge protection rejects many parallel
 * connections from one address, and every Apps Script request leaves from Google's shared addresses, so the
 * width it tolerates is not known in advance: it is learnt per execution, the way TCP learns a congestion
 * window. Start narrow; double after each clean wave that used the whole width, up to the threshold learnt
 * from the last rejection, then widen by one; halve (and lower the threshold) on an edge rejection or 5xx.
 */

export interface WidthPolicy {
  /** The first wave's width. */
  readonly start: number;
  /** Never narrower than this, however many rejections (at least 1). */
  readonly min: number;
  /** Never wider than this, however clean the answers. */
  readonly max: number;
}

export const DEFAULT_WIDTH: WidthPolicy = { start: 4, min: 1, max: 16 };

/** A width that does not adapt: every wave sends `width` requests (rejected ones are still retried). */
export function fixedWidth(width: number): WidthPolicy {
  return { start: width, min: width, max: width };
}

export interface WidthController {
  /** How many requests the next wave may send. */
  current(): number;
  /** A wave of `sent` requests came back without edge rejections or 5xx. */
  clean(sent: number): void;
  /** A wave met an edge rejection or a 5xx. */
  congested(): void;
}

export function widthController(policy: WidthPolicy): WidthController {
  const min = Math.max(1, Math.floor(policy.min));
  const max = Math.max(min, Math.floor(policy.max));
  let width = Math.min(max, Math.max(min, Math.floor(policy.start)));
  let threshold = max;
  return {
    current: () => width,
    clean(sent) {
      // A short wave says nothing about a wider one.
      if (sent < width) return;
      width = Math.min(max, width < threshold ? Math.min(threshold, width * 2) : width + 1);
    },
    congested() {
      width = Math.max(min, Math.floor(width / 2));
      threshold = width;
    },
  };
}
