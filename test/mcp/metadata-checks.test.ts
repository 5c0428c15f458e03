/**
 * The tool server's sign-in metadata checked as the specifications ask, through the built bundle in the
 * emulator against metadata the simulator scripts (`/__sim/oauth_metadata`): the issuer must be the server
 * asked (RFC 8414 §3.3), S256 must be listed (MCP 2025-11-25 refuses metadata that does not say), and every
 * endpoint, the tool server's own address and the service address must be https: beyond loopback. Each
 * refusal names what was wrong, in the user's language, before anything is registered or opened.
 */
import { USER_LANGUAGE_KEY } from '../../src/shared/i18n/languages';
import { startWorld, type World } from '../support/world';

/** The emulator's default user: the spreadsheet's owner. */
const USER = 'owner@example.com';
let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());
afterEach(async () => {
  await world.sim.control('/__sim/oauth_metadata', { metadata: {} });
  world.emu.properties.user(USER).clear();
  world.emu.properties.script.delete('MCP_URL');
});

const connect = () => world.emu.callServer('connectToolServer', []) as { url: string };

/** Scripts the metadata, asks to connect, and returns the refusal; nothing may have been registered. */
async function refusal(metadata: Record<string, unknown>): Promise<string> {
  await world.sim.control('/__sim/oauth_metadata', { metadata });
  const before = world.emu.requests.length;
  let message = '';
  try {
    connect();
  } catch (error) {
    message = (error as Error).message;
  }
  const sent = world.emu.requests.slice(before).map((request) => new URL(request.url).pathname);
  expect(sent).not.toContain('/register');
  return message;
}

describe('the tool server’s sign-in metadata', () => {
  test('as the simulator serves it, it connects', () => {
    expect(new URL(connect().url).pathname).toBe('/authorize');
  });

  test.each([
    [
      'an issuer other than the server asked',
      { issuer: 'https://evil.example/' },
      'calls itself https://evil.example/ in its metadata; the two must be the same (RFC 8414)',
    ],
    [
      'no code_challenge_methods_supported',
      { code_challenge_methods_supported: null },
      'does not list S256 in code_challenge_methods_supported',
    ],
    [
      'S256 not among the methods',
      { code_challenge_methods_supported: ['plain'] },
      'does not list S256 in code_challenge_methods_supported',
    ],
    [
      'a javascript: authorization endpoint',
      { authorization_endpoint: 'javascript:alert(document.cookie)' },
      'gives authorization_endpoint as javascript:alert(document.cookie); only https://',
    ],
    [
      'a plain http token endpoint beyond loopback',
      { token_endpoint: 'http://auth.example/token' },
      'gives token_endpoint as http://auth.example/token; only https://',
    ],
    ['no registration endpoint', { registration_endpoint: null }, 'metadata has no registration_endpoint'],
  ])('%s is refused, naming it', async (_, metadata, words) => {
    expect(await refusal(metadata)).toContain(words);
  });

  test('the refusal is in the user’s language', async () => {
    world.emu.properties.user(USER).set(USER_LANGUAGE_KEY, 'pl');
    expect(await refusal({ code_challenge_methods_supported: null })).toBe(
      'Serwer autoryzacji serwera narzędzi nie wymienia S256 w code_challenge_methods_supported; MCP wymaga logowania z PKCE S256, więc połączenie nie zostało nawiązane.',
    );
  });

  test('a tool server at a plain http address beyond loopback is refused before any request', () => {
    world.emu.properties.script.set('MCP_URL', 'http://tools.example/mcp');
    const before = world.emu.requests.length;
    expect(connect).toThrow(
      'The tool server’s address http://tools.example/mcp does not start with https://',
    );
    expect(world.emu.requests.length).toBe(before);
  });
});

describe('Settings › Service address', () => {
  const setAddress = (url: string | null) =>
    world.emu.callServer('sidebarSetBaseUrl', [url]) as { url: string };

  test('takes https://, and http:// only on this computer', () => {
    expect(setAddress('https://api.example.com/').url).toBe('https://api.example.com');
    expect(setAddress(world.sim.url).url).toBe(world.sim.url);
    expect(() => setAddress('http://api.example.com')).toThrow(
      'The service address must start with https:// (http:// only on this computer',
    );
    expect(setAddress(null).url).toBe(world.sim.url);
  });
});
