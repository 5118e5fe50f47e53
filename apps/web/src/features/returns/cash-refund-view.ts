import {
  CASH_REFUND_MESSAGES,
  formatRupees,
  toPaise,
  type ReturnRequest,
} from '@campus-threads/contract';
import type { ReturnDecider } from './api/move-return';
import { RETURN_TEXTS } from './return-texts';

/**
 * What a received return paid back, in parts (docs/decisions/0058): online through the provider
 * (`refundAmount`), in cash for what was paid at the door (`cashRefund`, owed or paid), and what
 * came off the balance still due (`balanceCreditAmount`). Pure, for the buyer's, the seller's and
 * the admins' cards.
 */

type MoneyFacts = Pick<
  ReturnRequest,
  'refundAmount' | 'cashRefundAmount' | 'cashRefund' | 'balanceCreditAmount'
>;

export type ReturnMoneyPart = {
  kind: 'online' | 'cash' | 'balance';
  text: string;
  /** A cash part: whether it still waits to be paid. */
  owed?: boolean;
};

/** "Cash refund owed: ₹129.50 — pay to UPI x@y" (the fulfiller, an admin) or "— to …" (the buyer). */
export function cashRefundText(
  request: MoneyFacts,
  viewer: 'buyer' | ReturnDecider,
): string | null {
  const cash = request.cashRefund;
  if (!cash || request.cashRefundAmount === null) return null;
  const amount = toPaise(request.cashRefundAmount);
  if (cash.state === 'paid') return CASH_REFUND_MESSAGES.paidLabel(amount, cash.reference ?? '');
  const owed = CASH_REFUND_MESSAGES.owedLabel(amount);
  if (!cash.payTo) return owed;
  return `${owed} — ${viewer === 'buyer' ? RETURN_TEXTS.cashTo(cash.payTo) : RETURN_TEXTS.cashPayTo(cash.payTo)}`;
}

/** The parts a received return paid back, in the order they were applied (balance, online, cash). */
export function returnMoneyParts(
  request: MoneyFacts,
  viewer: 'buyer' | ReturnDecider,
): ReturnMoneyPart[] {
  const parts: ReturnMoneyPart[] = [];
  if (request.balanceCreditAmount !== null && request.balanceCreditAmount > 0)
    parts.push({
      kind: 'balance',
      text: RETURN_TEXTS.balanceCredit(formatRupees(toPaise(request.balanceCreditAmount))),
    });
  const cash = cashRefundText(request, viewer);
  // A return of an advance order refunded nothing online when the balance or cash covered it.
  if (request.refundAmount !== null && (request.refundAmount > 0 || (!cash && parts.length === 0)))
    parts.push({
      kind: 'online',
      text: `${cash || parts.length > 0 ? RETURN_TEXTS.refundOnline : RETURN_TEXTS.refund}: ${formatRupees(toPaise(request.refundAmount))}`,
    });
  if (cash) parts.push({ kind: 'cash', text: cash, owed: request.cashRefund?.state === 'owed' });
  return parts;
}

/**
 * Whether this viewer may mark the cash refund paid: an admin always while it is owed, a seller
 * only the one who collected the balance and owes it (`owedBy`), a buyer never.
 */
export function canMarkCashRefundPaid(
  request: Pick<ReturnRequest, 'cashRefund'>,
  viewer: { as: ReturnDecider; userId: string | null },
): boolean {
  const cash = request.cashRefund;
  if (!cash || cash.state !== 'owed') return false;
  return viewer.as === 'admin' || (viewer.userId !== null && cash.owedBy === viewer.userId);
}
