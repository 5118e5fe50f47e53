import type { Db } from '../db/client';
import type { EarningsLedger } from '../modules/earnings/earnings-ledger';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { Refunds } from '../modules/refunds/refunds.service';

/** A transaction of the database (or the database itself, where a flow runs one statement). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The modules the order flows call. Every one is required: a flow's step runs because the event
 * needs it, never because a port happened to be wired.
 */
export type OrderFlowDeps = {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  refunds: Pick<
    Refunds,
    'record' | 'settle' | 'onlineLeftFor' | 'cashOwedBackOf' | 'lockCashOwed' | 'markCashPaid'
  >;
  earnings: EarningsLedger;
  invoices: Pick<InvoicesService, 'orderInvoices' | 'issueReturnCreditNote'>;
  orders: Pick<OrdersService, 'getById' | 'viewForFulfiller' | 'createFromPayment'>;
};
