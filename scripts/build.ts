/**
 * Builds the Apps Script project in build/:
 *   Code.js          what a formula runs (one namespace, `SeoSheets`) plus generated top-level wrappers
 *   Server.html      the rest: the server functions' code, read and evaluated on their first call
 *                    (scripts/bundle-parts.ts)
 *   <View>.html      each sidebar view with its script and style inlined (HtmlService serves one file);
 *                    Sidebar.html is a template the server prints one language's catalogue into
 *   Sidebar_<language>.html   that language's sidebar catalogue, as JSON (read by the server, never by Code.js)
 *   Messages_<language>.html  that language's server-side words, as JSON (of English's, all but the held ones)
 *   appsscript.json  the manifest, with urlFetchWhitelist derived from the service's, the tool server's and
 *                    its authorization server's addresses
 *
 * The wrappers are generated from what the bundle itself exports, evaluated in an empty V8 context:
 * every function src/main.ts exports becomes a top-level function, and custom functions take their
 * names, parameters and @customfunction JSDoc from the registry (`catalog`) inside the bundle.
 *
 * `BUILD_EAGER=1` builds the bench's copy whose lazy values (src/shared/lazy.ts) are built at load
 * (bench/cold-load.ts compares the two).
 */
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { join, basename, dirname, resolve } from 'node:path';
import vm from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { bundleParts, type Parts, SERVER_FILE } from './bundle-parts';
import * as catalogModule from '../src/registry/catalog';
import { catalogueFile } from '../src/platform/ui';
import { messagesFileName } from '../src/platform/messages';
import { catalogues, isRecognised, SAID_IN_PASSING, SERVER_AREAS } from '../src/shared/i18n/areas';
import { byArea } from '../src/shared/i18n/keys';
import { type Language, LANGUAGES } from '../src/shared/i18n/languages';
import { uiCatalogues } from '../src/shared/i18n/ui-catalogues';
import { htmlFileJson } from '../src/shared/html-json';
import { bundleBudget } from './bundle-budget';
import { authUrlsOf, originOf, whitelistFor } from './manifest-check';
import { catalog } from '../src/registry/catalog';
import type { FunctionSpec } from '../src/shared/formula-spec';

const ROOT = join(__dirname, '..');
/** build/, or `BUILD_DIR` (a release build beside the one tests share). */
const OUT = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(ROOT, 'build');
const NAMESPACE = 'SeoSheets';
/** Default service address baked into the bundle; Script Property API_BASE_URL or the user setting override it. */
const API_BASE_URL = process.env.API_BASE_URL ?? 'http://127.0.0.1:8787';
/** The tool server's endpoint, where it is not `/mcp` at the service address (Script Property MCP_URL overrides it). */
const MCP_URL = process.env.MCP_URL ?? '';
/**
 * The authorization servers a sign-in through the tool server may go to (Script Property MCP_AUTH_URL
 * overrides them). A production build lists them, the tool server's host unless named; a build for the
 * local simulator leaves them to the tool server in effect, which moves with the simulator's port.
 */
const PRODUCTION = API_BASE_URL.startsWith('https://');
const MCP_AUTH_URLS = authUrlsOf(process.env.MCP_AUTH_URL);
const BAKED_AUTH_URLS =
  MCP_AUTH_URLS.length || !PRODUCTION ? MCP_AUTH_URLS : [originOf(MCP_URL || API_BASE_URL)];

const CATALOG_MODULE = join(ROOT, 'src/registry/catalog.ts');

/** A copy of the registry in place of src/registry/catalog.ts, holding only what a bundle uses of it. */
function registryAs(name: string, contents: string): Plugin {
  return {
    name,
    setup(build) {
      build.onLoad({ filter: /[\\/]registry[\\/]catalog\.ts$/ }, (args) => {
        if (args.path !== CATALOG_MODULE) return undefined;
        const runtimeExports = Object.keys(catalogModule);
        if (runtimeExports.join() !== 'catalog') {
          throw new Error(
            `src/registry/catalog.ts must export only the \`catalog\` data at run time (found: ${runtimeExports.join(', ')}); ` +
              'the build replaces it with a reduced copy, so put helpers in the modules that use them',
          );
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Every formula cell parses the whole bundle, so Code.js carries only what runs: the catalog's names,
 * parameter names and which parameters are optional, and each example (Help's Insert writes it, by name, so
 * the sidebar never hands the server a formula to write). Its help text reaches users through the JSDoc
 * wrappers, the README and the sidebar's Help view.
 */
const catalogNamesOnly = registryAs(
  'catalog-names-only',
  // An optional parameter travels as "name?" (formula() refuses a missing required one), a byte each.
  `export const catalog = ${JSON.stringify(
    catalog.map((spec) => [
      spec.name,
      spec.example,
      ...spec.params.map((p) => p.name + (p.optional ? '?' : '')),
    ]),
  )}.map(([name, example, ...params]) => ({ name, example, ` +
    `params: params.map((p) => (p.endsWith('?') ? { name: p.slice(0, -1), optional: true } : { name: p })) }));`,
);

/**
 * The Help view takes what formulas do from the page's catalogue, in the user's language; from the registry
 * only what is typed (names, parameters, examples) and how it is grouped.
 */
const catalogWithoutTexts = registryAs(
  'catalog-without-texts',
  `export const catalog = ${JSON.stringify(
    catalog.map(({ name, group, params, example, columns, columnsBy, columnsNote }) => ({
      name,
      group,
      params: params.map(({ description: _, ...param }) => param),
      example,
      columns,
      ...(columnsBy && { columnsBy }),
      // The note's words are the page's catalogue's; Help asks for them only where there is one.
      ...(columnsNote && { columnsNote: '' }),
    })),
  )};`,
);

/**
 * Each language is one catalogue, `src/shared/i18n/<language>.ts`, whose areas (`i18n/areas.ts`) travel
 * apart, so neither bundle takes a catalogue module as written (`i18n/shipped.ts` says what Code.js takes
 * instead: English's server areas, and of each other language the words recognised in every language and a
 * reader of its messages file). The sidebar page carries none: the server prints its language's catalogue
 * into it.
 */
const CATALOGUE_MODULE = /[\\/]src[\\/]shared[\\/]i18n[\\/](\w\w)\.ts$/;
const SHIPPED = JSON.stringify(join(ROOT, 'src/shared/i18n/shipped.ts'));
const MESSAGES_FILE = JSON.stringify(join(ROOT, 'src/platform/messages.ts'));

const languageOfModule = (path: string): Language | undefined =>
  LANGUAGES.find((code) => code === CATALOGUE_MODULE.exec(path)?.[1]);

/**
 * English's areas Code.js holds whole: every formula's headers read the document's words, the menu the
 * server's. Its messages are a file, as each other language's words are (`i18n/shipped.ts` says why).
 */
const HELD_IN_ENGLISH = SERVER_AREAS.filter((area) => area !== 'messages.');

/** The words of a language Code.js holds: those recognised in every language, and English's held areas and words said in passing. */
const isHeld = (language: Language, key: string): boolean =>
  isRecognised(key) ||
  (language === 'en' &&
    (HELD_IN_ENGLISH.some((area) => key.startsWith(area)) || SAID_IN_PASSING.some((said) => said === key)));

const heldWords = (language: Language, held: boolean) =>
  Object.fromEntries(Object.entries(catalogues[language]).filter(([key]) => isHeld(language, key) === held));

function shippedAs(language: Language, path: string): string {
  const held = Object.fromEntries(
    Object.entries(byArea(heldWords(language, true), SERVER_AREAS)).filter(
      ([, words]) => Object.keys(words).length,
    ),
  );
  const read = `() => messagesFile(${JSON.stringify(language)})`;
  return [
    `import { shipped } from ${SHIPPED};`,
    `import { messagesFile } from ${MESSAGES_FILE};`,
    ...(language === 'en'
      ? [
          `export const en = /* @__PURE__ */ shipped(${JSON.stringify(held)}, ${read}, {}, ${JSON.stringify(HELD_IN_ENGLISH)});`,
        ]
      : [
          `import { en } from ${JSON.stringify(join(dirname(path), 'en.ts'))};`,
          `export const ${language} = /* @__PURE__ */ shipped(${JSON.stringify(held)}, ${read}, en);`,
        ]),
  ].join('\n');
}

const notOnThePage = (language: Language): string =>
  `export const ${language} = /* @__PURE__ */ new Proxy({}, { get() { throw new Error(${JSON.stringify(
    `the sidebar page carries no catalogue module (${language}): its words are the catalogue printed into it`,
  )}); } });`;

function cataloguesIn(bundle: 'Code.js' | 'page'): Plugin {
  return {
    name: `catalogues-in-${bundle}`,
    setup(build) {
      build.onLoad({ filter: CATALOGUE_MODULE }, (args) => {
        const language = languageOfModule(args.path);
        if (!language) return undefined;
        return {
          contents: bundle === 'page' ? notOnThePage(language) : shippedAs(language, args.path),
          loader: 'js',
        };
      });
    },
  };
}

/**
 * The catalogue's help text reaches a bundle only through the registry, which the build replaces: a module
 * that took a family's entries another way would carry their words into every cell's load.
 */
function refuseHelpText(bundle: string, name: string): void {
  const leaked = catalog.find((spec) => bundle.includes(jsdocLine(spec.summary).slice(0, 60)));
  if (leaked)
    throw new Error(
      `build: ${name} carries ${leaked.name}'s help text: take a family's FORMULAS through src/registry/catalog.ts only`,
    );
}

/** Code.js's library and Server.html's code (scripts/bundle-parts.ts says which modules go where). */
async function buildParts(): Promise<Parts> {
  const parts = await bundleParts(
    ROOT,
    {
      // ES2019 lowers class fields, #private and static blocks, none of which Apps Script's V8 accepts.
      target: 'es2019',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      minify: true,
      legalComments: 'none',
      // Apps Script reads UTF-8 source: the languages' letters as themselves, not as six-byte \u escapes.
      charset: 'utf8',
      plugins: [catalogNamesOnly, cataloguesIn('Code.js')],
      define: {
        __API_BASE_URL__: JSON.stringify(API_BASE_URL),
        __MCP_URL__: JSON.stringify(MCP_URL),
        __MCP_AUTH_URLS__: JSON.stringify(BAKED_AUTH_URLS.join(',')),
        __BUILD_VERSION__: JSON.stringify(readPackageVersion()),
        // The bench's copy that builds every lazy value at load (src/shared/lazy.ts), as every execution did.
        __EAGER__: JSON.stringify(process.env.BUILD_EAGER === '1'),
      },
    },
    NAMESPACE,
    readPackageVersion(),
  );
  refuseHelpText(parts.library, 'Code.js');
  refuseHelpText(parts.server, `${SERVER_FILE}.html`);
  return parts;
}

function readPackageVersion(): string {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
}

type Namespace = Record<string, unknown>;

/**
 * Loads the library where Apps Script would load it, with no services, no Node and no browser; then reads
 * the server's code as its first server call would, from an HtmlService that holds only that file.
 */
function loadParts({ library, server }: Parts): { formulas: Namespace; handlers: Namespace } {
  const context = vm.createContext(Object.create(null)) as Record<string, unknown>;
  vm.runInContext(library, context, { filename: 'Code.js' });
  const ns = context[NAMESPACE] as { formulas?: Namespace; server?: () => Namespace } | undefined;
  if (!ns?.formulas || typeof ns.server !== 'function') throw new Error(`bundle did not define ${NAMESPACE}`);
  context.HtmlService = {
    createHtmlOutputFromFile: (name: string) => {
      if (name !== SERVER_FILE) throw new Error(`the server's code read ${name}, not ${SERVER_FILE}`);
      return { getContent: () => server };
    },
  };
  return { formulas: ns.formulas, handlers: ns.server() };
}

function jsdocLine(text: string): string {
  // Sheets strips HTML and shows JSDoc verbatim; keep it to one plain line per tag.
  return text.replace(/\s+/g, ' ').replace(/\*\//g, '*\u200b/').trim();
}

function customFunctionWrapper(spec: FunctionSpec): string {
  const names = spec.params.map((p) => p.name);
  const doc = [
    `/**`,
    ` * ${jsdocLine(spec.summary)}`,
    ...spec.params.map(
      (p) => ` * @param ${p.name} ${jsdocLine((p.optional ? '[optional] ' : '') + p.description)}`,
    ),
    ` * @return ${jsdocLine(spec.returns)}`,
    ` * @customfunction`,
    ` */`,
  ];
  // The named parameters give Sheets its autocomplete; `arguments` forwards every one the cell passed,
  // so a formula with too many arguments is refused instead of silently cut to the declared ones.
  return `${doc.join('\n')}\nfunction ${spec.name}(${names.join(', ')}) {\n  return ${NAMESPACE}.formulas.${spec.name}.apply(null, arguments);\n}\n`;
}

function serverWrapper(name: string): string {
  return `function ${name}() {\n  return ${NAMESPACE}.server().${name}.apply(null, arguments);\n}\n`;
}

interface Built {
  readonly code: string;
  readonly server: string;
  readonly customFunctions: string[];
  readonly serverFunctions: string[];
}

async function buildCode(): Promise<Built> {
  const parts = await buildParts();
  const { formulas, handlers } = loadParts(parts);
  const custom = new Set(catalog.map((f) => f.name));
  const missing = catalog.filter((f) => typeof formulas[f.name] !== 'function').map((f) => f.name);
  // A registry entry without an implementation would be documented, offered in Help, and fail in every cell.
  if (missing.length)
    throw new Error(
      `build: registry entries without an implementation exported from src/registry/formulas.ts: ${missing.join(', ')}`,
    );

  const wrappers: string[] = [];
  const customFunctions: string[] = [];
  for (const spec of catalog) {
    wrappers.push(customFunctionWrapper(spec));
    customFunctions.push(spec.name);
  }
  // src/main.ts exports the formulas as well: Code.js's are the ones its top-level functions call.
  const serverFunctions = Object.keys(handlers)
    .filter((name) => typeof handlers[name] === 'function' && !custom.has(name))
    .sort();
  for (const name of serverFunctions) wrappers.push(serverWrapper(name));

  const header = `// SEO Sheets ${readPackageVersion()}: generated by scripts/build.ts. Do not edit; edit src/ and rebuild.\n`;
  return {
    code: `${header}${parts.library}\n${wrappers.join('\n')}`,
    server: parts.server,
    customFunctions,
    serverFunctions,
  };
}

/** src/sidebar/client/<View>.html + <View>.ts (+ <View>.css) become build/<View>.html. */
async function buildViews(): Promise<string[]> {
  const dir = join(ROOT, 'src/sidebar/client');
  if (!existsSync(dir)) return [];
  const views: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const view = basename(file, '.html');
    let html = readFileSync(join(dir, file), 'utf8');
    const entry = join(dir, `${view}.ts`);
    if (existsSync(entry)) {
      const script = (
        await build({
          entryPoints: [entry],
          bundle: true,
          format: 'iife',
          target: 'es2019',
          minify: true,
          write: false,
          legalComments: 'none',
          charset: 'utf8',
          plugins: [catalogWithoutTexts, cataloguesIn('page')],
        })
      ).outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
      refuseHelpText(script, `${view}.html`);
      // Sidebar.html is evaluated as a template: "<?" in the script would start a scriptlet.
      if (script.includes('<?'))
        throw new Error(`build: the ${view} script contains "<?", which HtmlService reads as a scriptlet`);
      html = html.replace('<!-- @inline-script -->', () => `<script>\n${script}</script>`);
    }
    const style = join(dir, `${view}.css`);
    if (existsSync(style)) {
      html = html.replace('<!-- @inline-style -->', () => `<style>\n${readFileSync(style, 'utf8')}</style>`);
    }
    emit(`${view}.html`, html);
    views.push(view);
  }
  return views;
}

/**
 * Each language's sidebar catalogue in a file of its own, for the server to print into Sidebar.html or send
 * when the sidebar changes language.
 */
function buildCatalogues(): number[] {
  return LANGUAGES.map((language) => {
    const json = htmlFileJson(uiCatalogues[language]);
    emit(`${catalogueFile(language)}.html`, json);
    return Buffer.byteLength(json);
  });
}

const written = new Set<string>();

/** Tests may be reading build/ while it is rebuilt: replace each file in one step, never leave it missing. */
function emit(name: string, content: string): void {
  const target = join(OUT, name);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, target);
  written.add(name);
}

function removeStaleOutputs(): void {
  for (const name of readdirSync(OUT)) {
    if (!written.has(name)) rmSync(join(OUT, name), { recursive: true, force: true });
  }
}

/** Each language's server-side words; of English's, those Code.js does not hold. */
function buildMessages(): number[] {
  return LANGUAGES.map((language) => {
    const words = language === 'en' ? heldWords(language, false) : catalogues[language];
    const json = htmlFileJson(byArea(words, SERVER_AREAS));
    emit(`${messagesFileName(language)}.html`, json);
    return Buffer.byteLength(json);
  });
}

function buildManifest(): void {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'appsscript.json'), 'utf8'));
  // A versioned add-on may only fetch allow-listed https prefixes (the service, the tool server and its
  // authorization server); a local http simulator needs none.
  if (PRODUCTION) {
    manifest.urlFetchWhitelist = whitelistFor({
      apiBaseUrl: API_BASE_URL,
      mcpUrl: MCP_URL || undefined,
      authUrls: BAKED_AUTH_URLS,
    });
  }
  emit('appsscript.json', `${JSON.stringify(manifest, null, 2)}\n`);
}

const range = (sizes: number[]): string =>
  `${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(OUT, { recursive: true });
  const { code, server, customFunctions, serverFunctions } = await buildCode();
  // Every execution loads all of it (bundle-budget.ts): it holds what a formula runs, the server's code being
  // a file read by the first server call (bundle-parts.ts); it builds at load nothing an execution may not
  // read (src/shared/lazy.ts); and of the languages' words it carries English's and the few looked for in
  // every language, each other language's being a file read by an execution that speaks it
  // (src/shared/i18n/shipped.ts). Past its budget, nothing is written.
  const budget = bundleBudget();
  if (Buffer.byteLength(code) > budget)
    throw new Error(
      `Code.js is ${(Buffer.byteLength(code) / 1024).toFixed(1)} KB, over its ${budget / 1024} KB budget: cut before adding.`,
    );
  emit('Code.js', code);
  emit(`${SERVER_FILE}.html`, server);
  const views = await buildViews();
  const sidebars = buildCatalogues();
  const messages = buildMessages();
  buildManifest();
  removeStaleOutputs();
  const kb = (Buffer.byteLength(code) / 1024).toFixed(1);
  console.log(
    `build: Code.js ${kb} KB, ${customFunctions.length} custom functions, ${serverFunctions.length} server functions in ${SERVER_FILE}.html ${(Buffer.byteLength(server) / 1024).toFixed(1)} KB, ` +
      `views [${views.join(', ')}], sidebar catalogues ${range(sidebars)}, messages ${range(messages)} a language, default API ${API_BASE_URL} (the playground and tests set their own simulator's), tool server ${MCP_URL || `${API_BASE_URL}/mcp`}${BAKED_AUTH_URLS.length ? ` signing in at ${BAKED_AUTH_URLS.join(', ')}` : ''} ` +
      `(${Date.now() - started} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
