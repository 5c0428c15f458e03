/** Sidebar server functions: where tokens are kept, what is returned, and sharing with the document. */
import {
  getAccount,
  shareSignInWithDocument,
  signIn,
  signInWithToken,
  signOut,
  stopSharingSignIn,
} from '../../src/handlers/sign-in';
import { LAST_ACCOUNT_KEY, SHARED_SESSION_KEY, USER_SESSION_KEY } from '../../src/connection/credentials';
import { whoami } from '../../src/api/users';
import { executionContext } from '../../src/context';
import { emptyEnvelope, failure, ok } from '../api/fakes';
import { type FakeRequest, installGlobals, jwt, resetWorld } from './globals';
import { PLATFORM_USAGE_KEY } from '../../src/spent/platform-usage';

const world = installGlobals();
const TOKEN = jwt(Math.floor(Date.now() / 1000) + 31 * 86_400, { email: 'demo@example.com' });
const LIMITS = { tools_daily_limit: { limit: 3000, usage: 2, extra_limit: 0, hours_to_reset: 100 } };

/** A service that knows one account and one token. */
function service(request: FakeRequest) {
  const path = request.url.replace('https://api.test', '').replace(/\?.*$/, '');
  if (path === '/api/users/token') {
    const body = JSON.parse(request.payload ?? '{}');
    if (body.email === 'demo@example.com' && body.password === 'demo') {
      return ok({
        token: TOKEN,
        id: 1,
        email: 'demo@example.com',
        lang: 'pl-PL',
        currency: 'PLN',
        currency_ratio: 1,
        country_id: 1,
      });
    }
    if (body.email === 'noplan@example.com')
      return ok({ token: 'noplan.jwt.x', id: 3, email: 'noplan@example.com' });
    if (body.email === 'unconfirmed@example.com') return failure('unauthorized', 'Email isnt confrimed');
    return failure('unauthorized', 'Invalid username or password');
  }
  const bearer = request.headers.Authorization;
  if (bearer === 'Bearer noplan.jwt.x') return emptyEnvelope(403);
  if (bearer !== `Bearer ${TOKEN}`)
    return { status: 302, headers: { location: '/api/users/users/login' }, body: '' };
  if (path === '/api/users/whoami') return ok({ email: 'demo@example.com' });
  if (path === '/api/users/getLimits') return ok(LIMITS);
  return emptyEnvelope(404);
}

beforeEach(() => {
  resetWorld(world);
  world.answer = service;
});

describe('signIn', () => {
  test('keeps the token in user properties only and returns just the e-mail', () => {
    // The account's lang (pl-PL in the token response) is kept with the sign-in: the sidebar speaks it.
    expect(signIn(' demo@example.com ', 'demo')).toEqual({ email: 'demo@example.com', language: 'pl' });
    const stored = JSON.parse(world.user.getProperty(USER_SESSION_KEY) ?? '{}');
    expect(stored).toMatchObject({ token: TOKEN, email: 'demo@example.com', lang: 'pl-PL' });
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(30.9 * 86_400_000);
    expect(world.document.getProperties()).toEqual({ [LAST_ACCOUNT_KEY]: 'demo@example.com' });
    expect(world.allStored()).not.toContain('"demo"');
  });

  test('the token request has no Authorization header; the check after it has', () => {
    signIn('demo@example.com', 'demo');
    expect(world.requests.map((r) => [r.url, r.headers.Authorization])).toEqual([
      ['https://api.test/api/users/token', undefined],
      ['https://api.test/api/users/whoami', `Bearer ${TOKEN}`],
    ]);
  });

  test.each([
    ['demo@example.com', 'wrong', /Wrong e-mail or password/],
    ['unconfirmed@example.com', 'x', /not confirmed/],
    ['noplan@example.com', 'noplan', /no API access/],
    ['', 'x', /Enter the e-mail and password/],
  ])('%s: a clear message and nothing stored', (email, password, message) => {
    expect(() => signIn(email, password)).toThrow(message);
    expect(world.user.getProperty(USER_SESSION_KEY)).toBeNull();
    expect(world.allStored()).not.toContain('noplan.jwt.x');
  });
});

describe('signInWithToken', () => {
  test('proves the token with whoami and takes the expiry from the token', () => {
    expect(signInWithToken(`Bearer ${TOKEN} `)).toEqual({ email: 'demo@example.com', language: 'en' });
    const stored = JSON.parse(world.user.getProperty(USER_SESSION_KEY) ?? '{}');
    expect(stored.token).toBe(TOKEN);
    expect(Math.abs(stored.expiresAt - (Date.now() + 31 * 86_400_000))).toBeLessThan(2_000);
  });

  test('a rejected or malformed token is not stored', () => {
    expect(() => signInWithToken(jwt(1))).toThrow(/Sign in again/);
    expect(() => signInWithToken('hello')).toThrow(/does not look like an API token/);
    // Only the day's count of requests (spent/platform-usage.ts): no token.
    expect([...world.user.data.keys()].filter((key) => key !== PLATFORM_USAGE_KEY)).toEqual([]);
  });
});

describe('getAccount', () => {
  test('signed out: nothing to show, no request', () => {
    expect(getAccount()).toMatchObject({
      signedIn: false,
      email: null,
      limits: null,
      sharing: { active: false },
    });
    expect(world.requests).toHaveLength(0);
  });

  test('signed in: e-mail, expiry, days left and limits, never the token', () => {
    signIn('demo@example.com', 'demo');
    const account = getAccount();
    expect(account).toMatchObject({ signedIn: true, email: 'demo@example.com', expired: false });
    // 31 days less the milliseconds since signing in: whole days, rounded down.
    expect([30, 31]).toContain(account.daysLeft);
    expect(account.limits).toEqual([
      expect.objectContaining({ key: 'tools_daily_limit', left: 2998, hoursToReset: 100 }),
    ]);
    expect(JSON.stringify(account)).not.toContain(TOKEN);
  });

  test('a session the service no longer accepts shows as a limits error to act on', () => {
    world.user.setProperty(
      USER_SESSION_KEY,
      JSON.stringify({ token: 'old.jwt.x', email: 'demo@example.com', expiresAt: null }),
    );
    expect(getAccount().limitsError).toMatch(/Sign in again from Extensions › SEO Sheets/);
  });
});

describe('sharing a sign-in with the document', () => {
  test('off by default; needs a confirmation and a sign-in', () => {
    expect(getAccount().sharing.active).toBe(false);
    expect(() => shareSignInWithDocument(true)).toThrow(/Sign in first/);
    signIn('demo@example.com', 'demo');
    // Signed in, the sidebar speaks the account's language (Polish).
    expect(() => shareSignInWithDocument(false)).toThrow(/zużywał limity Twojego konta/);
    expect(world.document.getProperty(SHARED_SESSION_KEY)).toBeNull();
  });

  test("formulas of another user then run on the sharer's sign-in, until it is stopped", () => {
    signIn('demo@example.com', 'demo');
    expect(shareSignInWithDocument(true)).toEqual({ active: true, email: 'demo@example.com', mine: true });
    // A custom function of a spreadsheet whose owner never signed in: empty user properties.
    world.user.data.clear();
    const ctx = executionContext('customFunction');
    expect(ctx.source().get(whoami, {})).toEqual({ email: 'demo@example.com' });
    expect(ctx.account()).toBe('demo@example.com');
    expect(stopSharingSignIn()).toEqual({ active: false, email: null, mine: false });
    expect(() => executionContext('customFunction').source().get(whoami, {})).toThrow(
      /last signed in here: demo@example\.com/,
    );
  });

  test("a shared sign-in is never sent to the user's own base URL override", () => {
    signIn('demo@example.com', 'demo');
    shareSignInWithDocument(true);
    world.user.data.clear();
    executionContext('server').setBaseUrl('https://attacker.example');
    world.requests.length = 0;
    executionContext('customFunction').source().get(whoami, {});
    expect(world.requests[0].url).toBe('https://api.test/api/users/whoami');
  });

  test('signing out removes the shared copy of the same token', () => {
    signIn('demo@example.com', 'demo');
    shareSignInWithDocument(true);
    const account = signOut();
    expect(account.signedIn).toBe(false);
    expect(world.user.getProperty(USER_SESSION_KEY)).toBeNull();
    expect(world.document.getProperty(SHARED_SESSION_KEY)).toBeNull();
  });

  test('signing in again refreshes a shared sign-in of the same account', () => {
    world.document.setProperty(
      SHARED_SESSION_KEY,
      JSON.stringify({ token: 'old.jwt.x', email: 'demo@example.com', expiresAt: 1 }),
    );
    signIn('demo@example.com', 'demo');
    expect(JSON.parse(world.document.getProperty(SHARED_SESSION_KEY) ?? '{}').token).toBe(TOKEN);
  });
});
