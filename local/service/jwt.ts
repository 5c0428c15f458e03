/** Real HS256 JSON Web Tokens, signed and checked with node:crypto on the simulated clock. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: number;
  email: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function issueToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; null otherwise. */
export function verifyToken(token: string, secret: string, nowMs: number): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= nowMs) return null;
  return claims;
}

function isClaims(value: unknown): value is TokenClaims {
  const c = value as Partial<TokenClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.sub === 'number' &&
    typeof c.email === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}
