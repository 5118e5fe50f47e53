import type { OrderRefund } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { Viewer } from '../../lib/auth-guard';
import type { AuditActor } from '../audit/audit-log';

/**
 * What the orders module asks of payments' refunds (modules/payments/refunds.ts), declared here so
 * orders never imports payments: app.ts passes the refunds in (docs/decisions/0037).
 */

/** A database handle or an open transaction (both can run these statements). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Who changes an order: a seller or an admin, with the name the audit log keeps. */
export type OrderActor = NonNullable<Viewer> & AuditActor;

/** What a refund needs to know of the cancelled order. */
export type RefundableOrder = Pick<
  OrderRow,
  'id' | 'userId' | 'paymentId' | 'partialPayment' | 'advanceAmountPaise' | 'totalAmountPaise'
>;

/** A cancellation pays back what is left of what was paid for the order, exactly once. */
export type OrderRefunds = {
  /**
   * In the cancel's transaction (order row locked): records the refund owed, at most one per order.
   * `actor` null: no person asked (a campus drop that failed, docs/decisions/0049). Answers the
   * paise recorded (0: none, so the cancel's own notice tells the buyer by e-mail).
   */
  recordForCancelledOrder(
    tx: Executor,
    order: RefundableOrder,
    actor: OrderActor | null,
    reason: string,
  ): Promise<number>;
  /**
   * In the closing transaction of a drop that reached a tier (order row locked): records the
   * difference owed back, once per order. False when nothing was recorded (already owed, nothing paid).
   */
  recordTierDifference(
    tx: Executor,
    order: Pick<RefundableOrder, 'id' | 'paymentId'>,
    amountPaise: number,
    reason: string,
  ): Promise<boolean>;
  /**
   * After the cancel (or the closing) has committed: asks the provider to pay back every refund of
   * the order still pending (a job retries failures).
   */
  settle(orderId: string): Promise<void>;
  /** The refunds of these orders (one statement for a page of orders), by order id. */
  forOrders(orderIds: readonly string[]): Promise<Map<string, OrderRefund>>;
};
