import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMIT,
  HTTP_ERROR_MESSAGES,
  LOGIN_THROTTLE,
  PASSWORD_MESSAGES,
  type ChangePasswordInput,
  type User,
} from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenService } from '../../lib/tokens';
import type { DeviceTokens } from './device-token';
import type { AuthLimits, SignInContext } from './auth-limits';
import { createLoginThrottle } from './login-throttle';
import { toPublicUser, type UserRow, type UsersService } from '../users/users.service';

export type { AuthLimits, SignInContext } from './auth-limits';

/**
 * The limits (docs/decisions/0013): AUTH_RATE_LIMIT's and LOGIN_THROTTLE's numbers. The address
 * ceiling and the free failures follow maxFailedLoginsPerMinute unless set (so tests that lift
 * it lift them all).
 */
export function resolveAuthLimits(overrides: Partial<AuthLimits> = {}): AuthLimits {
  const base = { ...AUTH_RATE_LIMIT, ...LOGIN_THROTTLE, ...overrides };
  const scale = base.maxFailedLoginsPerMinute / AUTH_RATE_LIMIT.maxFailedLoginsPerMinute;
  return {
    ...base,
    maxFailedLoginsPerIp: overrides.maxFailedLoginsPerIp ?? base.maxFailedLoginsPerMinute * 5,
    freeFailuresPerPair:
      overrides.freeFailuresPerPair ?? Math.round(LOGIN_THROTTLE.freeFailuresPerPair * scale),
    freeFailuresPerAccount:
      overrides.freeFailuresPerAccount ?? Math.round(LOGIN_THROTTLE.freeFailuresPerAccount * scale),
  };
}

/** Input after the contract schemas have normalised it (email lower-cased, phone digits). */
export type RegisterData = { fullName: string; email: string; phone: string; password: string };
export type LoginData = { email: string; password: string };
export type ChangePasswordData = Required<ChangePasswordInput>;

/** The signed-in user as the auth guard hands it to routes. */
export type AuthUser = { id: string; isAdmin: boolean; row: UserRow };

type Deps = {
  users: UsersService;
  devices: DeviceTokens;
  hasher: PasswordHasher;
  tokens: TokenService;
  limiter: RateLimiter;
  limits?: Partial<AuthLimits>;
  /** After a sign-up: the welcome e-mail with its verification link (docs/decisions/0053). */
  onRegistered?: (row: UserRow) => Promise<void>;
};

/** The spec's 429 text; with a wait, Retry-After says how long (whole seconds, at least 1). */
const tooManyRequests = (waitMs?: number) => {
  const error = new AppError('RATE_LIMITED', HTTP_ERROR_MESSAGES.tooManyRequests);
  if (waitMs !== undefined) error.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return error;
};

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  users,
  devices,
  hasher,
  tokens,
  limiter,
  limits: overrides,
  onRegistered,
}: Deps) {
  const limits = resolveAuthLimits(overrides);
  const throttle = createLoginThrottle({ limiter, limits, devices });
  const keys = {
    register: (ip: string) => `register:ip:${ip}`,
    passwordChange: (userId: string) => `password:user:${userId}`,
  };

  /** A session for the account, and a device token marking this browser as one it uses. */
  async function issue(
    row: UserRow,
    context: SignInContext,
  ): Promise<{ user: User; token: string; deviceToken: string }> {
    return {
      user: toPublicUser(row),
      token: await tokens.sign(row.id, row.tokenVersion),
      deviceToken: devices.issue(row.id, devices.idOf(context.deviceToken)),
    };
  }

  async function register(input: RegisterData, context: SignInContext) {
    const attempts = await limiter.hit(keys.register(context.ip), limits.windowMs);
    if (attempts > limits.maxRegistrationsPerMinute) throw tooManyRequests();
    const passwordHash = await hasher.hash(input.password);
    // A new account is never an admin, whatever the request carried.
    const row = await users.create({ ...input, passwordHash, isAdmin: false });
    await onRegistered?.(row);
    return issue(row, context);
  }

  async function login(input: LoginData, context: SignInContext) {
    const row = await users.findByEmail(input.email);
    const counters = throttle.countersFor(input.email, row, context);
    const waitMs = await throttle.waitMs(counters);
    if (waitMs > 0) throw tooManyRequests(waitMs);

    let valid = false;
    // A deleted account (docs/decisions/0018) never signs in, whatever the password.
    if (row && !row.deletedAt) valid = await hasher.verify(input.password, row.passwordHash);
    else await hasher.dummyVerify(input.password);

    if (!row || !valid) {
      await throttle.countFailure(counters);
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
    }
    return issue(row, context);
  }

  /** Checks a bearer token: signature, expiry, user still there, same token version. */
  async function authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw new AppError('UNAUTHORIZED', HTTP_ERROR_MESSAGES.unauthorized);
    const result = await tokens.verify(token);
    if (!result.ok) {
      throw new AppError(
        'UNAUTHORIZED',
        result.reason === 'expired'
          ? AUTH_MESSAGES.sessionExpired
          : HTTP_ERROR_MESSAGES.unauthorized,
      );
    }
    const row = await users.findById(result.claims.sub);
    if (!row || row.deletedAt || row.tokenVersion !== result.claims.ver) {
      throw new AppError('UNAUTHORIZED', HTTP_ERROR_MESSAGES.unauthorized);
    }
    return { id: row.id, isAdmin: row.isAdmin, row };
  }

  /** A fresh token for a user whose current token the guard has just accepted. */
  async function refresh(user: AuthUser): Promise<string> {
    return tokens.sign(user.row.id, user.row.tokenVersion);
  }

  async function changePassword(user: AuthUser, input: ChangePasswordData): Promise<string> {
    const key = keys.passwordChange(user.id);
    if ((await limiter.count(key, limits.windowMs)) >= limits.maxPasswordChangesPerMinute)
      throw tooManyRequests();
    if (!(await hasher.verify(input.currentPassword, user.row.passwordHash))) {
      await limiter.hit(key, limits.windowMs);
      throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.currentIncorrect, [
        { field: 'currentPassword', message: PASSWORD_MESSAGES.currentIncorrect },
      ]);
    }
    const row = await users.updatePassword(user.id, await hasher.hash(input.newPassword));
    return tokens.sign(row.id, row.tokenVersion);
  }

  /** Counters older than this are spent: the rate-limit prune keeps everything younger. */
  const longestWindowMs = Math.max(limits.windowMs, limits.failureWindowMs);

  /** A new session right after a password reset (the reset itself bumped the token version). */
  const signInAfterReset = (row: UserRow, context: SignInContext) => issue(row, context);

  return {
    register,
    login,
    authenticate,
    refresh,
    changePassword,
    signInAfterReset,
    longestWindowMs,
  };
}
