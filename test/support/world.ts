/**
 * The world every integration test runs in: the service simulator in a child process (the emulator
 * blocks this thread during UrlFetch) and an emulator over build/Code.js pointed at it.
 *
 *   const world = await startWorld();
 *   afterAll(() => world.stop());
 *   world.emu.evaluate('Sheet1', 'B1', '=SEO_LIMITS()');
 *   await world.sim.control('/__sim/advance', { seconds: 3600 });
 *   world.emu.mailbox(); await world.sim.webhooks(); // what alerts sent: mail, Chat and Slack posts
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createEmulator, type Emulator, type EmulatorOptions } from '../../local/gas';
import {
  clockLinkUrl,
  simulatorControl,
  simulatorGet,
  simulatorState,
} from '../../local/service/control-client';
import type { WebhookPost } from '../../local/service/webhooks';
import { spawnService } from '../../local/service/spawn';
import { SIMULATOR_START_TIMEOUT } from './time-outs';

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
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  if (!options.emulator?.code && !existsSync(options.emulator?.bundlePath ?? BUNDLE))
    throw new Error('build/Code.js is missing: run `npm run build` first');
  const service = await spawnService({
    latencyMs: options.latencyMs,
    seed: options.seed,
    startTimeoutMs: SIMULATOR_START_TIMEOUT,
  });
  const emu = createEmulator({
    ...options.emulator,
    // Alerts posted to Google Chat's and Slack's real addresses reach the simulator's stand-ins.
    hosts: { [CHAT]: service.url, [SLACK]: service.url, ...options.emulator?.hosts },
    scriptProperties: { API_BASE_URL: service.url, ...options.emulator?.scriptProperties },
    ...(options.linkClocks === false ? {} : { clockLink: clockLinkUrl(service.url) }),
  });
  const control = (path: string, body?: unknown) => simulatorControl(service.url, path, body);
  return {
    sim: {
      url: service.url,
      control,
      state: () => simulatorState(service.url),
      webhooks: async (since = 0) =>
        (
          (await simulatorGet(service.url, '/__sim/webhooks', { since: String(since) })) as {
            posts: WebhookPost[];
          }
        ).posts,
    },
    emu,
    stop: async () => {
      emu.close();
      await service.stop();
    },
  };
}
