import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
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

  it('ships the manifest with only the four scopes the add-on needs', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '../build/appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.exceptionLogging).toBe('STACKDRIVER');
    expect([...manifest.oauthScopes].sort()).toEqual(
      [
        'https://www.googleapis.com/auth/script.container.ui',
        'https://www.googleapis.com/auth/script.external_request',
        'https://www.googleapis.com/auth/script.scriptapp',
        'https://www.googleapis.com/auth/spreadsheets.currentonly',
      ].sort(),
    );
  });
});
