/** HtmlService defines `google.script.run` in the sidebar's iframe; the typed wrapper in rpc.ts is its only user. */
declare const google: { readonly script: { readonly run: unknown } };
