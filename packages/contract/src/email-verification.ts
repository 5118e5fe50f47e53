import { z } from 'zod';
import { SITE } from './site';

/**
 * E-mail verification (docs/decisions/0053): a new account's welcome e-mail carries a
 * link that proves the address is theirs. Until it is opened the account page says so; nothing
 * else waits for it (buying, reset and order e-mails work as before).
 */

/** A verification link works this long after it was sent. */
export const EMAIL_VERIFICATION_TTL_DAYS = 7;

/** "Send the link again": this many a window per account. */
export const EMAIL_VERIFICATION_RESEND_LIMIT = { perAccount: 3, windowMs: 60 * 60_000 } as const;

export const EMAIL_VERIFICATION_PATH = '/verify-email';

export const EMAIL_VERIFICATION_TEXTS = {
  welcomeSubject: `Welcome to ${SITE.name}: please confirm your e-mail`,
  againSubject: `Confirm your e-mail for ${SITE.name}`,
  welcomeHeading: `Welcome to ${SITE.name}`,
  againHeading: 'Confirm your e-mail address',
  welcomeBody:
    'Your account is ready: you can shop, sell your designs and join campus drops right away.',
  body: (days: number) =>
    `Please confirm that this address is yours with the button below. The link works for ${days} days.`,
  action: 'Confirm my e-mail',
  footnote: 'If you did not make this account, ignore this e-mail: nothing else happens.',
  /** The account page. */
  notVerified: (email: string) => `Your e-mail address ${email} is not verified yet.`,
  notVerifiedHint:
    'Open the link in the welcome e-mail we sent you. Everything works meanwhile, buying included.',
  verifiedBadge: 'Verified',
  sendAgain: 'Send the link again',
  sent: (email: string) => `We have sent a new link to ${email}.`,
  tooMany: 'You have asked for several links already. Please try again in an hour.',
  alreadyVerified: 'Your e-mail address is already verified.',
  /** The /verify-email page. */
  pageTitle: 'Confirm your e-mail',
  subtitle: 'One click proves the address is yours.',
  checking: 'Confirming your e-mail address…',
  verified: 'Thank you: your e-mail address is verified.',
  linkInvalid: 'This confirmation link is not valid. Ask for a new one on your account page.',
  linkExpired: `This confirmation link has expired (links work for ${EMAIL_VERIFICATION_TTL_DAYS} days). Ask for a new one on your account page.`,
  linkMissing: 'This confirmation link is incomplete: open the link from the e-mail again',
  toAccount: 'Go to your account',
  toShop: 'Start shopping',
} as const;

/** `POST /api/auth/verify-email`. */
export const verifyEmailSchema = z.object({
  token: z
    .string(EMAIL_VERIFICATION_TEXTS.linkMissing)
    .min(1, EMAIL_VERIFICATION_TEXTS.linkMissing)
    .max(300, EMAIL_VERIFICATION_TEXTS.linkInvalid),
});
export const verifyEmailResponseSchema = z.object({ message: z.string(), email: z.string() });

/** `POST /api/auth/verify-email/resend`. */
export const resendVerificationResponseSchema = z.object({ message: z.string() });
