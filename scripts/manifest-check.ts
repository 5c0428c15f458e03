/**
 * What a maintainer checks in build/appsscript.json before users get it: the scopes are the reviewed ones
 * (each justified in docs/publishing/scopes.md, which the Marketplace listing and OAuth review quote), and the
 * service address is allow-listed, because a versioned add-on may fetch only `urlFetchWhitelist` prefixes.
 */

export interface Manifest {
  readonly runtimeVersion?: string;
  readonly oauthScopes?: readonly string[];
  readonly urlFetchWhitelist?: readonly string[];
}

export interface ManifestExpectations {
  /** The scopes of the source manifest (appsscript.json at the project root). */
  readonly scopes: readonly string[];
  /** The text of docs/publishing/scopes.md: every scope must be named there. */
  readonly justifications: string;
  /** The production service address the bundle was built for. */
  readonly apiBaseUrl: string;
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

  const address = `${expected.apiBaseUrl.replace(/\/+$/, '')}/`;
  const whitelist = manifest.urlFetchWhitelist ?? [];
  for (const prefix of whitelist) {
    if (!/^https:\/\/[^/]+\/.*$/.test(prefix) || !prefix.endsWith('/')) {
      problems.push(`urlFetchWhitelist entry ${prefix} must be an https:// prefix ending in "/".`);
    }
  }
  if (!whitelist.some((prefix) => address.startsWith(prefix))) {
    problems.push(
      `urlFetchWhitelist does not allow ${address}; a versioned add-on could not reach the service.`,
    );
  }
  return problems;
}

/** The production address: https, a host, no query or fragment. Returns a problem or null. */
export function addressProblem(url: string | undefined): string | null {
  if (!url) {
    return 'Set API_BASE_URL to the service address, e.g. API_BASE_URL=https://api.example.com npm run deploy.';
  }
  if (!/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(url)) {
    return `API_BASE_URL must be an https:// address without query or fragment (got ${url}); Apps Script fetches only https in a versioned add-on.`;
  }
  return null;
}
