/** Which sign-in a call uses, and what a formula says when there is none. */
import { NotSignedInError, SessionExpiredError } from '../../src/api/errors';
import {
  jwtExpiry,
  LAST_ACCOUNT_KEY,
  resolveSession,
  SHARED_SESSION_KEY,
  USER_SESSION_KEY,
  writeSession,
} from '../../src/connection/credentials';
import { MemoryProperties } from '../api/fakes';
import { jwt } from './globals';

const NOW = 1_700_000_000_000;
const own = { token: 'own-token', email: 'owner@example.com', expiresAt: NOW + 1_000 };
const shared = { token: 'shared-token', email: 'editor@example.com', expiresAt: NOW + 1_000 };

test("the user's own sign-in comes first", () => {
  const user = new MemoryProperties();
  const document = new MemoryProperties();
  writeSession(user, USER_SESSION_KEY, own);
  writeSession(document, SHARED_SESSION_KEY, shared);
  expect(resolveSession(user, document, NOW)).toMatchObject({
    token: 'own-token',
    source: 'user',
    label: 'owner@example.com',
  });
});

test('without one, the sign-in shared with the document is used and labelled as such', () => {
  const document = new MemoryProperties();
  writeSession(document, SHARED_SESSION_KEY, shared);
  expect(resolveSession(new MemoryProperties(), document, NOW)).toMatchObject({
    token: 'shared-token',
    source: 'document',
    label: 'editor@example.com, shared with this document',
  });
});

test('with neither, the error names the account last signed in here', () => {
  const document = new MemoryProperties();
  document.setProperty(LAST_ACCOUNT_KEY, 'owner@example.com');
  const error = (() => {
    try {
      resolveSession(new MemoryProperties(), document, NOW);
    } catch (e) {
      return e as NotSignedInError;
    }
  })();
  expect(error).toBeInstanceOf(NotSignedInError);
  expect(error?.account).toBe('owner@example.com');
  expect(error?.message).toContain('owner@example.com');
  expect(error?.message).toMatch(/spreadsheet owner’s sign-in/);
  expect(() => resolveSession(null, null, NOW)).toThrow(NotSignedInError);
});

test('a token known to be past its expiry is refused without a request, naming whose it is', () => {
  const document = new MemoryProperties();
  writeSession(document, SHARED_SESSION_KEY, shared);
  expect(() => resolveSession(null, document, NOW + 2_000)).toThrow(SessionExpiredError);
  expect(() => resolveSession(null, document, NOW + 2_000)).toThrow(
    /editor@example\.com, shared with this document/,
  );
});

test('a damaged stored entry counts as no sign-in', () => {
  const user = new MemoryProperties();
  user.setProperty(USER_SESSION_KEY, '{not json');
  expect(() => resolveSession(user, null, NOW)).toThrow(NotSignedInError);
});

test('jwtExpiry reads exp, including from a payload with non-ASCII claims', () => {
  expect(jwtExpiry(jwt(1_800_000_000, { name: 'Zażółć' }))).toBe(1_800_000_000_000);
  expect(jwtExpiry('not-a-jwt')).toBeNull();
  expect(jwtExpiry('a.!!!.c')).toBeNull();
  expect(jwtExpiry(`a.${Buffer.from('{"sub":1}').toString('base64url')}.c`)).toBeNull();
});
