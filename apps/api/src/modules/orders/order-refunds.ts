import type { OrderRefund } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import type { Viewer } from '../../lib/auth-guard';
import type { AuditActor } from '../audit/audit-log';

/** A database handle or an open transaction (both can run these statements). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Who changes an order: a buyer, a seller or an admin, with the name the audit log keeps. */
export type OrderActor = NonNullable<Viewer> & AuditActor;

/**
 * What the orders module reads of the refunds module (modules/refunds) to show an order: refunds
 * build on payments, which builds on orders, so orders is handed this by app/services.ts.
 * Recording a refund is the flows' step (apps/api/src/flows), never the orders module's.
 */
export type OrderRefundReads = {
  /** The cancel refunds of these orders (one statement for a page of orders), by order id. */
  forOrders(orderIds: readonly string[]): Promise<Map<string, OrderRefund>>;
};
