import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
} from '@campus-threads/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from './audit.service';

const MAX_LIMIT = 100;

/** Filters of the audit page; the days are the shop's (India), both ends included. */
const auditQuery = z
  .object({
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
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(AUDIT_PAGE_SIZE),
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
    { onRequest: app.requireAdmin, schema: { querystring: auditQuery } },
    async (request) => audit.list(request.query),
  );
};
