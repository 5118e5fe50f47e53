import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, PROFILE_MESSAGES } from './messages';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, strongPasswordSchema } from './auth';
import { SITE } from './site';

/** A reset link works this long after it was asked for, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** Reset e-mails asked for per e-mail address and per client address in one window. */
export const PASSWORD_RESET_LIMITS = {
  perEmail: 3,
  perAddress: 10,
  windowMs: 15 * 60_000,
} as const;

export const PASSWORD_RESET_PATHS = {
  forgot: '/forgot-password',
  reset: '/reset-password',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    "Enter the e-mail you signed up with and we'll send you a link to choose a new password.",
  send: 'Send reset link',
  /** The same answer whether or not the address has an account: nobody learns which do. */
  sent: `If an account exists for that e-mail, we have sent it a link to reset the password. The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetTitle: 'Choose a new password',
  save: 'Set new password',
  done: 'Your password has been reset. You are signed in.',
  tokenMissing: 'This reset link is incomplete: open the link from the e-mail again',
  tokenInvalid: 'This reset link is not valid or has already been used. Ask for a new one.',
  tokenExpired: `This reset link has expired (links work for ${PASSWORD_RESET_TTL_MINUTES} minutes). Ask for a new one.`,
  askAgain: 'Ask for a new link',
  /** While the reset page asks whether its link still works. */
  checking: 'Checking your reset link…',
  /** The checkout's "this email has an account" path. */
  checkoutHint: 'Forgot your password? Reset it',
  mailHeading: 'Reset your password',
  mailBody: (minutes: number) =>
    `Someone (we hope you) asked to reset the password of your ${SITE.name} account. The link below works once, for ${minutes} minutes.`,
  mailIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
} as const;

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.object({
  email: z
    .string(PROFILE_MESSAGES.emailRequired)
    .trim()
    .min(1, PROFILE_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, PROFILE_MESSAGES.emailInvalid)
    .transform(normalizeEmail)
    .refine(isValidEmail, PROFILE_MESSAGES.emailInvalid),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** `POST /api/auth/reset-password`: the password rules are the sign-up's (422 with their texts). */
export const resetPasswordSchema = z.object({
  token: z
    .string(PASSWORD_RESET_MESSAGES.tokenMissing)
    .min(1, PASSWORD_RESET_MESSAGES.tokenMissing)
    .max(200, PASSWORD_RESET_MESSAGES.tokenInvalid),
  newPassword: z.string(PASSWORD_MESSAGES.tooShort).pipe(strongPasswordSchema),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/**
 * `POST /api/auth/reset-password/check`: the reset page asks on open whether its link
 * still works, so a used or expired one is refused before a password is typed. 200 `{ valid: true }`,
 * or the reset's own 400 with `tokenInvalid` / `tokenExpired`. A POST keeps the token out of URLs
 * and access logs.
 */
export const checkResetTokenSchema = resetPasswordSchema.pick({ token: true });
export const checkResetTokenResponseSchema = z.object({ valid: z.literal(true) });

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: strongPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordResponseSchema = z.object({ message: z.string() });
