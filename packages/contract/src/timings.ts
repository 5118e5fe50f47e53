/** Timings and limits of the client contract (spec: accounts-orders §9, storefront §9). */
export const REQUEST_TIMEOUT_MS = 60_000;

export const TOKEN_REFRESH = {
  minIntervalMs: 10_000,
  refreshWhenRemainingMs: 5 * 60_000,
  checkEveryMs: 4 * 60_000,
  maxConsecutiveFailures: 5,
} as const;

export const UNAUTHORIZED_LOGOUT = {
  consecutive401s: 3,
  counterResetMs: 60_000,
} as const;

export const TOASTS = {
  dedupeWindowMs: 2_000,
  successMs: 2_000,
  errorMs: 3_000,
  defaultMs: 2_000,
  maxVisible: 3,
  stuckLoadingMs: 20_000,
  /** Stuck loading toasts are swept this often (spec: storefront §9)... */
  stuckSweepMs: 5_000,
  /** ...and, by the app shell, at start and this often. */
  shellSweepMs: 30_000,
} as const;

export const UI_TIMINGS = {
  loginShakeMs: 500,
  authCallbackRedirectMs: 3_000,
  loadingTimeoutMs: 15_000,
} as const;

export const QUERY_DEFAULTS = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
} as const;

/** Failed-login limit: per IP and per email, per minute (issue 2). */
export const AUTH_RATE_LIMIT = {
  maxFailedLoginsPerMinute: 10,
  maxRegistrationsPerMinute: 10,
  maxPasswordChangesPerMinute: 10,
  windowMs: 60_000,
} as const;
