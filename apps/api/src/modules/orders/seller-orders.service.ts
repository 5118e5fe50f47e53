import {
  periodBounds,
  toRupees,
  type OrderStatus,
  type SellerOrder,
  type SellerOrdersResponse,
  type SellerSalesSummary,
} from '@campus-threads/contract';
import { and, count, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { joinRefunded, orderMoney, sumNetRevenue, type OrderMoney } from '../../db/net-revenue';
import { orderItems, orders } from '../../db/schema/orders';
import { isUuid } from '../../lib/ids';
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
  /** An order id (full, or the short id shown), part of the buyer's name or of a product's title. */
  q?: string;
  /** `open`: only orders with an exchange or return request waiting on the seller. */
  requests?: 'open';
};

/** `%` and `_` typed in a search are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Sales' search (decision 0056): an order id (the full uuid, or the short id shown, its last 8
 * characters), or part of the buyer's name or of the title of one of the seller's lines.
 */
function searchOf(sellerId: string, text: string | undefined): SQL[] {
  const q = text?.trim().toLowerCase();
  if (!q) return [];
  const like = `%${likeEscape(q)}%`;
  const ownTitles = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerId} = ${sellerId} and lower(${orderItems.title}) like ${like})`;
  return [
    or(
      isUuid(q) ? eq(orders.id, q) : sql`${orders.id}::text like ${`%${likeEscape(q)}`}`,
      sql`lower(${orders.deliveryDetails}->>'fullName') like ${like}`,
      ownTitles,
    )!,
  ];
}

/** Orders made in a period (days in India); a missing end is open. */
function inPeriod(from?: string, to?: string): SQL[] {
  const { start, end } = periodBounds(from, to);
  return [
    ...(start ? [gte(orders.createdAt, start)] : []),
    ...(end ? [lt(orders.createdAt, end)] : []),
  ];
}

/**
 * The seller's sales history: the orders they fulfil, and the shop's orders holding their Print &
 * Delivery designs (read-only, docs/decisions/0048), each with the seller's own lines only.
 */
export function createSellerOrdersService(deps: {
  db: Db;
  reads: OrderReads;
  /** Orders with an open exchange or return request (the returns module's, through app/services.ts). */
  hasOpenRequest: (orderId: typeof orders.id) => SQL;
}) {
  const { db, reads } = deps;
  const withOpenRequest = deps.hasOpenRequest(orders.id);

  /**
   * The orders a seller sees in a period, found through their own lines (the order_items_seller
   * index), so both kinds come from one indexed read: every line of an order a seller fulfils is
   * theirs; of the shop's orders only those holding a line of theirs match; another seller's
   * orders never do.
   */
  function sellerScope(sellerId: string, from?: string, to?: string): SQL[] {
    const withOwnLines = db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.sellerId, sellerId));
    return [
      inArray(orders.id, withOwnLines),
      or(eq(orders.fulfillerId, sellerId), isNull(orders.fulfillerId))!,
      ...inPeriod(from, to),
    ];
  }

  /**
   * The period's sales (DECISIONS.md row 10): paid orders that are not cancelled, and not the ₹0
   * replacement of a size exchange (docs/decisions/0057). Orders are those the seller fulfils;
   * their revenue is what was received for them, net of every refund (db/net-revenue.ts); units
   * are of their own lines. The shop's orders
   * holding their Print & Delivery designs are counted apart (`shopFulfilled`): the shop was paid
   * for them.
   */
  async function sellerSummary(
    sellerId: string,
    from?: string,
    to?: string,
  ): Promise<SellerSalesSummary> {
    const notCancelled = ne(orders.status, 'cancelled');
    const counted = isNull(orders.replacesOrderId);
    const byShop = sql<boolean>`${orders.fulfillerId} is null`;
    const [own] = await db
      .select({
        orders: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
        revenuePaise: sumNetRevenue(),
      })
      .from(orders)
      .leftJoin(...joinRefunded)
      .where(and(eq(orders.fulfillerId, sellerId), notCancelled, ...inPeriod(from, to)));
    const units = await db
      .select({
        byShop,
        orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
        units: sumOf(orderItems.quantity),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.sellerId, sellerId),
          or(eq(orders.fulfillerId, sellerId), isNull(orders.fulfillerId)),
          notCancelled,
          counted,
          ...inPeriod(from, to),
        ),
      )
      .groupBy(byShop);
    const ownUnits = units.find((u) => !u.byShop);
    const shopUnits = units.find((u) => u.byShop);
    return {
      from: from ?? null,
      to: to ?? null,
      orders: own?.orders ?? 0,
      units: ownUnits?.units ?? 0,
      revenue: toRupees(own?.revenuePaise ?? 0),
      shopFulfilled: { orders: shopUnits?.orders ?? 0, units: shopUnits?.units ?? 0 },
    };
  }

  /**
   * GET /api/orders/seller: the orders the seller fulfils and the shop's holding their designs,
   * newest first, filtered and paged together, their own lines, and the summary.
   */
  async function listForSeller(
    sellerId: string,
    query: SellerOrdersQuery,
  ): Promise<SellerOrdersResponse> {
    const where = and(
      ...sellerScope(sellerId, query.from, query.to),
      ...(query.status ? [eq(orders.status, query.status)] : []),
      ...searchOf(sellerId, query.q),
      ...(query.requests === 'open' ? [withOpenRequest] : []),
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

  /**
   * Every order the seller sees in the period (for the CSV), newest first, but the ₹0 replacements
   * of size exchanges (not sales, docs/decisions/0057), with what each received and refunded.
   */
  async function sellerOrdersInPeriod(
    sellerId: string,
    from: string,
    to: string,
  ): Promise<{ orders: SellerOrder[]; money: Map<string, OrderMoney> }> {
    const sold = await reads.loadForSeller(
      sellerId,
      and(...sellerScope(sellerId, from, to), isNull(orders.replacesOrderId))!,
      SELLER_EXPORT_MAX_ORDERS,
    );
    const money = await orderMoney(
      db,
      sold.map((o) => o._id),
    );
    return { orders: sold, money };
  }

  return { listForSeller, sellerOrdersInPeriod, sellerSummary };
}
