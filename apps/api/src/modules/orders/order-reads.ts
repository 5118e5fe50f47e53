import type { Order, OrderRefund, SellerOrder } from '@campus-threads/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import { joinSeller, sellerName } from '../users/seller-names';
import type { OrderDocumentNumbers, OrderDocumentNumbersReader } from './order-invoices';
import { toOrder, toSellerOrder, type SellerNames } from './order-presenter';
import type { OrderRefundReads } from './order-refunds';
import type { OrderReturnTotals, OrderReturnTotalsReader } from './order-return-totals';

/** The buyer's lists show at most this many orders. */
export const RECENT_ORDERS_MAX = 100;

/**
 * Reading orders as the API sends them, shared by the buyer's, the seller's and the status
 * services: each page of orders in three statements (orders, then their lines with the sellers'
 * names and their documents' numbers), one more when it holds a cancelled order (its refund), one
 * more when it holds a delivered one (what its returns brought back).
 */
export function createOrderReads(deps: {
  db: Db;
  refunds: OrderRefundReads;
  /** The invoices' and credit notes' numbers (modules/invoices, docs/decisions/0050). */
  invoices: OrderDocumentNumbersReader;
  /** What received returns brought back (modules/returns, docs/decisions/0059). */
  returnTotals: OrderReturnTotalsReader;
}) {
  const { db, refunds, invoices, returnTotals } = deps;

  /** What came back of a page of orders (one statement; none asked without a delivered order). */
  async function returnsOf(rows: readonly OrderRow[]): Promise<Map<string, OrderReturnTotals>> {
    const delivered = rows.filter((r) => r.status === 'delivered').map((r) => r.id);
    if (delivered.length === 0) return new Map();
    return returnTotals.forOrders(delivered);
  }

  /** The documents' numbers of a page of orders (one statement). */
  async function documentsOf(
    rows: readonly OrderRow[],
  ): Promise<Map<string, OrderDocumentNumbers>> {
    return invoices.numbersFor(rows.map((r) => r.id));
  }

  /** The refunds of a page of orders (one statement; none asked when no order is cancelled). */
  async function refundsOf(rows: readonly OrderRow[]): Promise<Map<string, OrderRefund>> {
    const cancelled = rows.filter((r) => r.status === 'cancelled').map((r) => r.id);
    if (cancelled.length === 0) return new Map();
    return refunds.forOrders(cancelled);
  }

  /** Order lines in their order, with the names of their sellers (the buyer sees who sells what). */
  async function linesWithSellers(where: SQL) {
    const rows = await db
      .select({ item: orderItems, sellerName })
      .from(orderItems)
      .leftJoin(...joinSeller(orderItems.sellerId))
      .where(where)
      .orderBy(asc(orderItems.position));
    const sellerNames: SellerNames = new Map(
      rows.flatMap((r) =>
        r.item.sellerId && r.sellerName ? [[r.item.sellerId, r.sellerName]] : [],
      ),
    );
    return { items: rows.map((r) => r.item), sellerNames };
  }

  /**
   * Orders with their items, refunds, documents and returns: three statements, one more with a
   * cancelled order (its refund), one more with a delivered one (what came back).
   */
  async function load(where: SQL, limit = RECENT_ORDERS_MAX): Promise<Order[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    if (rows.length === 0) return [];
    const [lines, paidBack, documents, returned] = await Promise.all([
      linesWithSellers(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      ),
      refundsOf(rows),
      documentsOf(rows),
      returnsOf(rows),
    ]);
    return rows.map((row) =>
      toOrder(
        row,
        lines.items.filter((i) => i.orderId === row.id),
        paidBack.get(row.id) ?? null,
        lines.sellerNames,
        documents.get(row.id) ?? null,
        returned.get(row.id) ?? null,
      ),
    );
  }

  async function getById(id: string): Promise<Order | undefined> {
    const [order] = await load(eq(orders.id, id), 1);
    return order;
  }

  /**
   * Orders with only this seller's lines, newest first: those they fulfil with the delivery
   * details, the shop's holding their Print & Delivery designs without (toSellerOrder).
   */
  async function loadForSeller(
    sellerId: string,
    where: SQL,
    limit: number,
    offset = 0,
  ): Promise<SellerOrder[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    if (rows.length === 0) return [];
    const [lines, paidBack, documents, returned] = await Promise.all([
      linesWithSellers(
        and(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
          eq(orderItems.sellerId, sellerId),
        )!,
      ),
      refundsOf(rows),
      documentsOf(rows),
      returnsOf(rows),
    ]);
    return rows.map((row) =>
      toSellerOrder(
        row,
        sellerId,
        lines.items.filter((i) => i.orderId === row.id),
        paidBack.get(row.id) ?? null,
        lines.sellerNames,
        documents.get(row.id) ?? null,
        returned.get(row.id) ?? null,
      ),
    );
  }

  return { load, getById, loadForSeller };
}

export type OrderReads = ReturnType<typeof createOrderReads>;
