import type { RateLimiter } from '../../lib/rate-limiter';
import type { UserRow } from '../users/users.service';
import type { AuthLimits, SignInContext } from './auth-limits';
import type { DeviceTokens } from './device-token';

/** The wait after `failures` failures (0 before `free` of them): doubling from the first, capped. */
export function loginDelayMs(
  failures: number,
  free: number,
  limits: Pick<AuthLimits, 'firstDelayMs'>,
  capMs: number,
): number {
  if (failures < free) return 0;
  return Math.min(capMs, limits.firstDelayMs * 2 ** Math.min(failures - free, 30));
}

export type LoginCounter =
  /** Refuses once `max` failures are counted in the window. */
  | { kind: 'ceiling'; key: string; max: number; windowMs: number }
  /** Counts failures over the failure window; past `free`, each attempt waits (growing, capped). */
  | { kind: 'delay'; key: string; free: number; capMs: number };

const keys = {
  loginPair: (email: string, ip: string) => `login:pair:${email}:${ip}`,
  loginDevice: (userId: string, deviceId: string) => `login:device:${userId}:${deviceId}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginEmail: (email: string) => `login:email:${email}`,
  /** The wait after the n-th failure of a delayed counter: one key per failure. */
  wait: (counter: string, failures: number) => `login:wait:${counter}:${failures}`,
};

/**
 * How failed logins are slowed (docs/decisions/0013): which counters judge an attempt, how long
 * they hold the next one back, and what a failure adds. Counts live in the shared limiter
 * (PostgreSQL or Redis), so every API process applies the same waits.
 */
export function createLoginThrottle({
  limiter,
  limits,
  devices,
}: {
  limiter: RateLimiter;
  limits: AuthLimits;
  devices: DeviceTokens;
}) {
  /**
   * Which counters judge a login attempt (docs/decisions/0013). A device the account signed in
   * on before is judged by its own counter alone, so nobody else's failures can hold the owner
   * up there; it is slowed like any source, never waved through. Anyone else waits a growing
   * time per (email, address) pair and per account (capped, so the owner on a new device waits
   * at most LOGIN_THROTTLE.maxAccountDelayMs once the guessing stops), and meets a ceiling per
   * address.
   */
  function countersFor(
    email: string,
    row: UserRow | undefined,
    context: SignInContext,
  ): LoginCounter[] {
    const deviceId = row ? devices.deviceOf(context.deviceToken, row.id) : undefined;
    if (row && deviceId)
      return [
        {
          kind: 'ceiling',
          key: keys.loginDevice(row.id, deviceId),
          max: limits.maxFailedLoginsPerMinute,
          windowMs: limits.windowMs,
        },
      ];
    return [
      {
        kind: 'delay',
        key: keys.loginPair(email, context.ip),
        free: limits.freeFailuresPerPair,
        capMs: limits.maxPairDelayMs,
      },
      {
        kind: 'delay',
        key: keys.loginEmail(email),
        free: limits.freeFailuresPerAccount,
        capMs: limits.maxAccountDelayMs,
      },
      {
        kind: 'ceiling',
        key: keys.loginIp(context.ip),
        max: limits.maxFailedLoginsPerIp,
        windowMs: limits.windowMs,
      },
    ];
  }

  /** Milliseconds this counter still holds the next attempt back (0: go ahead). */
  async function waitOf(counter: LoginCounter): Promise<number> {
    if (counter.kind === 'ceiling') {
      const { count, ttlMs } = await limiter.peek(counter.key, counter.windowMs);
      return count >= counter.max ? Math.max(1, ttlMs) : 0;
    }
    const failures = await limiter.count(counter.key, limits.failureWindowMs);
    const delayMs = loginDelayMs(failures, counter.free, limits, counter.capMs);
    if (delayMs === 0) return 0;
    const wait = await limiter.peek(keys.wait(counter.key, failures), delayMs);
    return wait.count > 0 ? Math.max(1, wait.ttlMs) : 0;
  }

  /** A failure: counted, and past the free ones, the wait it earns starts now. */
  async function countFailure(counter: LoginCounter): Promise<void> {
    if (counter.kind === 'ceiling') {
      await limiter.hit(counter.key, counter.windowMs);
      return;
    }
    const failures = await limiter.hit(counter.key, limits.failureWindowMs);
    const delayMs = loginDelayMs(failures, counter.free, limits, counter.capMs);
    if (delayMs > 0) await limiter.hit(keys.wait(counter.key, failures), delayMs);
  }

  /** Milliseconds the counters still hold this attempt back (0: go ahead). */
  async function waitMs(counters: LoginCounter[]): Promise<number> {
    return Math.max(0, ...(await Promise.all(counters.map(waitOf))));
  }

  return {
    countersFor,
    waitMs,
    countFailure: async (counters: LoginCounter[]) => {
      await Promise.all(counters.map(countFailure));
    },
  };
}
