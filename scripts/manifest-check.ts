/**
 * What a maintainer checks in build/appsscript.json before users get it: the scopes are the reviewed ones
 * (each justified in docs/publishing/scopes.md, which the Marketplace listing and OAuth review quote), as is
 * each advanced service it enables, and the service address, the tool server's and its authorization
 * server's are allow-listed, because a versioned add-on may fetch only `urlFetchWhitelist` prefixes.
 */
import { WEBHOOK_HOSTS } from '../src/alerts/channels';

export interface AdvancedService {
  readonly userSymbol: string;
  readonly serviceId: string;
  readonly version: string;
}

export interface Manifest {
  readonly runtimeVersion?: string;
  readonly oauthScopes?: readonly string[];
  readonly urlFetchWhitelist?: readonly string[];
  readonly dependencies?: { readonly enabledAdvancedServices?: readonly AdvancedService[] };
}

export interface ManifestExpectations {
  /** The scopes of the source manifest (appsscript.json at the project root). */
  readonly scopes: readonly string[];
  /** The text of docs/publishing/scopes.md: every scope, and every advanced service, must be named there. */
  readonly justifications: string;
  /** The production service address the bundle was built for. */
  readonly apiBaseUrl: string;
  /** The tool server's endpoint it was built for (default: `/mcp` at the service address). */
  readonly mcpUrl?: string;
  /** The tool server's authorization servers it was built for (default: the tool server's host). */
  readonly authUrls?: readonly string[];
}

const trimSlash = (url: string): string => url.trim().replace(/\/+$/, '');
export const originOf = (url: string): string =>
  /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(url)?.[0] ?? trimSlash(url);

/** What the add-on fetches, as `urlFetchWhitelist` prefixes, and what each is. */
export interface Fetched {
  readonly prefix: string;
  readonly what: 'the service' | 'the tool server' | 'its authorization server' | 'the alerts’ webhooks';
}

/**
 * Every address a build fetches: the service's, the tool server's host (its endpoint and the metadata at
 * its root, `/.well-known/…`), each authorization server's host (metadata, registration, tokens) and the
 * hosts of the alerts' webhooks (Google Chat, Slack).
 */
export function fetchedPrefixes(
  addresses: Pick<ManifestExpectations, 'apiBaseUrl' | 'mcpUrl' | 'authUrls'>,
): Fetched[] {
  const api = trimSlash(addresses.apiBaseUrl);
  const mcp = addresses.mcpUrl ? trimSlash(addresses.mcpUrl) : `${api}/mcp`;
  const auth = addresses.authUrls?.length ? addresses.authUrls : [originOf(mcp)];
  const all: Fetched[] = [
    { prefix: `${api}/`, what: 'the service' },
    { prefix: `${originOf(mcp)}/`, what: 'the tool server' },
    ...auth.map((url): Fetched => ({ prefix: `${originOf(url)}/`, what: 'its authorization server' })),
    // Alerts post to Google Chat's and Slack's incoming webhooks, and to nothing else of theirs.
    ...Object.values(WEBHOOK_HOSTS).map((prefix): Fetched => ({ prefix, what: 'the alerts’ webhooks' })),
  ];
  return all.filter(({ prefix }, i) => all.findIndex((other) => other.prefix === prefix) === i);
}

/** The `urlFetchWhitelist` of a build: the fetched prefixes, but those beneath another (one entry allows them). */
export function whitelistFor(
  addresses: Pick<ManifestExpectations, 'apiBaseUrl' | 'mcpUrl' | 'authUrls'>,
): string[] {
  const prefixes = fetchedPrefixes(addresses).map((f) => f.prefix);
  return prefixes.filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** Every problem found, each a sentence naming what to fix; empty when the manifest may ship. */
export function manifestProblems(manifest: Manifest, expected: ManifestExpectations): string[] {
  const problems: string[] = [];
  if (manifest.runtimeVersion !== 'V8') problems.push('runtimeVersion must be "V8".');

  const scopes = [...(manifest.oauthScopes ?? [])].sort();
  const reviewed = [...expected.scopes].sort();
  if (scopes.join() !== reviewed.join()) {
    problems.push(
      `oauthScopes are [${scopes.join(', ')}], but appsscript.json declares [${reviewed.join(', ')}].`,
    );
  }
  for (const scope of scopes) {
    if (!expected.justifications.includes(scope)) {
      problems.push(`${scope} has no justification in docs/publishing/scopes.md.`);
    }
  }
  for (const { userSymbol, serviceId, version } of manifest.dependencies?.enabledAdvancedServices ?? []) {
    if (!expected.justifications.includes(`${userSymbol} advanced service (${serviceId} ${version})`))
      problems.push(
        `The ${userSymbol} advanced service (${serviceId} ${version}) has no justification in docs/publishing/scopes.md.`,
      );
  }

  const whitelist = manifest.urlFetchWhitelist ?? [];
  for (const prefix of whitelist) {
    if (!/^https:\/\/[^/]+\/.*$/.test(prefix) || !prefix.endsWith('/')) {
      problems.push(`urlFetchWhitelist entry ${prefix} must be an https:// prefix ending in "/".`);
    }
  }
  for (const { prefix: address, what } of fetchedPrefixes(expected)) {
    if (!whitelist.some((prefix) => address.startsWith(prefix))) {
      problems.push(
        `urlFetchWhitelist does not allow ${address}; a versioned add-on could not reach ${what}.`,
      );
    }
  }
  return problems;
}

const HTTPS = /^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i;

/** The production address: https, a host, no query or fragment. Returns a problem or null. */
export function addressProblem(url: string | undefined): string | null {
  if (!url) {
    return 'Set API_BASE_URL to the service address, e.g. API_BASE_URL=https://api.example.com npm run deploy.';
  }
  if (!HTTPS.test(url)) {
    return `API_BASE_URL must be an https:// address without query or fragment (got ${url}); Apps Script fetches only https in a versioned add-on.`;
  }
  return null;
}

/**
 * The tool server's address and its authorization servers' (`MCP_URL`, `MCP_AUTH_URL`, optional): https
 * addresses without query or fragment. Returns a problem or null.
 */
export function toolServerProblem(mcpUrl: string | undefined, authUrls: readonly string[]): string | null {
  if (mcpUrl && !HTTPS.test(mcpUrl))
    return `MCP_URL must be the tool server's https:// endpoint without query or fragment (got ${mcpUrl}).`;
  const bad = authUrls.find((url) => !HTTPS.test(url));
  return bad
    ? `MCP_AUTH_URL must list https:// addresses without query or fragment, separated by commas (got ${bad}).`
    : null;
}

/** `MCP_AUTH_URL`'s addresses: separated by commas or spaces. */
export const authUrlsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(trimSlash);
