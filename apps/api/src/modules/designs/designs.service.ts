import {
  CATALOG_MESSAGES,
  UPLOAD_HISTORY_TABS,
  type SellerDesign,
  type SellerDesignsResponse,
  type UploadHistoryTab,
  type TshirtListQuery,
  type TshirtListResponse,
  type Tshirt,
} from '@campus-threads/contract';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, type DesignRow, type NewDesignRow } from '../../db/schema/designs';
import { joinSeller, sellerName } from '../users/seller-names';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-urls';
import { pageOffset, toPagination } from '../../lib/pagination';
import { isUuid } from '../../lib/ids';
import type { NotificationsService } from '../notifications/notifications.service';
import type { CountCache } from '../../lib/count-cache';
import { sortPriceOf } from './design-pricing';
import { filtersKey } from '../../lib/sql-helpers';
import { publicTshirtWhere, tshirtOrder } from './tshirt-filters';
import { toTshirt, type DesignWithSeller } from './tshirt-presenter';
import { withdrawalOf, type DesignWithdrawals } from './design-withdrawals';

/** Everything a new design row takes except what the service derives (the sort price). */
export type DesignInput = Omit<
  NewDesignRow,
  'id' | 'sortPricePaise' | 'sortPriceExpiresAt' | 'searchVector'
>;
export type DesignPatch = Partial<Omit<DesignInput, 'sellerId'>>;

const { searchVector: _searchVector, ...designColumns } = getTableColumns(designs);
const designWithSeller = { ...designColumns, sellerName };

export type DesignsService = ReturnType<typeof createDesignsService>;

/** Owns the designs table: the public catalogue reads and every write (which keep the sort price). */
export function createDesignsService(deps: {
  db: Db;
  counts: CountCache;
  notifications: NotificationsService;
  /** What leaving the shop does to other modules' rows (drops: decision 0055). */
  withdrawals?: DesignWithdrawals;
}) {
  const { db, counts } = deps;

  /** One statement for the page (rows and sellers' names), one for the total unless cached. */
  async function listTshirts(
    query: TshirtListQuery,
    now: Date = new Date(),
  ): Promise<TshirtListResponse> {
    const { page, limit, sort, ...filters } = query;
    const where = publicTshirtWhere(filters);
    const [rows, totalItems] = await Promise.all([
      db
        .select(designWithSeller)
        .from(designs)
        .innerJoin(...joinSeller(designs.sellerId))
        .where(where)
        .orderBy(...tshirtOrder(sort))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      counts.get(`tshirts:${filtersKey(filters)}`, async () => {
        const [row] = await db.select({ n: count() }).from(designs).where(where);
        return row?.n ?? 0;
      }),
    ]);
    return {
      tshirts: rows.map((row) => toTshirt(row, 'card', now)),
      pagination: toPagination(page, limit, totalItems),
    };
  }

  /** Approved designs by id, as cards (wishlists): one statement; missing ids are left out. */
  async function listPublicByIds(
    ids: readonly string[],
    now: Date = new Date(),
  ): Promise<Tshirt[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await db
      .select(designWithSeller)
      .from(designs)
      .innerJoin(...joinSeller(designs.sellerId))
      .where(and(inArray(designs.id, valid), eq(designs.status, 'approved')));
    return rows.map((row) => toTshirt(row, 'card', now));
  }

  async function countBySeller(sellerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(designs)
      .where(eq(designs.sellerId, sellerId));
    return row?.n ?? 0;
  }

  async function findWithSeller(id: string): Promise<DesignWithSeller | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select(designWithSeller)
      .from(designs)
      .innerJoin(...joinSeller(designs.sellerId))
      .where(eq(designs.id, id))
      .limit(1);
    return row;
  }

  /** The product page's design; one not approved exists only for its seller and admins. */
  async function getTshirt(id: string, viewer: Viewer, now: Date = new Date()): Promise<Tshirt> {
    const row = await findWithSeller(id);
    const visible =
      row && (row.status === 'approved' || viewer?.isAdmin || viewer?.id === row.sellerId);
    if (!row || !visible) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.tshirtNotFound);
    // Its seller and admins also get the remarks and the proof's address (the wizard's edit).
    if (viewer && (viewer.isAdmin || viewer.id === row.sellerId)) return toSellerDesign(row, now);
    return toTshirt(row, 'page', now);
  }

  async function createDesign(input: DesignInput, now: Date = new Date()): Promise<DesignRow> {
    const [row] = await db
      .insert(designs)
      .values({ ...input, ...sortPriceOf(withPriceDefaults(input), now) })
      .returning();
    counts.invalidate();
    return row!;
  }

  async function updateDesign(
    id: string,
    patch: DesignPatch,
    now: Date = new Date(),
  ): Promise<DesignRow> {
    const updated = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(designs).where(eq(designs.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', CATALOG_MESSAGES.tshirtNotFound);
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      );
      const next = { ...current, ...changes };
      const [row] = await tx
        .update(designs)
        .set({ ...changes, ...sortPriceOf(next, now) })
        .where(eq(designs.id, id))
        .returning();
      // A seller's edit sends an approved design back to review: its open drops end (0055).
      const why = withdrawalOf(current.status, row!.status);
      const afterCommit = why ? await deps.withdrawals?.run(tx, [id], why, null) : undefined;
      return { row: row!, afterCommit };
    });
    counts.invalidate();
    await updated.afterCommit?.();
    return updated.row;
  }

  /**
   * Re-prices designs whose timed sale has ended, so price sorts stop using the sale price.
   * The rows are found by sort_price_expires_at (partial index), so a run with nothing due is one
   * index probe. Returns how many rows changed.
   */
  async function repriceEndedSales(now: Date = new Date()): Promise<number> {
    const due = await db
      .select(designColumns)
      .from(designs)
      .where(and(isNotNull(designs.sortPriceExpiresAt), lte(designs.sortPriceExpiresAt, now)));
    for (const row of due) {
      await db.update(designs).set(sortPriceOf(row, now)).where(eq(designs.id, row.id));
    }
    if (due.length > 0) counts.invalidate();
    return due.length;
  }

  /**
   * A seller's approved designs, newest first, for their public page (the designs_seller index).
   * The page's rating is the reviews module's, over designs and accessories (app/routes.ts).
   */
  async function listApprovedBySeller(
    sellerId: string,
    page: number,
    limit: number,
    now: Date = new Date(),
  ): Promise<TshirtListResponse> {
    const where = and(eq(designs.sellerId, sellerId), eq(designs.status, 'approved'));
    const [rows, [total]] = await Promise.all([
      db
        .select(designWithSeller)
        .from(designs)
        .innerJoin(...joinSeller(designs.sellerId))
        .where(where)
        .orderBy(desc(designs.createdAt), desc(designs.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db.select({ n: count() }).from(designs).where(where),
    ]);
    return {
      tshirts: rows.map((row) => toTshirt(row, 'card', now)),
      pagination: toPagination(page, limit, total?.n ?? 0),
    };
  }

  /**
   * Upload history: the seller's own designs of one tab, newest first (at most OWN_DESIGNS_MAX),
   * with the count of every tab. Two statements whatever the number of designs.
   */
  async function listOwnDesigns(
    sellerId: string,
    tab: UploadHistoryTab = 'all',
    now: Date = new Date(),
  ): Promise<SellerDesignsResponse> {
    const mine = eq(designs.sellerId, sellerId);
    const [rows, perStatus] = await Promise.all([
      db
        .select(designWithSeller)
        .from(designs)
        .innerJoin(...joinSeller(designs.sellerId))
        .where(tab === 'all' ? mine : and(mine, eq(designs.status, tab)))
        .orderBy(desc(designs.createdAt), desc(designs.id))
        .limit(OWN_DESIGNS_MAX),
      db
        .select({ status: designs.status, n: count() })
        .from(designs)
        .where(mine)
        .groupBy(designs.status),
    ]);
    const counts = Object.fromEntries(
      UPLOAD_HISTORY_TABS.map((t) => [t, 0]),
    ) as SellerDesignsResponse['counts'];
    for (const { status, n } of perStatus) {
      counts.all += n;
      if (status in counts) counts[status as UploadHistoryTab] += n;
    }
    return { designs: rows.map((row) => toSellerDesign(row, now)), counts };
  }

  return {
    listTshirts,
    listApprovedBySeller,
    listOwnDesigns,
    listPublicByIds,
    countBySeller,
    getTshirt,
    findWithSeller,
    createDesign,
    updateDesign,
    repriceEndedSales,
  };
}

/** Upload history lists this many of a seller's newest designs. */
export const OWN_DESIGNS_MAX = 200;

function toSellerDesign(row: DesignWithSeller, now: Date): SellerDesign {
  return {
    ...toTshirt(row, 'page', now),
    sellerRemarks: row.adminRemarks,
    proofFileUrl: row.proofFileKey ? fileUrl(row.proofFileKey) : null,
  };
}

function withPriceDefaults(input: DesignInput) {
  return {
    pricePaise: input.pricePaise,
    discountPricePaise: input.discountPricePaise ?? null,
    saleEndTime: input.saleEndTime ?? null,
    colorVariants: input.colorVariants ?? [],
    colorPrices: input.colorPrices ?? [],
    colorDiscounts: input.colorDiscounts ?? [],
  };
}
