import {
  OPEN_RETURN_STATUSES,
  RETURN_MESSAGES,
  type ReturnRequest,
  type ReturnRequestsResponse,
  type ReturnStatus,
} from '@campus-threads/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnItems, returnRequests, type ReturnRequestRow } from '../../db/schema/returns';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import type { InvoicesService } from '../invoices/invoices.service';
import { readReturnableOrder, returnLineFacts } from '../orders/order-return-facts';
import { cashRefundsOf } from '../refunds/cash-refund-reads';
import { toReturnRequest } from './return-presenter';

/** A list's filter: one status, the open ones (requested + approved), or all. */
export type ReturnStatusFilter = ReturnStatus | 'open' | 'all';
export type ReturnListQuery = { status: ReturnStatusFilter; page: number; limit: number };

function statusWhere(status: ReturnStatusFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'open') return inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]);
  return eq(returnRequests.status, status);
}

/**
 * Reading requests as the API sends them: a page is one statement for the requests, one for the
 * total, then one each for their items, the order lines those name (with the buyer's name) and
 * their credit notes' numbers, however many requests the page holds. Newest first; each list
 * reads an index of return_requests (by order, buyer, fulfiller and status, each with created_at).
 */
export function createReturnReads(deps: {
  db: Db;
  invoices: Pick<InvoicesService, 'returnCreditNoteNumbers'>;
}) {
  const { db, invoices } = deps;

  async function present(rows: readonly ReturnRequestRow[]): Promise<ReturnRequest[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const items = await db.select().from(returnItems).where(inArray(returnItems.returnId, ids));
    const [facts, creditNotes, cash] = await Promise.all([
      returnLineFacts(
        db,
        items.map((i) => i.orderItemId),
      ),
      invoices.returnCreditNoteNumbers(ids),
      cashRefundsOf(db, ids),
    ]);
    return rows.map((row) =>
      toReturnRequest(
        row,
        items.filter((i) => i.returnId === row.id),
        facts,
        creditNotes.get(row.id) ?? null,
        cash.get(row.id),
      ),
    );
  }

  async function page(where: SQL | undefined, query: ReturnListQuery) {
    const filter = and(where, statusWhere(query.status));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(returnRequests)
        .where(filter)
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
      db.select({ n: count() }).from(returnRequests).where(filter),
    ]);
    return {
      requests: await present(rows),
      pagination: toPagination(query.page, query.limit, total?.n ?? 0),
    } satisfies ReturnRequestsResponse;
  }

  /** One request as just written (after a create or a move). */
  async function getById(id: string): Promise<ReturnRequest> {
    const rows = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const [request] = await present(rows);
    if (!request) throw new AppError('NOT_FOUND', RETURN_MESSAGES.requestNotFound);
    return request;
  }

  /**
   * GET /api/orders/:id/returns: the order's requests for its buyer, the seller who fulfils it and
   * admins; anyone else gets the 404 of a missing order.
   */
  async function forOrder(orderId: string, viewer: NonNullable<Viewer>, query: ReturnListQuery) {
    const order = isUuid(orderId) ? await readReturnableOrder(db, orderId) : null;
    const mayRead =
      order && (viewer.isAdmin || order.userId === viewer.id || order.fulfillerId === viewer.id);
    if (!mayRead) throw new AppError('NOT_FOUND', RETURN_MESSAGES.orderNotFound);
    return page(eq(returnRequests.orderId, orderId), query);
  }

  return {
    getById,
    forOrder,
    /** GET /api/returns/mine: the buyer's own requests. */
    mine: (userId: string, query: ReturnListQuery) =>
      page(eq(returnRequests.userId, userId), query),
    /** GET /api/returns/seller: requests on the orders the seller fulfils. */
    forSeller: (sellerId: string, query: ReturnListQuery) =>
      page(eq(returnRequests.fulfillerId, sellerId), query),
    /** GET /api/admin/returns: every request. */
    all: (query: ReturnListQuery) => page(undefined, query),
  };
}

export type ReturnReads = ReturnType<typeof createReturnReads>;
