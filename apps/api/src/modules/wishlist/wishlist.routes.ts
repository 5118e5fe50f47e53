import {
  wishlistItemSchema,
  wishlistResponseSchema,
  wishlistSyncSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import type { WishlistService } from './wishlist.service';

const wishlistReply = { response: { 200: wishlistResponseSchema } };

/** /api/wishlist: the signed-in user's own wishlist; every answer is the whole list. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/', { schema: wishlistReply }, async (request) => wishlist.get(currentUser(request).id));

  app.post('/', { schema: { body: wishlistItemSchema, ...wishlistReply } }, async (request) => {
    const userId = currentUser(request).id;
    await wishlist.add(userId, [request.body]);
    return wishlist.get(userId);
  });

  app.put('/sync', { schema: { body: wishlistSyncSchema, ...wishlistReply } }, async (request) => {
    const userId = currentUser(request).id;
    await wishlist.add(userId, request.body.items);
    return wishlist.get(userId);
  });

  app.delete(
    '/:productType/:productId',
    { schema: { params: wishlistItemSchema, ...wishlistReply } },
    async (request) => {
      const userId = currentUser(request).id;
      await wishlist.remove(userId, request.params);
      return wishlist.get(userId);
    },
  );
};
