/**
 * What a third-party OAuth flow needs of Apps Script: a PKCE verifier and its S256 challenge
 * (`Utilities.computeDigest`), a state token that routes the provider's redirect to `method`, the script's
 * `usercallback` address, and the page the popup shows at the end.
 */

/** 64 characters of [0-9a-f] from two random UUIDs: within RFC 7636's 43–128, 244 random bits. */
export function newCodeVerifier(): string {
  return (Utilities.getUuid() + Utilities.getUuid()).replace(/-/g, '');
}

/** base64url(SHA-256(verifier)) without padding: the `S256` code challenge. */
export function codeChallenge(verifier: string): string {
  const digest = Utilities.computeDigest(
    Utilities.DigestAlgorithm.SHA_256,
    verifier,
    Utilities.Charset.US_ASCII,
  );
  return Utilities.base64EncodeWebSafe(digest).replace(/=+$/, '');
}

/** A state token that makes Apps Script run `method(request)` when the browser reaches `usercallback`. */
export function newStateToken(method: string, timeoutSeconds: number): string {
  return ScriptApp.newStateToken().withMethod(method).withTimeout(timeoutSeconds).createToken();
}

/**
 * The redirect URI: Apps Script's `usercallback` of this script, or the Script Property
 * `OAUTH_CALLBACK_URL` where the script is served elsewhere (the local playground).
 */
export function userCallbackUrl(): string {
  const configured = PropertiesService.getScriptProperties().getProperty('OAUTH_CALLBACK_URL');
  return configured || `https://script.google.com/macros/d/${ScriptApp.getScriptId()}/usercallback`;
}

/** The popup's last page: a short message (escaped by the caller's choice of text), closing itself. */
export function callbackPage(title: string, text: string, closing: string): GoogleAppsScript.HTML.HtmlOutput {
  const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return HtmlService.createHtmlOutput(
    `<!DOCTYPE html><title>${html(title)}</title><body style="font:14px sans-serif;margin:2rem">` +
      `<h1 style="font-size:18px">${html(title)}</h1><p>${html(text)}</p>` +
      `<p>${html(closing)}</p><script>setTimeout(function(){window.close()},1500)</script></body>`,
  );
}
