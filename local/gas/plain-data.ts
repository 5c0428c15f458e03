/**
 * google.script.run's rule for arguments and results: primitives, arrays and plain objects of them.
 * A Date, a function, any other object or a cycle fails the call; `undefined` in an array becomes null.
 */
import { isDate, isPlainObject } from './realm';

/** A host-realm deep copy of `value`; throws an Error naming the offending property. */
export function toPlainData(value: unknown, property = '0', ancestors: object[] = []): unknown {
  const illegal = () => new Error(`Failed due to illegal value in property: ${property}`);
  if (value === null || value === undefined) return value ?? null;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return value;
  if (type !== 'object' || isDate(value)) throw illegal();
  const object = value as object;
  if (ancestors.includes(object)) throw illegal();
  const inner = [...ancestors, object];
  if (Array.isArray(object)) return object.map((item, i) => toPlainData(item ?? null, String(i), inner));
  if (!isPlainObject(object)) throw illegal();
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (item !== undefined) copy[key] = toPlainData(item, key, inner);
  }
  return copy;
}
