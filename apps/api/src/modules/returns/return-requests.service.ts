import {
  CASH_REFUND_MESSAGES,
  RETURN_MESSAGES,
  shortOrderId,
  type CreateReturnInput,
  type ReturnRequest,
  type UploadCategory,
} from '@campus-threads/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sumOf } from '../../db/money-sql';
import { returnItems, returnRequests } from '../../db/schema/returns';
import type { Viewer } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { accessoriesByIds } from '../accessories/accessory-lookups';
import type { NotificationsService } from '../notifications/notifications.service';
import { lockReturnableOrder } from '../orders/order-return-facts';
import type { Executor } from '../orders/order-refunds';
import { activeAdminIds } from '../users/admin-ids';
import type { ReturnReads } from './return-reads';
import { checkExchangeGoods, checkReturnRequest, type CheckedLine } from './return-rules';

export type ReturnRequestDeps = {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  reads: Pick<ReturnReads, 'getById'>;
  /** uploads.assertUploadedBy: the photos are the buyer's own finished uploads of `returns`. */
  assertUploadedBy: (
    userId: string,
    fileKeys: readonly string[],
    category: UploadCategory,
  ) => Promise<void>;
  /** The sizes each design is offered in, read through the caller's transaction (designs). */
  designSizes: (
    executor: Pick<Db, 'select'>,
    designIds: readonly string[],
  ) => Promise<ReadonlyMap<string, readonly string[]>>;
  /** RETURN_WINDOW_DAYS. */
  windowDays: number;
};

/** Units of each line of the order that requests not rejected already cover. */
async function unitsTaken(tx: Pick<Executor, 'select'>, orderId: string) {
  const rows = await tx
    .select({ orderItemId: returnItems.orderItemId, units: sumOf(returnItems.quantity) })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.units]));
}

/** An exchange's goods as they are now: the designs' sizes and the accessories' stock. */
async function exchangeGoods(
  tx: Pick<Executor, 'select'>,
  lines: readonly CheckedLine[],
  designSizes: ReturnRequestDeps['designSizes'],
) {
  const designIds = lines.flatMap(({ line, exchangeSize }) =>
    exchangeSize !== null && line.designId ? [line.designId] : [],
  );
  const accessoryIds = lines.flatMap(({ line }) =>
    line.productType === 'accessory' && line.accessoryId ? [line.accessoryId] : [],
  );
  // One after the other: a transaction's connection runs one statement at a time.
  const sizes = await designSizes(tx, [...new Set(designIds)]);
  const accessories = await accessoriesByIds(tx, [...new Set(accessoryIds)]);
  return { sizes, stock: new Map(accessories.map((a) => [a.id, a.stock])) };
}

/** The buyer's side: asking for an exchange or a return of a delivered order's lines. */
export function createReturnRequests(deps: ReturnRequestDeps) {
  const { db, notifications, reads } = deps;

  /**
   * POST /api/orders/:id/returns (docs/decisions/0052). Only the order's buyer (anyone else: the
   * 404 of a missing order); the rules are return-rules.ts, checked under the order's row lock so
   * two requests at once cannot send one unit back twice. The order's fulfiller hears of it: the
   * seller, or every admin for the shop's own orders.
   */
  async function create(
    orderId: string,
    input: CreateReturnInput,
    buyer: NonNullable<Viewer>,
    now: Date = new Date(),
  ): Promise<ReturnRequest> {
    if (!isUuid(orderId)) throw new AppError('NOT_FOUND', RETURN_MESSAGES.orderNotFound);
    const photos = [...new Set(input.photos ?? [])];
    await deps.assertUploadedBy(buyer.id, photos, 'returns');
    const id = await db.transaction(async (tx) => {
      const order = await lockReturnableOrder(tx, orderId);
      if (!order || order.userId !== buyer.id)
        throw new AppError('NOT_FOUND', RETURN_MESSAGES.orderNotFound);
      const lines = checkReturnRequest({
        order,
        request: input,
        now,
        windowDays: deps.windowDays,
        taken: await unitsTaken(tx, order.id),
      });
      // Part of an advance order's price is paid at the door: what comes back of that part is paid
      // to the buyer's UPI ID or bank account, so a return of one says where (docs/decisions/0058).
      if (input.type === 'return' && order.partialPayment && !input.refundTo)
        throw new AppError('VALIDATION', CASH_REFUND_MESSAGES.destinationRequired, [
          { field: 'refundTo', message: CASH_REFUND_MESSAGES.destinationRequired },
        ]);
      if (input.type === 'exchange') {
        const goods = await exchangeGoods(tx, lines, deps.designSizes);
        checkExchangeGoods(lines, goods.sizes, goods.stock);
      }
      const [made] = await tx
        .insert(returnRequests)
        .values({
          orderId: order.id,
          userId: buyer.id,
          fulfillerId: order.fulfillerId,
          type: input.type,
          reason: input.reason,
          photoKeys: photos,
          refundTo: input.type === 'return' && order.partialPayment ? input.refundTo : null,
          status: 'requested',
          timeline: [{ status: 'requested', at: now.toISOString(), remark: '', by: buyer.id }],
          createdAt: now,
        })
        .returning({ id: returnRequests.id });
      await tx.insert(returnItems).values(
        lines.map(({ line, quantity, exchangeSize }) => ({
          returnId: made!.id,
          orderItemId: line.id,
          quantity,
          exchangeSize,
        })),
      );
      const deciders = order.fulfillerId ? [order.fulfillerId] : await activeAdminIds(tx);
      const first = lines[0]!.line;
      await notifications.notify(
        deciders
          .filter((userId) => userId !== buyer.id)
          .map((userId) => ({
            userId,
            // Written to the one who decides, opening their page (decision 0056).
            type: order.fulfillerId ? ('SELLER_RETURN' as const) : ('ADMIN_RETURN' as const),
            message: RETURN_MESSAGES.newRequest(shortOrderId(order.id), input.type),
            orderId: order.id,
            productInfo: { name: first.title, imageKey: first.imageKey },
          })),
        tx,
      );
      return made!.id;
    });
    return reads.getById(id);
  }

  return { create };
}
