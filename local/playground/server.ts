/**
 * The playground web server: the page, the sidebar with its bridge, and a JSON API over one
 * emulator session. Every request is answered in turn: the emulator blocks this thread while a
 * script runs, which is why the simulator lives in a child process.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SCRIPT_ID } from '../gas';
import { bigQueryControl } from '../bigquery/control-client';
import { spawnBigQuery } from '../bigquery/spawn';
import type { Manifest } from '../gas';
import { closeServer, listenLocal } from '../service/http';
import { type SpawnedService, spawnService } from '../service/spawn';
import { type Assets, buildAssets } from './assets';
import { HttpError, numberField, objectBody, readJson, send, sendError, sendJson, stringField } from './http';
import {
  FAULT_MODES,
  type FaultMode,
  type InboxView,
  type KnownRevisions,
  type RunResponse,
  type ScriptRequest,
  type WorkbookView,
} from './protocol';
import { PlaygroundSession } from './session';
import { SimulatorControl } from './simulator';
import { Warehouse, warehouseRoutes } from './warehouse';

export const DEFAULT_PORT = 8080;
/** How often idle time is checked for due triggers; add-on triggers run at most hourly anyway. */
const TRIGGER_CHECK_MS = 60_000;
const DEFAULT_DATA_DIR = join(__dirname, '..', '..', '.local-data', 'playground');

export interface PlaygroundOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Where the workbook is kept between runs. Default `.local-data/playground/`. */
  dataDir?: string;
  /** A simulator already running; when absent one is started and stopped with the playground. */
  serviceUrl?: string;
  /** How long a spawned simulator may take to start (spawn.ts' default: 15 s). */
  simulatorStartTimeoutMs?: number;
  /** How the playground's own simulator starts; default: in a child process (spawn.ts). */
  startSimulator?: () => Promise<SpawnedService>;
  /**
   * A BigQuery simulator already running (shared with others: its clocks are left alone); when absent one is
   * spawned, keeping its state in `bigquery.duckdb` in the data folder, and its clocks follow the emulated one.
   */
  bigQueryUrl?: string;
  /** The add-on's manifest (default: the built one): whether the BigQuery advanced service exists. */
  manifest?: Manifest;
}

export interface Playground {
  readonly url: string;
  readonly serviceUrl: string;
  /** The BigQuery simulator, which the add-on reaches as https://bigquery.googleapis.com. */
  readonly bigQueryUrl: string;
  close(): Promise<void>;
}

type PostHandler = (body: Record<string, unknown>) => Promise<unknown> | WorkbookView | RunResponse;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `known` from a request; anything malformed counts as knowing nothing (the page gets whole sheets). */
function knownOf(value: unknown): KnownRevisions | undefined {
  if (!isObject(value) || typeof value.session !== 'string' || !isObject(value.sheets)) return undefined;
  const sheets = Object.fromEntries(
    Object.entries(value.sheets).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
  );
  return { session: value.session, sheets };
}

function inputsField(body: Record<string, unknown>): string[][] {
  const { inputs } = body;
  if (
    !Array.isArray(inputs) ||
    !inputs.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'))
  )
    throw new HttpError(400, '"inputs" must be an array of rows of strings');
  return inputs as string[][];
}

function postRoutes(session: PlaygroundSession, simulator: SimulatorControl): Record<string, PostHandler> {
  return {
    '/api/cell': (body) =>
      session.setCell(
        stringField(body, 'sheet'),
        stringField(body, 'a1'),
        stringField(body, 'input'),
        knownOf(body.known),
      ),
    '/api/cells': (body) =>
      session.setCells(
        stringField(body, 'sheet'),
        stringField(body, 'a1'),
        inputsField(body),
        knownOf(body.known),
      ),
    '/api/activate': (body) => session.activate(stringField(body, 'sheet'), knownOf(body.known)),
    '/api/sheet': (body) => session.addSheet(knownOf(body.known)),
    '/api/sheet/rename': (body) =>
      session.renameSheet(stringField(body, 'sheet'), stringField(body, 'name'), knownOf(body.known)),
    '/api/sheet/delete': (body) => session.deleteSheet(stringField(body, 'sheet'), knownOf(body.known)),
    '/api/menu': (body) =>
      session.runMenu(stringField(body, 'functionName'), knownOf(body.known), body.confirmed === true),
    '/api/sidebar/close': (body) => session.closeSidebar(knownOf(body.known)),
    '/api/open': () => session.reopen(),
    '/api/run': (body) => {
      if (!Array.isArray(body.args)) throw new HttpError(400, '"args" must be an array');
      const selection =
        body.selection === undefined
          ? undefined
          : {
              sheet: stringField(objectBody(body.selection), 'sheet'),
              range: stringField(objectBody(body.selection), 'range'),
            };
      return session.run(stringField(body, 'functionName'), body.args, selection);
    },
    // The emulator's clock link carries the advance to the simulator.
    '/api/sim/advance': (body) => session.advance(numberField(body, 'seconds'), knownOf(body.known)),
    '/api/locale': (body) => {
      const of = stringField(body, 'of');
      if (of !== 'spreadsheet' && of !== 'user')
        throw new HttpError(400, `"of" is spreadsheet or user, not "${of}"`);
      return session.setLocale(of, stringField(body, 'locale'));
    },
    '/api/sim/reset': async (body) => {
      await simulator.reset();
      return session.view(knownOf(body.known));
    },
    '/api/sim/script': async (body) => {
      await simulator.script(scriptRequest(body));
      return session.view(knownOf(body.known));
    },
    '/api/sim/faults': async (body) => {
      const mode = stringField(body, 'mode') as FaultMode;
      if (!FAULT_MODES.includes(mode)) throw new HttpError(400, `unknown fault mode "${mode}"`);
      await simulator.fault({ mode, count: numberField(body, 'count') });
      return session.view(knownOf(body.known));
    },
  };
}

/** How many of each the Inbox lists: the latest. */
const INBOX_SIZE = 200;

/** The Inbox: the mail the add-on sent and the posts the simulator's Chat and Slack stand-ins received. */
async function inbox(session: PlaygroundSession, simulator: SimulatorControl): Promise<InboxView> {
  return {
    mail: session.mailbox().slice(-INBOX_SIZE),
    posts: (await simulator.webhooks()).slice(-INBOX_SIZE),
  };
}

/** Simulator › Script a position, checked here so the page gets a sentence, not the simulator's envelope. */
function scriptRequest(body: Record<string, unknown>): Omit<ScriptRequest, 'known'> {
  const domain = stringField(body, 'domain').trim();
  const keyword = stringField(body, 'keyword').trim();
  const from = stringField(body, 'from');
  const position = numberField(body, 'position');
  if (!domain || !keyword) throw new HttpError(400, 'Give a domain and a phrase.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) throw new HttpError(400, `"${from}" is not a date (YYYY-MM-DD).`);
  if (!Number.isInteger(position) || position < 0 || position > 100)
    throw new HttpError(400, 'The position is a whole number from 1 to 100, or 0 for not ranking.');
  return { domain, keyword, from, position };
}

/** `?known={"session":"…","sheets":{"0":12}}` on the workbook's GET, as `known` in a POST body. */
function knownQuery(url: URL): KnownRevisions | undefined {
  const text = url.searchParams.get('known');
  if (!text) return undefined;
  try {
    return knownOf(JSON.parse(text));
  } catch {
    throw new HttpError(400, '"known" must be JSON');
  }
}

/** Apps Script's `usercallback` path for this script, served here so the OAuth popup can return. */
const USER_CALLBACK_PATH = `/macros/d/${SCRIPT_ID}/usercallback`;

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

function requestHandler(
  session: PlaygroundSession,
  simulator: SimulatorControl,
  assets: Assets,
  routes: Record<string, PostHandler>,
): Handler {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (request.method === 'POST' && routes[path]) {
      sendJson(response, 200, await routes[path](objectBody(await readJson(request))));
      return;
    }
    if (request.method !== 'GET') throw new HttpError(405, `${request.method} ${path} is not allowed`);
    if (path === '/api/workbook') return sendJson(response, 200, session.view(knownQuery(url)));
    if (path === '/api/inbox') return sendJson(response, 200, await inbox(session, simulator));
    if (path === USER_CALLBACK_PATH) {
      const page = session.userCallback(Object.fromEntries(url.searchParams));
      return send(response, page.status, 'text/html; charset=utf-8', page.html);
    }
    if (path === '/sidebar') {
      const html = session.sidebarHtml();
      if (html === null) throw new HttpError(404, 'no sidebar is open');
      return send(response, 200, 'text/html; charset=utf-8', assets.sidebarPage(html));
    }
    const asset = assets.files.get(path);
    if (!asset) throw new HttpError(404, `${path} not found`);
    send(response, 200, asset.type, asset.body);
  };
}

export async function startPlayground(opts: PlaygroundOptions = {}): Promise<Playground> {
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  const startTimeoutMs = opts.simulatorStartTimeoutMs;
  const started = await Promise.allSettled([
    opts.serviceUrl ? null : (opts.startSimulator?.() ?? spawnService({ startTimeoutMs })),
    opts.bigQueryUrl ? null : spawnBigQuery({ dataPath: join(dataDir, 'bigquery.duckdb'), startTimeoutMs }),
  ]);
  const [service, bigQuery] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all([service?.stop(), bigQuery?.stop()]);
    throw failed.reason;
  }
  const serviceUrl = opts.serviceUrl ?? service!.url;
  const bigQueryUrl = opts.bigQueryUrl ?? bigQuery!.url;
  let session: PlaygroundSession | null = null;
  try {
    session = PlaygroundSession.open({
      dataDir,
      serviceUrl,
      bigQuery: { url: bigQueryUrl, linkClock: bigQuery !== null },
      manifest: opts.manifest,
    });
    const simulator = new SimulatorControl(serviceUrl);
    // Fresh simulators start at real time; move them to where the restored workbook's clock stands.
    const offset = session.clockOffsetSeconds;
    if (service && offset > 0) await simulator.advance(offset);
    if (bigQuery && offset > 0) await bigQueryControl(bigQueryUrl).advance(offset);
    const active = session;
    const warehouse = new Warehouse(bigQueryUrl, () => active.bigQueryAccess());
    const handle = requestHandler(session, simulator, buildAssets(), {
      ...postRoutes(session, simulator),
      ...warehouseRoutes(warehouse, stringField),
    });
    const server = createServer((request, response) => {
      handle(request, response).catch((error: unknown) => sendError(response, error));
    });
    const port = await listenLocal(server, opts.port ?? DEFAULT_PORT);
    active.setUserCallbackUrl(`http://127.0.0.1:${port}${USER_CALLBACK_PATH}`);
    const scheduler = setInterval(() => active.fireDueTriggers(), TRIGGER_CHECK_MS);
    scheduler.unref();
    return {
      url: `http://127.0.0.1:${port}/`,
      serviceUrl,
      bigQueryUrl,
      async close() {
        clearInterval(scheduler);
        await closeServer(server);
        active.close();
        await Promise.all([service?.stop(), bigQuery?.stop()]);
      },
    };
  } catch (error) {
    session?.close();
    await Promise.all([service?.stop(), bigQuery?.stop()]);
    throw error;
  }
}
