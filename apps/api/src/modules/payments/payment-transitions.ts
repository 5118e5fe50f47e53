import type { PaymentState } from './providers/payment-provider';

/**
 * The states a payment row takes (payments.state): the provider's four, ERROR (the provider says
 * paid but another amount: flagged for a person) and REFUNDED (paid, but it could make no order,
 * so it is paid back whole: docs/decisions/0030).
 */
export type StoredPaymentState = PaymentState | 'ERROR' | 'REFUNDED';

/** A state a payment lands in when the provider's answer moves it. */
export type Landing = Exclude<StoredPaymentState, 'PENDING'>;

/**
 * Where a payment goes when the provider answers (DESIGN.md "Money, stock and orders"), as the
 * orders have their status flow (allowedNextStatuses in the contract): our state × the provider's
 * answer → the next state; no entry leaves the payment as it is. COMPLETED and REFUNDED are final
 * (a FAILED after COMPLETED changes nothing: docs/decisions/0024). A payment that failed, was
 * cancelled or was flagged can still be paid late; its goods are then owed (docs/decisions/0030).
 * A paid answer is checked before it lands: see `paidLanding`.
 */
export const PAYMENT_TRANSITIONS: Record<
  StoredPaymentState,
  Partial<Record<PaymentState, Landing>>
> = {
  PENDING: { COMPLETED: 'COMPLETED', FAILED: 'FAILED', CANCELLED: 'CANCELLED' },
  FAILED: { COMPLETED: 'COMPLETED' },
  CANCELLED: { COMPLETED: 'COMPLETED' },
  ERROR: { COMPLETED: 'COMPLETED' },
  COMPLETED: {},
  REFUNDED: {},
};

/** The next state for the provider's answer, or null when the payment stays as it is. */
export function nextPaymentState(from: string, answer: PaymentState): Landing | null {
  if (!Object.hasOwn(PAYMENT_TRANSITIONS, from)) return null;
  return PAYMENT_TRANSITIONS[from as StoredPaymentState][answer] ?? null;
}

/**
 * Where a paid answer really lands, checked in this order in the payment's transaction: another
 * amount than ours is flagged (ERROR) and makes no order; a payment that can make no order (a
 * design withdrawn, its lapsed hold's units gone: `unfulfilledReason`) is refunded whole.
 * `unfulfilledReason` is asked only when the amount matches (asking may take the units).
 */
export async function paidLanding(checks: {
  amountMatches: boolean;
  unfulfilledReason: () => Promise<string | null>;
}): Promise<{ landing: 'COMPLETED' | 'REFUNDED' | 'ERROR'; reason: string | null }> {
  if (!checks.amountMatches) return { landing: 'ERROR', reason: null };
  const reason = await checks.unfulfilledReason();
  return reason === null ? { landing: 'COMPLETED', reason } : { landing: 'REFUNDED', reason };
}

/**
 * What landing in a state does (apply-payment-status.ts runs them):
 * - releaseHold: gives back the accessory units the payment still holds;
 * - makeOrders: one order per fulfiller, which the orders module tells the fulfillers of;
 * - recordState: writes the state and when it settled (and `holdsUnits`, `keepsTransactionId`);
 * - takeOutOfCart: removes the bought lines from the buyer's cart;
 * - recordRefund: records the whole payment as owed back and tells the buyer why;
 * - askRefund: asks the provider to pay it back (the refunds job retries a failure).
 */
export type PaymentEffect =
  'releaseHold' | 'makeOrders' | 'recordState' | 'takeOutOfCart' | 'recordRefund' | 'askRefund';

/** Asking the provider waits for the commit: a refund is never asked for a state not yet written. */
export type AfterCommitEffect = Extract<PaymentEffect, 'askRefund'>;
export type TransactionEffect = Exclude<PaymentEffect, AfterCommitEffect>;

export type LandingPlan = {
  /** Run in order in the transaction that holds the payment row. */
  effects: readonly TransactionEffect[];
  /** Run once that transaction has committed. */
  afterCommit: readonly AfterCommitEffect[];
  /** The payment's units stay sold (`stockReserved`): true only once its orders are made. */
  holdsUnits: boolean;
  /** The provider's transaction id is kept (a payment that was paid). */
  keepsTransactionId: boolean;
};

export const LANDINGS: Record<Landing, LandingPlan> = {
  COMPLETED: {
    effects: ['makeOrders', 'recordState', 'takeOutOfCart'],
    afterCommit: [],
    holdsUnits: true,
    keepsTransactionId: true,
  },
  REFUNDED: {
    effects: ['releaseHold', 'recordState', 'recordRefund'],
    afterCommit: ['askRefund'],
    holdsUnits: false,
    keepsTransactionId: true,
  },
  ERROR: {
    effects: ['releaseHold', 'recordState'],
    afterCommit: [],
    holdsUnits: false,
    keepsTransactionId: false,
  },
  FAILED: {
    effects: ['releaseHold', 'recordState'],
    afterCommit: [],
    holdsUnits: false,
    keepsTransactionId: false,
  },
  CANCELLED: {
    effects: ['releaseHold', 'recordState'],
    afterCommit: [],
    holdsUnits: false,
    keepsTransactionId: false,
  },
};
