import {
  deliverySettingsReplySchema,
  deliverySettingsSchema,
  pickupAddressReplySchema,
  pickupAddressSchema,
  pinCodeField,
  pinCodeLookupSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { DeliveryQuotes } from './delivery-quotes';
import type { DeliverySettingsService } from './delivery-settings.service';
import type { PickupAddresses } from './pickup-addresses';

/** GET /api/delivery/pincodes/{pin}: public, so the checkout fills the place in as it is typed. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ quotes: DeliveryQuotes }> = async (
  app,
  { quotes },
) => {
  app.get(
    '/pincodes/:pin',
    {
      schema: {
        params: z.object({ pin: pinCodeField }),
        response: { 200: pinCodeLookupSchema },
      },
    },
    async (request) => quotes.lookup(request.params.pin),
  );
};

/** /api/admin/delivery-settings: coverage, pickup PIN and the rate card (audited). */
export const adminDeliveryRoutes: FastifyPluginAsyncZod<{
  settings: DeliverySettingsService;
}> = async (app, { settings }) => {
  app.addHook('onRequest', app.requireAdmin);
  const reply = { response: { 200: deliverySettingsReplySchema } };
  app.get('/', { schema: reply }, async () => settings.get());
  app.put('/', { schema: { body: deliverySettingsSchema, ...reply } }, async (request) =>
    settings.update(currentUser(request), request.body),
  );
};

/** /api/sellers/me/pickup-address: where the signed-in seller's Self Service parcels are collected. */
export const pickupAddressRoutes: FastifyPluginAsyncZod<{ pickups: PickupAddresses }> = async (
  app,
  { pickups },
) => {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/me/pickup-address',
    {
      schema: {
        response: { 200: z.object({ pickupAddress: pickupAddressReplySchema.nullable() }) },
      },
    },
    async (request) => ({ pickupAddress: await pickups.get(currentUser(request).id) }),
  );
  app.put(
    '/me/pickup-address',
    { schema: { body: pickupAddressSchema, response: { 200: pickupAddressReplySchema } } },
    async (request) => pickups.save(currentUser(request).id, request.body),
  );
};
