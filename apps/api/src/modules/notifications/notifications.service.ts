import type {
  Notification,
  NotificationsResponse,
  NotificationType,
} from '@campus-threads/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { AppError } from '../../lib/errors';
import { thumbnailUrl } from '../../lib/file-urls';
import { isUuid } from '../../lib/ids';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  message: string;
  orderId?: string | null;
  productInfo?: {
    name: string;
    imageKey: string | null;
    productType?: 'tshirt' | 'accessory';
    productId?: string;
  } | null;
  /**
   * Its e-mail (not stored; the mail module reads it): `false` for the bell only (a step whose
   * news one later e-mail tells, docs/decisions/0054); else words and files that replace the
   * type's defaults. Absent: the type's usual e-mail.
   */
  email?: false | NotificationEmail;
};

/** What a notice's sender says in its e-mail instead of the type's defaults (contract texts). */
export type NotificationEmail = {
  subject?: string;
  heading?: string;
  paragraphs?: string[];
  footnote?: string;
  /** The button: a path on the shop ("/admin/drops"). */
  action?: { label: string; path: string };
  attachments?: NotificationAttachment[];
};

/** A document its e-mail carries, made when it is sent (the mail outbox's attachment). */
export type NotificationAttachment =
  | { kind: 'invoice'; orderId: string }
  | { kind: 'credit_note'; orderId: string; returnId?: string | null };

/** The most recent notifications a bell shows. */
const LIST_LIMIT = 50;
const NOT_FOUND = 'Notification not found';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    type: row.type as NotificationType,
    orderId: row.orderId,
    productInfo: row.productInfo
      ? {
          name: row.productInfo.name,
          image: row.productInfo.imageKey ? thumbnailUrl(row.productInfo.imageKey) : null,
          ...(row.productInfo.productType && row.productInfo.productId
            ? { productType: row.productInfo.productType, productId: row.productInfo.productId }
            : {}),
        }
      : null,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * What else happens to every notification, in its transaction: its e-mail is queued (the mail
 * module's `forNotifications`, wired by app/services.ts, so notifications imports no module).
 */
export type NotificationHook = (
  executor: Pick<Db, 'select' | 'insert' | 'update'>,
  entries: readonly NewNotification[],
) => Promise<void>;

export function createNotificationsService(db: Db, afterNotify?: NotificationHook) {
  /** Adds notifications; pass the transaction that makes the event so both land or neither. */
  async function notify(
    entries: NewNotification[],
    executor: Pick<Db, 'select' | 'insert' | 'update'> = db,
  ): Promise<void> {
    if (entries.length === 0) return;
    await executor.insert(notifications).values(
      entries.map((e) => ({
        userId: e.userId,
        type: e.type,
        message: e.message,
        orderId: e.orderId ?? null,
        productInfo: e.productInfo ?? null,
      })),
    );
    await afterNotify?.(executor, entries);
  }

  async function list(userId: string): Promise<NotificationsResponse> {
    const [rows, [unread]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(LIST_LIMIT),
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
    ]);
    return { notifications: rows.map(toNotification), unreadCount: unread?.n ?? 0 };
  }

  async function markRead(userId: string, id: string): Promise<Notification> {
    const [row] = isUuid(id)
      ? await db
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
          .returning()
      : [];
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toNotification(row);
  }

  async function markAllRead(userId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  return { notify, list, markRead, markAllRead };
}
