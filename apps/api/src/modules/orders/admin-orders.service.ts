import {
  ADMIN_EXPORT_MAX_ORDERS,
  ADMIN_ORDER_MESSAGES,
  adminOrdersSummary,
  DELIVERY_DATE_NOTICES,
  deliveryDateProblem,
  deliveryDayChanged,
  formatShopDate,
  isFinalOrderStatus,
  ORDER_MESSAGES,
  paymentState,
  periodBounds,
  shortOrderId,
  SHORT_ORDER_ID_RE,
  toPaise,
  type AdminOrder,
  type AdminOrderItem,
  type AdminOrderListQuery,
  type AdminOrdersResponse,
  type OrderRefund,
  type OrderStatus,
} from '@campus-threads/contract';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderMoney } from '../../db/net-revenue';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pageOffset, toPagination } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import { joinSeller, sellerContact } from '../users/seller-names';
import type { OrderDocumentNumbers, OrderDocumentNumbersReader } from './order-invoices';
import type { ExportBatch } from './admin-orders-export';
import type { OrderReturnTotals, OrderReturnTotalsReader } from './order-return-totals';
import { toOrder } from './order-presenter';
import type { OrderRefundReads } from './order-refunds';

/** An order line with its seller's contact (null when the seller's account is gone). */
type ItemWithSeller = {
  item: OrderItemRow;
  sellerName: string | null;
  sellerEmail: string | null;
  sellerPhone: string | null;
};

/** Orders read per statement while writing a CSV (memory stays bounded whatever the range). */
export const EXPORT_BATCH_SIZE = 500;

/** `%`, `_` and `\` in a search are plain characters. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Nothing left to pay: paid in full, or an advance order whose balance was collected at the door
 * (docs/decisions/0048); anything else still owes its remaining amount.
 */
const fullyPaid = sql`(${orders.remainingAmountPaise} <= ${orders.balanceCreditedPaise} or ${orders.balanceCollectedAt} is not null)`;
const owing = sql`(${orders.remainingAmountPaise} > ${orders.balanceCreditedPaise} and ${orders.balanceCollectedAt} is null)`;

/**
 * The filters of the list without the status tab (the summary counts over these): order id (full
 * uuid, or the short id shown = its last 8 characters) or part of the customer's name, payment
 * status, amount bounds in rupees (inclusive).
 */
function listFilters(query: AdminOrderListQuery): SQL[] {
  const where: SQL[] = [];
  const q = query.q.trim();
  if (q) {
    const lowered = q.toLowerCase();
    const name = sql`lower(${orders.deliveryDetails}->>'fullName') like ${`%${likeEscape(lowered)}%`}`;
    if (isUuid(q)) where.push(eq(orders.id, lowered));
    else if (SHORT_ORDER_ID_RE.test(q))
      where.push(or(sql`${orders.id}::text like ${`%${lowered}`}`, name)!);
    else where.push(name);
  }
  // Nothing is due on a cancelled order: it is neither paid nor pending (docs/decisions/0035).
  const live = sql`${orders.status} <> 'cancelled'`;
  if (query.paymentStatus === 'paid') where.push(fullyPaid, live);
  if (query.paymentStatus === 'pending') where.push(owing, live);
  // A failed payment makes no order (docs/decisions/0021).
  if (query.paymentStatus === 'failed') where.push(sql`false`);
  if (query.minAmount !== undefined)
    where.push(gte(orders.totalAmountPaise, toPaise(query.minAmount)));
  if (query.maxAmount !== undefined)
    where.push(lte(orders.totalAmountPaise, toPaise(query.maxAmount)));
  return where;
}

/**
 * An order as the admin screen shows it (`refund`: a cancelled paid order's; `documents`: its
 * invoice's and credit note's numbers).
 */
export function toAdminOrder(
  row: OrderRow,
  lines: ItemWithSeller[],
  refund: OrderRefund | null = null,
  documents: OrderDocumentNumbers | null = null,
  returned: OrderReturnTotals | null = null,
): AdminOrder {
  const order = toOrder(
    row,
    lines.map((l) => l.item),
    refund,
    new Map(
      lines.flatMap((l) =>
        l.item.sellerId && l.sellerName ? [[l.item.sellerId, l.sellerName]] : [],
      ),
    ),
    documents,
    returned,
  );
  const items = order.items.map((item, index): AdminOrderItem => {
    const line = lines[index]!;
    return {
      ...item,
      seller: {
        sellerId: line.item.sellerId,
        sellerName: line.sellerName ?? 'N/A',
        sellerEmail: line.sellerEmail ?? 'N/A',
        sellerPhone: line.sellerPhone ?? 'N/A',
      },
      // The shop's order (no fulfilling seller) holds the Print & Delivery t-shirts.
      printAndDeliver: line.item.productType === 'tshirt' && row.fulfillerId === null,
    };
  });
  return {
    ...order,
    items,
    // Lines, as the expanded row lists them.
    itemCount: items.length,
    paymentStatus: paymentState(order),
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

/**
 * What only admins do with orders (docs/decisions/0021): the filtered, paged list with its
 * summary, the expected delivery date, and the CSV export. Status changes are the
 * change-order-status flow's (apps/api/src/flows), shared with sellers.
 */
export function createAdminOrdersService(deps: {
  db: Db;
  /** A cancelled order's payment status is its refund's (docs/decisions/0035). */
  refunds: OrderRefundReads;
  /** The buyer is told when an admin changes the delivery date. */
  notifications: NotificationsService;
  /** The invoices' and credit notes' numbers (modules/invoices, docs/decisions/0050). */
  invoices: OrderDocumentNumbersReader;
  /** What received returns brought back (modules/returns, docs/decisions/0059). */
  returnTotals: OrderReturnTotalsReader;
}) {
  const { db, refunds, notifications, invoices, returnTotals } = deps;

  /**
   * The orders' lines with their sellers' contacts: one statement for any number of orders, one
   * for their documents' numbers, and one more for the refunds when some order is cancelled.
   */
  async function present(rows: OrderRow[]): Promise<AdminOrder[]> {
    if (rows.length === 0) return [];
    const cancelled = rows.filter((r) => r.status === 'cancelled').map((r) => r.id);
    const paidBack =
      cancelled.length > 0 ? refunds.forOrders(cancelled) : Promise.resolve(new Map());
    const numbers: Promise<Map<string, OrderDocumentNumbers>> = invoices.numbersFor(
      rows.map((r) => r.id),
    );
    const delivered = rows.filter((r) => r.status === 'delivered').map((r) => r.id);
    const returnedBack: Promise<Map<string, OrderReturnTotals>> =
      delivered.length > 0 ? returnTotals.forOrders(delivered) : Promise.resolve(new Map());
    const lines = await db
      .select({ item: orderItems, ...sellerContact })
      .from(orderItems)
      .leftJoin(...joinSeller(orderItems.sellerId))
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    const byOrder = new Map<string, ItemWithSeller[]>();
    for (const line of lines) {
      const list = byOrder.get(line.item.orderId);
      if (list) list.push(line);
      else byOrder.set(line.item.orderId, [line]);
    }
    const refundOf: Map<string, OrderRefund> = await paidBack;
    const documentsOf = await numbers;
    const returnsOf = await returnedBack;
    return rows.map((row) =>
      toAdminOrder(
        row,
        byOrder.get(row.id) ?? [],
        refundOf.get(row.id) ?? null,
        documentsOf.get(row.id) ?? null,
        returnsOf.get(row.id) ?? null,
      ),
    );
  }

  /**
   * GET /api/orders/admin: three statements whatever the page size: the counts per status over
   * the filters (the summary cards, and the page count), the page of orders (newest first, along
   * the orders_newest index), and their lines with the sellers.
   */
  async function list(query: AdminOrderListQuery): Promise<AdminOrdersResponse> {
    const filters = listFilters(query);
    const tab = query.status === 'all' ? [] : [eq(orders.status, query.status)];
    const [counts, rows] = await Promise.all([
      db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(and(...filters))
        .groupBy(orders.status),
      db
        .select()
        .from(orders)
        .where(and(...filters, ...tab))
        // Exactly the orders_newest index's order, so a page is an index scan, not a sort.
        .orderBy(sql`${orders.createdAt} desc nulls last`, asc(orders.id))
        .limit(query.limit)
        .offset(pageOffset(query.page, query.limit)),
    ]);
    const summary = adminOrdersSummary(
      Object.fromEntries(counts.map((c) => [c.status as OrderStatus, c.n])),
    );
    const totalItems =
      query.status === 'all'
        ? summary.total
        : (counts.find((c) => c.status === query.status)?.n ?? 0);
    return {
      orders: await present(rows),
      pagination: toPagination(query.page, query.limit, totalItems),
      summary,
    };
  }

  async function getById(id: string): Promise<AdminOrder> {
    const rows = isUuid(id) ? await db.select().from(orders).where(eq(orders.id, id)) : [];
    if (rows.length === 0) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    return (await present(rows))[0]!;
  }

  /**
   * PATCH /api/orders/{id}/delivery-date: a new expected delivery for an order still on its way
   * (not delivered or cancelled: 409), not in the past (a minute of clock skew allowed: 422),
   * audited in the same transaction. The buyer's order and timeline read the same column.
   */
  async function setDeliveryDate(
    id: string,
    value: Date,
    actor: AuditActor,
    now: Date = new Date(),
  ): Promise<AdminOrder> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      if (isFinalOrderStatus(order.status as OrderStatus))
        throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.deliveryDateFinal);
      const problem = deliveryDateProblem(value, now);
      if (problem)
        throw new AppError('VALIDATION', problem, [
          { field: 'expectedDeliveryDate', message: problem },
        ]);
      await recordAudit(tx, actor, {
        action: 'order.delivery_date',
        entityType: 'order',
        entityId: id,
        before: { expectedDeliveryDate: order.expectedDeliveryDate.toISOString() },
        after: { expectedDeliveryDate: value.toISOString() },
      });
      await tx.update(orders).set({ expectedDeliveryDate: value }).where(eq(orders.id, id));
      // A new day is news to the buyer (docs/decisions/0035).
      if (deliveryDayChanged(order.expectedDeliveryDate, value)) {
        await notifications.notify(
          [
            {
              userId: order.userId,
              type: 'ORDER_STATUS',
              message: DELIVERY_DATE_NOTICES.changed(shortOrderId(id), formatShopDate(value)),
              orderId: id,
              productInfo: null,
            },
          ],
          tx,
        );
      }
    });
    return getById(id);
  }

  /**
   * The orders created in a period (days in India, both included), for the CSV: sales, so not the
   * ₹0 replacements of size exchanges (docs/decisions/0057).
   */
  function periodScope(from: string, to: string): SQL {
    const { start, end } = periodBounds(from, to);
    return and(
      gte(orders.createdAt, start!),
      lt(orders.createdAt, end!),
      isNull(orders.replacesOrderId),
    )!;
  }

  /**
   * The period's orders for the CSV, oldest first, a batch at a time (each batch three statements,
   * with what each order received and refunded),
   * so the file streams out with bounded memory. A period of more than ADMIN_EXPORT_MAX_ORDERS
   * orders is refused before anything is written (422).
   */
  async function exportBatches(
    from: string,
    to: string,
    batchSize = EXPORT_BATCH_SIZE,
  ): Promise<AsyncGenerator<ExportBatch>> {
    const scope = periodScope(from, to);
    const [total] = await db.select({ n: count() }).from(orders).where(scope);
    const n = total?.n ?? 0;
    if (n > ADMIN_EXPORT_MAX_ORDERS)
      throw new AppError(
        'VALIDATION',
        ADMIN_ORDER_MESSAGES.exportTooLarge(ADMIN_EXPORT_MAX_ORDERS),
      );
    async function* batches() {
      // Oldest first: orders placed while the file is written land after the last page read.
      for (let offset = 0; offset < n; offset += batchSize) {
        const rows = await db
          .select()
          .from(orders)
          .where(scope)
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(Math.min(batchSize, n - offset))
          .offset(offset);
        if (rows.length === 0) return;
        const presented = await present(rows);
        yield {
          orders: presented,
          money: await orderMoney(
            db,
            rows.map((r) => r.id),
          ),
        };
      }
    }
    return batches();
  }

  return { list, getById, setDeliveryDate, exportBatches };
}
