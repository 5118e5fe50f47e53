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

/** Failed-login limit: per IP and per email, per minute (docs/decisions/0013). */
export const AUTH_RATE_LIMIT = {
  maxFailedLoginsPerMinute: 10,
  maxRegistrationsPerMinute: 10,
  maxPasswordChangesPerMinute: 10,
  windowMs: 60_000,
} as const;

/**
 * Growing waits between failed logins from browsers the account has not signed in on
 * (docs/decisions/0013). Past the free failures, each further attempt must wait firstDelayMs,
 * doubling with every failure, up to the cap: per (email, address) pair, and per account across
 * all addresses. The account's cap is the longest the owner ever waits on a new device once
 * the guessing stops; nobody is locked out for longer.
 */
export const LOGIN_THROTTLE = {
  /** Failures one (email, address) pair makes before waits start. */
  freeFailuresPerPair: 5,
  /** Failures an account takes from all unknown browsers together before waits start. */
  freeFailuresPerAccount: 10,
  /** The first wait; each further failure doubles it. */
  firstDelayMs: 1_000,
  /** The longest wait one (email, address) pair is made to take. */
  maxPairDelayMs: 60_000,
  /** The longest wait any attempt on the account is made to take: the owner's worst case. */
  maxAccountDelayMs: 30_000,
  /** Failures are counted over this window; a quiet hour starts an account afresh. */
  failureWindowMs: 60 * 60_000,
} as const;
