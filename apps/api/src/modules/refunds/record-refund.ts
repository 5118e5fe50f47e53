import { formatRupees, shortOrderId, toRupees } from '@campus-threads/contract';
import { refunds } from '../../db/schema/refunds';
import { recordAudit } from '../audit/audit-log';
import { paymentStateOf } from '../payments/payment-lookups';
import type { UnfulfilledPayment } from '../payments/payment-refunds';
import type { NotificationsService } from '../notifications/notifications.service';
import { recordCashOwed, type CashOwedToRecord } from './cash-owed';
import { merchantRefundIdOf, REFUND_KINDS, type ProviderRefundKind } from './refund-kinds';
import type { RefundNotices } from './refund-notices';
import { onlineLeftFor } from './refund-reads';
import type { Executor, PaidOrder, RefundActor } from './refund-types';

/** A refund of (part of) what was paid for an order. */
export type OrderRefundToRecord = {
  kind: Exclude<ProviderRefundKind, 'overflow'>;
  order: PaidOrder;
  /** Before the kind's cap (refund-kinds.ts `cappedAtOnlineLeft`). */
  amountPaise: number;
  reason: string;
  /** Null when no person asked (a drop's closing job). */
  actor: RefundActor | null;
  /** The return request a `return` refund pays for. */
  returnId?: string;
};

/** The whole of a completed payment that could make no order. */
export type PaymentRefundToRecord = {
  kind: 'overflow';
  payment: UnfulfilledPayment;
  reason: string;
};

type ProviderRefundToRecord = OrderRefundToRecord | PaymentRefundToRecord;

export type RefundToRecord = ProviderRefundToRecord | CashOwedToRecord;

/**
 * The one way a refund is recorded, whatever its kind (refund-kinds.ts): in the transaction of the
 * event that owes it (the order's or payment's row locked), PENDING, at most once per key (unique
 * merchant refund id, order and kind, return, payment), only of a COMPLETED payment. An admin's
 * request is audited; the buyer's bell rings unless the kind is told with other news. The
 * provider is asked after the commit (refund-settlement.ts). Answers the paise recorded (0: none).
 */
export function createRefundRecorder(deps: {
  notices: RefundNotices;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  async function providerOf(tx: Executor, refund: ProviderRefundToRecord): Promise<string | null> {
    if (refund.kind === 'overflow') return refund.payment.provider;
    const payment = await paymentStateOf(tx, refund.order.paymentId);
    // Orders are made only by completed payments; anything else has nothing to pay back.
    return payment?.state === 'COMPLETED' ? payment.provider : null;
  }

  async function amountOf(tx: Executor, refund: ProviderRefundToRecord): Promise<number> {
    if (refund.kind === 'overflow') return refund.payment.amountPaise;
    if (!REFUND_KINDS[refund.kind].cappedAtOnlineLeft) return refund.amountPaise;
    return Math.min(refund.amountPaise, await onlineLeftFor(tx, refund.order));
  }

  function keyOf(refund: ProviderRefundToRecord): string {
    if (refund.kind === 'overflow') return refund.payment.id;
    const keyedBy = REFUND_KINDS[refund.kind].keyedBy;
    return keyedBy === 'return' ? refund.returnId! : refund.order.id;
  }

  async function record(tx: Executor, refund: RefundToRecord): Promise<number> {
    if (refund.kind === 'cash_owed') return recordCashOwed(tx, deps.notifications, refund);
    const rule = REFUND_KINDS[refund.kind];
    if (refund.kind !== 'overflow' && refund.amountPaise <= 0) return 0;
    const provider = await providerOf(tx, refund);
    if (!provider) return 0;
    const amountPaise = await amountOf(tx, refund);
    if (amountPaise <= 0) return 0;
    const order = refund.kind === 'overflow' ? null : refund.order;
    const actor = refund.kind === 'overflow' ? null : refund.actor;
    const returnId = refund.kind === 'overflow' ? null : (refund.returnId ?? null);
    const merchantRefundId = merchantRefundIdOf(refund.kind, keyOf(refund));
    const [recorded] = await tx
      .insert(refunds)
      .values({
        merchantRefundId,
        orderId: order?.id ?? null,
        paymentId: order ? order.paymentId : (refund as PaymentRefundToRecord).payment.id,
        provider,
        amountPaise,
        reason: refund.reason,
        kind: rule.stored,
        returnId,
        requestedBy: actor?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return 0;
    if (order && actor?.isAdmin) {
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: null,
        after: {
          amount: toRupees(amountPaise),
          state: recorded.state,
          merchantRefundId,
          reason: refund.reason,
          ...(returnId ? { returnId } : {}),
        },
      });
    }
    if (rule.toldWhenRecorded) {
      const buyer =
        refund.kind === 'overflow'
          ? { userId: refund.payment.userId, orderId: null }
          : { userId: refund.order.userId, orderId: refund.order.id };
      const ref =
        refund.kind === 'overflow' ? refund.payment.merchantOrderId : shortOrderId(order!.id);
      await deps.notices.started(tx, buyer, rule.notice, {
        ref,
        amount: formatRupees(amountPaise),
        reason: refund.reason,
      });
    }
    return amountPaise;
  }

  return { record };
}

export type RefundRecorder = ReturnType<typeof createRefundRecorder>;
