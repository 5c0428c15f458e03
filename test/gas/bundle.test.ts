/**
 * The built bundle in the emulator against the simulator: the path every integration test takes; and the
 * hosts of Chat's and Slack's incoming webhooks mapped to the same simulator, as alerts reach them.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, type EmulatorSnapshot } from '../../local/gas';
import { SERVER_FILE } from '../../scripts/bundle-parts';
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());

describe('build/Code.js in the emulator', () => {
  it('builds its menu in AuthMode.NONE, reading its server code through HtmlService and sending nothing', () => {
    world.emu.executions.length = 0;
    world.emu.open({ authMode: 'NONE' });
    expect(world.emu.ui.menus).toHaveLength(1);
    expect(world.emu.ui.menus[0].items.length).toBeGreaterThan(0);
    expect(world.emu.requests).toHaveLength(0);
    expect(world.emu.executions[0].calls.HtmlService).toEqual({
      'HtmlService.createHtmlOutputFromFile': 1,
      'HtmlOutput.getContent': 1,
    });
  });

  it('evaluates a custom function against the simulator, and recalculation sends nothing', () => {
    const { emu } = world;
    emu.callServer('signIn', ['demo@example.com', 'demo']);
    emu.spreadsheet.setValues('Sheet1', 'A1', [['buty'], ['rower'], ['buty']]);
    const result = emu.evaluate('Sheet1', 'B1', '=SEO_KEYWORD_STATS(A1:A3)');
    expect(result.error).toBeUndefined();
    expect(result.values.map((row) => row[0])).toEqual(['Keyword', 'buty', 'rower', 'buty']);
    emu.requests.length = 0;
    expect(emu.recalculate()).toEqual([]);
    expect(emu.requests).toHaveLength(0);
  });
});

describe("Chat's and Slack's webhook hosts mapped to the simulator", () => {
  const SCRIPT = `
function post(url, message) {
  var r = UrlFetchApp.fetch(url, { method: 'post', contentType: 'application/json', payload: JSON.stringify(message), muteHttpExceptions: true });
  return { code: r.getResponseCode(), text: r.getContentText() };
}`;
  const CHAT = 'https://chat.googleapis.com/v1/spaces/AAAAxyz/messages?key=k1&token=t1';
  const SLACK = 'https://hooks.slack.com/services/T0A/B0B/c0c';

  it('a script posts to the production addresses, the whitelist sees them, the simulator receives them', async () => {
    const emu = createEmulator({
      code: SCRIPT,
      manifest: { urlFetchWhitelist: ['https://chat.googleapis.com/', 'https://hooks.slack.com/'] },
      hosts: { 'https://chat.googleapis.com': world.sim.url, 'https://hooks.slack.com': world.sim.url },
    });
    try {
      const chat = emu.callServer('post', [CHAT, { text: 'Alert' }]) as { code: number; text: string };
      expect(chat.code).toBe(200);
      expect(JSON.parse(chat.text).space.name).toBe('spaces/AAAAxyz');
      expect(emu.callServer('post', [SLACK, { text: 'Alert' }])).toEqual({ code: 200, text: 'ok' });
      await world.sim.control('/__sim/webhooks/refuse', { hook: SLACK, mode: 'revoked' });
      expect(emu.callServer('post', [SLACK, { text: 'Alert' }])).toEqual({ code: 404, text: 'no_service' });
      expect(emu.requests.map((r) => [r.url.split('?')[0], r.status])).toEqual([
        ['https://chat.googleapis.com/v1/spaces/AAAAxyz/messages', 200],
        [SLACK, 200],
        [SLACK, 404],
      ]);
      expect((await world.sim.webhooks()).map((p) => [p.hook, p.status])).toEqual([
        ['spaces/AAAAxyz', 200],
        ['T0A/B0B', 200],
        ['T0A/B0B', 404],
      ]);
    } finally {
      await world.sim.control('/__sim/reset');
      emu.close();
    }
  });
});

describe(`build/ without a readable ${SERVER_FILE}.html`, () => {
  let dir: string;
  /** A document whose owner signed in, which a formula answers in. */
  let signedIn: EmulatorSnapshot;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'seo-sheets-server-file-'));
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    signedIn = world.emu.snapshot();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** An emulator over a copy of build/ whose server code is `text` (none where null). */
  function emulatorWith(text: string | null) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(__dirname, '../../build'), dir, { recursive: true });
    const file = join(dir, `${SERVER_FILE}.html`);
    if (text === null) rmSync(file);
    else writeFileSync(file, text);
    return createEmulator({
      bundlePath: join(dir, 'Code.js'),
      scriptProperties: { API_BASE_URL: world.sim.url },
    });
  }

  it.each([
    ['missing', null, /SEO Sheets cannot read Server\.html.*No HTML file named Server was found/],
    ['not JavaScript', '<p>a page</p>', /Server\.html is not of the build Code\.js is/],
  ])('%s: a server call fails loudly, naming it; a formula still answers', (_, text, message) => {
    const emu = emulatorWith(text);
    emu.restore(signedIn);
    try {
      expect(() => emu.open({ authMode: 'LIMITED' })).toThrow(message);
      expect(() => emu.callServer('sidebarStart')).toThrow(message);
      const { values, error } = emu.evaluate('Sheet1', 'A20', '=SEO_COUNTRIES()');
      expect(error).toBeUndefined();
      expect(values.length).toBeGreaterThan(1);
    } finally {
      emu.close();
    }
  });
});
