import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  deleteUserResponseSchema,
  profileSchema,
  profileUpdateSchema,
  userRoleResponseSchema,
  userRoleSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { UserAdminService } from './user-admin.service';
import { toProfile, type UsersService } from './users.service';

const userIdParamsSchema = z.object({ id: z.string().max(100) });

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  userAdmin: UserAdminService;
}> = async (app, { users, userAdmin }) => {
  // Admin user management (docs/decisions/0018): the list, the role toggle, deletion.
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } },
    },
    async (request) => userAdmin.list(request.query),
  );

  app.patch(
    '/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: userIdParamsSchema,
        body: userRoleSchema,
        response: { 200: userRoleResponseSchema },
      },
    },
    async (request) =>
      userAdmin.setRole(currentUser(request), request.params.id, request.body.isAdmin),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: userIdParamsSchema, response: { 200: deleteUserResponseSchema } },
    },
    async (request) => userAdmin.deleteUser(currentUser(request), request.params.id),
  );

  app.get(
    '/profile',
    { onRequest: app.requireUser, schema: { response: { 200: profileSchema } } },
    async (request) => toProfile(currentUser(request).row),
  );

  // fullName, phone and (when sent) emailUpdates change; an email sent along is dropped by the schema.
  app.put(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (request) => toProfile(await users.updateProfile(currentUser(request).id, request.body)),
  );
};
