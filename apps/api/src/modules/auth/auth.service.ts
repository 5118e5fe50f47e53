import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMIT,
  HTTP_ERROR_MESSAGES,
  PASSWORD_MESSAGES,
  type ChangePasswordInput,
  type User,
} from '@campus-threads/contract';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenService } from '../../lib/tokens';
import { toPublicUser, type UsersService } from '../users/users.service';

export type AuthLimits = {
  maxFailedLoginsPerMinute: number;
  maxRegistrationsPerMinute: number;
  maxPasswordChangesPerMinute: number;
  windowMs: number;
};

/** Input after the contract schemas have normalised it (email lower-cased, phone digits). */
export type RegisterData = { fullName: string; email: string; phone: string; password: string };
export type LoginData = { email: string; password: string };
export type ChangePasswordData = Required<ChangePasswordInput>;

/** The signed-in user as the auth guard hands it to routes. */
export type AuthUser = { id: string; isAdmin: boolean; row: UserRow };

type Deps = {
  users: UsersService;
  hasher: PasswordHasher;
  tokens: TokenService;
  limiter: RateLimiter;
  limits?: Partial<AuthLimits>;
};

const tooManyRequests = () => new AppError('RATE_LIMITED', HTTP_ERROR_MESSAGES.tooManyRequests);

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ users, hasher, tokens, limiter, limits: overrides }: Deps) {
  const limits: AuthLimits = { ...AUTH_RATE_LIMIT, ...overrides };
  const keys = {
    loginIp: (ip: string) => `login:ip:${ip}`,
    loginEmail: (email: string) => `login:email:${email}`,
    register: (ip: string) => `register:ip:${ip}`,
    passwordChange: (userId: string) => `password:user:${userId}`,
  };

  async function issue(row: UserRow): Promise<{ user: User; token: string }> {
    return { user: toPublicUser(row), token: await tokens.sign(row.id, row.tokenVersion) };
  }

  async function register(input: RegisterData, context: { ip: string }) {
    const attempts = await limiter.hit(keys.register(context.ip), limits.windowMs);
    if (attempts > limits.maxRegistrationsPerMinute) throw tooManyRequests();
    const passwordHash = await hasher.hash(input.password);
    // A new account is never an admin, whatever the request carried.
    const row = await users.create({ ...input, passwordHash, isAdmin: false });
    return issue(row);
  }

  async function login(input: LoginData, context: { ip: string }) {
    const ipKey = keys.loginIp(context.ip);
    const emailKey = keys.loginEmail(input.email);
    const [ipFailures, emailFailures] = await Promise.all([
      limiter.count(ipKey, limits.windowMs),
      limiter.count(emailKey, limits.windowMs),
    ]);
    if (Math.max(ipFailures, emailFailures) >= limits.maxFailedLoginsPerMinute) throw tooManyRequests();

    const row = await users.findByEmail(input.email);
    let valid = false;
    if (row) valid = await hasher.verify(input.password, row.passwordHash);
    else await hasher.dummyVerify(input.password);

    if (!row || !valid) {
      await Promise.all([limiter.hit(ipKey, limits.windowMs), limiter.hit(emailKey, limits.windowMs)]);
      throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
    }
    return issue(row);
  }

  /** Checks a bearer token: signature, expiry, user still there, same token version. */
  async function authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw new AppError('UNAUTHORIZED', HTTP_ERROR_MESSAGES.unauthorized);
    const result = await tokens.verify(token);
    if (!result.ok) {
      throw new AppError(
        'UNAUTHORIZED',
        result.reason === 'expired' ? AUTH_MESSAGES.sessionExpired : HTTP_ERROR_MESSAGES.unauthorized,
      );
    }
    const row = await users.findById(result.claims.sub);
    if (!row || row.tokenVersion !== result.claims.ver) {
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
    if ((await limiter.count(key, limits.windowMs)) >= limits.maxPasswordChangesPerMinute) throw tooManyRequests();
    if (!(await hasher.verify(input.currentPassword, user.row.passwordHash))) {
      await limiter.hit(key, limits.windowMs);
      throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.currentIncorrect, [
        { field: 'currentPassword', message: PASSWORD_MESSAGES.currentIncorrect },
      ]);
    }
    const row = await users.updatePassword(user.id, await hasher.hash(input.newPassword));
    return tokens.sign(row.id, row.tokenVersion);
  }

  return { register, login, authenticate, refresh, changePassword };
}
