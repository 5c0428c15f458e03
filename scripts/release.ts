/**
 * Gets build/ to Google with the project's own clasp (a devDependency, so a fresh clone needs no global install).
 *
 *   npm run deploy    build for API_BASE_URL (and MCP_URL, MCP_AUTH_URL: the tool server and its
 *                     authorization servers, when not at the service's address), check the manifest, push
 *                     to the script project (its HEAD deployment, which test installs run)
 *   npm run release   the same, then an immutable version and the add-on's deployment moved to it; prints the
 *                     version number the Marketplace SDK's App Configuration asks for
 *
 * Options of release: --deployment <id> (default: DEPLOYMENT_ID, else the script's only versioned deployment,
 * else a new one) and --description <text> (default: "SEO Sheets <package version>").
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  addressProblem,
  authUrlsOf,
  manifestProblems,
  toolServerProblem,
  whitelistFor,
} from './manifest-check';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

class ReleaseError extends Error {}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
}

/** Where a release sends its requests: the service, and the tool server with its authorization servers. */
interface Addresses {
  readonly api: string;
  readonly mcp?: string;
  readonly auth: readonly string[];
}

function preflight(): Addresses {
  const url = process.env.API_BASE_URL;
  const mcp = process.env.MCP_URL || undefined;
  const auth = authUrlsOf(process.env.MCP_AUTH_URL);
  const problem = addressProblem(url) ?? toolServerProblem(mcp, auth);
  if (problem) throw new ReleaseError(problem);
  const { scriptId } = readJson<{ scriptId?: string }>('.clasp.json');
  if (!scriptId || scriptId.startsWith('REPLACE_')) {
    throw new ReleaseError(
      '.clasp.json has no script id: put the id of the add-on\'s script project there (Apps Script › Project settings), or create one with `npx clasp create-script` (see README, "Deploy to Google Sheets").',
    );
  }
  return { api: url as string, mcp, auth };
}

/** The build in a Node with tsx's loader, as `npm run build` does, without the process tsx's command adds. */
function build(addresses: Addresses): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_BASE_URL: addresses.api },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new ReleaseError('The build failed; nothing was pushed.');
}

function checkManifest(addresses: Addresses): void {
  const expected = { apiBaseUrl: addresses.api, mcpUrl: addresses.mcp, authUrls: addresses.auth };
  const problems = manifestProblems(readJson('build/appsscript.json'), {
    scopes: readJson<{ oauthScopes: string[] }>('appsscript.json').oauthScopes,
    justifications: readFileSync(join(ROOT, 'docs/publishing/scopes.md'), 'utf8'),
    ...expected,
  });
  if (problems.length) {
    throw new ReleaseError(`build/appsscript.json is not ready for users:\n  - ${problems.join('\n  - ')}`);
  }
  const allowed = whitelistFor(expected).map((prefix) => prefix.replace(/\/$/, ''));
  console.log(`release: manifest checked (scopes reviewed, ${allowed.join(', ')} allow-listed)`);
}

/** Runs the project's clasp; its output is shown as it comes, and stdout is returned for --json commands. */
function clasp(args: string[]): string {
  console.log(`release: clasp ${args.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}`);
  const result = spawnSync(join(BIN, 'clasp'), args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const output = `${result.stdout}${result.stderr}`;
  if (/No credentials found/i.test(output)) {
    throw new ReleaseError(
      'clasp is not signed in to Google: run `npx clasp login`, then this command again.',
    );
  }
  if (result.status !== 0) throw new ReleaseError(`clasp ${args[0]} failed (exit ${result.status}).`);
  return result.stdout ?? '';
}

function lastJson<T>(stdout: string): T {
  const start = stdout.search(/[[{]/);
  if (start < 0) throw new ReleaseError(`clasp printed no JSON: ${stdout.trim()}`);
  return JSON.parse(stdout.slice(start)) as T;
}

/**
 * `clasp push` without --force skips a changed manifest when nobody is at the terminal to confirm; the
 * manifest is generated from this repository, which is its source of truth, so it is always pushed.
 */
function push(): void {
  clasp(['push', '--force']);
}

interface Deployment {
  deploymentId: string;
  versionNumber?: number;
}

function chooseDeployment(requested: string | undefined): string | undefined {
  if (requested) return requested;
  const versioned = lastJson<Deployment[]>(clasp(['list-deployments', '--json'])).filter(
    (d) => d.versionNumber,
  );
  if (versioned.length > 1) {
    throw new ReleaseError(
      `The script has ${versioned.length} versioned deployments (${versioned.map((d) => d.deploymentId).join(', ')}): pass the add-on's with --deployment <id> or DEPLOYMENT_ID.`,
    );
  }
  return versioned[0]?.deploymentId;
}

/**
 * A deployment command given no version number makes one from what was pushed, with the description, and
 * deploys it: one clasp process (googleapis loaded once, seconds of CPU) where a version and a deployment
 * would take two. The deployment is chosen first, so a script that has several makes no version at all.
 */
function release(options: { deployment?: string; description?: string }): void {
  const description =
    options.description ?? `SEO Sheets ${readJson<{ version: string }>('package.json').version}`;
  const existing = chooseDeployment(options.deployment ?? process.env.DEPLOYMENT_ID);
  const deployed = lastJson<Deployment>(
    existing
      ? clasp(['update-deployment', existing, '--description', description, '--json'])
      : clasp(['--json', 'create-deployment', '--description', description]),
  );
  const { deploymentId, versionNumber } = deployed;
  if (!versionNumber) {
    throw new ReleaseError(
      `clasp did not say which version deployment ${deploymentId} now runs: see \`npx clasp list-deployments\`.`,
    );
  }
  console.log(
    `release: version ${versionNumber} is live on deployment ${deploymentId}.\n` +
      `For the Marketplace listing, set the Sheets add-on version to ${versionNumber} in the Marketplace SDK's App Configuration.`,
  );
}

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { deployment: { type: 'string' }, description: { type: 'string' } },
  });
  const command = positionals[0];
  if (command !== 'push' && command !== 'release') {
    throw new ReleaseError(
      'Usage: tsx scripts/release.ts push | release [--deployment <id>] [--description <text>]',
    );
  }
  const addresses = preflight();
  build(addresses);
  checkManifest(addresses);
  push();
  if (command === 'release') release(values);
}

try {
  main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`release: ${error.message}`);
  process.exit(1);
}
