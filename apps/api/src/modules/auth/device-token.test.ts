import { describe, expect, it } from 'vitest';
import { createDeviceTokens, deviceCookieHeader, readCookie } from './device-token';

describe('device tokens', () => {
  const devices = createDeviceTokens('s'.repeat(40));
  const userA = '11111111-1111-4111-8111-111111111111';
  const userB = '22222222-2222-4222-8222-222222222222';

  it('recognise a token only for the account it was issued to', () => {
    const token = devices.issue(userA);
    const id = devices.deviceOf(token, userA);
    expect(id).toBeTruthy();
    expect(devices.deviceOf(token, userB)).toBeUndefined();
    expect(token).not.toContain(userA);
  });

  it("refuse forged, malformed and other servers' tokens", () => {
    const token = devices.issue(userA);
    const [id] = token.split('.');
    expect(devices.deviceOf(`${id}.${'A'.repeat(43)}`, userA)).toBeUndefined();
    expect(devices.deviceOf(`${token}.x`, userA)).toBeUndefined();
    expect(devices.deviceOf('', userA)).toBeUndefined();
    expect(devices.deviceOf(undefined, userA)).toBeUndefined();
    expect(createDeviceTokens('t'.repeat(40)).deviceOf(token, userA)).toBeUndefined();
  });

  it('keep the device id when another account signs in on the same browser', () => {
    const first = devices.issue(userA);
    const second = devices.issue(userB, devices.idOf(first));
    expect(devices.deviceOf(second, userB)).toBe(devices.deviceOf(first, userA));
  });
});

describe('device cookie', () => {
  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; ct_device=abc.def ; b=2', 'ct_device')).toBe('abc.def');
    expect(readCookie('xct_device=1', 'ct_device')).toBeUndefined();
    expect(readCookie(undefined, 'ct_device')).toBeUndefined();
  });

  it('is http-only, strict same-site, for the auth paths, and Secure on https', () => {
    expect(deviceCookieHeader('t', false)).toBe(
      'ct_device=t; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Strict',
    );
    expect(deviceCookieHeader('t', true)).toMatch(/; Secure$/);
  });
});
