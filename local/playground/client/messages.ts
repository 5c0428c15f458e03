/** What the sidebar's bridge tells the page hosting it, through window.postMessage. */
export type BridgeMessage =
  /** A server call finished: the sheet may have new cells, sheets or a new sidebar. */
  | { readonly source: 'seo-sheets-bridge'; readonly type: 'ran' }
  | { readonly source: 'seo-sheets-bridge'; readonly type: 'close' }
  | { readonly source: 'seo-sheets-bridge'; readonly type: 'focus-editor' };

export function isBridgeMessage(data: unknown): data is BridgeMessage {
  return (data as BridgeMessage | null)?.source === 'seo-sheets-bridge';
}
