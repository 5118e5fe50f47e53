import { z } from 'zod';
import { paginationSchema } from '../pagination-schemas';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit';

/** `GET /api/admin/audit`'s reply (audit.ts types are inferred from it; kept apart so pages ship no zod). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
