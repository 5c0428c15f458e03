/**
 * Which addresses the add-on sends a sign-in to or opens a window on: `https:` anywhere, and `http:` only on
 * this computer's loopback (`localhost`, `127.*`, `[::1]`), where the local world (simulator, playground)
 * runs. Anything else (`http:` beyond loopback, `javascript:`, `data:`, an address with credentials or a
 * backslash in its host) is not trusted: its traffic can be read or changed on the way, or it is no address
 * at all. Read by the server (the service address, the tool server's OAuth metadata) and by the sidebar
 * (the sign-in popup) alike.
 */

const ADDRESS = /^(https?):\/\/([^/?#]*)/i;
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

export function isTrustedAddress(url: string): boolean {
  const match = ADDRESS.exec(url);
  if (!match) return false;
  const [, scheme, host] = match;
  // Credentials or a backslash in the host part: a browser may read the host otherwise than this check.
  if (!host || /[@\\\s]/.test(host)) return false;
  return scheme.toLowerCase() === 'https' || LOOPBACK.test(host);
}
