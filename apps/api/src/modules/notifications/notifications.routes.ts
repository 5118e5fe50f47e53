import {
  markAllReadResponseSchema,
  notificationSchema,
  notificationsResponseSchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard';
import type { NotificationsService } from './notifications.service';

/** /api/notifications: the signed-in user's own, newest first; others' ids are 404. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  app.addHook('onRequest', app.requireUser);

  app.get('/', { schema: { response: { 200: notificationsResponseSchema } } }, async (request) =>
    notifications.list(currentUser(request).id),
  );

  app.patch(
    '/read-all',
    { schema: { response: { 200: markAllReadResponseSchema } } },
    async (request) => ({
      success: true as const,
      updated: await notifications.markAllRead(currentUser(request).id),
    }),
  );

  app.patch(
    '/:id/read',
    { schema: { params: z.object({ id: z.string() }), response: { 200: notificationSchema } } },
    async (request) => notifications.markRead(currentUser(request).id, request.params.id),
  );
};
