/**
 * Deploying from a fresh clone with the project's own clasp: it resolves locally, the deploy and release
 * commands get as far as Google's sign-in with no credentials, clasp counts exactly build/'s files as its
 * own, and a release uploads them byte for byte in the order Apps Script loads them, versions them and moves
 * the add-on's deployment. The release runs clasp unmodified against a fake Google
 * (test/deploy/fake-google), the only way to see what it sends without an account. Each clasp process
 * costs seconds of CPU (it loads googleapis), and each npm run half of one, so a test runs as few as its
 * checks need: npm where the scripts' wiring is what is checked, release.ts as npm runs it elsewhere, and
 * build/ once for the tests that only read it.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesFileName } from '../../src/platform/messages';
import { catalogueFile } from '../../src/platform/ui';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { SERVER_FILE } from '../../scripts/bundle-parts';
import { type Clone, cloneProject, ROOT } from './clone';

const ADDRESS = 'https://api.seo-sheets.example';
const SCRIPT_ID = '1FakeScriptIdForTestsOnly_abcdefghijklmnopqrstuvw';

interface Logged {
  method: string;
  url: string;
  collection: string;
  body: unknown;
}

let clone: Clone;
let logCount = 0;

beforeAll(() => {
  clone = cloneProject();
});
afterAll(() => clone?.remove());

function setScriptId(id: string): void {
  const path = join(clone.dir, '.clasp.json');
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), scriptId: id }, null, 2));
}

function npmRun(script: string, env: Record<string, string> = {}) {
  return clone.run('npm', ['run', '--silent', script], env);
}

/** A script in a Node with tsx's loader, as npm's scripts run it (package.json), without npm. */
function tsx(script: string, args: string[], env: Record<string, string> = {}) {
  return clone.run(process.execPath, ['--import', 'tsx', script, ...args], env);
}
const releaseScript = (args: string[], env: Record<string, string> = {}) =>
  tsx('scripts/release.ts', args, env);

/** A fresh request log for one command against the fake Google. */
function fakeGoogle(extra: Record<string, string> = {}): {
  env: Record<string, string>;
  requests(): Logged[];
} {
  const log = join(clone.home, `google-${++logCount}.jsonl`);
  return {
    env: clone.fakeGoogle(log, extra),
    requests: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Logged),
  };
}

const buildFiles = () => readdirSync(join(clone.dir, 'build')).sort();
/**
 * The server functions' code, which Code.js reads on their first call (scripts/bundle-parts.ts); Sidebar.html
 * and its catalogue per language, which the server prints into it (src/platform/ui.ts); and the server's
 * words of each language that Code.js does not hold (src/platform/messages.ts).
 */
const HTML_FILES = [
  SERVER_FILE,
  'Sidebar',
  ...LANGUAGES.map(catalogueFile),
  ...LANGUAGES.map(messagesFileName),
];
const BUILT = ['Code.js', ...HTML_FILES.map((name) => `${name}.html`), 'appsscript.json'].sort();

/** The one content upload in `requests`: every file of build/, byte for byte, Code.js first as Apps Script loads it. */
function expectBuildSent(requests: Logged[]): void {
  const updates = requests.filter((r) => r.method === 'PUT' && r.collection === 'content');
  expect(updates).toHaveLength(1);
  expect(updates[0].url).toBe(`https://script.googleapis.com/v1/projects/${SCRIPT_ID}/content`);
  const files = (updates[0].body as { files: { name: string; type: string; source: string }[] }).files;
  expect(files.slice(0, 2).map((f) => [f.name, f.type])).toEqual([
    ['Code', 'SERVER_JS'],
    ['appsscript', 'JSON'],
  ]);
  expect(files.slice(2).map((f) => [f.name, f.type])).toEqual(
    expect.arrayContaining(HTML_FILES.map((name) => [name, 'HTML'])),
  );
  expect(files).toHaveLength(2 + HTML_FILES.length);
  const local: Record<string, string> = { Code: 'Code.js', appsscript: 'appsscript.json' };
  for (const file of files) {
    expect(file.source).toBe(
      readFileSync(join(clone.dir, 'build', local[file.name] ?? `${file.name}.html`), 'utf8'),
    );
  }
}

describe('a fresh clone', () => {
  // npm's scripts are wired to release.ts: each refuses through npm, the address passed on.
  it('refuses to deploy before building when the address or the script id is missing', () => {
    const noAddress = npmRun('deploy');
    expect(noAddress.status).toBe(1);
    expect(noAddress.output).toContain('Set API_BASE_URL to the service address');

    const plainHttp = npmRun('release', { API_BASE_URL: 'http://api.seo-sheets.example' });
    expect(plainHttp.status).toBe(1);
    expect(plainHttp.output).toContain('API_BASE_URL must be an https:// address');

    const placeholder = releaseScript(['release'], { API_BASE_URL: ADDRESS });
    expect(placeholder.status).toBe(1);
    expect(placeholder.output).toContain('.clasp.json has no script id');
    expect(() => buildFiles()).toThrow(/ENOENT/);
  });

  // Deploy and release share the way to the push, where Google's sign-in is asked for.
  it('builds for the address, checks the manifest and stops at Google sign-in', () => {
    setScriptId(SCRIPT_ID);
    const run = releaseScript(['release'], { API_BASE_URL: ADDRESS });
    expect(run.status).toBe(1);
    expect(run.output).toContain(`API ${ADDRESS} (`);
    expect(run.output).toContain(
      `manifest checked (scopes reviewed, ${ADDRESS}, https://chat.googleapis.com, https://hooks.slack.com allow-listed)`,
    );
    expect(run.output).toContain('No credentials found.');
    expect(run.output).toContain('clasp is not signed in to Google: run `npx clasp login`');
    const manifest = JSON.parse(readFileSync(join(clone.dir, 'build/appsscript.json'), 'utf8'));
    expect(manifest.urlFetchWhitelist).toEqual([
      `${ADDRESS}/`,
      'https://chat.googleapis.com/',
      'https://hooks.slack.com/',
    ]);
  });
});

describe('what clasp uploads', () => {
  // The build made for the address above, or one of its own when this runs alone.
  beforeAll(() => {
    setScriptId(SCRIPT_ID);
    if (!existsSync(join(clone.dir, 'build'))) {
      expect(tsx('scripts/build.ts', [], { API_BASE_URL: ADDRESS }).status).toBe(0);
    }
  });

  it('is exactly build/: clasp 3, run from node_modules by npx with no install, offline and signed out, lists every built file and nothing else', () => {
    const { version } = JSON.parse(
      readFileSync(join(ROOT, 'node_modules/@google/clasp/package.json'), 'utf8'),
    ) as { version: string };
    expect(version).toMatch(/^3\./);
    const strays = ['stray.js', 'notes.ts', 'Code.js.4242.tmp', 'Code.js.map'];
    for (const name of strays) writeFileSync(join(clone.dir, 'build', name), '// not ours\n');
    try {
      const run = clone.run('npx', ['--no-install', 'clasp', 'status', '--json']);
      expect(run.status).toBe(0);
      const status = JSON.parse(run.output) as { filesToPush: string[]; untrackedFiles: string[] };
      expect(status.filesToPush.sort()).toEqual(BUILT.map((name) => `build/${name}`));
      expect(status.untrackedFiles.sort()).toEqual(strays.map((name) => `build/${name}`).sort());
    } finally {
      for (const name of strays) rmSync(join(clone.dir, 'build', name));
    }
    expect(buildFiles()).toEqual(BUILT);
  });
});

describe('a release against a fake Google', () => {
  beforeAll(() => {
    setScriptId(SCRIPT_ID);
    clone.signIn();
  });

  const calls = (requests: Logged[]) =>
    requests
      .filter((r) => r.collection !== 'oauth2.googleapis.com')
      .map((r) => `${r.method} ${r.collection}`);

  it('pushes build/ byte for byte (Code.js first, in one request), creates a version and moves the add-on deployment to it, printing the version', () => {
    const google = fakeGoogle({ FAKE_GOOGLE_DEPLOYMENT: 'AKfycbAddOnDeployment' });
    const run = releaseScript(['release'], { API_BASE_URL: ADDRESS, ...google.env });
    expect(run.status).toBe(0);
    expect(run.output).toContain('release: version 5 is live on deployment AKfycbAddOnDeployment.');
    expect(run.output).toContain('set the Sheets add-on version to 5');
    const requests = google.requests();
    expect(calls(requests)).toEqual([
      'GET content',
      'PUT content',
      'GET deployments',
      'POST versions',
      'PUT deployments',
    ]);
    expect(requests.find((r) => r.collection === 'versions')?.body).toEqual({
      description: 'SEO Sheets 0.1.0',
    });
    expect(requests.at(-1)?.url).toMatch(/\/deployments\/AKfycbAddOnDeployment$/);
    expect(requests.at(-1)?.body).toMatchObject({ deploymentConfig: { versionNumber: 5 } });
    expectBuildSent(requests);
  });

  it('creates the deployment on a first release, with the description given', () => {
    const google = fakeGoogle();
    const run = releaseScript(['release', '--description', 'Spring fixes'], {
      API_BASE_URL: ADDRESS,
      ...google.env,
    });
    expect(run.status).toBe(0);
    expect(run.output).toContain('release: version 5 is live on deployment NEW-DEPLOYMENT.');
    const requests = google.requests();
    expect(calls(requests).slice(-3)).toEqual(['GET deployments', 'POST versions', 'POST deployments']);
    expect(requests.find((r) => r.collection === 'versions')?.body).toEqual({ description: 'Spring fixes' });
    expect(requests.at(-1)?.body).toMatchObject({ versionNumber: 5, description: 'Spring fixes' });
  });
});
