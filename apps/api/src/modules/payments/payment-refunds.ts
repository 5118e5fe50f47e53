import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema/payments';

/** A transaction (or the database) that can run the refund's statements. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A completed payment that can make no order (docs/decisions/0030). */
export type UnfulfilledPayment = Pick<
  PaymentRow,
  'id' | 'userId' | 'provider' | 'merchantOrderId' | 'amountPaise'
>;

/**
 * What payments asks of the refunds module, declared here because refunds builds on payments
 * (its provider and its rows), never the other way: app/services.ts passes the refunds in.
 */
export type PaymentRefunds = {
  /**
   * In the transaction that settles the payment (row locked): records that the whole payment is
   * owed back, once, and tells the buyer why (`reason`, from UNFULFILLED_PAYMENT_MESSAGES).
   */
  recordForUnfulfilledPayment(
    tx: Executor,
    payment: UnfulfilledPayment,
    reason: string,
  ): Promise<void>;
  /** After that transaction commits: asks the provider to pay it back (the job retries). Never throws. */
  settleUnfulfilledPayment(paymentId: string): Promise<void>;
  /** What the payment page says of a payment that made no order. */
  unfulfilledPaymentNotice(paymentId: string): Promise<string | null>;
};
