import { describe, expect, it } from 'vitest';
import {
  initialRefreshState,
  recordRefreshAttempt,
  recordRefreshSkip,
  shouldRefreshToken,
  type RefreshState,
} from './token-refresh';

const NOW = 1_700_000_000_000;
function tokenExpiringIn(ms: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: (NOW + ms) / 1000 })).toString('base64url');
  return `h.${payload}.s`;
}

describe('shouldRefreshToken', () => {
  it('refreshes only when under 5 minutes remain', () => {
    expect(shouldRefreshToken(tokenExpiringIn(10 * 60_000), initialRefreshState, NOW).refresh).toBe(
      false,
    );
    expect(shouldRefreshToken(tokenExpiringIn(4 * 60_000), initialRefreshState, NOW).refresh).toBe(
      true,
    );
  });

  it('does nothing without a token or with an expired one', () => {
    expect(shouldRefreshToken(null, initialRefreshState, NOW).reason).toBe('no-token');
    expect(shouldRefreshToken(tokenExpiringIn(-1000), initialRefreshState, NOW).reason).toBe(
      'expired',
    );
  });

  it('tries at most once per 10 s', () => {
    const state = recordRefreshAttempt(initialRefreshState, false, NOW - 5_000);
    expect(shouldRefreshToken(tokenExpiringIn(60_000), state, NOW).reason).toBe('throttled');
    expect(shouldRefreshToken(tokenExpiringIn(60_000), state, NOW + 5_001).refresh).toBe(true);
  });

  it('skips most attempts after more than 5 consecutive failures', () => {
    let state: RefreshState = initialRefreshState;
    for (let i = 0; i < 6; i++) state = recordRefreshAttempt(state, false, NOW - 60_000);
    const token = tokenExpiringIn(60_000);
    const decisions: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const decision = shouldRefreshToken(token, state, NOW);
      decisions.push(decision.refresh);
      // A real check either skips or makes a (here failing) attempt.
      state = decision.refresh
        ? recordRefreshAttempt(state, false, NOW - 60_000)
        : recordRefreshSkip(state, decision);
    }
    expect(decisions.filter(Boolean).length).toBe(2);
  });

  it('resets the failure count after a success', () => {
    const failed = recordRefreshAttempt(
      recordRefreshAttempt(initialRefreshState, false, NOW),
      false,
      NOW,
    );
    expect(failed.consecutiveFailures).toBe(2);
    expect(recordRefreshAttempt(failed, true, NOW).consecutiveFailures).toBe(0);
  });
});
