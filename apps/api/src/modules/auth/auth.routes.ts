import {
  authResponseSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  loginSchema,
  PASSWORD_MESSAGES,
  publicUserSchema,
  registerSchema,
  tokenResponseSchema,
} from '@campus-threads/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import { toPublicUser } from '../users/users.service';
import type { AuthService, SignInContext } from './auth.service';
import { DEVICE_COOKIE, deviceCookieHeader, readCookie } from './device-token';

/** Where a sign-in comes from: the client address and the device cookie (docs/decisions/0013). */
function signInContext(request: FastifyRequest): SignInContext {
  return { ip: request.ip, deviceToken: readCookie(request.headers.cookie, DEVICE_COOKIE) };
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  secureCookies: boolean;
}> = async (app, { auth, secureCookies }) => {
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
