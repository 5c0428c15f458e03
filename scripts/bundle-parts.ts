/**
 * The add-on's code in two files that share one instance of every module: Code.js and Server.html.
 *
 * Apps Script parses every script file at the start of every execution, and each formula cell is an
 * execution (up to 30 at once per user); an HTML file is read only when code asks for it. So Code.js carries
 * what a custom function runs, `src/registry/formulas.ts` and everything it reaches, and Server.html the rest
 * of `src/main.ts`: the menu, the sidebar's handlers, report runs, schedules, the warehouse and the alerts.
 * A server function's top-level function asks `SeoSheets.server()`, which on the execution's first call reads
 * Server.html through HtmlService (a round trip, like any service call) and evaluates it; a formula never does.
 *
 * esbuild splits the two entries into ES module chunks (a module lands in one chunk, shared by the entries
 * that reach it), and each chunk becomes a factory in a small module table: `define(name, factory)`, and a
 * `require` that evaluates a chunk on first use, as esbuild's CommonJS output asks for it. Server.html's
 * chunks so use Code.js's zod, execution context and cache rather than copies of them.
 *
 * Both files carry the build's id, and Code.js evaluates only a Server.html of its own build: a project
 * holding one file of another build fails on the first server call, naming the file, rather than calling
 * into code whose minified names mean something else.
 */
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { build, type BuildOptions, transform } from 'esbuild';

/** The HTML file holding the server's code: build/Server.html. */
export const SERVER_FILE = 'Server';

/** The two entries, by the name of their output (`./formulas.js`, `./server.js`). */
const FORMULAS = 'formulas';
const SERVER = 'server';

interface Chunk {
  /** The path esbuild's output imports it by, `./shared-XXXX.js`. */
  readonly name: string;
  /** Its code as the body of `function (module, exports, require)`. */
  readonly body: string;
  readonly imports: readonly string[];
}

export interface Parts {
  /** Code.js's library: `var <namespace> = { formulas, server() }`, the top-level functions not yet added. */
  readonly library: string;
  /** Server.html's text. */
  readonly server: string;
}

const chunkName = (path: string): string => `./${basename(path)}`;

/** Each output of the split build as a CommonJS factory's body, with what it imports. */
async function chunks(root: string, options: BuildOptions): Promise<Map<string, Chunk>> {
  const result = await build({
    ...options,
    entryPoints: {
      [FORMULAS]: join(root, 'src/registry/formulas.ts'),
      [SERVER]: join(root, 'src/main.ts'),
    },
    bundle: true,
    format: 'esm',
    splitting: true,
    absWorkingDir: root,
    // Never written (`write: false`): it places the outputs, which import one another as `./<name>.js`.
    outdir: join(root, 'build'),
    entryNames: '[name]',
    chunkNames: 'shared-[hash]',
    write: false,
    metafile: true,
  });
  const outputs = new Map(
    Object.entries(result.metafile.outputs).map(([path, output]) => [chunkName(path), output]),
  );
  const made = await Promise.all(
    result.outputFiles.map(async (file): Promise<Chunk> => {
      const name = chunkName(file.path);
      const output = outputs.get(name);
      if (!output) throw new Error(`build: esbuild wrote ${name} without saying what it holds`);
      // esbuild's CommonJS form of it: a `require` for each import, read as a property at each use, so a
      // binding another chunk exports stays live, the getters of the exports' object included.
      const body = await transform(withExportsObject(file.text, name, output.exports), {
        format: 'cjs',
        target: options.target,
        minify: true,
        charset: 'utf8',
        legalComments: 'none',
      });
      return {
        name,
        body: body.code,
        imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => chunkName(i.path)),
      };
    }),
  );
  return new Map(made.map((chunk) => [chunk.name, chunk]));
}

/** A chunk's exports, last in esbuild's output: `export{a as b,c};`. */
const EXPORT_CLAUSE = /export\s*\{([^{}]*)\}\s*;?\s*$/;

/**
 * `text` with its export clause made an object of getters, one per export, so a binding reassigned after
 * its module ran is read as it is now; checked against what esbuild says the chunk exports. Made at every
 * load of Code.js: an object literal costs a fraction of defining each property, as esbuild's own CommonJS
 * exports do, for the hundreds the server's code imports.
 */
function withExportsObject(text: string, name: string, expected: readonly string[]): string {
  const clause = EXPORT_CLAUSE.exec(text);
  const exported = (clause?.[1] ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [local, as = local] = pair.split(/\s+as\s+/);
      return [local, as] as const;
    });
  if (
    exported
      .map(([, as]) => as)
      .sort()
      .join() !== [...expected].sort().join()
  )
    throw new Error(`build: ${name}'s export clause does not name what esbuild says it exports`);
  const getters = exported.map(([local, as]) => `get ${as}() { return ${local}; }`);
  return `${clause ? text.slice(0, clause.index) : text}\nmodule.exports = { ${getters.join(', ')} };\n`;
}

/** The chunk named `from` and every chunk it imports, each once, in the order found. */
function reachedFrom(all: Map<string, Chunk>, from: string): Chunk[] {
  const reached = new Map<string, Chunk>();
  const visit = (name: string) => {
    const chunk = all.get(name);
    if (!chunk) throw new Error(`build: esbuild's output imports ${name}, which it did not write`);
    if (reached.has(name)) return;
    reached.set(name, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(from);
  return [...reached.values()];
}

/**
 * A chunk's factory is called as soon as it is defined or soon after, so it is wrapped in parentheses: V8
 * compiles such a function with the script instead of pre-parsing it then parsing it again on its call.
 */
const defined = (chunk: Chunk): string =>
  `  define(${JSON.stringify(chunk.name)}, (function (module, exports, require) {\n${chunk.body}}));\n`;

/**
 * The module table and the loader, at the head of Code.js's namespace. Its errors are a broken deployment's,
 * so they name the file and the fix rather than speak the user's language.
 */
function runtime(stamp: string): string {
  const file = `${SERVER_FILE}.html`;
  const fix = 'deploy build/ whole (npm run deploy)';
  return `  var modules = {};
  function define(name, factory) { modules[name] = { factory: factory }; }
  function require(name) {
    var module = modules[name];
    if (!module) throw new Error("SEO Sheets: " + name + " is not in this build: ${fix}");
    if (!module.exports) { module.exports = {}; module.factory(module, module.exports, require); }
    return module.exports;
  }
  var server;
  function load() {
    var text, evaluate;
    try { text = HtmlService.createHtmlOutputFromFile(${JSON.stringify(SERVER_FILE)}).getContent(); }
    catch (error) { throw new Error("SEO Sheets cannot read ${file}, the code of its menu, sidebar and triggers (" + (error && error.message) + "): ${fix}"); }
    if (text.slice(0, ${stamp.length}) !== ${JSON.stringify(stamp)}) throw new Error("SEO Sheets: ${file} is not of the build Code.js is: ${fix}");
    try { evaluate = new Function("define", text); }
    catch (error) { throw new Error("SEO Sheets: ${file} does not parse (" + (error && error.message) + "): ${fix}"); }
    evaluate(define);
    return require("./${SERVER}.js");
  }
`;
}

/**
 * Code.js's library and Server.html from src/, built with `options` (plugins, defines, target, minify).
 * `namespace.formulas` holds the custom functions; `namespace.server()` the server functions, read and
 * evaluated on its first call.
 */
export async function bundleParts(
  root: string,
  options: BuildOptions,
  namespace: string,
  version: string,
): Promise<Parts> {
  const all = await chunks(root, options);
  const inCode = reachedFrom(all, `./${FORMULAS}.js`);
  const held = new Set(inCode.map((chunk) => chunk.name));
  const inServer = reachedFrom(all, `./${SERVER}.js`).filter((chunk) => !held.has(chunk.name));
  const id = createHash('sha256')
    .update([...inCode, ...inServer].map((chunk) => chunk.body).join('\0'))
    .digest('hex')
    .slice(0, 16);
  const stamp = `// SEO Sheets ${version}, build ${id}\n`;
  const library =
    `var ${namespace} = (function () {\n${runtime(stamp)}${inCode.map(defined).join('')}` +
    `  return { formulas: require("./${FORMULAS}.js"), server: function () { return server || (server = load()); } };\n})();\n`;
  const server =
    `${stamp}// The server functions' code, which Code.js reads and evaluates on their first call (scripts/bundle-parts.ts).\n` +
    `${inServer.map(defined).join('')}//# sourceURL=${SERVER_FILE}.html\n`;
  return { library, server };
}
