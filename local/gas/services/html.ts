/**
 * HtmlService: outputs, files from the build folder, and templates whose scriptlets run in the
 * script's own context (`<?= ?>` escaped, `<?!= ?>` raw, `<? ?>` code).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Execution } from '../execution';
import { enumOf } from './enums';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export class HtmlOutputImpl {
  private title = '';
  private width = 600;
  private height = 400;

  constructor(private content: string) {}

  getContent(): string {
    return this.content;
  }
  setContent(content: string): this {
    this.content = String(content);
    return this;
  }
  append(html: string): this {
    this.content += String(html);
    return this;
  }
  appendUntrusted(text: string): this {
    this.content += escapeHtml(String(text));
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  setTitle(title: string): this {
    this.title = String(title);
    return this;
  }
  getWidth(): number {
    return this.width;
  }
  setWidth(width: number): this {
    this.width = Number(width);
    return this;
  }
  getHeight(): number {
    return this.height;
  }
  setHeight(height: number): this {
    this.height = Number(height);
    return this;
  }
  setSandboxMode(_mode: string): this {
    return this;
  }
  setXFrameOptionsMode(_mode: string): this {
    return this;
  }
  addMetaTag(_name: string, _content: string): this {
    return this;
  }
  setFaviconUrl(_url: string): this {
    return this;
  }
}

/** Template source to the body of `function (__data, __out, __escape) { with (__data) { ... } }`. */
function compileTemplate(source: string): string {
  const parts: string[] = [];
  const scriptlet = /<\?(!=|=)?([\s\S]*?)\?>/g;
  let last = 0;
  for (let m = scriptlet.exec(source); m; m = scriptlet.exec(source)) {
    parts.push(`__out.push(${JSON.stringify(source.slice(last, m.index))});`);
    if (m[1] === '=') parts.push(`__out.push(__escape(${m[2]}));`);
    else if (m[1] === '!=') parts.push(`__out.push(String(${m[2]}));`);
    else parts.push(m[2]);
    last = scriptlet.lastIndex;
  }
  parts.push(`__out.push(${JSON.stringify(source.slice(last))});`);
  return `with (__data) {\n${parts.join('\n')}\n}`;
}

/**
 * The build's HTML files as last read, by path: every server function's execution reads Server.html (over
 * 130 KB), and decoding it afresh was about 4 % of what the report and alert suites spent. The bytes are read
 * each time and compared (a file's modification time is too coarse to tell two quick writes apart); only
 * their text is kept from the last read when they are the same.
 */
const readFiles = new Map<string, { bytes: Buffer; text: string }>();

function readHtmlFile(path: string): string | undefined {
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
  const bytes = readFileSync(path);
  const known = readFiles.get(path);
  if (known?.bytes.equals(bytes)) return known.text;
  const text = bytes.toString('utf8');
  readFiles.set(path, { bytes, text });
  return text;
}

export function htmlService(exec: Execution, viewsDir: string): GoogleAppsScript.HTML.HtmlService {
  const output = (content: string) => exec.guard('HtmlService', 'HtmlOutput', new HtmlOutputImpl(content));
  const readFile = (name: string): string => {
    const text = readHtmlFile(join(viewsDir, String(name).endsWith('.html') ? String(name) : `${name}.html`));
    if (text === undefined) throw exec.fail(`No HTML file named ${name} was found.`);
    return text;
  };
  const template = (source: string) => {
    // Scripts assign template variables as properties, so the template itself is a plain object.
    const tpl: Record<string, unknown> = {};
    const ownNames = new Set(['evaluate', 'getCode', 'getRawContent']);
    tpl.getRawContent = () => source;
    tpl.getCode = () => compileTemplate(source);
    tpl.evaluate = () => {
      const render = exec.realm.compile(['__data', '__out', '__escape'], compileTemplate(source));
      const data = Object.fromEntries(Object.entries(tpl).filter(([k]) => !ownNames.has(k)));
      const out: string[] = [];
      render(exec.realm.adopt(data), out, (value: unknown) => escapeHtml(String(value)));
      return output(out.join(''));
    };
    return tpl;
  };
  const service = {
    SandboxMode: enumOf(['IFRAME', 'NATIVE', 'EMULATED']),
    XFrameOptionsMode: enumOf(['ALLOWALL', 'DEFAULT']),
    createHtmlOutput: (html?: unknown) => output(html === undefined ? '' : String(html)),
    createHtmlOutputFromFile: (name: string) => output(readFile(name)),
    createTemplate: (html: string) => template(String(html)),
    createTemplateFromFile: (name: string) => template(readFile(name)),
  };
  return exec.guard('HtmlService', 'HtmlService', service) as unknown as GoogleAppsScript.HTML.HtmlService;
}
