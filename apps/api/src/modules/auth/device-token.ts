import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser an account has signed in on (docs/decisions/0013). */
export const DEVICE_COOKIE = 'ct_device';
/** A year: a device stays known for as long as people keep a laptop or phone. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;

/**
 * Device tokens: `<device id>.<mac>`, the mac an HMAC of the device id and the account's user id
 * under a key derived from the server secret. Opaque (the account is not in it), unforgeable,
 * and good for one account only: it is checked against the account the login names.
 */
export function createDeviceTokens(secret: string) {
  const key = createHmac('sha256', secret).update('campus-threads device token v1').digest();
  const mac = (deviceId: string, userId: string) =>
    createHmac('sha256', key).update(`${deviceId}:${userId}`).digest('base64url');

  /** A token for this account; keeps the device id of a token the browser already had. */
  function issue(userId: string, deviceId: string = randomBytes(16).toString('base64url')): string {
    return `${deviceId}.${mac(deviceId, userId)}`;
  }

  /** The device id when `token` was issued for `userId` here, else undefined. */
  function deviceOf(token: string | undefined, userId: string): string | undefined {
    if (!token) return undefined;
    const [deviceId, given, ...rest] = token.split('.');
    if (!deviceId || !given || rest.length > 0 || !/^[\w-]{16,64}$/.test(deviceId))
      return undefined;
    const expected = Buffer.from(mac(deviceId, userId));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected)
      ? deviceId
      : undefined;
  }

  /** The device id in a token whatever account it is for (to keep it when another account signs in). */
  function idOf(token: string | undefined): string | undefined {
    const deviceId = token?.split('.')[0];
    return deviceId && /^[\w-]{16,64}$/.test(deviceId) ? deviceId : undefined;
  }

  return { issue, deviceOf, idOf };
}

/** The value of one cookie in a Cookie header (no cookie library for one cookie). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Set-Cookie for a device token: script cannot read it, other sites cannot send it, auth paths only. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
