/**
 * The world every integration test runs in: a service simulator of its own outside this thread (the
 * emulator blocks it during UrlFetch), on the run's host of simulators (./service.ts), and an emulator over
 * build/Code.js pointed at it; with
 * `bigQueryProject`, also a project of the run's shared BigQuery simulator behind Google's host name.
 *
 *   const world = await startWorld();
 *   afterAll(() => world.stop());
 *   world.emu.evaluate('Sheet1', 'B1', '=SEO_LIMITS()');
 *   await world.sim.control('/__sim/advance', { seconds: 3600 });
 *
 *   const world = await startWorld({ bigQueryProject: uniqueProject('warehouse') });
 *   await world.bq!.control.project({ projectId: world.bq!.projectId, billing: false });
 *   world.emu.mailbox(); await world.sim.webhooks(); // what alerts sent: mail, Chat and Slack posts
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../local/gas';
import {
  clockLinkUrl,
  simulatorControl,
  simulatorRead,
  simulatorState,
} from '../../local/service/control-client';
import { bigQueryClockLink } from '../../local/bigquery/control-client';
import type { WebhookPost } from '../../local/service/webhooks';
import { type SuiteBigQuery, suiteBigQuery } from './bigquery';
import { suiteService } from './service';

const BUNDLE = join(__dirname, '../../build/Code.js');
const CHAT = 'https://chat.googleapis.com';
const SLACK = 'https://hooks.slack.com';

export interface World {
  sim: {
    url: string;
    /** POSTs a control request (`/__sim/advance`, `/__sim/faults`, `/__sim/reset`...) and returns its JSON. */
    control(path: string, body?: unknown): Promise<unknown>;
    /** `GET /__sim/state`'s data: clock, latency, faults, edge (`{width, rejected}`), usage. */
    state(): Promise<Record<string, unknown>>;
    /** What the Chat and Slack stand-ins received (after the post numbered `since`), oldest first. */
    webhooks(since?: number): Promise<WebhookPost[]>;
  };
  emu: Emulator;
  /** With `bigQueryProject`: the shared BigQuery simulator and the world's project in it. */
  bq?: SuiteBigQuery & { projectId: string };
  stop(): Promise<void>;
}

export interface WorldOptions {
  /** Emulator options on top of the defaults (bundle build/Code.js, Script Property API_BASE_URL). */
  emulator?: EmulatorOptions;
  latencyMs?: number;
  seed?: string;
  /**
   * Default true: the simulator's clock follows the emulated one (Utilities.sleep, `emu.clock.advance`),
   * so a task polled with sleeps finishes as it would in real time. `sim.control('/__sim/advance')`
   * moves the simulator alone.
   */
  linkClocks?: boolean;
  /**
   * A project of the run's shared BigQuery simulator (`uniqueProject('name')`): the emulator reaches the
   * simulator as `https://bigquery.googleapis.com`, and (with `linkClocks`) moves this project's clock with its
   * own, leaving other suites' projects alone.
   */
  bigQueryProject?: string;
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  if (!options.emulator?.code && !existsSync(options.emulator?.bundlePath ?? BUNDLE))
    throw new Error('build/Code.js is missing: run `npm run build` first');
  const projectId = options.bigQueryProject;
  const [service, bigQuery] = await Promise.all([
    suiteService({ latencyMs: options.latencyMs, seed: options.seed }),
    projectId === undefined ? undefined : suiteBigQuery(),
  ]);
  const clockLinks = [
    clockLinkUrl(service.url),
    ...(bigQuery && projectId ? [bigQueryClockLink(bigQuery.url, projectId)] : []),
  ];
  const emu = createEmulator({
    ...options.emulator,
    // Alerts posted to Google Chat's and Slack's real addresses reach the simulator's stand-ins.
    hosts: {
      [CHAT]: service.url,
      [SLACK]: service.url,
      ...(bigQuery ? { 'https://bigquery.googleapis.com': bigQuery.url } : {}),
      ...options.emulator?.hosts,
    },
    scriptProperties: { API_BASE_URL: service.url, ...options.emulator?.scriptProperties },
    ...(options.linkClocks === false ? {} : { clockLink: clockLinks }),
  });
  const control = (path: string, body?: unknown) => simulatorControl(service.url, path, body);
  return {
    sim: {
      url: service.url,
      control,
      state: () => simulatorState(service.url),
      webhooks: async (since = 0) =>
        (
          (await simulatorRead(service.url, '/__sim/webhooks', { since: String(since) })) as {
            posts: WebhookPost[];
          }
        ).posts,
    },
    emu,
    ...(bigQuery && projectId ? { bq: { ...bigQuery, projectId } } : {}),
    stop: async () => {
      emu.close();
      await Promise.all([service.stop(), bigQuery?.stop()]);
    },
  };
}
