import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  auditListResponseSchema,
  pageQuerySchema,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from './audit.service';

/** Filters of the audit page; the days are the shop's (India), both ends included. */
const auditQuery = pageQuerySchema({ defaultLimit: AUDIT_PAGE_SIZE })
  .extend({
    action: z.enum(AUDIT_ACTIONS).optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
    entityId: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => v || undefined),
    actorId: z.uuid().optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.datesOrder,
    path: ['to'],
  });

/** GET /api/admin/audit: every admin change, newest first (admins only). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: auditQuery, response: { 200: auditListResponseSchema } },
    },
    async (request) => audit.list(request.query),
  );
};
