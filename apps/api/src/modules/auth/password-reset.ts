import { createHash, randomBytes } from 'node:crypto';
import {
  HTTP_ERROR_MESSAGES,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  PASSWORD_RESET_TTL_MINUTES,
  MAIL_SUBJECTS,
} from '@campus-threads/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, type PasswordResetTokenRow } from '../../db/schema/auth';
import type { BackgroundWork } from '../../lib/background-work';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { MailService } from '../mail/mail.service';
import type { UserRow, UsersService } from '../users/users.service';

/** The token's SHA-256: what the table keeps (the token itself is only in the e-mail). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Forgotten passwords (docs/decisions/0051). `request` answers the same whether or not
 * the address has an account (the route sends one text either way), throttled per e-mail and per
 * client address whatever the outcome, so the limit tells nothing either. It returns once the
 * limits are counted, the same two steps for every address; the lookup, and for an account a
 * random token's hash (valid 30 minutes) stored with its e-mail queued in the same transaction,
 * run in `background` after the reply (docs/decisions/0053), so the reply's time says
 * nothing about the account either. `reset` takes the token once: in one transaction it is used up, the password set
 * and the token version bumped, so every earlier session ends.
 */
export function createPasswordReset(deps: {
  db: Db;
  users: Pick<UsersService, 'findByEmail' | 'updatePassword'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  mail: Pick<MailService, 'forUsers'>;
  limiter: RateLimiter;
  background: Pick<BackgroundWork, 'start'>;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const tooMany = () => new AppError('RATE_LIMITED', HTTP_ERROR_MESSAGES.tooManyRequests);

  async function request(email: string, ip: string): Promise<void> {
    const { perEmail, perAddress, windowMs } = PASSWORD_RESET_LIMITS;
    const [byEmail, byAddress] = await Promise.all([
      deps.limiter.hit(`reset:email:${email}`, windowMs),
      deps.limiter.hit(`reset:ip:${ip}`, windowMs),
    ]);
    if (byEmail > perEmail || byAddress > perAddress) throw tooMany();
    deps.background.start('password reset e-mail', () => sendLink(email));
  }

  async function sendLink(email: string): Promise<void> {
    const user = await deps.users.findByEmail(email);
    if (!user || user.deletedAt) return;
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const link = `${deps.publicUrl}${PASSWORD_RESET_PATHS.reset}?token=${token}`;
    await deps.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(at.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        createdAt: at,
      });
      await deps.mail.forUsers(tx, [
        {
          userId: user.id,
          kind: 'password_reset',
          content: {
            subject: MAIL_SUBJECTS.passwordReset,
            heading: PASSWORD_RESET_MESSAGES.mailHeading,
            paragraphs: [PASSWORD_RESET_MESSAGES.mailBody(PASSWORD_RESET_TTL_MINUTES)],
            action: { label: PASSWORD_RESET_MESSAGES.save, url: link },
            footnote: PASSWORD_RESET_MESSAGES.mailIgnore,
          },
        },
      ]);
    });
  }

  /** The token's row if it may still be used; else the 400 that says why. */
  function usable(row: PasswordResetTokenRow | undefined, at: Date): PasswordResetTokenRow {
    if (!row || row.usedAt)
      throw new AppError('BAD_REQUEST', PASSWORD_RESET_MESSAGES.tokenInvalid, [
        { field: 'token', message: PASSWORD_RESET_MESSAGES.tokenInvalid },
      ]);
    if (row.expiresAt <= at)
      throw new AppError('BAD_REQUEST', PASSWORD_RESET_MESSAGES.tokenExpired, [
        { field: 'token', message: PASSWORD_RESET_MESSAGES.tokenExpired },
      ]);
    return row;
  }

  /** Whether the link may still be used now: nothing is changed (the reset page asks on open). */
  async function check(token: string): Promise<void> {
    const byHash = eq(passwordResetTokens.tokenHash, hashResetToken(token));
    usable((await deps.db.select().from(passwordResetTokens).where(byHash))[0], now());
  }

  async function reset(token: string, newPassword: string): Promise<UserRow> {
    const tokenHash = hashResetToken(token);
    const byHash = eq(passwordResetTokens.tokenHash, tokenHash);
    // A made-up token is refused before any password is hashed (hashing is the costly part).
    usable((await deps.db.select().from(passwordResetTokens).where(byHash))[0], now());
    const passwordHash = await deps.hasher.hash(newPassword);
    return deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(passwordResetTokens).where(byHash).for('update');
      const at = now();
      const row = usable(locked, at);
      // Every link of the account is spent: an older e-mail cannot undo this reset.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: at })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return deps.users.updatePassword(row.userId, passwordHash, tx);
    });
  }

  return { request, check, reset };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
