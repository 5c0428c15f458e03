/**
 * The Apps Script services build/Code.js touches, as small in-memory fakes for gas-local: properties,
 * caches, locks, Utilities (gzip and base64 with Apps Script's signed bytes), HtmlService's files (a
 * language's words) and a UrlFetchApp answered by a scripted service. Written from the platform's reference, not from the emulator in local/gas.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The project's HTML files, which gas-local does not load: HtmlService reads them from here. */
const BUILD = join(__dirname, '../../build');

type Properties = GoogleAppsScript.Properties.Properties;
type Cache = GoogleAppsScript.Cache.Cache;

function propertyStore(): Properties {
  const values = new Map<string, string>();
  const store = {
    getProperty: (key: string) => values.get(key) ?? null,
    setProperty(key: string, value: string) {
      values.set(key, String(value));
      return store;
    },
    deleteProperty(key: string) {
      values.delete(key);
      return store;
    },
    getProperties: () => Object.fromEntries(values),
    getKeys: () => [...values.keys()],
    setProperties: (entries: Record<string, string>, deleteAllOthers?: boolean) => {
      if (deleteAllOthers) values.clear();
      for (const [key, value] of Object.entries(entries)) values.set(key, String(value));
      return store;
    },
    deleteAllProperties() {
      values.clear();
      return store;
    },
  };
  return store as unknown as Properties;
}

function cache(): Cache {
  const values = new Map<string, string>();
  return {
    get: (key: string) => values.get(key) ?? null,
    getAll: (keys: string[]) =>
      Object.fromEntries(keys.filter((k) => values.has(k)).map((k) => [k, values.get(k)])),
    put: (key: string, value: string) => void values.set(key, value),
    putAll: (entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) values.set(key, value);
    },
    remove: (key: string) => void values.delete(key),
    removeAll: (keys: string[]) => {
      for (const key of keys) values.delete(key);
    },
  } as unknown as Cache;
}

/** Apps Script's Byte[] is Java's: signed. */
const toSigned = (buffer: Buffer) => [...buffer].map((b) => (b > 127 ? b - 256 : b));
const toBuffer = (bytes: number[]) => Buffer.from(bytes.map((b) => b & 0xff));

function blob(data: Buffer, contentType: string) {
  return {
    getBytes: () => toSigned(data),
    getDataAsString: () => data.toString('utf8'),
    getContentType: () => contentType,
  };
}
type Blob = ReturnType<typeof blob>;

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

/** A scripted answer: status and JSON body. */
export type FakeService = (request: FakeRequest) => { status: number; body: unknown };

interface FetchOptions {
  url?: string;
  method?: string;
  payload?: string;
  headers?: Record<string, string>;
}

export interface World {
  readonly globals: Record<string, unknown>;
  readonly requests: FakeRequest[];
  readonly userProperties: Properties;
  readonly documentProperties: Properties;
  readonly menu: { items: [caption: string, handler: string][]; added: boolean };
}

export function fakeWorld(service: FakeService): World {
  const requests: FakeRequest[] = [];
  const userProperties = propertyStore();
  const documentProperties = propertyStore();
  const scriptProperties = propertyStore();
  const caches = { user: cache(), document: cache(), script: cache() };
  const menu = { items: [] as [string, string][], added: false };

  const fetchOne = (url: string, options: FetchOptions = {}) => {
    const parsed = new URL(url);
    const headers = Object.fromEntries(
      Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: FakeRequest = {
      method: (options.method ?? 'get').toUpperCase(),
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      body: options.payload ? JSON.parse(options.payload) : null,
      authorization: headers.authorization,
    };
    requests.push(request);
    const { status, body } = service(request);
    const text = JSON.stringify(body);
    const responseHeaders = { 'Content-Type': 'application/json' };
    return {
      getResponseCode: () => status,
      getContentText: () => text,
      getHeaders: () => responseHeaders,
      getAllHeaders: () => responseHeaders,
    };
  };

  const addonMenu = {
    addItem(caption: string, handler: string) {
      menu.items.push([caption, handler]);
      return addonMenu;
    },
    addSeparator() {
      return addonMenu;
    },
    addToUi() {
      menu.added = true;
    },
  };

  const globals = {
    // A vm context has no console; Apps Script's writes to the execution log, here the test's output.
    console,
    PropertiesService: {
      getUserProperties: () => userProperties,
      getDocumentProperties: () => documentProperties,
      getScriptProperties: () => scriptProperties,
    },
    CacheService: {
      getUserCache: () => caches.user,
      getDocumentCache: () => caches.document,
      getScriptCache: () => caches.script,
    },
    LockService: {
      getDocumentLock: () => ({ waitLock() {}, tryLock: () => true, releaseLock() {}, hasLock: () => true }),
    },
    UrlFetchApp: {
      fetch: fetchOne,
      fetchAll: (list: (FetchOptions & { url: string })[]) => list.map((r) => fetchOne(r.url, r)),
    },
    Utilities: {
      sleep() {},
      getUuid: () => randomUUID(),
      newBlob: (data: string | number[], contentType = 'text/plain') =>
        blob(typeof data === 'string' ? Buffer.from(data, 'utf8') : toBuffer(data), contentType),
      gzip: (input: Blob) => blob(gzipSync(toBuffer(input.getBytes())), 'application/x-gzip'),
      ungzip: (input: Blob) => blob(gunzipSync(toBuffer(input.getBytes())), 'text/plain'),
      base64Encode: (bytes: number[]) => toBuffer(bytes).toString('base64'),
      base64Decode: (text: string) => toSigned(Buffer.from(text, 'base64')),
      formatDate: (date: Date) => date.toISOString(),
    },
    SpreadsheetApp: {
      getUi: () => ({ createAddonMenu: () => addonMenu }),
    },
    HtmlService: {
      createHtmlOutputFromFile: (name: string) => {
        const content = readFileSync(join(BUILD, `${name}.html`), 'utf8');
        return { getContent: () => content };
      },
    },
  };
  return { globals, requests, userProperties, documentProperties, menu };
}
