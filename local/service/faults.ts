/**
 * Injected failures. A fault armed without a path hits the next `count` `/api` requests, whatever they
 * ask; one aimed at a `path` (exact) or a path `prefix` hits only the requests it matches, REST's or the
 * tool server's (`/mcp`), so one endpoint (or one connection) can fail while the rest answer. Apart from
 * those, the edge can be given a width: like the real service's edge protection, it then rejects a client's
 * requests while more than `width` of its requests are in flight.
 */
export const FAULT_MODES = [
  'http500_html',
  'http503',
  'edge_reject',
  'timeout',
  'database',
  'html200',
  'cut',
  'gone',
  'upstream',
  'refused200',
  'none',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export type ArmedMode = Exclude<FaultMode, 'none'>;
/** Faults answered with a reply of their own; `cut` is the real answer, broken off (server.ts). */
export type ReplyMode = Exclude<ArmedMode, 'cut'>;

export const DEFAULT_HOLD_MS = 35000;

/** Which requests a fault is aimed at: all `/api` ones, one path, or every path under a prefix. */
export type Aim = { readonly path: string } | { readonly prefix: string } | null;

export interface ArmedFault {
  readonly aim: Aim;
  readonly mode: ArmedMode;
  remaining: number;
  readonly holdMs: number;
}

/** Paths compare without letter case, as the service's action names do. */
const key = (aim: Aim): string =>
  aim === null ? '*' : 'path' in aim ? `=${aim.path.toLowerCase()}` : `^${aim.prefix.toLowerCase()}`;

export class Faults {
  /** Armed faults by aim; at most one per aim, the last armed. */
  private readonly armed = new Map<string, ArmedFault>();
  /** Requests in flight per client address above which the edge rejects; 0: no limit. */
  edgeWidth = 0;
  /** Requests the edge width rejected since it was set. */
  edgeRejected = 0;
  private readonly inFlight = new Map<string, number>();

  /** Arms `mode` for the next `count` requests `aim` matches, in place of what was armed for that aim. */
  arm(mode: ArmedMode, count: number, holdMs: number, aim: Aim = null): void {
    this.armed.set(key(aim), { aim, mode, remaining: count, holdMs });
  }

  /** Clears the fault aimed at `aim`, or every fault without one. */
  clear(aim: Aim = null): void {
    if (aim === null) this.armed.clear();
    else this.armed.delete(key(aim));
  }

  /** The fault armed without a path (the one `GET /__sim/state` has always shown as `fault`). */
  get unaimed(): { mode: FaultMode; remaining: number } {
    const fault = this.armed.get('*');
    return fault && fault.remaining > 0
      ? { mode: fault.mode, remaining: fault.remaining }
      : { mode: 'none', remaining: 0 };
  }

  /** Faults aimed at a path or prefix that still have requests to hit. */
  aimed(): ArmedFault[] {
    return [...this.armed.values()].filter((fault) => fault.aim !== null && fault.remaining > 0);
  }

  /**
   * The fault for a request to `path` now arriving, if one is armed for it: one aimed at exactly that
   * path, else at the longest prefix of it, else (for `/api` requests) the unaimed one.
   */
  take(path: string): ArmedFault | null {
    const lower = path.toLowerCase();
    const live = [...this.armed.values()].filter((fault) => fault.remaining > 0);
    const exact = live.find((fault) => fault.aim && 'path' in fault.aim && key(fault.aim) === `=${lower}`);
    const prefixed = live
      .filter(
        (fault) => fault.aim && 'prefix' in fault.aim && lower.startsWith(fault.aim.prefix.toLowerCase()),
      )
      .sort((a, b) => key(b.aim).length - key(a.aim).length)[0];
    const any = lower.startsWith('/api/') ? this.armed.get('*') : undefined;
    const fault = exact ?? prefixed ?? (any && any.remaining > 0 ? any : null);
    if (fault) fault.remaining--;
    return fault;
  }

  limitEdge(width: number): void {
    this.edgeWidth = width;
    this.edgeRejected = 0;
  }

  /**
   * A request from `client` arrives: false when the edge rejects it (it then never counts as in flight);
   * otherwise it is in flight until `release(client)`.
   */
  admit(client: string): boolean {
    const count = this.inFlight.get(client) ?? 0;
    if (this.edgeWidth > 0 && count >= this.edgeWidth) {
      this.edgeRejected++;
      return false;
    }
    this.inFlight.set(client, count + 1);
    return true;
  }

  release(client: string): void {
    const count = (this.inFlight.get(client) ?? 1) - 1;
    if (count > 0) this.inFlight.set(client, count);
    else this.inFlight.delete(client);
  }
}
