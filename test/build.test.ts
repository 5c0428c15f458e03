import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { bundleBudget } from '../scripts/bundle-budget';
import { catalog } from '../src/registry/catalog';

const code = readFileSync(join(__dirname, '../build/Code.js'), 'utf8');

/** A context like Apps Script's at load time: ECMAScript built-ins only. */
function loadBundle(): Record<string, unknown> {
  const context = vm.createContext(Object.create(null));
  vm.runInContext(code, context, { filename: 'Code.js' });
  return context as Record<string, unknown>;
}

/**
 * How many zod instances loading the bundle built, seen from outside: each is given its `_zod` by
 * `Object.defineProperty`, counted by wrapping the context's own before the bundle runs.
 */
function schemasAtLoad(source: string): number {
  const context = vm.createContext(Object.create(null)) as Record<string, unknown>;
  const seen = { schemas: 0 };
  context.seen = seen;
  vm.runInContext(
    `(() => {
      const define = Object.defineProperty;
      Object.defineProperty = function (target, key, descriptor) {
        if (key === '_zod') seen.schemas++;
        return define(target, key, descriptor);
      };
    })()`,
    context,
  );
  vm.runInContext(source, context, { filename: 'Code.js' });
  return seen.schemas;
}

function jsdocBefore(name: string): string | undefined {
  const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*function ${name}\\(([^)]*)\\)`).exec(code);
  return match ? `${match[1]}|(${match[2]})` : undefined;
}

describe('build/Code.js', () => {
  const globals = loadBundle();

  it('loads in a context without Node, browser or Apps Script globals', () => {
    expect(typeof globals.SeoSheets).toBe('object');
  });

  it.each(catalog.map((spec) => [spec.name, spec] as const))(
    '%s is a top-level custom function',
    (name, spec) => {
      expect(typeof globals[name]).toBe('function');
      const fn = globals[name] as (...args: unknown[]) => unknown;
      expect(fn.length).toBe(spec.params.length);
      const doc = jsdocBefore(name);
      expect(doc).toBeDefined();
      expect(doc).toContain('@customfunction');
      for (const param of spec.params) expect(doc).toMatch(new RegExp(`@param ${param.name} `));
      expect(doc).toContain(`|(${spec.params.map((p) => p.name).join(', ')})`);
    },
  );

  it('builds no wire schema while it loads: each is built when an answer is first read by it', () => {
    expect(schemasAtLoad(code)).toBe(0);
  });

  it('declares no custom function whose name Sheets would reject', () => {
    for (const spec of catalog) {
      expect(spec.name).toMatch(/^SEO_[A-Z0-9_]*[A-Z0-9]$/);
    }
    expect(new Set(catalog.map((s) => s.name)).size).toBe(catalog.length);
  });

  it('ships the manifest with only the scopes the add-on needs (e-mail’s two asked when e-mail alerts are turned on), and BigQuery’s advanced service', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '../build/appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.exceptionLogging).toBe('STACKDRIVER');
    expect([...manifest.oauthScopes].sort()).toEqual(
      [
        'https://www.googleapis.com/auth/bigquery',
        'https://www.googleapis.com/auth/script.container.ui',
        'https://www.googleapis.com/auth/script.external_request',
        'https://www.googleapis.com/auth/script.scriptapp',
        'https://www.googleapis.com/auth/spreadsheets.currentonly',
        'https://www.googleapis.com/auth/script.send_mail',
        'https://www.googleapis.com/auth/userinfo.email',
      ].sort(),
    );
    expect(manifest.dependencies.enabledAdvancedServices).toEqual([
      { userSymbol: 'BigQuery', serviceId: 'bigquery', version: 'v2' },
    ]);
  });
});

describe('the build', () => {
  it('fails past its budget, naming it, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seo-sheets-budget-'));
    try {
      const run = spawnSync(
        join(__dirname, '../node_modules/.bin/tsx'),
        [join(__dirname, '../scripts/build.ts')],
        {
          env: { ...process.env, BUILD_DIR: dir, BUILD_BUDGET_KB: '100' },
          encoding: 'utf8',
        },
      );
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/Code\.js is \d+\.\d KB, over its 100 KB budget: cut before adding\./);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('may be held to less than 378 KB, never to more', () => {
    expect(bundleBudget({})).toBe(378 * 1024);
    expect(bundleBudget({ BUILD_BUDGET_KB: '100' })).toBe(100 * 1024);
    expect(bundleBudget({ BUILD_BUDGET_KB: '400' })).toBe(378 * 1024);
    expect(bundleBudget({ BUILD_BUDGET_KB: 'lots' })).toBe(378 * 1024);
  });
});
