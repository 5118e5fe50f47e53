import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentRefunds } from '../payments/payment-refunds';
import type { PaymentProvider } from '../payments/providers/payment-provider';
import { createRefundRecorder } from './record-refund';
import { createRefundNotices, type CreditNoteIssued } from './refund-notices';
import { cancelRefundsOf, onlineLeftFor, unfulfilledPaymentNotice } from './refund-reads';
import { createRefundSettlement } from './refund-settlement';
import type { Executor, PaidOrder, RefundActor } from './refund-types';

/**
 * The refunds module: money going back through the payment provider, whatever the reason
 * (refund-kinds.ts). It owns `refunds`; the events that owe a refund record it in their own
 * transactions (`record`) and ask for it after they commit (`settle`).
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
  const { record } = createRefundRecorder({ notices });
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
    /** The cancel of an order: what is left of what was paid, once per order. */
    recordForCancelledOrder: (
      tx: Executor,
      order: PaidOrder,
      actor: RefundActor | null,
      reason: string,
    ) =>
      record(tx, {
        kind: actor ? 'cancel' : 'failed_drop',
        order,
        amountPaise: order.partialPayment ? order.advanceAmountPaise : order.totalAmountPaise,
        reason,
        actor,
      }),
    /** A drop's tier difference (until the close-drop flow records it itself). */
    recordTierDifference: async (
      tx: Executor,
      order: PaidOrder,
      amountPaise: number,
      reason: string,
    ) => (await record(tx, { kind: 'drop_tier', order, amountPaise, reason, actor: null })) > 0,
    onlineLeftFor: (tx: Executor, order: Parameters<typeof onlineLeftFor>[1]) =>
      onlineLeftFor(tx, order),
    forOrders: (orderIds: readonly string[]) => cancelRefundsOf(db, orderIds),
    settle: settlement.settle,
    retryPending: settlement.retryPending,
    recordForUnfulfilledPayment: paymentRefunds.recordForUnfulfilledPayment,
    settleUnfulfilledPayment: paymentRefunds.settleUnfulfilledPayment,
    unfulfilledPaymentNotice: paymentRefunds.unfulfilledPaymentNotice,
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
