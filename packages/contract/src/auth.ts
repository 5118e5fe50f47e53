import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, PROFILE_MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES } from './password';
import { isValidPhone, phoneDigits } from './phone';

export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

// A deliberately plain shape check: something@something.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A password that passes every rule; the first failing rule's text is the error. */
export const strongPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .superRefine((password, ctx) => {
    const failed = PASSWORD_RULES.find((rule) => !rule.test(password));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
  });

const fullNameSchema = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(FULL_NAME_MAX_LENGTH, PROFILE_MESSAGES.fullNameTooLong);

const emailSchema = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .refine(isValidEmail, PROFILE_MESSAGES.emailInvalid)
    .transform(normalizeEmail);

const phoneSchema = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .refine(isValidPhone, PROFILE_MESSAGES.phoneInvalid)
    .transform(phoneDigits);

/** POST /api/auth/register. Unknown keys (isAdmin, ...) are stripped, never applied. */
export const registerSchema = z.object({
  fullName: fullNameSchema(AUTH_MESSAGES.fillAllFields),
  email: emailSchema(AUTH_MESSAGES.fillAllFields),
  phone: phoneSchema(AUTH_MESSAGES.fillAllFields),
  password: z
    .string(AUTH_MESSAGES.fillAllFields)
    .min(1, AUTH_MESSAGES.fillAllFields)
    .pipe(strongPasswordSchema),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The signup form adds the confirmation, checked only in the browser. */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, AUTH_MESSAGES.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** POST /api/auth/login. Only presence is checked: a wrong shape is just a failed login. */
export const loginSchema = z.object({
  email: z
    .string(AUTH_MESSAGES.fillAllFields)
    .trim()
    .min(1, AUTH_MESSAGES.fillAllFields)
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials)
    .transform(normalizeEmail),
  password: z
    .string(AUTH_MESSAGES.fillAllFields)
    .min(1, AUTH_MESSAGES.fillAllFields)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
});
export type LoginInput = z.input<typeof loginSchema>;

/** PUT /api/auth/change-password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string(PASSWORD_MESSAGES.currentRequired)
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.currentIncorrect),
    newPassword: z.string(PASSWORD_MESSAGES.tooShort).pipe(strongPasswordSchema),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: PASSWORD_MESSAGES.mustDiffer,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: PASSWORD_MESSAGES.mustDiffer,
    path: ['newPassword'],
  });

/** The 422 text of a profile update whose emailUpdates is not true or false. */
export const EMAIL_UPDATES_INVALID = 'E-mail updates must be on (true) or off (false)';

/**
 * PUT /api/users/profile: fullName and phone, and optionally the e-mail updates switch
 * (absent: left as it is). An email sent along is ignored.
 */
export const profileUpdateSchema = z.object({
  fullName: fullNameSchema(PROFILE_MESSAGES.fullNameRequired),
  phone: phoneSchema(PROFILE_MESSAGES.phoneRequired),
  emailUpdates: z.boolean(EMAIL_UPDATES_INVALID).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/**
 * The public shape of a user in every response. Never carries a password hash or token version:
 * the reply schema drops whatever else a row carries.
 */
export const publicUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  isAdmin: z.boolean(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof publicUserSchema>;

/**
 * GET and PUT /api/users/profile: the public user and the owner's own settings, which no other
 * response (login, admin lists) carries.
 */
export const profileSchema = publicUserSchema.extend({
  /** Off: only transactional e-mails are sent (contract mail.ts TRANSACTIONAL_MAIL_KINDS). */
  emailUpdates: z.boolean(),
  /** Whether the owner opened an e-mailed verification link (docs/decisions/0053). */
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Login and register answer the user's fields plus the token. */
export const authResponseSchema = publicUserSchema.extend({ token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/auth/refresh-token. */
export const tokenResponseSchema = z.object({ token: z.string() });

/** PUT /api/auth/change-password: the new token, as the old ones stop working. */
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

/** Every 4xx/5xx body (the error handler's), and the JSON 404 of /files. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiFieldError = NonNullable<ApiError['errors']>[number];
