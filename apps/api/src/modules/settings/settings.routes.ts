import {
  adminSiteSettingsSchema,
  publicSiteSettingsSchema,
  SETTINGS_MESSAGES,
  siteSettingsUpdateSchema,
} from '@campus-threads/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import type { SettingsService } from './settings.service';

type Options = { settings: SettingsService };

/** GET /api/settings: public, what every page needs (site name, description, maintenance mode). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings }) => {
  app.get('/', { schema: { response: { 200: publicSiteSettingsSchema } } }, async () =>
    settings.getPublic(),
  );
};

/** GET and PUT /api/admin/settings: admins only (the guard in each route's own options). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings }) => {
  const reply = { 200: adminSiteSettingsSchema };
  app.get('/', { onRequest: app.requireAdmin, schema: { response: reply } }, async () =>
    settings.getAdmin(),
  );

  app.put(
    '/',
    { onRequest: app.requireAdmin, schema: { body: siteSettingsUpdateSchema, response: reply } },
    async (request) => settings.update(currentUser(request), request.body),
  );
};

/**
 * An onRequest hook for the route that starts a new payment (after the user is known): while
 * maintenance mode is on, anyone but an admin gets a 503 with the contract's text. Payments
 * already started (status checks, callbacks, webhooks, the simulator) are not behind it.
 */
export function refuseNewPaymentsDuringMaintenance(
  settings: Pick<SettingsService, 'maintenanceMode'>,
) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.user?.isAdmin) return;
    if (await settings.maintenanceMode())
      throw new AppError('UNAVAILABLE', SETTINGS_MESSAGES.paymentsPaused);
  };
}
