import type { Order, SellerOrder } from '@campus-threads/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { NotificationsService } from '../notifications/notifications.service';
import { createBuyerOrdersService } from './buyer-orders.service';
import type { OrderDocumentNumbersReader } from './order-invoices';
import { createOrderReads } from './order-reads';
import type { OrderActor, OrderRefundReads } from './order-refunds';
import type { OrderReturnTotalsReader } from './order-return-totals';
import { createSellerOrdersService } from './seller-orders.service';

/**
 * The orders module's service as routes and other modules use it: making the orders a payment
 * paid for (the complete-payment flow's first step), and reading orders back (the buyer's, the seller's sales, one order as the person who
 * fulfils it sees it). Moving an order (confirm, ship, deliver, cancel, the balance at the door)
 * is a flow's (apps/api/src/flows), which calls this module's steps (move-order.ts,
 * order-moves.ts, order-balance.ts). Every port is required: app/services.ts hands them in.
 */
export function createOrdersService(deps: {
  db: Db;
  notifications: NotificationsService;
  /** The cancel refunds an order shows (modules/refunds). */
  refunds: OrderRefundReads;
  /** The numbers of an order's tax documents (modules/invoices; docs/decisions/0050). */
  invoices: OrderDocumentNumbersReader;
  /** What received returns brought back (modules/returns; 0059). */
  returnTotals: OrderReturnTotalsReader;
  /** Sales' open-requests filter (modules/returns; decision 0056). */
  hasOpenRequest: (orderId: typeof orders.id) => SQL;
}) {
  const { db, notifications, refunds, invoices, returnTotals } = deps;
  const reads = createOrderReads({ db, refunds, invoices, returnTotals });
  const buyer = createBuyerOrdersService({ db, notifications, reads });
  const seller = createSellerOrdersService({ db, reads, hasOpenRequest: deps.hasOpenRequest });

  /** One order as the person who moved it sees it: an admin whole, a seller as their sales show it. */
  async function viewForFulfiller(id: string, actor: OrderActor): Promise<Order | SellerOrder> {
    if (actor.isAdmin) return (await reads.getById(id))!;
    const [own] = await reads.loadForSeller(actor.id, eq(orders.id, id), 1);
    return own!;
  }

  return {
    createFromPayment: buyer.createFromPayment,
    listMine: buyer.listMine,
    lastDelivery: buyer.lastDelivery,
    buyerTotals: buyer.buyerTotals,
    listRecent: buyer.listRecent,
    getForViewer: buyer.getForViewer,
    findByPaymentId: buyer.findByPaymentId,
    getById: buyer.getById,
    getByIds: buyer.getByIds,
    timeline: buyer.timeline,
    viewForFulfiller,
    listForSeller: seller.listForSeller,
    sellerOrdersInPeriod: seller.sellerOrdersInPeriod,
    sellerSummary: seller.sellerSummary,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
