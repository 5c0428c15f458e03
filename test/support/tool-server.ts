/**
 * The OAuth popup of "Connect through the tool server", played without a browser: the add-on's
 * authorization URL, the simulator's login form, and the redirect that lands on the script's
 * usercallback in the emulator. Used by the add-on's MCP tests and by the benchmark.
 */
import type { UserCallbackPage } from '../../local/gas';
import type { World } from './world';

/** Where the emulated script says its usercallback is; the redirect is caught before anything listens. */
export const CALLBACK_URL = 'http://127.0.0.1:9/usercallback';

export interface PopupOptions {
  /** `cancel` presses Cancel on the login page. */
  readonly action?: 'allow' | 'cancel';
  /** Runs the add-on's server functions as this user (default: the emulator's). */
  readonly user?: string;
  /** Where the browser really finds a host the authorization URL names (the emulator's `hosts`). */
  readonly hosts?: Readonly<Record<string, string>>;
}

/** `url` with its origin replaced where `hosts` maps it. */
function reached(url: string | URL, hosts: PopupOptions['hosts']): URL {
  const target = new URL(url);
  const mapped = hosts?.[target.origin];
  return mapped ? new URL(`${target.pathname}${target.search}`, mapped) : target;
}

export interface Popup {
  /** The authorization URL the add-on opened the popup on. */
  readonly url: URL;
  /** What the popup ends on: the usercallback's page, or the login page when it refused the account. */
  readonly page: UserCallbackPage;
}

/**
 * Each request on a connection of its own: the emulator holds this thread while the add-on runs, long enough
 * for the simulator to close a kept-alive one, and a request written to that would fail ("other side
 * closed"). Every test's fetch does so (test/support/environment.cjs); the benchmark calls this outside jest.
 */
const OWN_CONNECTION = { connection: 'close' } as const;

export async function connectThroughPopup(
  world: Pick<World, 'emu'>,
  email: string,
  password: string,
  options: PopupOptions = {},
): Promise<Popup> {
  world.emu.properties.script.set('OAUTH_CALLBACK_URL', CALLBACK_URL);
  const { url } = world.emu.callServer('connectToolServer', [], { user: options.user }) as { url: string };
  const html = await (await fetch(reached(url, options.hosts), { headers: OWN_CONNECTION })).text();
  const login = /name="login" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(reached(new URL('/oauth/login', url), options.hosts), {
    method: 'POST',
    headers: OWN_CONNECTION,
    body: new URLSearchParams({ login, email, password, action: options.action ?? 'allow' }),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (!location) return { url: new URL(url), page: { status: answer.status, html: await answer.text() } };
  const back = new URL(location);
  if (`${back.origin}${back.pathname}` !== CALLBACK_URL) throw new Error(`redirected to ${location}`);
  return { url: new URL(url), page: world.emu.userCallback(Object.fromEntries(back.searchParams)) };
}
