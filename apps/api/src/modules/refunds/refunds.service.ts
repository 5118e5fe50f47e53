import type { MarkCashRefundPaidInput } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import type { CashRefundRow } from '../../db/schema/refunds';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentRefunds } from '../payments/payment-refunds';
import type { PaymentProvider } from '../payments/providers/payment-provider';
import { cashOwedBackOf, lockCashOwed, markCashPaid } from './cash-owed';
import { createRefundRecorder } from './record-refund';
import { createRefundNotices, type CreditNoteIssued } from './refund-notices';
import { cancelRefundsOf, onlineLeftFor, unfulfilledPaymentNotice } from './refund-reads';
import { createRefundSettlement } from './refund-settlement';
import type { Executor, RefundActor } from './refund-types';

/**
 * The refunds module: money going back, whatever the reason (refund-kinds.ts), through the payment
 * provider or, for what was paid at the door, in cash. It owns `refunds` and `cash_refunds`; the
 * events that owe money back record it in their own transactions (`record`) and ask the provider
 * for it after they commit (`settle`).
 */
export function createRefunds(deps: {
  db: Db;
  provider: PaymentProvider;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Whether the order's cancel (or the return's) has its credit note (modules/invoices). */
  creditNoteIssued: CreditNoteIssued;
  log?: Logger;
}) {
  const { db } = deps;
  const notices = createRefundNotices(deps);
  const { record } = createRefundRecorder({ notices, notifications: deps.notifications });
  const settlement = createRefundSettlement({ ...deps, notices });

  const paymentRefunds: PaymentRefunds = {
    async recordForUnfulfilledPayment(tx, payment, reason) {
      await record(tx, { kind: 'overflow', payment, reason });
    },
    settleUnfulfilledPayment: settlement.settleUnfulfilledPayment,
    unfulfilledPaymentNotice: (paymentId) => unfulfilledPaymentNotice(db, paymentId),
  };

  return {
    record,
    onlineLeftFor: (tx: Executor, order: Parameters<typeof onlineLeftFor>[1]) =>
      onlineLeftFor(tx, order),
    forOrders: (orderIds: readonly string[]) => cancelRefundsOf(db, orderIds),
    /** What was already owed back in cash of an order's door payment. */
    cashOwedBackOf,
    /** The cash owed for a return, locked to be marked paid (null: none owed). */
    lockCashOwed,
    /** Marks it paid with its reference (an admin's mark audited) and tells the buyer. */
    markCashPaid: (
      tx: Executor,
      owed: CashRefundRow,
      input: MarkCashRefundPaidInput,
      actor: RefundActor,
      now: Date,
    ) => markCashPaid(tx, deps.notifications, owed, input, actor, now),
    settle: settlement.settle,
    retryPending: settlement.retryPending,
    recordForUnfulfilledPayment: paymentRefunds.recordForUnfulfilledPayment,
    settleUnfulfilledPayment: paymentRefunds.settleUnfulfilledPayment,
    unfulfilledPaymentNotice: paymentRefunds.unfulfilledPaymentNotice,
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
