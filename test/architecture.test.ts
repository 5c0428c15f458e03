/**
 * The floors of docs/ARCHITECTURE.md and their rules, checked on the import graph esbuild itself resolves
 * for the bundle (its metafile: the imports that survive into the code) and, where a rule holds for types
 * too, on every import the source text names, type-only ones included. A cycle, or an import across a
 * boundary, fails here with the path that breaks the rule.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(__dirname, '..');
const SRC = join(ROOT, 'src');

type Graph = ReadonlyMap<string, readonly string[]>;

/** The src/ import graph of the Apps Script bundle and the sidebar, paths relative to src/. */
async function importGraph(): Promise<Graph> {
  const { metafile } = await build({
    entryPoints: [join(SRC, 'main.ts'), join(SRC, 'sidebar/client/Sidebar.ts')],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    outdir: join(ROOT, 'build/.graph'),
    logLevel: 'silent',
  });
  const graph = new Map<string, string[]>();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (!path.startsWith('src/')) continue;
    const from = path.slice('src/'.length);
    graph.set(
      from,
      input.imports.filter((i) => i.path.startsWith('src/')).map((i) => i.path.slice('src/'.length)),
    );
  }
  return graph;
}

/**
 * What a file of src/ at `from` imports, type-only imports included: `import`/`export … from`, bare
 * `import '…'` and `import('…')` in a type, relative specifiers resolved to a file or a folder's index.
 */
function importsIn(from: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms),
    ...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ].map((m) => m[1]);
  return specifiers
    .map((specifier) => join(dirname(from), specifier))
    .map((target) =>
      [`${target}.ts`, `${target}/index.ts`, target].find((file) => existsSync(join(SRC, file))),
    )
    .filter((target): target is string => target !== undefined);
}

/** Every import of src/ as the source text names it (a cycle of types is still a cycle to read through). */
function sourceGraph(): Graph {
  return new Map(
    sourceFiles(SRC).map((path) => {
      const from = relative(SRC, path);
      return [from, importsIn(from, readFileSync(path, 'utf8'))];
    }),
  );
}

/** Both graphs in one: every import the bundle keeps and every one the source names. */
function union(a: Graph, b: Graph): Graph {
  const both = new Map<string, string[]>();
  for (const graph of [a, b])
    for (const [from, tos] of graph) both.set(from, [...new Set([...(both.get(from) ?? []), ...tos])]);
  return both;
}

/** The first import cycle found, as the list of files around it, or null. */
function findCycle(graph: Graph): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

/** Imports that break `allowed`, as "from -> to". */
function violations(graph: Graph, allowed: (from: string, to: string) => boolean): string[] {
  return [...graph].flatMap(([from, tos]) =>
    tos.filter((to) => !allowed(from, to)).map((to) => `${from} -> ${to}`),
  );
}

const under = (dir: string) => (path: string) => path.startsWith(`${dir}/`);
const isPlatform = under('platform');
const isHandler = under('handlers');
const isApi = under('api');
const isClient = under('sidebar/client');
const isShared = under('shared');
const isRegistry = under('registry');
/** The family a file belongs to (`visibility` for families/visibility/rows.ts), or undefined. */
const familyOf = (path: string) => /^families\/([^/]+)\//.exec(path)?.[1];
/**
 * The floor below the families: the engines (request machinery, the formula harness, the report runs,
 * the cache, the memory of spending, where a connection lives, the warehouse) over the platform and the
 * shared ground.
 */
const ENGINES = [
  'api',
  'functions',
  'reports',
  'alerts',
  'cache',
  'spent',
  'connection',
  'warehouse',
  'platform',
  'shared',
];
const ENGINE_FILES = ['context.ts', 'config.ts', 'document-settings.ts', 'normalize.ts'];
const isEngine = (path: string) => ENGINES.some((dir) => under(dir)(path)) || ENGINE_FILES.includes(path);
/** The one file of the ground that reads the registry: the languages' help is the entries' own text. */
const HELP_BRIDGE = 'shared/catalog.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const GAS_GLOBAL =
  /\b(PropertiesService|CacheService|LockService|UrlFetchApp|ScriptApp|SpreadsheetApp|Utilities|HtmlService|Session|DriveApp|Logger|Browser)\.|\bBigQuery\.(Datasets|Tables|Tabledata|Jobs)\./;

describe('architecture', () => {
  let graph: Graph;
  /** Run-time and type-only imports alike. */
  let everyImport: Graph;
  beforeAll(async () => {
    graph = await importGraph();
    everyImport = union(graph, sourceGraph());
  });

  test('the graph covers the whole of src/ that is bundled', () => {
    for (const file of [
      'main.ts',
      'context.ts',
      'platform/lock.ts',
      'handlers/handler.ts',
      'api/client.ts',
      'registry/formulas.ts',
      'families/ai-overviews/formulas.ts',
    ])
      expect(graph.has(file)).toBe(true);
  });

  test('the cycle check finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycle(cyclic)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(findCycle(new Map([['a.ts', ['b.ts']]]))).toBeNull();
  });

  test('src/ has no import cycle, counting type-only imports', () => {
    const source = sourceGraph();
    expect(source.get('api/client.ts')).toContain('api/transport.ts');
    expect(findCycle(source)).toBeNull();
  });

  test('Apps Script globals appear only under src/platform/', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !isPlatform(path) && !isClient(path))
      .filter((path) => GAS_GLOBAL.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('cells are written by one writer, platform/cells.ts, which keeps text text', () => {
    const WRITES =
      /\.(setValues?|setFormulas?|setFormulasR1C1|setFormulaR1C1|setRichTextValues?|appendRow)\s*\(/;
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path !== 'platform/cells.ts')
      .filter((path) => WRITES.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('the source graph sees type-only imports, bare imports and import() types', () => {
    const files = new Map([
      ['platform/a.ts', "import type { Job } from '../reports/job';\n"],
      ['shared/b.ts', "import '../api/source';\nexport type T = import('../api/quota').Quota;\n"],
    ]);
    expect([...files].flatMap(([file, text]) => importsIn(file, text))).toEqual([
      'reports/job.ts',
      'api/source.ts',
      'api/quota.ts',
    ]);
  });

  test('platform/ imports only itself and shared/, type-only imports included', () => {
    expect(
      violations(everyImport, (from, to) => !isPlatform(from) || isPlatform(to) || isShared(to)),
    ).toEqual([]);
  });

  test('platform/ is reached at run time only by the context, the handlers and the registry', () => {
    expect(
      violations(
        graph,
        (from, to) =>
          !isPlatform(to) || isPlatform(from) || isHandler(from) || isRegistry(from) || from === 'context.ts',
      ),
    ).toEqual([]);
  });

  test('api/ imports only itself, the normalizer and shared/, type-only imports included', () => {
    expect(
      violations(
        everyImport,
        (from, to) => !isApi(from) || isApi(to) || to === 'normalize.ts' || isShared(to),
      ),
    ).toEqual([]);
  });

  test('families never import one another, type-only imports included', () => {
    expect(
      violations(everyImport, (from, to) => {
        const family = familyOf(from);
        return !family || !familyOf(to) || familyOf(to) === family;
      }),
    ).toEqual([]);
  });

  test('engines never import a family or the registry above them, type-only imports included', () => {
    expect(
      violations(
        everyImport,
        (from, to) =>
          !isEngine(from) || from === HELP_BRIDGE || (familyOf(to) === undefined && !isRegistry(to)),
      ),
    ).toEqual([]);
    // The bridge reads the registry's formulas and nothing else above the ground.
    expect(everyImport.get(HELP_BRIDGE)).toEqual(['registry/catalog.ts']);
  });

  test('families and the registry never import the floors above them (handlers, the sidebar)', () => {
    const above = (path: string) => isHandler(path) || under('sidebar')(path) || path === 'main.ts';
    expect(
      violations(everyImport, (from, to) => !(familyOf(from) || isRegistry(from)) || !above(to)),
    ).toEqual([]);
    expect(violations(everyImport, (from, to) => !familyOf(from) || !isRegistry(to))).toEqual([]);
  });

  test('src/ and local/ never import each other: two independent readings of the specification', () => {
    const crossing = (dir: string, other: string) =>
      sourceFiles(join(ROOT, dir)).filter((path) =>
        [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].some((m) =>
          relative(ROOT, join(dirname(path), m[1])).startsWith(`${other}/`),
        ),
      );
    expect(crossing('src', 'local')).toEqual([]);
    expect(crossing('local', 'src')).toEqual([]);
  });

  test('features reach the service only through the data source', () => {
    // What makes or drives a connection's client: a feature asks `ctx.source()` and never learns which
    // door answers; a family's chain takes the client its door hands it.
    const DOORS = ['createClient', 'createToolClient', 'apiSource', 'toolSource', 'collectPages'];
    const features = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter(
        (path) =>
          ['functions', 'reports', 'families', 'registry'].some((dir) => under(dir)(path)) ||
          (under('sidebar')(path) && !isClient(path)) ||
          path === 'handlers/account-info.ts',
      );
    const offenders = features.flatMap((file) => {
      const text = readFileSync(join(SRC, file), 'utf8');
      const imported = [
        ...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(?:\.\.?\/)+api\/[^']*'/g),
      ]
        .flatMap((m) => m[1].split(','))
        .map(
          (name) =>
            name
              .replace(/^\s*type\s+/, '')
              .trim()
              .split(/\s+as\s+/)[0],
        );
      return imported.filter((name) => DOORS.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(features).toContain('families/visibility/formulas.ts');
    expect(offenders).toEqual([]);
  });

  test('every server function is wrapped by handler(), every custom function by formula()', () => {
    /** Exported functions of `file` not made by `wrapper`: `export function`, or a camelCase const made otherwise. */
    const unwrapped = (file: string, wrapper: string, name: RegExp) => {
      const text = readFileSync(join(SRC, file), 'utf8');
      const declared = [...text.matchAll(/^export (?:async )?function (\w+)/gm)].map((m) => m[1]);
      const made = [...text.matchAll(/^export const (\w+) =\s*(\w*)/gm)].filter((m) => m[2] !== wrapper);
      return [...declared, ...made.map((m) => m[1])].filter((n) => name.test(n)).map((n) => `${file}: ${n}`);
    };
    const main = readFileSync(join(SRC, 'main.ts'), 'utf8');
    const handlers = [...main.matchAll(/from '\.\/(handlers\/[\w-]+)'/g)].map((m) => `${m[1]}.ts`);
    expect(handlers).toContain('handlers/sidebar.ts');
    expect(handlers.flatMap((file) => unwrapped(file, 'handler', /^[a-z]/))).toEqual([]);
    const formulas = sourceFiles(join(SRC, 'families')).map((path) => relative(SRC, path));
    expect(formulas).toContain('families/ai-overviews/formulas.ts');
    expect(formulas.flatMap((file) => unwrapped(file, 'formula', /^SEO_/))).toEqual([]);
  });

  test('handlers/ are entry points: only main.ts and other handlers import them', () => {
    expect(violations(graph, (from, to) => !isHandler(to) || isHandler(from) || from === 'main.ts')).toEqual(
      [],
    );
  });

  test('the sidebar (browser) imports at run time only itself, the families’ specs and the shared ground', () => {
    const browserSafe = (to: string) =>
      isClient(to) ||
      isShared(to) ||
      to === 'sidebar/protocol.ts' ||
      /^families\/[^/]+\/spec\.ts$/.test(to) ||
      // The list of the specs' formulas, which the build ships without their help text.
      to === 'registry/catalog.ts';
    const reached = new Set<string>();
    const walk = (file: string) => {
      for (const to of graph.get(file) ?? []) {
        if (reached.has(to)) continue;
        reached.add(to);
        walk(to);
      }
    };
    walk('sidebar/client/Sidebar.ts');
    expect([...reached].filter((file) => !browserSafe(file))).toEqual([]);
    expect(reached).toContain('registry/catalog.ts');
  });

  test('shared/ is the ground floor: it imports only itself, type-only imports included', () => {
    expect(
      violations(everyImport, (from, to) => !isShared(from) || isShared(to) || from === HELP_BRIDGE),
    ).toEqual([]);
  });
});
