/** Fakes of the Apps Script globals the account layer touches, installed on globalThis for one test file. */
import type { HttpOutcome } from '../../src/api/transport';
import { MemoryProperties } from '../api/fakes';

export interface FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

export interface FakeWorld {
  readonly user: MemoryProperties;
  readonly document: MemoryProperties;
  readonly script: MemoryProperties;
  readonly requests: FakeRequest[];
  answer: (request: FakeRequest) => HttpOutcome;
  /** Every stored value of every store, for "the secret is nowhere else" assertions. */
  allStored(): string;
}

export function installGlobals(): FakeWorld {
  const world: FakeWorld = {
    user: new MemoryProperties(),
    document: new MemoryProperties(),
    script: new MemoryProperties(),
    requests: [],
    answer: () => ({ thrown: new Error('no answer scripted') }),
    allStored: () =>
      [world.user, world.document, world.script].map((s) => JSON.stringify(s.getProperties())).join('\n'),
  };
  const g = globalThis as Record<string, unknown>;
  g.__API_BASE_URL__ = 'https://api.test';
  g.PropertiesService = {
    getUserProperties: () => world.user,
    getDocumentProperties: () => world.document,
    getScriptProperties: () => world.script,
  };
  // No spreadsheet here: times are in UTC, whose offset is +0000 at every moment.
  g.Utilities = { sleep: () => undefined, formatDate: () => '+0000' };
  g.UrlFetchApp = {
    fetchAll: (requests: FakeRequest[]) =>
      requests.map((r) => {
        world.requests.push(r);
        const outcome = world.answer(r);
        if ('thrown' in outcome) throw outcome.thrown;
        return {
          getResponseCode: () => outcome.status,
          getHeaders: () => outcome.headers,
          getContentText: () => outcome.body,
        };
      }),
  };
  return world;
}

export function resetWorld(world: FakeWorld): void {
  for (const store of [world.user, world.document, world.script]) store.data.clear();
  world.requests.length = 0;
}

/** A JWT-shaped token whose payload holds `exp` (seconds). */
export function jwt(expSeconds: number, extra: Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: expSeconds, ...extra })}.c2lnbmF0dXJl`;
}
