import {
  periodBounds,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditListResponse,
} from '@campus-threads/contract';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema/audit';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';

/** GET /api/admin/audit, checked by the route. */
export type AuditQuery = {
  action?: AuditAction;
  entityType?: AuditEntityType;
  entityId?: string;
  actorId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
};

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A short id as the pages show it (the last characters of a uuid, maybe with '#'). */
const SHORT_ID = /^#?([0-9a-f-]{4,35})$/i;

/**
 * The entity filter: a whole id matches exactly (the audit_log_entity index); the short order id
 * an admin copies from a page ("#A1B2C3D4") matches the ids that end with it.
 */
function entityFilter(entityId: string): SQL {
  const trimmed = entityId.trim();
  const short = SHORT_ID.exec(trimmed);
  if (isUuid(trimmed) || !short) return eq(auditLog.entityId, trimmed);
  return like(auditLog.entityId, `%${short[1]!.toLowerCase()}`);
}

export type AuditService = ReturnType<typeof createAuditService>;

/** Reads the audit log (admins): filters, newest first, paged. Entries are written by `recordAudit`. */
export function createAuditService(db: Db) {
  async function list(query: AuditQuery): Promise<AuditListResponse> {
    const { start, end } = periodBounds(query.from, query.to);
    const where = and(
      ...(query.action ? [eq(auditLog.action, query.action)] : []),
      ...(query.entityType ? [eq(auditLog.entityType, query.entityType)] : []),
      ...(query.entityId ? [entityFilter(query.entityId)] : []),
      ...(query.actorId ? [eq(auditLog.actorId, query.actorId)] : []),
      ...(start ? [gte(auditLog.createdAt, start)] : []),
      ...(end ? [lt(auditLog.createdAt, end)] : []),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const totalItems = total?.n ?? 0;
    return {
      entries: rows.map(toAuditEntry),
      pagination: toPagination(query.page, query.limit, totalItems),
    };
  }

  return { list };
}
