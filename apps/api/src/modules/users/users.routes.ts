import {
  adminUsersQuerySchema,
  PAGE_SIZE,
  profileUpdateSchema,
  userRoleSchema,
  SELLER_MESSAGES,
  type SellerProfile,
} from '@campus-threads/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { DesignsService } from '../catalog/designs.service';
import type { UserAdminService } from './user-admin.service';
import {
  adminUsersResponseSchema,
  deleteUserResponseSchema,
  publicUserSchema,
  userIdParamsSchema,
  userRoleResponseSchema,
} from './users.schemas';
import { toPublicUser, type UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  designs: DesignsService;
  userAdmin: UserAdminService;
}> = async (app, { users, designs, userAdmin }) => {
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

  // A seller's public page: their name and approved designs; never an email or a phone.
  app.get(
    '/seller/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      },
    },
    async (request): Promise<SellerProfile> => {
      const seller = await users.findById(request.params.id);
      const listing = seller
        ? await designs.listApprovedBySeller(seller.id, request.query.page, PAGE_SIZE)
        : null;
      // Only someone with a design in the shop has a public page: a customer's name stays private.
      if (!seller || !listing || listing.pagination.totalItems === 0)
        throw new AppError('NOT_FOUND', SELLER_MESSAGES.sellerNotFound);
      return {
        _id: seller.id,
        fullName: seller.fullName,
        memberSince: seller.createdAt.toISOString(),
        ...listing,
      };
    },
  );

  app.get(
    '/profile',
    { onRequest: app.requireUser, schema: { response: { 200: publicUserSchema } } },
    async (request) => toPublicUser(currentUser(request).row),
  );

  // Only fullName and phone change; an email sent along is dropped by the schema.
  app.put(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: { body: profileUpdateSchema, response: { 200: publicUserSchema } },
    },
    async (request) =>
      toPublicUser(await users.updateProfile(currentUser(request).id, request.body)),
  );
};
