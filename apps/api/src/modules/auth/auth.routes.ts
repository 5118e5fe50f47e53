import {
  authResponseSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  checkResetTokenResponseSchema,
  checkResetTokenSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_RESET_MESSAGES,
  resendVerificationResponseSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
  PASSWORD_MESSAGES,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
} from '@campus-threads/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import { toPublicUser } from '../users/users.service';
import type { AuthService, SignInContext } from './auth.service';
import { DEVICE_COOKIE, deviceCookieHeader, readCookie } from './device-token';
import type { EmailVerification } from './email-verification';
import type { PasswordReset } from './password-reset';

/** Where a sign-in comes from: the client address and the device cookie (docs/decisions/0013). */
function signInContext(request: FastifyRequest): SignInContext {
  return { ip: request.ip, deviceToken: readCookie(request.headers.cookie, DEVICE_COOKIE) };
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  passwordReset: PasswordReset;
  emailVerification: EmailVerification;
  secureCookies: boolean;
}> = async (app, { auth, passwordReset, emailVerification, secureCookies }) => {
  // The welcome e-mail's link, opened on /verify-email (docs/decisions/0053): a POST from that page,
  // so a mail program's link preview does not verify anything by itself.
  app.post(
    '/verify-email',
    { schema: { body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => emailVerification.verify(request.body.token),
  );

  // The account page's "Send the link again" (a few an hour).
  app.post(
    '/verify-email/resend',
    {
      onRequest: app.requireUser,
      schema: { response: { 200: resendVerificationResponseSchema } },
    },
    async (request) => emailVerification.resend(currentUser(request).row),
  );

  // The same answer for every address, with an account or not (no account enumeration).
  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 200: forgotPasswordResponseSchema } } },
    async (request) => {
      await passwordReset.request(request.body.email, request.ip);
      return { message: PASSWORD_RESET_MESSAGES.sent };
    },
  );

  // The reset page's first question: does its link still work (used, expired, unknown: 400)?
  app.post(
    '/reset-password/check',
    {
      schema: { body: checkResetTokenSchema, response: { 200: checkResetTokenResponseSchema } },
    },
    async (request) => {
      await passwordReset.check(request.body.token);
      return { valid: true as const };
    },
  );

  // The link's token once: the new password, every old session ended, and a new one here.
  app.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const row = await passwordReset.reset(request.body.token, request.body.newPassword);
      const { user, token, deviceToken } = await auth.signInAfterReset(row, signInContext(request));
      return reply
        .header('set-cookie', deviceCookieHeader(deviceToken, secureCookies))
        .send({ ...user, token });
    },
  );

  app.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const { user, token, deviceToken } = await auth.register(
        request.body,
        signInContext(request),
      );
      return reply
        .code(201)
        .header('set-cookie', deviceCookieHeader(deviceToken, secureCookies))
        .send({ ...user, token });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const { user, token, deviceToken } = await auth.login(request.body, signInContext(request));
      return reply
        .header('set-cookie', deviceCookieHeader(deviceToken, secureCookies))
        .send({ ...user, token });
    },
  );

  app.get(
    '/me',
    { onRequest: app.requireUser, schema: { response: { 200: publicUserSchema } } },
    async (request) => {
      return toPublicUser(currentUser(request).row);
    },
  );

  app.post(
    '/refresh-token',
    { onRequest: app.requireUser, schema: { response: { 200: tokenResponseSchema } } },
    async (request) => ({ token: await auth.refresh(currentUser(request)) }),
  );

  app.put(
    '/change-password',
    {
      onRequest: app.requireUser,
      schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema } },
    },
    async (request) => {
      const token = await auth.changePassword(currentUser(request), request.body);
      return { success: true as const, message: PASSWORD_MESSAGES.updated, token };
    },
  );
};
