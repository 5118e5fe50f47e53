import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { sub: string; ver: number; iat: number; exp: number };

export type VerifyResult =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export type TokenService = {
  sign: (userId: string, tokenVersion: number) => Promise<string>;
  verify: (token: string) => Promise<VerifyResult>;
};

const ALGORITHM = 'HS256';
/** How far another process's clock may run ahead of ours. */
const CLOCK_SKEW_SECONDS = 60;

/** Short-lived HS256 access tokens: sub = user id, ver = the user's token_version. */
export function createTokenService(options: { secret: string; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);

  async function sign(userId: string, tokenVersion: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + options.ttlSeconds)
      .sign(key);
  }

  async function verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const { sub, ver, iat, exp } = payload;
      if (
        typeof sub !== 'string' ||
        typeof ver !== 'number' ||
        !Number.isInteger(ver) ||
        !iat ||
        !exp
      ) {
        return { ok: false, reason: 'invalid' };
      }
      // jose checks exp but not iat: a token issued "in the future", or living longer than this
      // server ever signs, was not made here (docs/decisions/0023).
      const now = Math.floor(Date.now() / 1000);
      if (iat > now + CLOCK_SKEW_SECONDS || exp - iat > options.ttlSeconds + CLOCK_SKEW_SECONDS) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { sub, ver, iat, exp } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }

  return { sign, verify };
}
