/**
 * Lists the service validates item by item: every item it refuses is named at once by its index in the
 * list as sent (`urls.15`), in one 418, and the request is refused whole, charging nothing. Besides an
 * endpoint's own rule, an item the `/__sim/refuse` control names is refused too.
 */
import { fail, type Params } from './reply';
import type { Context } from './route';

export function refuseItems(
  ctx: Context,
  field: string,
  items: readonly string[],
  rule: { name: string; message: string; breaks?: (item: string) => boolean },
): void {
  const params: Params = {};
  items.forEach((item, i) => {
    if (rule.breaks?.(item) || ctx.state.refusedItems.has(item.trim().toLowerCase()))
      params[`${field}.${i}`] = { [rule.name]: rule.message };
  });
  if (Object.keys(params).length) throw fail.invalidData(params);
}
