import {
  ACCESSORY_FORM_MESSAGES,
  CATALOG_MESSAGES,
  type Accessory,
  type AccessoryWrite,
  type AccessoryListQuery,
  type AccessoryListResponse,
  type AdminAccessoryListResponse,
} from '@campus-threads/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessories, type AccessoryRow, type NewAccessoryRow } from '../../db/schema/accessories';
import { joinSeller, sellerName } from '../users/seller-names';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { toFileKey, type AssertUploadedBy } from '../../lib/file-keys';
import { toAccessory, type AccessoryWithSeller } from './accessory-presenter';
import type { CountCache } from '../../lib/count-cache';
import type { Viewer } from '../../lib/auth-guard';
import { pageOffset, toPagination } from '../../lib/pagination';
import { matchesSearch } from '../../lib/full-text-query';
import { allOf, equalsIgnoringCase, filtersKey } from '../../lib/sql-helpers';

export type AccessoryInput = Omit<NewAccessoryRow, 'id' | 'currentPricePaise' | 'searchVector'>;

const { searchVector: _searchVector, ...accessoryColumns } = getTableColumns(accessories);
const accessoryWithSeller = { ...accessoryColumns, sellerName };

type AccessoryFilters = Omit<AccessoryListQuery, 'page' | 'limit'>;

/** Who writes an accessory: its seller, or an admin (whose changes are audited). */
export type AccessoryWriter = AuditActor & { isAdmin: boolean };

/** The fields an audit entry keeps of an accessory (money in paise, as stored). */
function auditFields(row: AccessoryRow): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    pricePaise: row.pricePaise,
    discountPricePaise: row.discountPricePaise,
    deliveryPricePaise: row.deliveryPricePaise,
    category: row.category,
    subCategory: row.subCategory,
    stock: row.stock,
    status: row.status,
    isTechnical: row.isTechnical,
    universityName: row.universityName,
    departmentName: row.departmentName,
    isAllDepartments: row.isAllDepartments,
    images: row.images,
    specifications: row.specifications,
    sellerId: row.sellerId,
  };
}

/** Only the fields that differ between two audit snapshots, as { before, after }. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Shoppers see active accessories. A seller listing their own (sellerId = themselves) and an
 * admin listing a seller's also see inactive ones (docs/decisions/0008).
 */
function seesInactive(filters: AccessoryFilters, viewer: Viewer): boolean {
  return (
    filters.sellerId !== undefined && Boolean(viewer?.isAdmin || viewer?.id === filters.sellerId)
  );
}

function accessoryWhere(filters: AccessoryFilters, includeInactive: boolean): SQL {
  return allOf(
    !includeInactive && eq(accessories.status, 'active'),
    filters.sellerId && eq(accessories.sellerId, filters.sellerId),
    filters.category && eq(accessories.category, filters.category),
    filters.subCategory && eq(accessories.subCategory, filters.subCategory),
    filters.universityName &&
      equalsIgnoringCase(accessories.universityName, filters.universityName),
    filters.departmentName &&
      or(
        equalsIgnoringCase(accessories.departmentName, filters.departmentName),
        eq(accessories.isAllDepartments, true),
      ),
    filters.isTechnical !== undefined && eq(accessories.isTechnical, filters.isTechnical),
    matchesSearch(accessories.searchVector, filters.search),
  );
}

export type AccessoriesService = ReturnType<typeof createAccessoriesService>;

/** Owns the accessories table's catalogue reads and its writes. */
export function createAccessoriesService(deps: {
  db: Db;
  counts: CountCache;
  assertUploadedBy?: AssertUploadedBy;
}) {
  const { db, counts } = deps;

  /**
   * The stored keys of a write's images (the browser may send addresses); each image the
   * accessory did not already have must be one this user uploaded to the accessories area.
   */
  async function ownImages(
    userId: string,
    images: readonly string[],
    had: readonly string[] = [],
  ): Promise<string[]> {
    const keys = images.map(toFileKey);
    const added = keys.filter((key) => !had.includes(key));
    if (deps.assertUploadedBy) await deps.assertUploadedBy(userId, added, 'accessories');
    return keys;
  }

  async function listAccessories(
    query: AccessoryListQuery,
    viewer: Viewer,
  ): Promise<AccessoryListResponse> {
    const { page, limit, ...filters } = query;
    const includeInactive = seesInactive(filters, viewer);
    const where = accessoryWhere(filters, includeInactive);
    const [rows, totalItems] = await Promise.all([
      db
        .select(accessoryWithSeller)
        .from(accessories)
        .innerJoin(...joinSeller(accessories.sellerId))
        .where(where)
        .orderBy(desc(accessories.createdAt), asc(accessories.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      counts.get(
        `accessories:${includeInactive ? 'all' : 'active'}:${filtersKey(filters)}`,
        async () => {
          const [row] = await db.select({ n: count() }).from(accessories).where(where);
          return row?.n ?? 0;
        },
      ),
    ]);
    return {
      accessories: rows.map((row) => toAccessory(row, 'card')),
      pagination: toPagination(page, limit, totalItems),
    };
  }

  /**
   * /admin/accessories: every accessory whatever its status or seller, with the filters of the
   * public list, and Total / Active / Technical over the whole shop (one statement).
   */
  async function listForAdmin(query: AccessoryListQuery): Promise<AdminAccessoryListResponse> {
    const { page, limit, ...filters } = query;
    const where = accessoryWhere(filters, true);
    const [rows, [matching], [counters]] = await Promise.all([
      db
        .select(accessoryWithSeller)
        .from(accessories)
        .innerJoin(...joinSeller(accessories.sellerId))
        .where(where)
        .orderBy(desc(accessories.createdAt), asc(accessories.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db.select({ n: count() }).from(accessories).where(where),
      db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${accessories.status} = 'active')`.mapWith(
            Number,
          ),
          technical: sql<number>`count(*) filter (where ${accessories.isTechnical})`.mapWith(
            Number,
          ),
        })
        .from(accessories),
    ]);
    return {
      accessories: rows.map((row) => toAccessory(row, 'card')),
      pagination: toPagination(page, limit, matching?.n ?? 0),
      counters: {
        total: counters?.total ?? 0,
        active: counters?.active ?? 0,
        technical: counters?.technical ?? 0,
      },
    };
  }

  /** Active accessories by id, as cards (wishlists): one statement; missing ids are left out. */
  async function listPublicByIds(ids: readonly string[]): Promise<Accessory[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await db
      .select(accessoryWithSeller)
      .from(accessories)
      .innerJoin(...joinSeller(accessories.sellerId))
      .where(and(inArray(accessories.id, valid), eq(accessories.status, 'active')));
    return rows.map((row) => toAccessory(row, 'card'));
  }

  async function findWithSeller(id: string): Promise<AccessoryWithSeller | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select(accessoryWithSeller)
      .from(accessories)
      .innerJoin(...joinSeller(accessories.sellerId))
      .where(eq(accessories.id, id))
      .limit(1);
    return row;
  }

  async function getAccessory(id: string, viewer: Viewer): Promise<Accessory> {
    const row = await findWithSeller(id);
    const visible =
      row && (row.status === 'active' || viewer?.isAdmin || viewer?.id === row.sellerId);
    if (!row || !visible) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.accessoryNotFound);
    return toAccessory(row, 'page');
  }

  /** Categories that have an active accessory, A to Z. */
  async function listCategories(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ category: accessories.category })
      .from(accessories)
      .where(eq(accessories.status, 'active'))
      .orderBy(asc(accessories.category));
    return rows.map((r) => r.category);
  }

  async function listSubcategories(category: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ subCategory: accessories.subCategory })
      .from(accessories)
      .where(
        and(
          eq(accessories.status, 'active'),
          eq(accessories.category, category),
          isNotNull(accessories.subCategory),
        ),
      )
      .orderBy(asc(accessories.subCategory));
    return rows.flatMap((r) => (r.subCategory ? [r.subCategory] : []));
  }

  async function createAccessory(input: AccessoryInput): Promise<AccessoryRow> {
    const [row] = await db.insert(accessories).values(input).returning();
    counts.invalidate();
    return row!;
  }

  /**
   * A new accessory (active, spec §4); the seller is the signed-in user, never the body. An
   * admin's is audited ('accessory.create') in the same transaction.
   */
  async function createForSeller(
    writer: AccessoryWriter,
    write: AccessoryWrite,
  ): Promise<Accessory> {
    const images = await ownImages(writer.id, write.images);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accessories)
        .values({ ...write, images, sellerId: writer.id })
        .returning();
      if (writer.isAdmin) {
        await recordAudit(tx, writer, {
          action: 'accessory.create',
          entityType: 'accessory',
          entityId: created!.id,
          before: null,
          after: auditFields(created!),
        });
      }
      return created!;
    });
    counts.invalidate();
    return toAccessory((await findWithSeller(row.id))!, 'page');
  }

  /** The accessory if `viewer` may change it (its seller or an admin); 404 when absent, 403 when not theirs. */
  async function ownedRow(
    id: string,
    viewer: { id: string; isAdmin: boolean },
    notYours: string,
    executor: Pick<Db, 'select'> = db,
  ): Promise<AccessoryRow> {
    const [row] = isUuid(id)
      ? await executor
          .select()
          .from(accessories)
          .where(eq(accessories.id, id))
          .limit(1)
          .for('update')
      : [];
    if (!row) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.accessoryNotFound);
    if (!viewer.isAdmin && row.sellerId !== viewer.id) throw new AppError('FORBIDDEN', notYours);
    return row;
  }

  /** Its seller or an admin; an admin's edit is audited ('accessory.update') with what changed. */
  async function updateAccessory(
    id: string,
    writer: AccessoryWriter,
    write: AccessoryWrite,
  ): Promise<Accessory> {
    const current = await ownedRow(id, writer, ACCESSORY_FORM_MESSAGES.notYoursToEdit);
    const images = await ownImages(writer.id, write.images, current.images);
    await db.transaction(async (tx) => {
      const before = await ownedRow(id, writer, ACCESSORY_FORM_MESSAGES.notYoursToEdit, tx);
      const [after] = await tx
        .update(accessories)
        .set({ ...write, images })
        .where(eq(accessories.id, id))
        .returning();
      if (writer.isAdmin) {
        await recordAudit(tx, writer, {
          action: 'accessory.update',
          entityType: 'accessory',
          entityId: id,
          ...changedFields(auditFields(before), auditFields(after!)),
        });
      }
    });
    counts.invalidate();
    return toAccessory((await findWithSeller(id))!, 'page');
  }

  /**
   * Deletes an accessory. Carts keep the line (priced as "no longer available"), unpaid payments
   * give nothing back to a row that is gone, and orders keep their own copy of the line (their
   * `accessory_id` becomes null), so nothing already bought changes.
   */
  async function deleteAccessory(id: string, writer: AccessoryWriter): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await ownedRow(id, writer, ACCESSORY_FORM_MESSAGES.notYoursToDelete, tx);
      await tx.delete(accessories).where(eq(accessories.id, id));
      if (writer.isAdmin) {
        await recordAudit(tx, writer, {
          action: 'accessory.delete',
          entityType: 'accessory',
          entityId: id,
          before: auditFields(row),
          after: null,
        });
      }
    });
    counts.invalidate();
  }

  return {
    listAccessories,
    listForAdmin,
    listPublicByIds,
    getAccessory,
    findWithSeller,
    listCategories,
    listSubcategories,
    createAccessory,
    createForSeller,
    updateAccessory,
    deleteAccessory,
  };
}
