/** The tools counter's key: parameters serialized with object keys sorted and array order kept. */
import type { Context } from './route';

export function stableSerialize(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableSerialize).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableSerialize(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One unit of `tools_daily_limit` for a run of `tool`, free again for the same parameters within 24 h. */
export function chargeTool(ctx: Context, tool: string): void {
  ctx.state.quota.charge(ctx.account, 'tools_daily_limit', `${tool}|${stableSerialize(ctx.input.values)}`);
}
