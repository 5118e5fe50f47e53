import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService, AuthUser } from '../modules/auth/auth.service';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest (never preHandler: authentication comes before validation, so a guest gets 401,
     * not field errors): a valid bearer token of an existing user, else 401. Sets request.user.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for public routes that show more to some users (a seller's own pending design):
     * sets request.user when a valid token is sent; a missing or stale token just means a guest.
     */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest, like requireUser: requireUser plus isAdmin, else 403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * Who is asking, as services see it: a signed-in user's id and role, or null for a guest. A seller
 * sees their own unapproved designs, an admin sees all; orders and payments take a signed-in one.
 */
export type Viewer = { id: string; isAdmin: boolean } | null;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Reads request.user set by requireUser; routes behind the guard call this. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', HTTP_ERROR_MESSAGES.unauthorized);
  return request.user;
}

export function registerAuthGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null);

  async function requireUser(request: FastifyRequest): Promise<void> {
    request.user = await auth.authenticate(bearerToken(request));
  }

  app.decorate('requireUser', requireUser);
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    request.user = await auth.authenticate(token).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'UNAUTHORIZED') return null;
      throw error;
    });
  });
  // Named: the route-table test finds the guards by name in app.printRoutes({ includeHooks }).
  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
    await requireUser(request);
    if (!request.user?.isAdmin) throw new AppError('FORBIDDEN', HTTP_ERROR_MESSAGES.forbidden);
  });
}
