/**
 * What every custom function shares: the document settings, the document cache, a signed-in client
 * created only when something must be fetched (a fully cached formula needs no sign-in), and the one
 * place that turns any failure into a cell error with a readable message and no stack trace.
 */
import type { ApiClient } from '../api/client';
import { userMessage } from '../api/errors';
import { currentAccount, signedInClient } from '../account';
import { type DataKind, type DocumentCache, type Freshness, openDocumentCache } from '../cache';
import { cacheFreshness, getSettings, type Settings } from '../settings';
import { type Arg, ArgumentError } from './args';
import { type CatalogEntry, type CustomFunctionName, catalog } from './catalog';
import type { Table } from './table';

export interface FormulaContext {
  readonly settings: Settings;
  /** Null outside a document, or when the document's storage cannot be read. */
  readonly cache: DocumentCache | null;
  /** The signed-in client; throws "sign in" errors, so call it only when a request is needed. */
  client(): ApiClient;
  /**
   * The e-mail of the sign-in in effect, without a request; throws "sign in" errors. Keys the cache of
   * an account's own data, which another editor of the document must not be shown.
   */
  account(): string;
}

/** Kinds that are an account's own data (its rank-tracker projects): `cachedFetch` keys them by account. */
const ACCOUNT_DATA: readonly DataKind[] = ['monitoring'];

/** How fresh cached data of `kind` must be, given the formula's refresh argument and the document's stamp. */
function freshness(ctx: FormulaContext, kind: DataKind, refresh: Arg): Freshness {
  const stamp = ctx.cache?.refreshAfter(Array.isArray(refresh) ? refresh.flat()[0] : refresh) ?? 0;
  return cacheFreshness(ctx.settings, kind, stamp);
}

/**
 * The cached value of a request, or `fetch()`'s, which is then cached when `fetch` says it is whole.
 * A failed cache write never fails the formula. An account's own data is cached under its account.
 */
export function cachedFetch<T>(
  ctx: FormulaContext,
  kind: DataKind,
  key: unknown,
  refresh: Arg,
  fetch: () => { value: T; complete: boolean },
): T {
  const id = JSON.stringify(ACCOUNT_DATA.includes(kind) ? [key, ctx.account()] : key);
  const hit = ctx.cache?.get<T>(kind, id, freshness(ctx, kind, refresh));
  if (hit) return hit.value;
  const { value, complete } = fetch();
  if (complete) ctx.cache?.put(kind, id, value);
  return value;
}

/** Of `items` (phrases, domains), those the cache holds fresh enough, by item; `keyOf` gives an item's key. */
export function cachedItems<T>(
  ctx: FormulaContext,
  kind: DataKind,
  items: readonly string[],
  keyOf: (item: string) => string,
  refresh: Arg,
): Map<string, T> {
  const hits = ctx.cache?.getItems<T>(kind, items.map(keyOf), freshness(ctx, kind, refresh));
  const found = new Map<string, T>();
  for (const item of items) {
    const hit = hits?.get(keyOf(item));
    if (hit) found.set(item, hit.value);
  }
  return found;
}

/** Caches items fetched just now, by key, for as long as the settings keep `kind` fresh. */
export function storeItems(ctx: FormulaContext, kind: DataKind, fresh: ReadonlyMap<string, unknown>): void {
  if (fresh.size) ctx.cache?.putItems(kind, fresh, ctx.settings.freshnessHours[kind] * 3_600_000);
}

function openCacheSafely(): DocumentCache | null {
  try {
    return openDocumentCache();
  } catch {
    return null;
  }
}

function documentContext(): FormulaContext {
  let client: ApiClient | undefined;
  return {
    settings: getSettings(),
    cache: openCacheSafely(),
    client: () => {
      client ??= signedInClient('customFunction');
      return client;
    },
    account: () => currentAccount().email,
  };
}

/** The message a cell shows for any failure: argument problems as written, the rest through the API layer. */
export function cellMessage(error: unknown): string {
  return error instanceof ArgumentError ? error.message : userMessage(error);
}

type Spec<N extends CustomFunctionName> = Extract<CatalogEntry, { name: N }>;
/** The arguments of a catalog function by parameter name, as the catalog declares them. */
export type ArgsOf<N extends CustomFunctionName> = Readonly<Record<Spec<N>['params'][number]['name'], Arg>>;

/**
 * A catalog function as Sheets calls it: positional arguments (named by the catalog) in, table out,
 * and any failure thrown again as a plain Error carrying only the readable message, which the cell
 * shows as #ERROR! on hover: never a stack trace, never the token.
 */
export function formula<N extends CustomFunctionName>(
  name: N,
  impl: (ctx: FormulaContext, args: ArgsOf<N>) => Table,
): (...args: Arg[]) => Table {
  // The build ships the catalog as names only (scripts/build.ts), which is all this needs.
  const params = catalog.find((spec) => spec.name === name)!.params.map((p) => p.name);
  return (...values: Arg[]) => {
    try {
      const args = Object.fromEntries(params.map((param, i) => [param, values[i]])) as ArgsOf<N>;
      return impl(documentContext(), args);
    } catch (error) {
      throw new Error(cellMessage(error));
    }
  };
}
