import {
  PAGE_SIZE,
  SELLER_MESSAGES,
  sellerProfileSchema,
  type SellerProfile,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { UsersService } from '../users/users.service';
import type { DesignsService } from './designs.service';

/**
 * GET /api/users/seller/:id, a seller's public page: their name, approved designs and rating, never an
 * email or a phone. A catalogue read (the users module never imports the catalogue,
 * docs/decisions/0037); app.ts registers it under /users, where the spec's client calls it.
 */
export const sellerPageRoutes: FastifyPluginAsyncZod<{
  users: Pick<UsersService, 'findById'>;
  designs: DesignsService;
  /**
   * The rating and count over every product of the seller, accessories included (the reviews
   * module's, passed in by app/routes.ts: reviews already reads designs, so not imported here).
   */
  sellerFigures: (sellerId: string) => Promise<{ rating: number; reviewCount: number }>;
}> = async (app, { users, designs, sellerFigures }) => {
  app.get(
    '/seller/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: sellerProfileSchema },
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
        ...(await sellerFigures(seller.id)),
      };
    },
  );
};
