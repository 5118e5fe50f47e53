import { z } from 'zod';
import { paginationSchema } from '../pagination-schemas';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit';

/** `GET /api/admin/audit`'s reply (its types are inferred at the end of this file; kept apart so pages ship no zod). */
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

// The types inferred from these schemas, kept here rather than in audit.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** One entry as GET /api/admin/audit answers it (audit-schema.ts). */
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
