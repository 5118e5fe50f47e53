/**
 * What the audit log records (docs/decisions/0022): one entry per admin change, in the change's
 * transaction.
 */
export const AUDIT_ACTIONS = [
  'design.status',
  'design.update',
  'design.color_discounts',
  'accessory.create',
  'accessory.update',
  'accessory.delete',
  'order.status',
  'order.delivery_date',
  'order.refund',
  'order.balance',
  'user.role',
  'user.delete',
  'settings.update',
  'delivery.settings_update',
  'payout.record',
  'drop.cancel',
  'review.status',
  'return.status',
  'return.cash_refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'design',
  'accessory',
  'order',
  'user',
  'settings',
  'drop',
  'review',
  'return',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** How the audit page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'design.status': 'Design status',
  'design.update': 'Design details and prices',
  'design.color_discounts': 'Colour discounts',
  'accessory.create': 'Accessory added',
  'accessory.update': 'Accessory edited',
  'accessory.delete': 'Accessory deleted',
  'order.status': 'Order status',
  'order.delivery_date': 'Expected delivery',
  'order.refund': 'Refund',
  'order.balance': 'Balance collected',
  'user.role': 'Admin role',
  'user.delete': 'User deleted',
  'settings.update': 'Settings',
  'delivery.settings_update': 'Delivery zones and rates',
  'payout.record': 'Payout recorded',
  'drop.cancel': 'Drop cancelled',
  'review.status': 'Review moderated',
  'return.status': 'Exchange or return',
  'return.cash_refund': 'Cash refund paid',
};

/** GET /api/admin/audit's filters (all optional); `from`/`to` are days in India (YYYY-MM-DD). */
export type AuditListQuery = {
  action?: AuditAction;
  entityType?: AuditEntityType;
  /** An entity's id, or the short order id shown on screen (its last characters, '#' allowed). */
  entityId?: string;
  actorId?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
};

/** Entries per page on the audit page (and the API's default). */
export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_MESSAGES = {
  title: 'Audit log',
  loadFailed: 'Failed to load the audit log',
  empty: 'No changes recorded yet',
  noMatch: 'No changes match these filters',
  datesOrder: 'The start date must not be after the end date',
} as const;
