import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { bearer, createUser } from '../../test/factories';
import { registerAuthGuard } from './auth-guard';
import { errorHandler } from './error-handler';

describe('requireUser / requireAdmin', () => {
  let t: TestApp;
  let probe: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    // A small app with guarded probe routes, sharing the test app's services and database.
    probe = Fastify();
    probe.setErrorHandler(errorHandler);
    registerAuthGuard(probe, t.app.services.auth);
    probe.get('/user', { preHandler: probe.requireUser }, async (request) => ({
      id: request.user?.id,
    }));
    probe.get('/admin', { preHandler: probe.requireAdmin }, async (request) => ({
      id: request.user?.id,
    }));
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  it('lets a signed-in user through requireUser and stops them at requireAdmin with 403', async () => {
    const { user, token } = await createUser(t.app);
    const ok = await probe.inject({ method: 'GET', url: '/user', headers: bearer(token) });
    expect(ok.json()).toEqual({ id: user._id });
    const forbidden = await probe.inject({ method: 'GET', url: '/admin', headers: bearer(token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: HTTP_ERROR_MESSAGES.forbidden });
  });

  it('lets an admin through requireAdmin (the flag is read from the database on each request)', async () => {
    const { user, token } = await createUser(t.app);
    await t.database.query('update users set is_admin = true where id = $1', [user._id]);
    const ok = await probe.inject({ method: 'GET', url: '/admin', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    await t.database.query('update users set is_admin = false where id = $1', [user._id]);
    expect(
      (await probe.inject({ method: 'GET', url: '/admin', headers: bearer(token) })).statusCode,
    ).toBe(403);
  });

  it('answers 401 (not 403) to anonymous requests on admin routes', async () => {
    const response = await probe.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(401);
  });
});
