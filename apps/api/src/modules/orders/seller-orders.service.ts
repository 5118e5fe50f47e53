import {
  periodBounds,
  toRupees,
  type OrderStatus,
  type SellerOrder,
  type SellerOrdersResponse,
  type SellerSalesSummary,
} from '@campus-threads/contract';
import { and, count, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { orderItems, orders } from '../../db/schema/orders';
import { pageOffset, toPagination } from '../../lib/pagination';
import type { OrderReads } from './order-reads';

/** A CSV export covers at most this many orders (a date range of a busy seller stays bounded). */
export const SELLER_EXPORT_MAX_ORDERS = 5_000;

/** GET /api/orders/seller: status filter, paging, and the period (`from`/`to`, days in India). */
export type SellerOrdersQuery = {
  status?: OrderStatus;
  page: number;
  limit: number;
  from?: string;
  to?: string;
};

/** The seller's sales history: the orders they fulfil, with their own lines only. */
export function createSellerOrdersService(deps: { db: Db; reads: OrderReads }) {
  const { db, reads } = deps;

  /** The seller's orders (those they fulfil) in a period; a missing end is open. */
  function sellerScope(sellerId: string, from?: string, to?: string): SQL[] {
    const { start, end } = periodBounds(from, to);
    return [
      eq(orders.fulfillerId, sellerId),
      ...(start ? [gte(orders.createdAt, start)] : []),
      ...(end ? [lt(orders.createdAt, end)] : []),
    ];
  }

  /** The period's sales (DECISIONS #10): paid orders that are not cancelled; units of own lines. */
  async function sellerSummary(
    sellerId: string,
    from?: string,
    to?: string,
  ): Promise<SellerSalesSummary> {
    const counted = and(...sellerScope(sellerId, from, to), ne(orders.status, 'cancelled'));
    const [[totals], [units]] = await Promise.all([
      db
        .select({
          orders: count(),
          revenuePaise: sumOf(orders.totalAmountPaise),
        })
        .from(orders)
        .where(counted),
      db
        .select({ units: sumOf(orderItems.quantity) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(counted, eq(orderItems.sellerId, sellerId))),
    ]);
    return {
      from: from ?? null,
      to: to ?? null,
      orders: totals?.orders ?? 0,
      units: units?.units ?? 0,
      revenue: toRupees(totals?.revenuePaise ?? 0),
      shopFulfilled: { orders: 0, units: 0 },
    };
  }

  /** GET /api/orders/seller: the orders the seller fulfils, their own lines, and the summary. */
  async function listForSeller(
    sellerId: string,
    query: SellerOrdersQuery,
  ): Promise<SellerOrdersResponse> {
    const where = and(
      ...sellerScope(sellerId, query.from, query.to),
      ...(query.status ? [eq(orders.status, query.status)] : []),
    )!;
    const [[total], list, summary] = await Promise.all([
      db.select({ n: count() }).from(orders).where(where),
      reads.loadForSeller(sellerId, where, query.limit, pageOffset(query.page, query.limit)),
      sellerSummary(sellerId, query.from, query.to),
    ]);
    const totalItems = total?.n ?? 0;
    return {
      orders: list,
      pagination: toPagination(query.page, query.limit, totalItems),
      summary,
    };
  }

  /** Every order the seller fulfils in the period (for the CSV), newest first. */
  async function sellerOrdersInPeriod(
    sellerId: string,
    from: string,
    to: string,
  ): Promise<SellerOrder[]> {
    return reads.loadForSeller(
      sellerId,
      and(...sellerScope(sellerId, from, to))!,
      SELLER_EXPORT_MAX_ORDERS,
    );
  }

  return { listForSeller, sellerOrdersInPeriod, sellerSummary };
}
