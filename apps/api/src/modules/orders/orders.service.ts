import type { SQL } from 'drizzle-orm';
import type { orders } from '../../db/schema/orders';
import type { Db } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import { createBuyerOrdersService } from './buyer-orders.service';
import { createDropOrders } from './drop-orders';
import { createOrderBalanceService } from './order-balance.service';
import type { OrderEarnings } from './order-earnings';
import type { OrderInvoices } from './order-invoices';
import { createOrderReads } from './order-reads';
import type { OrderRefunds } from './order-refunds';
import { createBuyerCancel } from './buyer-cancel';
import type { OrderReturnTotalsReader } from './order-return-totals';
import { createOrderStatusService } from './order-status.service';
import { createSellerOrdersService } from './seller-orders.service';

/**
 * The orders module's service as routes and other modules use it, made of three by job: the
 * buyer's orders (made from a payment, read back, the timeline), the order flow (status
 * changes), and the seller's sales history. They share one way of reading orders (order-reads).
 * `refunds` is payments' (app.ts passes it in; orders never imports payments, docs/decisions/0037).
 */
export function createOrdersService(deps: {
  db: Db;
  notifications: NotificationsService;
  refunds?: OrderRefunds;
  earnings?: OrderEarnings;
  /** Tax invoices and credit notes (modules/invoices through app/services.ts; 0050). */
  invoices?: OrderInvoices;
  /** What received returns brought back (modules/returns through app/services.ts; 0059). */
  returnTotals?: OrderReturnTotalsReader;
  /** Sales' open-requests filter (modules/returns through app/services.ts; decision 0056). */
  hasOpenRequest?: (orderId: typeof orders.id) => SQL;
}) {
  const { db, notifications, refunds, earnings, invoices, returnTotals } = deps;
  const reads = createOrderReads({ db, refunds, invoices, returnTotals });
  return {
    ...createBuyerOrdersService({ db, notifications, reads, earnings, invoices }),
    ...createOrderStatusService({ db, notifications, refunds, reads, earnings, invoices }),
    ...createBuyerCancel({ db, notifications, refunds, reads, earnings, invoices }),
    ...createOrderBalanceService({ db, reads, earnings }),
    ...createSellerOrdersService({ db, reads, hasOpenRequest: deps.hasOpenRequest }),
    /** A campus drop's orders when it closes (docs/decisions/0049). */
    dropOrders: createDropOrders({ notifications, refunds, earnings, invoices }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
