import type { AuditAction, AuditEntityType } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

type Executor = Pick<Db, 'insert'>;

/** Who made a change: the signed-in admin (AuthUser fits). */
export type AuditActor = { id: string; row: { fullName: string } };

export type AuditChange = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The changed fields as they were and as they are now (only what the change touched). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records one admin change. Call it with the transaction that makes the change, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(
  tx: Executor,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.row.fullName,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
  });
}
