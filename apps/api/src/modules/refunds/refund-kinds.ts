import type { RefundNoticeKind } from '@campus-threads/contract';
import type { RefundKind as StoredKind } from '../../db/schema/refunds';

/**
 * Every reason money goes back, and how each is recorded: one row per kind, read by the one
 * record path (record-refund.ts), the settlement and the reads, instead of one function per
 * feature. All but one go back through the payment provider; money paid at the door comes back
 * in cash (`cash_owed`, cash-owed.ts), paid by whoever collected it and marked paid by them.
 */
export type ProviderRefundKind = 'cancel' | 'failed_drop' | 'drop_tier' | 'return' | 'overflow';
export type RefundKind = ProviderRefundKind | 'cash_owed';

export type RefundKindRule = {
  channel: 'provider';
  /** The `kind` column (a failed drop's refund is its orders' cancel; an overflow has no order). */
  stored: StoredKind;
  /**
   * Our id at the provider is this prefix and the id of what it refunds, so asking twice (a retry,
   * a second process) is the same refund there too: one per order (and kind), return or payment.
   */
  merchantPrefix: 'RF' | 'RD' | 'RR' | 'RP';
  keyedBy: 'order' | 'return' | 'payment';
  /** The words of its bell and e-mail (contract REFUND_NOTICES). */
  notice: RefundNoticeKind;
  /** The bell rings when it is recorded (a tier difference is told with the drop's own news). */
  toldWhenRecorded: boolean;
  /** Never more than is left of what was paid online (two returns cannot both take the rest). */
  cappedAtOnlineLeft: boolean;
  /**
   * Counts against what was paid online: a tier difference does not, as it was paid back off a
   * total that already dropped to the tier's price.
   */
  takesFromPaid: boolean;
};

/** Cash owed back: a `cash_refunds` row per return, never asked of the provider. */
export type CashKindRule = {
  channel: 'cash';
  keyedBy: 'return';
  /** Who is told when it is recorded: whoever owes it (the seller, or the shop's admins). */
  toldWhenRecorded: 'payer';
};

export const REFUND_KINDS: Record<ProviderRefundKind, RefundKindRule> & {
  cash_owed: CashKindRule;
} = {
  // An admin's, seller's or buyer's cancel: what is left of what was paid.
  cancel: {
    channel: 'provider',
    stored: 'cancel',
    merchantPrefix: 'RF',
    keyedBy: 'order',
    notice: 'cancel',
    toldWhenRecorded: true,
    cappedAtOnlineLeft: false,
    takesFromPaid: true,
  },
  // A drop that failed or was cancelled cancels its orders: the same refund, asked by no one.
  failed_drop: {
    channel: 'provider',
    stored: 'cancel',
    merchantPrefix: 'RF',
    keyedBy: 'order',
    notice: 'cancel',
    toldWhenRecorded: true,
    cappedAtOnlineLeft: false,
    takesFromPaid: true,
  },
  // A drop closed at a tier below the price paid: the difference (docs/decisions/0049).
  drop_tier: {
    channel: 'provider',
    stored: 'drop_tier',
    merchantPrefix: 'RD',
    keyedBy: 'order',
    notice: 'drop_tier',
    toldWhenRecorded: false,
    cappedAtOnlineLeft: false,
    takesFromPaid: false,
  },
  // Returned goods received back: their price, one refund per return request (0052, 0058).
  return: {
    channel: 'provider',
    stored: 'return',
    merchantPrefix: 'RR',
    keyedBy: 'return',
    notice: 'return',
    toldWhenRecorded: true,
    cappedAtOnlineLeft: true,
    takesFromPaid: true,
  },
  // A completed payment that could make no order: the whole payment (docs/decisions/0030).
  overflow: {
    channel: 'provider',
    stored: 'cancel',
    merchantPrefix: 'RP',
    keyedBy: 'payment',
    notice: 'payment',
    toldWhenRecorded: true,
    cappedAtOnlineLeft: false,
    takesFromPaid: true,
  },
  // Returned goods received back, the part paid at the door: in cash, by whoever collected it (0058).
  cash_owed: { channel: 'cash', keyedBy: 'return', toldWhenRecorded: 'payer' },
};

/** Our id for a refund at the provider: the kind's prefix and its key without dashes (34 characters). */
export function merchantRefundIdOf(kind: ProviderRefundKind, key: string): string {
  return `${REFUND_KINDS[kind].merchantPrefix}${key.replace(/-/g, '').toUpperCase()}`;
}

/** The stored kinds that count against what was paid online. */
export const STORED_KINDS_TAKING_FROM_PAID = [
  ...new Set(
    Object.values(REFUND_KINDS)
      .filter((rule) => rule.channel === 'provider' && rule.takesFromPaid)
      .map((rule) => (rule as RefundKindRule).stored),
  ),
];
