import { LOGIN_THROTTLE } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { resolveAuthLimits } from './auth.service';
import { loginDelayMs } from './login-throttle';

describe('loginDelayMs', () => {
  const limits = resolveAuthLimits();

  it('waits nothing before the free failures, then doubles from 1 s up to the cap', () => {
    const pair = (n: number) =>
      loginDelayMs(n, limits.freeFailuresPerPair, limits, limits.maxPairDelayMs);
    expect([0, 1, 4].map(pair)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12, 1000].map(pair)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    const account = (n: number) =>
      loginDelayMs(n, limits.freeFailuresPerAccount, limits, limits.maxAccountDelayMs);
    expect([9, 10, 14, 15, 30].map(account)).toEqual([0, 1_000, 16_000, 30_000, 30_000]);
  });

  it('uses the contract’s numbers unless a test lifts the per-minute limit', () => {
    expect(limits).toMatchObject({
      freeFailuresPerPair: LOGIN_THROTTLE.freeFailuresPerPair,
      freeFailuresPerAccount: LOGIN_THROTTLE.freeFailuresPerAccount,
      maxAccountDelayMs: 30_000,
    });
    const lifted = resolveAuthLimits({ maxFailedLoginsPerMinute: 10_000 });
    expect(lifted.freeFailuresPerPair).toBe(5_000);
    expect(lifted.freeFailuresPerAccount).toBe(10_000);
  });
});
