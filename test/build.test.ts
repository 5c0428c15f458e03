import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { bundleBudget } from '../scripts/bundle-budget';
import { SERVER_FILE } from '../scripts/bundle-parts';
import { catalog } from '../src/registry/catalog';

const code = readFileSync(join(__dirname, '../build/Code.js'), 'utf8');
const server = readFileSync(join(__dirname, `../build/${SERVER_FILE}.html`), 'utf8');

interface Namespace {
  formulas: Record<string, unknown>;
  server(): Record<string, unknown>;
}

/**
 * An HtmlService holding `file` as Server.html, noting each file read in `reads` (the emulator's holds
 * build/'s files: test/gas/bundle.test.ts reads a missing one there).
 */
function htmlServiceHolding(file: string, reads: string[] = []) {
  return {
    createHtmlOutputFromFile(name: string) {
      reads.push(name);
      if (name !== SERVER_FILE) throw new Error(`No HTML file named ${name} was found.`);
      return { getContent: () => file };
    },
  };
}

/** Code.js loaded, then given an HtmlService holding `file` as Server.html. */
function withServerFile(file: string) {
  const context = vm.createContext(Object.create(null)) as Record<string, unknown>;
  vm.runInContext(code, context, { filename: 'Code.js' });
  const reads: string[] = [];
  context.HtmlService = htmlServiceHolding(file, reads);
  return { ns: context.SeoSheets as Namespace, reads };
}

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
function schemasAtLoad(source: string, then?: (context: Record<string, unknown>) => void): number {
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
  then?.(context);
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

  it("builds no wire schema while it loads, nor while the server functions' code loads: each is built when an answer is first read by it", () => {
    expect(schemasAtLoad(code)).toBe(0);
    const serverLoaded = (context: Record<string, unknown>) => {
      context.HtmlService = htmlServiceHolding(server);
      (context.SeoSheets as Namespace).server();
    };
    expect(schemasAtLoad(code, serverLoaded)).toBe(0);
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

describe(`build/${SERVER_FILE}.html, the server functions' code`, () => {
  it('is read by the first server call, once an execution; loading Code.js reads nothing', () => {
    const { ns, reads } = withServerFile(server);
    expect(typeof ns.formulas.SEO_VISIBILITY).toBe('function');
    expect(reads).toEqual([]);
    const handlers = ns.server();
    expect(typeof handlers.onOpen).toBe('function');
    expect(typeof handlers.sidebarStart).toBe('function');
    expect(ns.server()).toBe(handlers);
    expect(reads).toEqual([SERVER_FILE]);
  });

  it('top-level functions call it for every server function, and Code.js for every formula', () => {
    const { ns } = withServerFile(server);
    const handlers = ns.server();
    const serverFunctions = Object.keys(handlers).filter((name) => !(name in ns.formulas));
    expect(serverFunctions.length).toBeGreaterThan(40);
    for (const name of serverFunctions)
      expect(code).toContain(
        `function ${name}() {\n  return SeoSheets.server().${name}.apply(null, arguments);\n}`,
      );
    for (const { name } of catalog)
      expect(code).toContain(`return SeoSheets.formulas.${name}.apply(null, arguments);`);
  });

  it("shares Code.js's modules rather than carrying copies: zod is in Code.js alone", () => {
    // Where zod/mini's schemas keep their internals, which a copy in the server's file would carry too.
    expect(code).toContain('._zod.');
    expect(server).not.toContain('_zod');
  });

  it.each([
    [
      'of another build',
      server.replace(/build [0-9a-f]+/, 'build 0123456789abcdef'),
      /Server\.html is not of the build Code\.js is/,
    ],
    ['cut short', server.slice(0, server.length >> 1), /Server\.html does not parse/],
  ])('%s, fails a server call loudly, naming it and the fix', (_, file, message) => {
    const { ns, reads } = withServerFile(file);
    expect(() => ns.server()).toThrow(message);
    expect(() => ns.server()).toThrow(/deploy build\/ whole \(npm run deploy\)/);
    expect(reads).toEqual([SERVER_FILE, SERVER_FILE]);
    expect(typeof ns.formulas.SEO_KEYWORD_STATS).toBe('function');
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

  it('may be held to less than 340 KB, never to more', () => {
    expect(bundleBudget({})).toBe(340 * 1024);
    expect(bundleBudget({ BUILD_BUDGET_KB: '100' })).toBe(100 * 1024);
    expect(bundleBudget({ BUILD_BUDGET_KB: '400' })).toBe(340 * 1024);
    expect(bundleBudget({ BUILD_BUDGET_KB: 'lots' })).toBe(340 * 1024);
  });
});
