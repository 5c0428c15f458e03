import type { CatalogEntry } from './catalog';
import type { FunctionGroup, FunctionSpec, ParamSpec } from './formula-spec';

/** How a formula is written in help texts: optional parameters in brackets, as Sheets' own help does. */
export function signature(spec: Pick<FunctionSpec, 'name' | 'params'>): string {
  return `${spec.name}(${spec.params.map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ')})`;
}

type ParamKey<E extends CatalogEntry> = E['params'][number] extends infer P
  ? P extends { readonly shared: true; readonly name: infer N extends string }
    ? `param.${N}`
    : P extends { readonly name: infer N extends string }
      ? `${E['name']}.${N}`
      : never
  : never;
type NoteKey<E extends CatalogEntry> = E extends { readonly columnsNote: string }
  ? `${E['name']}.columnsNote`
  : never;
type EntryKey<E extends CatalogEntry> = E extends CatalogEntry
  ? `${E['name']}.summary` | `${E['name']}.returns` | ParamKey<E> | NoteKey<E>
  : never;

/** Every key the help texts of the registry take in a language's catalogue: one per text the registry holds. */
export type HelpKey = EntryKey<CatalogEntry> | `group.${FunctionGroup}`;

/**
 * Where each help text of the registry is found in a language's catalogue. A shared parameter is described
 * once for all formulas; the others, `limit` with its own default, under their formula's name.
 */
export const helpKey = {
  summary: (spec: FunctionSpec) => `${spec.name}.summary` as HelpKey,
  returns: (spec: FunctionSpec) => `${spec.name}.returns` as HelpKey,
  columnsNote: (spec: FunctionSpec) => `${spec.name}.columnsNote` as HelpKey,
  param: (spec: FunctionSpec, param: ParamSpec) =>
    (param.shared ? `param.${param.name}` : `${spec.name}.${param.name}`) as HelpKey,
  group: (group: FunctionGroup) => `group.${group}` as HelpKey,
};

/** The registry's own (English) help texts under their keys. */
export function helpTexts(catalog: readonly FunctionSpec[]): Readonly<Record<HelpKey, string>> {
  const texts = new Map<HelpKey, string>();
  for (const spec of catalog) {
    texts.set(helpKey.group(spec.group), spec.group);
    texts.set(helpKey.summary(spec), spec.summary);
    texts.set(helpKey.returns(spec), spec.returns);
    if (spec.columnsNote) texts.set(helpKey.columnsNote(spec), spec.columnsNote);
    for (const param of spec.params) texts.set(helpKey.param(spec, param), param.description);
  }
  return Object.fromEntries(texts) as Record<HelpKey, string>;
}

/** An item of a layout as Help lists it: a column, or a year of trend months (`trend.1`…) as one. */
export type LayoutItem = { readonly column: string } | { readonly months: number };

/** A formula's columns as Help and the README list them: the trend's months, headed by a date, as one item. */
export function layoutItems(columns: readonly string[]): LayoutItem[] {
  const items: LayoutItem[] = [];
  for (const column of columns) {
    const last = items[items.length - 1];
    if (!/^trend\.\d+$/.test(column)) items.push({ column });
    else if (last && 'months' in last) items[items.length - 1] = { months: last.months + 1 };
    else items.push({ months: 1 });
  }
  return items;
}

/**
 * Every layout of a formula Help lists: the default one, then each other value of the argument that
 * chooses its columns (`columnsBy`), named by that value.
 */
export function layoutsOf(
  spec: FunctionSpec,
): { readonly value?: string; readonly columns: readonly string[] }[] {
  const others = Object.entries(spec.columnsBy?.layouts ?? {}).filter(
    ([, columns]) => columns !== spec.columns && columns.join() !== spec.columns.join(),
  );
  return [{ columns: spec.columns }, ...others.map(([value, columns]) => ({ value, columns }))];
}
