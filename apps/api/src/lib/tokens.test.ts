import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256-0123';
const tokens = createTokenService({ secret, ttlSeconds: 1800 });
const key = new TextEncoder().encode(secret);
const userId = '3f1c1f7e-4c1b-4c8e-9a51-0a4c1b2e3d4f';

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('token service', () => {
  it('signs HS256 tokens with sub, ver, iat and exp = iat + ttl', async () => {
    const token = await tokens.sign(userId, 3);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: userId, ver: 3 });
    expect(claims.exp! - claims.iat!).toBe(1800);
    await expect(tokens.verify(token)).resolves.toEqual({
      ok: true,
      claims: { sub: userId, ver: 3, iat: claims.iat, exp: claims.exp },
    });
  });

  it('rejects a token signed with another secret or altered', async () => {
    const other = createTokenService({ secret: `${secret}-other`, ttlSeconds: 1800 });
    await expect(tokens.verify(await other.sign(userId, 0))).resolves.toEqual({
      ok: false,
      reason: 'invalid',
    });

    const [header, , signature] = (await tokens.sign(userId, 0)).split('.');
    const forged = `${header}.${base64url({ sub: userId, ver: 0, iat: 1, exp: 4102444800 })}.${signature}`;
    await expect(tokens.verify(forged)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports an expired token as expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(key);
    await expect(tokens.verify(expired)).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects alg none, other algorithms and garbage', async () => {
    const claims = { sub: userId, ver: 0, iat: Math.floor(Date.now() / 1000), exp: 4102444800 };
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    await expect(tokens.verify(none)).resolves.toEqual({ ok: false, reason: 'invalid' });

    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret.repeat(2)));
    await expect(tokens.verify(hs512)).resolves.toEqual({ ok: false, reason: 'invalid' });

    for (const garbage of ['', 'abc', 'a.b.c', "' OR 1=1 --"]) {
      await expect(tokens.verify(garbage)).resolves.toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('rejects a token without a numeric version', async () => {
    const noVersion = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    await expect(tokens.verify(noVersion)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });
});
