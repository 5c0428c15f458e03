/**
 * Where the service lives. Three sources, most specific first:
 *   1. the user's own override (sidebar › Settings › advanced), kept in *user* properties so that a document
 *      editor can never redirect the owner's token to a host of their choosing;
 *   2. the Script Property `API_BASE_URL`, set by whoever deploys the add-on;
 *   3. the build-time default `__API_BASE_URL__`.
 * The stores are passed in (the execution context passes the platform's), so this is plain code.
 */
import type { PropertyStore } from './platform/properties';
import { isTrustedAddress } from './shared/address';
import { SaidError, said } from './shared/i18n/said';

const USER_OVERRIDE_KEY = 'seoSheets.apiBaseUrl';
const SCRIPT_PROPERTY_KEY = 'API_BASE_URL';

/** Where the base URL in effect came from, for the settings view. */
export type BaseUrlSource = 'user' | 'script' | 'build';

export interface BaseUrl {
  readonly url: string;
  readonly source: BaseUrlSource;
}

/**
 * The base URL in effect. `includeUserOverride: false` is for tokens that are not the current user's
 * (a sign-in shared with the document), which must only ever go to the deployment's host.
 */
export function resolveBaseUrl(
  stores: {
    readonly user: Pick<PropertyStore, 'getProperty'>;
    readonly script: Pick<PropertyStore, 'getProperty'>;
  },
  includeUserOverride = true,
): BaseUrl {
  const user = includeUserOverride ? stores.user.getProperty(USER_OVERRIDE_KEY) : null;
  // One saved before plain http:// was refused is not used: a token would travel readable.
  if (user && isTrustedAddress(user)) return { url: trimSlash(user), source: 'user' };
  const script = stores.script.getProperty(SCRIPT_PROPERTY_KEY);
  if (script) return { url: trimSlash(script), source: 'script' };
  return { url: trimSlash(__API_BASE_URL__), source: 'build' };
}

/** Where the tool server is, and the authorization servers a sign-in may be sent to. */
export interface ToolServerAddress {
  /** Its endpoint, `{mcp_url}/mcp`. */
  readonly url: string;
  /** The authorization servers this build (or the deployment) lists: none other is ever asked. */
  readonly authServers: readonly string[];
}

/** A build constant, or nothing where the code runs unbundled (unit tests). */
const built = <T>(read: () => T, otherwise: T): T => {
  try {
    return read();
  } catch {
    return otherwise;
  }
};

/**
 * The tool server and its authorization servers, configured beside the API's address. The endpoint: the
 * Script Property `MCP_URL`, else the build's (`MCP_URL` at build time), else `/mcp` at the service address
 * in effect, where the simulator serves it. The authorization servers: the Script Property `MCP_AUTH_URL`
 * (several separated by commas), else the build's list, else the tool server's own host. A release build
 * lists them and allow-lists every one in its manifest.
 */
export function resolveToolServer(stores: Parameters<typeof resolveBaseUrl>[0]): ToolServerAddress {
  const url = trimSlash(
    stores.script.getProperty('MCP_URL') ||
      built(() => __MCP_URL__, '') ||
      `${resolveBaseUrl(stores).url}/mcp`,
  );
  const script = addresses(stores.script.getProperty('MCP_AUTH_URL'));
  const build = addresses(built(() => __MCP_AUTH_URLS__, ''));
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(url)?.[0];
  const authServers = script.length ? script : build.length ? build : origin ? [origin] : [];
  return { url, authServers };
}

/** Addresses separated by commas or spaces, without trailing slashes. */
function addresses(text: string | null): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(trimSlash);
}

/**
 * Sets (or with null/blank clears) the current user's override: an https:// URL, or http:// on this
 * computer's loopback (the local world).
 */
export function baseUrlOverride(
  props: Pick<PropertyStore, 'setProperty' | 'deleteProperty'>,
  url: string | null,
): void {
  const value = (url ?? '').trim();
  if (!value) props.deleteProperty(USER_OVERRIDE_KEY);
  else {
    if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value)) {
      throw new SaidError(said('refuse.address'));
    }
    if (!isTrustedAddress(value)) throw new SaidError(said('refuse.addressHttps'));
    props.setProperty(USER_OVERRIDE_KEY, trimSlash(value));
  }
}

const FETCH_WIDTH_KEY = 'FETCH_WIDTH';
const MAX_FETCH_WIDTH = 64;

/**
 * The Script Property `FETCH_WIDTH` (1..64) fixes how many requests a parallel batch sends at once, for a
 * deployment behind an edge stricter or looser than the adaptive default (`api/width.ts`); the benchmark
 * uses it to compare fixed widths. Anything else leaves the width adaptive.
 */
export function fixedFetchWidth(script: Pick<PropertyStore, 'getProperty'>): number | undefined {
  const n = Number(script.getProperty(FETCH_WIDTH_KEY));
  return Number.isInteger(n) && n >= 1 && n <= MAX_FETCH_WIDTH ? n : undefined;
}

function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
