import {
  EMAIL_VERIFICATION_PATH,
  EMAIL_VERIFICATION_RESEND_LIMIT,
  EMAIL_VERIFICATION_TEXTS as T,
  EMAIL_VERIFICATION_TTL_DAYS,
} from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createSignedTokens } from '../../lib/signed-token';
import type { MailService } from '../mail/mail.service';
import type { Executor } from '../mail/mail-outbox';
import type { UserRow, UsersService } from '../users/users.service';

const DAY_MS = 24 * 60 * 60_000;

/**
 * E-mail verification (docs/decisions/0053). The link carries a signed token (the
 * account, its address and an expiry, HMAC'd with a key derived from the server secret): no
 * table, and every API process can check it. `welcome` queues the sign-up's e-mail through the
 * outbox, `resend` another link (a few an hour per account), `verify` sets `email_verified_at`
 * once. Nothing else in the shop waits for it.
 */
export function createEmailVerification(deps: {
  db: Executor;
  users: Pick<UsersService, 'findById' | 'markEmailVerified'>;
  mail: Pick<MailService, 'forUsers'>;
  limiter: RateLimiter;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const tokens = createSignedTokens(deps.secret, 'email-verification');
  // The address is in the token as hex: a later address of the account (none today) is not verified by it.
  const hexOf = (email: string) => Buffer.from(email.toLowerCase()).toString('hex');

  function linkFor(user: Pick<UserRow, 'id' | 'email'>): string {
    const expires = Math.floor((now().getTime() + EMAIL_VERIFICATION_TTL_DAYS * DAY_MS) / 1000);
    const token = tokens.sign([user.id, hexOf(user.email), String(expires)]);
    return `${deps.publicUrl}${EMAIL_VERIFICATION_PATH}?token=${token}`;
  }

  async function queue(
    executor: Executor,
    user: Pick<UserRow, 'id' | 'email'>,
    first: boolean,
  ): Promise<void> {
    await deps.mail.forUsers(executor, [
      {
        userId: user.id,
        kind: 'email_verification',
        content: {
          subject: first ? T.welcomeSubject : T.againSubject,
          heading: first ? T.welcomeHeading : T.againHeading,
          paragraphs: [...(first ? [T.welcomeBody] : []), T.body(EMAIL_VERIFICATION_TTL_DAYS)],
          action: { label: T.action, url: linkFor(user) },
          footnote: T.footnote,
        },
      },
    ]);
  }

  /** The sign-up's welcome e-mail with the link. */
  const welcome = (user: Pick<UserRow, 'id' | 'email'>, executor: Executor = deps.db) =>
    queue(executor, user, true);

  /** "Send the link again" from the account page. */
  async function resend(user: UserRow): Promise<{ message: string }> {
    if (user.emailVerifiedAt) throw new AppError('CONFLICT', T.alreadyVerified);
    const { perAccount, windowMs } = EMAIL_VERIFICATION_RESEND_LIMIT;
    if ((await deps.limiter.hit(`verify-email:user:${user.id}`, windowMs)) > perAccount)
      throw new AppError('RATE_LIMITED', T.tooMany);
    await queue(deps.db, user, false);
    return { message: T.sent(user.email) };
  }

  /** The link opened: the address is verified (again: nothing changes). */
  async function verify(token: string): Promise<{ message: string; email: string }> {
    const invalid = () =>
      new AppError('BAD_REQUEST', T.linkInvalid, [{ field: 'token', message: T.linkInvalid }]);
    const fields = tokens.open(token, 3);
    if (!fields) throw invalid();
    const [userId, emailHex, expires] = fields as [string, string, string];
    const user = await deps.users.findById(userId);
    if (!user || user.deletedAt || hexOf(user.email) !== emailHex) throw invalid();
    if (user.emailVerifiedAt) return { message: T.verified, email: user.email };
    if (Number(expires) * 1000 <= now().getTime())
      throw new AppError('BAD_REQUEST', T.linkExpired, [
        { field: 'token', message: T.linkExpired },
      ]);
    await deps.users.markEmailVerified(user.id, now());
    return { message: T.verified, email: user.email };
  }

  return { welcome, resend, verify, linkFor };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
