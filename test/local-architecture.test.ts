/**
 * The rules of local/ (the simulator, the tool server, the emulator, the playground), read from every import its
 * source names, type-only ones included: no file reaches itself through its imports, and nothing reaches
 * into src/, the add-on the local world exists to test from outside. A broken rule fails here naming the files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..');
const LOCAL = join(ROOT, 'local');
const SOURCE = /\.(ts|cjs|mjs|js)$/;

/** Every relative specifier a source text names: imports and re-exports, type-only or bare, `import()` and `require()`. */
function specifiersIn(text: string): string[] {
  return [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.[^'"]+)['"]/gms),
    ...text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/\b(?:import|require)\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
}

/** The file a specifier written in `fromFile` names: itself, with `.ts`, or a folder's `index.ts`; absolute paths. */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  const target = resolve(dirname(fromFile), specifier);
  return [target, `${target}.ts`, join(target, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

type Graph = ReadonlyMap<string, readonly string[]>;

/** Every import of every source file under local/, as paths relative to the repository (`local/gas/index.ts`). */
function localImports(): Graph {
  return new Map(
    sourceFiles(LOCAL).map((file) => {
      const targets = specifiersIn(readFileSync(file, 'utf8'))
        .map((specifier) => resolveSpecifier(file, specifier))
        .filter((target): target is string => target !== undefined);
      return [relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]];
    }),
  );
}

/**
 * Every import cycle, one a strongly connected group of files (Tarjan's algorithm), each told as a walk round
 * it from its first file, `a.ts -> b.ts -> a.ts`, followed by the group's other files when the walk misses some.
 */
function importCycles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const walk = walkRound(graph, new Set(group));
    const others = group.filter((file) => !walk.includes(file)).sort();
    return walk.join(' -> ') + (others.length ? ` (the loop also holds ${others.join(', ')})` : '');
  });
}

/** A path from the group's first file (in sorted order) back to itself through files of the group only. */
function walkRound(graph: Graph, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('local/ architecture', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = localImports();
  });

  test('the graph holds every source file of local/ and the imports they name', () => {
    expect(graph.get('local/gas/index.ts')).toContain('local/gas/emulator.ts');
    expect(graph.get('local/service/server.ts')).toContain('local/service/router.ts');
    expect(graph.has('local/gas/services/fetch-worker.cjs')).toBe(true);
    expect(graph.has('local/playground/client/main.ts')).toBe(true);
  });

  test('imports are read type-only, bare, re-exported, in import() types and require()', () => {
    const text = [
      "import type { Job } from './job';",
      "import './side-effect';",
      "export { a,\n  b } from '../ab';",
      "export type T = import('./types').T;",
      "const worker = require('./worker.cjs');",
      "import { pkg } from 'package';",
    ].join('\n');
    expect(specifiersIn(text).sort()).toEqual(
      ['./job', './side-effect', '../ab', './types', './worker.cjs'].sort(),
    );
  });

  test('the cycle finder names every cycle as a walk round it, and nothing else', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts', 'g.ts']],
      ['g.ts', ['b.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['d.ts']],
      ['f.ts', ['a.ts']],
    ]);
    expect(importCycles(graph).sort()).toEqual([
      'a.ts -> b.ts -> c.ts -> a.ts (the loop also holds g.ts)',
      'd.ts -> e.ts -> d.ts',
    ]);
    expect(importCycles(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
  });

  test('local/ has no import cycle, counting type-only imports', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  test('local/ imports nothing from src/ (the add-on is tested from outside, through its build)', () => {
    const intoSrc = [...graph].flatMap(([from, tos]) =>
      tos.filter((to) => to.startsWith('src/')).map((to) => `${from} -> ${to}`),
    );
    expect(intoSrc).toEqual([]);
  });
});
