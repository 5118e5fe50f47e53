import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, tokenExpiresAt, tokenRemainingMs } from './token';

function jwt(payload: object): string {
  const b64url = (s: string) =>
    Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.signature`;
}

describe('token payload', () => {
  it('decodes base64url payloads, including non-ASCII', () => {
    expect(decodeTokenPayload(jwt({ sub: 'u1', name: 'Ásha ✓', exp: 100 }))).toEqual({
      sub: 'u1',
      name: 'Ásha ✓',
      exp: 100,
    });
  });

  it('returns null for malformed tokens', () => {
    expect(decodeTokenPayload('nope')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
    expect(decodeTokenPayload('a..c')).toBeNull();
  });

  it('computes expiry and remaining validity in ms', () => {
    const token = jwt({ exp: 1_700_000_000 });
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
    expect(tokenRemainingMs(token, 1_700_000_000_000 - 90_000)).toBe(90_000);
    expect(tokenRemainingMs(token, 1_700_000_000_000 + 1)).toBe(-1);
    expect(tokenRemainingMs(jwt({ sub: 'x' }))).toBeNull();
  });
});
