import { profileUpdateSchema } from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import { publicUserSchema } from './users.schemas';
import { toPublicUser, type UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/profile',
    { preHandler: app.requireUser, schema: { response: { 200: publicUserSchema } } },
    async (request) => toPublicUser(currentUser(request).row),
  );

  // Only fullName and phone change; an email sent along is dropped by the schema.
  app.put(
    '/profile',
    { preHandler: app.requireUser, schema: { body: profileUpdateSchema, response: { 200: publicUserSchema } } },
    async (request) => toPublicUser(await users.updateProfile(currentUser(request).id, request.body)),
  );
};
