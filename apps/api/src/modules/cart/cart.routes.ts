import {
  addToCartSchema,
  CART_MESSAGES,
  cartMergeResponseSchema,
  cartResponseSchema,
  mergeCartSchema,
  quoteCartSchema,
  updateCartSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { CartService } from './cart.service';

const lineParams = z.object({ id: z.string() });
const cartReply = { response: { 200: cartResponseSchema } };

/** POST /api/cart/quote: public, so a guest's device cart shows the prices of now. */
const guestQuoteRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.post('/quote', { schema: { body: quoteCartSchema, ...cartReply } }, async (request) =>
    cart.quoteGuestCart(request.body.items, request.body.pinCode),
  );
};

/** /api/cart: the signed-in shopper's cart; every answer is the whole cart, priced now. */
const shopperCartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // onRequest: a guest gets 401 before any body is read or validated.
  app.addHook('onRequest', app.requireUser);

  app.get('/', { schema: cartReply }, async (request) => cart.getCart(currentUser(request).id));

  app.post(
    '/add',
    { schema: { body: addToCartSchema, response: { 201: cartResponseSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await cart.addItem(userId, request.body);
      return reply.code(201).send(await cart.getCart(userId));
    },
  );

  app.put(
    '/update/:id',
    { schema: { params: lineParams, body: updateCartSchema, ...cartReply } },
    async (request) => {
      const userId = currentUser(request).id;
      await cart.updateQuantity(userId, request.params.id, request.body.quantity);
      return cart.getCart(userId);
    },
  );

  app.delete('/remove/:id', { schema: { params: lineParams, ...cartReply } }, async (request) => {
    const userId = currentUser(request).id;
    await cart.removeItem(userId, request.params.id);
    return cart.getCart(userId);
  });

  app.delete('/clear', { schema: cartReply }, async (request) => {
    const userId = currentUser(request).id;
    await cart.clear(userId);
    return cart.getCart(userId);
  });

  app.post(
    '/merge',
    { schema: { body: mergeCartSchema, response: { 200: cartMergeResponseSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const merged = await cart.mergeGuestCart(userId, request.body.items);
      return {
        ...(await cart.getCart(userId)),
        merged,
        message: merged > 0 ? CART_MESSAGES.synced(merged) : null,
      };
    },
  );
};

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  await app.register(guestQuoteRoutes, { cart });
  await app.register(shopperCartRoutes, { cart });
};
