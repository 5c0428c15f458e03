/**
 * The page's static files, bundled once at start-up: the client script and the `google.script`
 * bridge are TypeScript compiled by esbuild in memory, so `npm start` needs no separate build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const CLIENT = join(__dirname, 'client');

export interface Asset {
  readonly type: string;
  readonly body: string;
}

export interface Assets {
  /** Keyed by URL path. */
  readonly files: ReadonlyMap<string, Asset>;
  /** The add-on's sidebar HTML with the bridge running before any of its own scripts. */
  sidebarPage(html: string): string;
}

function bundle(entry: string): string {
  return buildSync({
    entryPoints: [join(CLIENT, entry)],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  }).outputFiles[0].text;
}

export function buildAssets(): Assets {
  const bridge = `<script>\n${bundle('bridge.ts').replace(/<\/script/gi, '<\\/script')}</script>\n`;
  const files = new Map<string, Asset>([
    ['/', { type: 'text/html; charset=utf-8', body: readFileSync(join(CLIENT, 'index.html'), 'utf8') }],
    ['/playground.js', { type: 'text/javascript; charset=utf-8', body: bundle('main.ts') }],
    [
      '/playground.css',
      { type: 'text/css; charset=utf-8', body: readFileSync(join(CLIENT, 'playground.css'), 'utf8') },
    ],
    [
      '/warehouse',
      { type: 'text/html; charset=utf-8', body: readFileSync(join(CLIENT, 'warehouse.html'), 'utf8') },
    ],
    ['/warehouse.js', { type: 'text/javascript; charset=utf-8', body: bundle('warehouse.ts') }],
    [
      '/warehouse.css',
      { type: 'text/css; charset=utf-8', body: readFileSync(join(CLIENT, 'warehouse.css'), 'utf8') },
    ],
  ]);
  return {
    files,
    sidebarPage(html) {
      const head = /<head[^>]*>/i.exec(html);
      if (!head) return bridge + html;
      const at = head.index + head[0].length;
      return html.slice(0, at) + bridge + html.slice(at);
    },
  };
}
