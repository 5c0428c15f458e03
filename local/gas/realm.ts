/**
 * The script's own realm. Values handed to the bundle must be built from the context's constructors:
 * `x instanceof Date` or `e instanceof Error` inside the bundle is false for a host object, which
 * Apps Script never does to a script.
 */
import vm from 'node:vm';

export interface Realm {
  /** The context's global object. */
  readonly global: Record<string, unknown>;
  /** An `Error` of the script's realm, as the services throw. */
  error(message: string): Error;
  /** Deep copy of arrays, Dates and plain objects into the script's realm; other objects pass as they are. */
  adopt<T>(value: T): T;
  /** `new Function(...)` of the script's realm: the code sees the script's globals. */
  compile(params: string[], body: string): (...args: unknown[]) => unknown;
}

interface Intrinsics {
  Error: ErrorConstructor;
  Date: DateConstructor;
  Array: ArrayConstructor;
  Object: ObjectConstructor;
  Function: FunctionConstructor;
}

/**
 * Replaces the context's `Date` with one that reads the emulated clock. It stays the context's own
 * constructor (same prototype), so `instanceof Date` and date arithmetic behave as usual.
 */
const INSTALL_CLOCK = `(function (clockNow) {
  var RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    apply: function () { return new RealDate(clockNow()).toString(); },
    construct: function (target, args, newTarget) {
      return Reflect.construct(RealDate, args.length ? args : [clockNow()], newTarget);
    },
    get: function (target, key, receiver) {
      return key === 'now' ? function now() { return clockNow(); } : Reflect.get(target, key, receiver);
    },
  });
  return { Error: Error, Date: RealDate, Array: Array, Object: Object, Function: Function };
})`;

export function isDate(value: unknown): value is Date {
  // Most values are strings and numbers: answered before the slower tag check, which cells pay per value.
  if (typeof value !== 'object' || value === null) return false;
  return Object.prototype.toString.call(value) === '[object Date]';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

export function createRealm(context: vm.Context, now: () => number): Realm {
  const install = vm.runInContext(INSTALL_CLOCK, context) as (now: () => number) => Intrinsics;
  const intrinsics = install(now);
  const adopt = (value: unknown): unknown => {
    // Most values are a sheet's strings and numbers.
    if (typeof value !== 'object' || value === null) return value;
    if (isDate(value)) return new intrinsics.Date(value.getTime());
    if (Array.isArray(value)) {
      // A loop, not Array.from with a callback: a sheet read back is hundreds of thousands of values.
      const copy = new intrinsics.Array() as unknown[];
      for (const item of value) copy.push(typeof item !== 'object' || item === null ? item : adopt(item));
      return copy;
    }
    if (isPlainObject(value)) {
      const copy = new intrinsics.Object() as Record<string, unknown>;
      for (const [key, item] of Object.entries(value)) copy[key] = adopt(item);
      return copy;
    }
    return value;
  };
  return {
    global: context as Record<string, unknown>,
    error: (message) => new intrinsics.Error(message),
    adopt: <T>(value: T) => adopt(value) as T,
    compile: (params, body) => new intrinsics.Function(...params, body) as (...args: unknown[]) => unknown,
  };
}
