import {
  ADMIN_DESIGN_MESSAGES,
  ADMIN_DESIGN_TABS,
  ADMIN_REMARK_MAX,
  CATALOG_MESSAGES,
  canMoveDesign,
  checkColorDiscounts,
  DESIGN_REVIEW_MESSAGES,
  isDesignJson,
  parseDesignEdit,
  parseDesignJson,
  stableJson,
  toPaise,
  toRupees,
  type AdminDesign,
  type AdminDesignListQuery,
  type AdminDesignListResponse,
  type AdminDesignStatusBody,
  type ColorDiscountsBody,
  type DesignStatus,
  type EditableDesign,
  type EditableField,
} from '@campus-threads/contract';
import { and, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, type DesignRow } from '../../db/schema/designs';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { fileUrl } from '../../lib/file-urls';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import { joinSeller, sellerName } from '../users/seller-names';
import type { CountCache } from '../../lib/count-cache';
import { sortPriceOf } from './design-pricing';
import { pageOffset, toPagination } from '../../lib/pagination';
import { toTshirt, type DesignWithSeller } from './tshirt-presenter';
import { withdrawalOf, type DesignWithdrawals } from './design-withdrawals';

const { searchVector: _searchVector, ...designColumns } = getTableColumns(designs);
const designWithSeller = { ...designColumns, sellerName };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CurrentRow = Omit<DesignRow, 'searchVector'>;

/** The admin's view of a design: everything the seller sees, and the remark whatever the status. */
export function toAdminDesign(row: DesignWithSeller, now: Date = new Date()): AdminDesign {
  return {
    ...toTshirt(row, 'page', now),
    adminRemarks: row.adminRemarks,
    sellerRemarks: row.adminRemarks,
    proofFileUrl: row.proofFileKey ? fileUrl(row.proofFileKey) : null,
  };
}

/** A row's editable fields as the contract's `EditableDesign` (paise). */
function editableOf(row: CurrentRow): EditableDesign {
  return {
    title: row.title,
    description: row.description,
    price: row.pricePaise,
    discountPrice: row.discountPricePaise,
    deliveryPrice: row.deliveryPricePaise,
    saleEndTime: row.saleEndTime?.toISOString() ?? null,
    allowPartialPayment: row.allowPartialPayment,
    deliveryConfig: row.deliveryConfig,
    colorPrices: row.colorPrices.map((c) => ({
      color: c.color,
      price: c.pricePaise,
      discountPrice: c.discountPricePaise,
    })),
    colorDiscounts: row.colorDiscounts.map((c) => ({
      color: c.color,
      discountPrice: c.discountPricePaise,
    })),
    sizes: row.sizes,
    customizable: row.customizable,
    customizableParts: row.customizableParts,
    colors: row.colorVariants.map((v) => v.color),
  };
}

/** The row's columns for the edited fields. */
function columnsOf(next: EditableDesign, fields: readonly EditableField[]) {
  const set: Partial<DesignRow> = {};
  for (const field of fields) {
    switch (field) {
      case 'title':
        set.title = next.title;
        break;
      case 'description':
        set.description = next.description;
        break;
      case 'price':
        set.pricePaise = next.price;
        break;
      case 'discountPrice':
        set.discountPricePaise = next.discountPrice;
        break;
      case 'deliveryPrice':
        set.deliveryPricePaise = next.deliveryPrice;
        break;
      case 'saleEndTime':
        set.saleEndTime = next.saleEndTime ? new Date(next.saleEndTime) : null;
        break;
      case 'allowPartialPayment':
        set.allowPartialPayment = next.allowPartialPayment;
        break;
      case 'deliveryConfig':
        set.deliveryConfig = next.deliveryConfig;
        break;
      case 'colorPrices':
        set.colorPrices = next.colorPrices.map((c) => ({
          color: c.color,
          pricePaise: c.price,
          discountPricePaise: c.discountPrice,
        }));
        break;
      case 'colorDiscounts':
        set.colorDiscounts = next.colorDiscounts.map((c) => ({
          color: c.color,
          discountPricePaise: c.discountPrice,
        }));
        break;
      case 'sizes':
        set.sizes = next.sizes;
        break;
      case 'customizable':
        set.customizable = next.customizable;
        break;
      case 'customizableParts':
        set.customizableParts = next.customizableParts;
        break;
    }
  }
  return set;
}

const MONEY_FIELDS = new Set<EditableField>(['price', 'discountPrice', 'deliveryPrice']);

/** The audit's picture of some fields, money in rupees as the API shows it. */
function auditView(design: EditableDesign, fields: readonly EditableField[]) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = design[field];
      if (MONEY_FIELDS.has(field))
        return [field, value === null ? null : toRupees(value as number)];
      if (field === 'colorPrices')
        return [
          field,
          design.colorPrices.map((c) => ({
            color: c.color,
            price: toRupees(c.price),
            discountPrice: c.discountPrice === null ? null : toRupees(c.discountPrice),
          })),
        ];
      if (field === 'colorDiscounts')
        return [
          field,
          design.colorDiscounts.map((c) => ({
            color: c.color,
            discountPrice: toRupees(c.discountPrice),
          })),
        ];
      return [field, value];
    }),
  );
}

export type AdminDesigns = ReturnType<typeof createAdminDesigns>;

/**
 * The admin's side of the designs table (docs/decisions/0019): the list with tabs and search,
 * the review moves with the JSON edit, and the admin colour discounts. Every change is audited
 * in its own transaction and refreshes the catalogue's cached counts and sort price.
 */
export function createAdminDesigns(deps: {
  db: Db;
  counts: CountCache;
  notifications: NotificationsService;
  /** What leaving the shop does to other modules' rows (drops: decision 0055). */
  withdrawals?: DesignWithdrawals;
}) {
  const { db, counts, notifications } = deps;

  async function list(
    query: AdminDesignListQuery,
    now: Date = new Date(),
  ): Promise<AdminDesignListResponse> {
    const { status, q, page, limit } = query;
    const search = searchCondition(q);
    const where = and(search, status === 'all' ? undefined : eq(designs.status, status));
    const [rows, perStatus] = await Promise.all([
      db
        .select(designWithSeller)
        .from(designs)
        .innerJoin(...joinSeller(designs.sellerId))
        .where(where)
        .orderBy(desc(designs.createdAt), desc(designs.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db
        .select({ status: designs.status, n: count() })
        .from(designs)
        .where(search)
        .groupBy(designs.status),
    ]);
    const tabCounts = Object.fromEntries(ADMIN_DESIGN_TABS.map((t) => [t, 0])) as Record<
      (typeof ADMIN_DESIGN_TABS)[number],
      number
    >;
    for (const { status: s, n } of perStatus) {
      tabCounts.all += n;
      if (s in tabCounts) tabCounts[s as DesignStatus] += n;
    }
    return {
      designs: rows.map((row) => toAdminDesign(row, now)),
      counts: tabCounts,
      pagination: toPagination(page, limit, tabCounts[status]),
    };
  }

  async function findAdminDesign(id: string, now: Date = new Date()): Promise<AdminDesign> {
    const [row] = await db
      .select(designWithSeller)
      .from(designs)
      .innerJoin(...joinSeller(designs.sellerId))
      .where(eq(designs.id, id))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.tshirtNotFound);
    return toAdminDesign(row, now);
  }

  async function lockDesign(tx: Tx, id: string): Promise<CurrentRow> {
    if (!isUuid(id)) throw new AppError('BAD_REQUEST', ADMIN_DESIGN_MESSAGES.invalidId);
    const [current] = await tx
      .select(designColumns)
      .from(designs)
      .where(eq(designs.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.tshirtNotFound);
    return current;
  }

  /** Writes edited fields with the sort price they lead to, and audits them as one change. */
  async function writeEdit(
    tx: Tx,
    actor: AuditActor,
    current: CurrentRow,
    before: EditableDesign,
    next: EditableDesign,
    changed: readonly EditableField[],
    action: 'design.update' | 'design.color_discounts',
    now: Date,
  ) {
    const set = columnsOf(next, changed);
    const priced = { ...current, ...set };
    await tx
      .update(designs)
      .set({ ...set, ...sortPriceOf(priced, now) })
      .where(eq(designs.id, current.id));
    await recordAudit(tx, actor, {
      action,
      entityType: 'design',
      entityId: current.id,
      before: auditView(before, changed),
      after: auditView(next, changed),
    });
  }

  /**
   * PATCH /api/tshirts/admin/{id}/status (spec §4, §5): a review move with its remark, and/or the
   * design edit the JSON remark carries. Nothing changes when any rule fails.
   */
  async function changeStatus(
    actor: AuditActor,
    id: string,
    body: AdminDesignStatusBody,
    now: Date = new Date(),
  ): Promise<AdminDesign> {
    const json = isDesignJson(body.adminRemarks) ? parseDesignJson(body.adminRemarks) : null;
    if (isDesignJson(body.adminRemarks) && !json)
      throw new AppError('VALIDATION', ADMIN_DESIGN_MESSAGES.invalidDesignData);
    if (!isUuid(id)) throw new AppError('BAD_REQUEST', ADMIN_DESIGN_MESSAGES.invalidId);

    const afterCommit = await db.transaction(async (tx) => {
      const current = await lockDesign(tx, id);
      const before = editableOf(current);
      let remark = json ? null : body.adminRemarks.trim();
      let edit: { next: EditableDesign; changed: EditableField[] } | null = null;
      if (json) {
        const parsed = parseDesignEdit(before, json);
        if (!parsed.ok)
          throw new AppError('VALIDATION', parsed.message, [
            { field: parsed.field, message: parsed.message },
          ]);
        edit = parsed;
        remark = parsed.remark;
      }
      if (remark !== null && remark.length > ADMIN_REMARK_MAX)
        throw new AppError('VALIDATION', ADMIN_DESIGN_MESSAGES.remarkTooLong);

      const from = current.status as DesignStatus;
      const moving = body.status !== from;
      if (moving ? !canMoveDesign(from, body.status) : !json) {
        throw new AppError('CONFLICT', DESIGN_REVIEW_MESSAGES.notAllowed(from, body.status));
      }
      if (moving && body.status === 'rejected' && !remark)
        throw new AppError('VALIDATION', DESIGN_REVIEW_MESSAGES.reasonRequired);

      if (edit && edit.changed.length > 0)
        await writeEdit(tx, actor, current, before, edit.next, edit.changed, 'design.update', now);
      if (!moving) return undefined;

      const adminRemarks = remark || null;
      await tx.update(designs).set({ status: body.status, adminRemarks }).where(eq(designs.id, id));
      await recordAudit(tx, actor, {
        action: 'design.status',
        entityType: 'design',
        entityId: id,
        before: { status: from, adminRemarks: current.adminRemarks },
        after: { status: body.status, adminRemarks },
      });
      const title = edit?.next.title ?? current.title;
      await notifications.notify(
        [
          {
            userId: current.sellerId,
            type: body.status === 'approved' ? 'DESIGN_APPROVED' : 'DESIGN_REJECTED',
            message:
              body.status === 'approved'
                ? DESIGN_REVIEW_MESSAGES.approvedNotice(title)
                : DESIGN_REVIEW_MESSAGES.rejectedNotice(title, remark ?? ''),
            productInfo: { name: title, imageKey: current.colorVariants[0]?.images[0] ?? null },
          },
        ],
        tx,
      );
      // A rejected (or re-reviewed) approved design's open drops end, their buyers refunded (0055).
      const why = withdrawalOf(from, body.status);
      return why ? deps.withdrawals?.run(tx, [id], why, actor) : undefined;
    });
    counts.invalidate();
    await afterCommit?.();
    return findAdminDesign(id, now);
  }

  /**
   * PUT /api/tshirts/admin/{id}/color-discounts: replaces the design's admin colour discounts
   * (each is the final price of its colour, below the colour's base price).
   */
  async function setColorDiscounts(
    actor: AuditActor,
    id: string,
    body: ColorDiscountsBody,
    now: Date = new Date(),
  ): Promise<AdminDesign> {
    if (!isUuid(id)) throw new AppError('BAD_REQUEST', ADMIN_DESIGN_MESSAGES.invalidId);
    await db.transaction(async (tx) => {
      const current = await lockDesign(tx, id);
      const before = editableOf(current);
      const checked = checkColorDiscounts(
        body.colorDiscounts.map((c) => ({
          color: c.color,
          discountPrice: toPaise(c.discountPrice),
        })),
        before,
      );
      if (!checked.ok)
        throw new AppError('VALIDATION', checked.message, [
          { field: 'colorDiscounts', message: checked.message },
        ]);
      const next = { ...before, colorDiscounts: checked.value };
      if (stableJson(next.colorDiscounts) === stableJson(before.colorDiscounts)) return;
      await writeEdit(
        tx,
        actor,
        current,
        before,
        next,
        ['colorDiscounts'],
        'design.color_discounts',
        now,
      );
    });
    counts.invalidate();
    return findAdminDesign(id, now);
  }

  return { list, changeStatus, setColorDiscounts, findAdminDesign };
}

/** Case-insensitive substring over the spec's fields (title, description, hostel, university, department, event). */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(designs.title, pattern),
    ilike(designs.description, pattern),
    ilike(designs.hostelName, pattern),
    ilike(designs.universityName, pattern),
    ilike(designs.departmentName, pattern),
    ilike(designs.eventName, pattern),
  );
}
