import { TOKEN_REFRESH } from '@campus-threads/contract';
import { tokenRemainingMs } from './token';

export type RefreshState = {
  /** Epoch ms of the last refresh attempt (0 when never). */
  lastAttemptAt: number;
  consecutiveFailures: number;
  /** Checks since failures went above the limit; used to skip most attempts. */
  skippedChecks: number;
};

export const initialRefreshState: RefreshState = {
  lastAttemptAt: 0,
  consecutiveFailures: 0,
  skippedChecks: 0,
};

/** After too many failures only one check in this many still tries. */
export const FAILURE_BACKOFF_EVERY = 5;

export type RefreshDecision = { refresh: boolean; reason: string };

/**
 * Should the periodic check renew the token now? (spec: accounts-orders §9)
 * - only when under 5 minutes of validity remain (and the token has not already expired);
 * - at most once per 10 s;
 * - after more than 5 consecutive failures, most checks are skipped.
 */
export function shouldRefreshToken(
  token: string | null,
  state: RefreshState,
  now: number = Date.now(),
): RefreshDecision {
  if (!token) return { refresh: false, reason: 'no-token' };
  const remaining = tokenRemainingMs(token, now);
  if (remaining === null) return { refresh: false, reason: 'no-expiry' };
  if (remaining <= 0) return { refresh: false, reason: 'expired' };
  if (remaining > TOKEN_REFRESH.refreshWhenRemainingMs) return { refresh: false, reason: 'fresh' };
  if (now - state.lastAttemptAt < TOKEN_REFRESH.minIntervalMs)
    return { refresh: false, reason: 'throttled' };
  if (
    state.consecutiveFailures > TOKEN_REFRESH.maxConsecutiveFailures &&
    (state.skippedChecks + 1) % FAILURE_BACKOFF_EVERY !== 0
  ) {
    return { refresh: false, reason: 'backing-off' };
  }
  return { refresh: true, reason: 'expiring' };
}

export function recordRefreshSkip(state: RefreshState, decision: RefreshDecision): RefreshState {
  return decision.reason === 'backing-off'
    ? { ...state, skippedChecks: state.skippedChecks + 1 }
    : state;
}

export function recordRefreshAttempt(
  state: RefreshState,
  ok: boolean,
  now: number = Date.now(),
): RefreshState {
  return ok
    ? { lastAttemptAt: now, consecutiveFailures: 0, skippedChecks: 0 }
    : { lastAttemptAt: now, consecutiveFailures: state.consecutiveFailures + 1, skippedChecks: 0 };
}
