import type { FunctionSpec } from './catalog';

/** How a formula is written in help texts: optional parameters in brackets, as Sheets' own help does. */
export function signature(spec: FunctionSpec): string {
  return `${spec.name}(${spec.params.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ')})`;
}
