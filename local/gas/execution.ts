/**
 * One execution: its kind, auth mode, user, the user's grant of scopes and the deadline on the emulated
 * clock. Every service method passes through `guard`, which is where the platform's rules bite: a dead
 * execution stays dead, a call the auth mode forbids or the user's grant does not cover fails with Apps
 * Script's message, a missing method says so instead of returning undefined.
 */
import type { EmulatedClock } from './clock';
import type { Grants } from './consent';
import { EXCEEDED_TIME, notImplementedMessage } from './errors';
import type { AuthModeName, ExecutionKindName } from './execution-kinds';
import { denial, scopeDenial } from './permissions';
import type { Realm } from './realm';

/** Per-execution run-time limits (custom functions and simple triggers 30 s, the rest 6 min). */
export const LIMIT_MS: Record<ExecutionKindName, number> = {
  customFunction: 30_000,
  simpleTrigger: 30_000,
  sidebar: 360_000,
  menu: 360_000,
  trigger: 360_000,
  userCallback: 360_000,
};

/** Property reads that must not throw: JSON serialisers, promise checks and test matchers probe them. */
const PROBES = new Set(['then', 'toJSON', 'asymmetricMatch', 'nodeType', '$$typeof']);

/**
 * An execution's service calls: `{ PropertiesService: { 'PropertiesService.getDocumentProperties': 1,
 * 'Properties.getProperty': 3 } }`. Each crosses from the script to Google's servers in Apps Script, which
 * is what a call costs there; a refused one counts, as it was made.
 */
export type ServiceCalls = Record<string, Record<string, number>>;

/** One execution as `Emulator.executions` lists it. */
export interface ExecutionRecord {
  readonly kind: ExecutionKindName;
  readonly functionName: string;
  readonly user: string;
  readonly calls: ServiceCalls;
}

export interface ExecutionInit {
  kind: ExecutionKindName;
  authMode: AuthModeName;
  /** E-mail of the user running it. */
  user: string;
  functionName: string;
  clock: EmulatedClock;
  realm: Realm;
  /** What the user granted of the manifest's scopes. */
  grants: Grants;
}

export class Execution {
  readonly kind: ExecutionKindName;
  readonly authMode: AuthModeName;
  readonly user: string;
  readonly functionName: string;
  readonly clock: EmulatedClock;
  readonly realm: Realm;
  readonly grants: Grants;
  readonly deadline: number;
  /** Set once the platform has ended the execution; the script may catch the error but cannot go on. */
  killedWith?: string;
  /** Every service method the script called, by service (`PropertiesService`) then `Object.method`. */
  readonly calls: ServiceCalls = {};
  /** What each guarded object wraps, for the platform's own reads of what the script handed it. */
  private readonly targets = new WeakMap<object, object>();

  constructor(init: ExecutionInit) {
    this.kind = init.kind;
    this.authMode = init.authMode;
    this.user = init.user;
    this.functionName = init.functionName;
    this.clock = init.clock;
    this.realm = init.realm;
    this.grants = init.grants;
    this.deadline = init.clock.now() + LIMIT_MS[init.kind];
  }

  remainingMs(): number {
    return Math.max(0, this.deadline - this.clock.now());
  }

  /** Throws the platform's error if the execution is over its time or was already ended. */
  checkAlive(): void {
    if (!this.killedWith && this.clock.now() > this.deadline) this.killedWith = EXCEEDED_TIME;
    if (this.killedWith) throw this.realm.error(this.killedWith);
  }

  fail(message: string): Error {
    return this.realm.error(message);
  }

  /** Ends the execution with `message`, as the platform does: the script may catch the error but cannot go on. */
  end(message: string): Error {
    this.killedWith = message;
    return this.fail(message);
  }

  /**
   * Wraps a service object for the script. `family` selects the permission rules,
   * `label` is the class name used in messages.
   */
  guard<T extends object>(family: string, label: string, target: T): T {
    const proxy: T = new Proxy(target, {
      get: (obj, key) => {
        if (typeof key === 'symbol' || PROBES.has(key)) return Reflect.get(obj, key);
        if (!(key in obj)) throw this.fail(notImplementedMessage(`${label}.${key}`));
        const value = Reflect.get(obj, key);
        if (typeof value !== 'function' || key === 'constructor') return value;
        return (...args: unknown[]) => {
          this.count(family, `${label}.${key}`);
          this.checkAlive();
          const refused =
            denial(this.authMode, family, label, key, this.kind) ??
            scopeDenial(this.authMode, family, label, key, this.grants);
          if (refused) throw this.fail(refused);
          const result = value.apply(obj, args);
          // Chaining (`range.setValue(x).setNote(y)`) must stay behind the guard.
          return result === obj ? proxy : result;
        };
      },
      set: (_obj, key) => {
        throw this.fail(`Cannot set ${label}.${String(key)}: Apps Script objects are read-only`);
      },
    });
    this.targets.set(proxy, target);
    return proxy;
  }

  private count(service: string, call: string): void {
    this.calls[service] ??= {};
    this.calls[service][call] = (this.calls[service][call] ?? 0) + 1;
  }

  /**
   * The object behind a guarded one: the platform reading what the script handed it (an attachment's
   * name, a dialog's HTML) makes no call of the script's, so it is neither checked nor counted.
   */
  unguarded<T>(value: T): T {
    return ((typeof value === 'object' && value !== null && this.targets.get(value)) || value) as T;
  }
}
