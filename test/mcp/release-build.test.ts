/**
 * A release build reaches the service and the tool server under production host names (#30): built as
 * `npm run release` builds it (API_BASE_URL, MCP_URL, MCP_AUTH_URL), its manifest checked as release.ts
 * checks it, then run by the emulator with that manifest's `urlFetchWhitelist` enforced and the three hosts
 * mapped to one loopback simulator that calls itself by those names. Signing in to the API and a formula;
 * connecting through the tool server (OAuth against the authorization server's host) and a formula over
 * it; and an authorization server the build does not list, refused before anything is sent there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, type Emulator, ScriptExecutionError } from '../../local/gas';
import { clockLinkUrl } from '../../local/service/control-client';
import { type SpawnedService, spawnService } from '../../local/service/spawn';
import { manifestProblems, whitelistFor } from '../../scripts/manifest-check';
import { connectThroughPopup } from '../support/tool-server';

const ROOT = join(__dirname, '..', '..');
const API = 'https://api.senuto.com';
const MCP = 'https://mcp.senuto.com/mcp';
const AUTH = 'https://auth.senuto.com';
const OWNER = 'owner@example.com';

let dir: string;
let sim: SpawnedService;
const emulators: Emulator[] = [];

/** The three production hosts, all served by `url`. */
const hostsAt = (url: string) => ({
  [API]: url,
  'https://mcp.senuto.com': url,
  [AUTH]: url,
});

/** The release build in the emulator, its hosts mapped to the simulator at `url`; no address set at run time. */
function release(url: string): Emulator {
  const emu = createEmulator({
    bundlePath: join(dir, 'Code.js'),
    owner: OWNER,
    user: OWNER,
    hosts: hostsAt(url),
    clockLink: clockLinkUrl(url),
  });
  emulators.push(emu);
  return emu;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seo-sheets-release-'));
  const built = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_BASE_URL: API, MCP_URL: MCP, MCP_AUTH_URL: AUTH, BUILD_DIR: dir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stdout}${built.stderr}`);
  sim = await spawnService({ publicAddresses: { mcp: MCP, auth: AUTH } });
});

afterAll(async () => {
  for (const emu of emulators) emu.close();
  await sim?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a release build for production host names', () => {
  test('its manifest allow-lists the service, the tool server, its authorization server and the alerts’ webhook hosts, as release.ts checks', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'appsscript.json'), 'utf8'));
    expect(manifest.urlFetchWhitelist).toEqual([
      `${API}/`,
      'https://mcp.senuto.com/',
      `${AUTH}/`,
      'https://chat.googleapis.com/',
      'https://hooks.slack.com/',
    ]);
    const source = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8'));
    const expected = { apiBaseUrl: API, mcpUrl: MCP, authUrls: [AUTH] };
    expect(
      manifestProblems(manifest, {
        scopes: source.oauthScopes,
        justifications: readFileSync(join(ROOT, 'docs/publishing/scopes.md'), 'utf8'),
        ...expected,
      }),
    ).toEqual([]);
    expect(whitelistFor(expected)).toEqual(manifest.urlFetchWhitelist);
  });

  test('signs in to the API and fills a formula, every request to the service’s host', () => {
    const emu = release(sim.url);
    emu.callServer('signIn', ['demo@example.com', 'demo']);
    const cell = emu.evaluate('Sheet1', 'A1', '=SEO_VISIBILITY("example.pl")');
    expect(cell.error).toBeUndefined();
    expect(cell.values[1][0]).toBe('example.pl');
    expect(emu.requests.length).toBeGreaterThan(1);
    expect(emu.requests.every((r) => r.url.startsWith(`${API}/`) && r.status === 200)).toBe(true);
  });

  test('connects through the tool server at its host, signing in at the authorization server’s, and fills a formula over it', async () => {
    const emu = release(sim.url);
    const hosts = hostsAt(sim.url);
    const { url, page } = await connectThroughPopup({ emu }, 'mcp@example.com', 'mcp', { hosts });
    expect(url.origin).toBe(AUTH);
    expect(url.searchParams.get('resource')).toBe(MCP);
    expect(page.html).toContain('connected to the tool server as mcp@example.com');
    const stats = emu.evaluate('Sheet1', 'A1', '=SEO_KEYWORD_STATS("rower")');
    expect(stats.error).toBeUndefined();
    expect(stats.values[1][0]).toBe('rower');
    const hostsAsked = [...new Set(emu.requests.map((r) => new URL(r.url).origin))].sort();
    expect(hostsAsked).toEqual([AUTH, 'https://mcp.senuto.com']);
    expect(emu.requests.every((r) => r.status !== null && r.status < 400)).toBe(true);
  });

  test('refuses in words an authorization server the build does not list, before anything is sent there', async () => {
    const elsewhere = await spawnService({
      publicAddresses: { mcp: MCP, auth: 'https://login.elsewhere.example' },
    });
    try {
      const emu = release(elsewhere.url);
      expect(() => emu.callServer('connectToolServer', [])).toThrow(ScriptExecutionError);
      expect(() => emu.callServer('connectToolServer', [])).toThrow(
        'Sign-in stopped before anything was sent: https://login.elsewhere.example/ is not an authorization server this version of SEO Sheets lists (https://auth.senuto.com). Ask whoever deployed the add-on.',
      );
      expect(emu.requests.map((r) => r.url)).toEqual(
        Array(2).fill('https://mcp.senuto.com/.well-known/oauth-protected-resource/mcp'),
      );
    } finally {
      await elsewhere.stop();
    }
  });
});
