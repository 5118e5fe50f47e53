import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  formatRupees,
  ORDER_STATUS_LABELS,
  shortOrderId,
  toPaise,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
} from '@campus-threads/contract';
import { formatDateTime } from '@/lib/format-date';

/** The audit page's filters as the address bar keeps them (shareable, back-button friendly). */
export type AuditFilters = {
  action?: AuditAction;
  entityType?: AuditEntityType;
  entityId?: string;
  /** One admin's changes (a click on their name). */
  actorId?: string;
  from?: string;
  to?: string;
  page: number;
};

export const ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  design: 'Design',
  accessory: 'Accessory',
  order: 'Order',
  user: 'User',
  settings: 'Settings',
  drop: 'Drop',
  review: 'Review',
  return: 'Return request',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the filters from the address bar; anything unknown is dropped rather than sent. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const entityId = (params.get('q') ?? '').trim().slice(0, 64);
  const actorId = params.get('actor') ?? '';
  return {
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    entityType: oneOf(AUDIT_ENTITY_TYPES, params.get('type')),
    entityId: entityId || undefined,
    actorId: UUID.test(actorId) ? actorId : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Whether any filter narrows the list (the empty state says so). */
export function isFiltered(filters: AuditFilters): boolean {
  return Boolean(
    filters.action ||
    filters.entityType ||
    filters.entityId ||
    filters.actorId ||
    filters.from ||
    filters.to,
  );
}

/** "Order #1A2B3C4D", "Design 3f2a9c1e…", "Settings". */
export function entityLabel(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string {
  const kind = ENTITY_TYPE_LABELS[entry.entityType] ?? entry.entityType;
  return entry.entityType === 'settings' ? kind : `${kind} #${shortOrderId(entry.entityId)}`;
}

/** Where the entity can be seen now (null when there is no page, or it was deleted). */
export function entityHref(
  entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'action'>,
): string | null {
  const id = encodeURIComponent(entry.entityId);
  switch (entry.entityType) {
    case 'order':
      return `/admin/orders?q=${encodeURIComponent(shortOrderId(entry.entityId))}`;
    case 'design':
      return `/product/${id}`;
    case 'accessory':
      return entry.action === 'accessory.delete' ? null : `/accessory/${id}`;
    case 'user':
      return entry.action === 'user.delete' ? null : '/admin/users';
    case 'settings':
      return '/admin/settings';
    default:
      return null;
  }
}

/** "expectedDeliveryDate" → "Expected delivery date"; "pricePaise" → "Price". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/Paise$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_VALUE_LENGTH = 160;

/** One value as a person reads it: money in rupees, times in the shop's format, lists joined. */
export function formatValue(key: string, value: unknown, entityType?: AuditEntityType): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/Paise$/.test(key)) return formatRupees(value);
    if (/(price|amount|total|discount)$/i.test(key)) return formatRupees(toPaise(value));
    return String(value);
  }
  if (typeof value === 'string') {
    if (entityType === 'order' && key === 'status' && value in ORDER_STATUS_LABELS)
      return ORDER_STATUS_LABELS[value as keyof typeof ORDER_STATUS_LABELS];
    if (ISO_TIME.test(value)) {
      const shown = formatDateTime(value);
      if (shown) return shown;
    }
    return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
  }
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.length === 0 ? '—' : value.map(String).join(', ');
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE_LENGTH ? `${json.slice(0, MAX_VALUE_LENGTH)}…` : json;
}

/** `set`: recorded with no earlier value (a creation, a refund); `removed`: a deletion's values. */
export type FieldChange = {
  key: string;
  label: string;
  before: string;
  after: string;
  kind: 'changed' | 'set' | 'removed';
};

/**
 * The fields an entry changed, before → after: every key of either side whose shown value
 * differs (empty and missing read the same). A creation lists what it set, a deletion what was
 * there. Keys keep the order they came in.
 */
export function changedFields(
  entry: Pick<AuditEntry, 'before' | 'after' | 'entityType'>,
): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const kind = !entry.before ? 'set' : !entry.after ? 'removed' : 'changed';
  return keys
    .map((key) => ({
      key,
      label: fieldLabel(key),
      before: formatValue(key, before[key], entry.entityType),
      after: formatValue(key, after[key], entry.entityType),
      kind,
    }))
    .filter((change) => change.before !== change.after) as FieldChange[];
}
