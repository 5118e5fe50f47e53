import { CASH_REFUND_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { canMarkCashRefundPaid, cashRefundText, returnMoneyParts } from './cash-refund-view';
import { createReturnRequest } from './test-factories';

const owed = createReturnRequest({
  type: 'return',
  status: 'received',
  refundAmount: 169.5,
  cashRefundAmount: 129.5,
  cashRefund: {
    owedBy: 'seller-1',
    state: 'owed',
    reference: null,
    paidAt: null,
    payTo: 'UPI x@y',
  },
  balanceCreditAmount: null,
});
const paid = createReturnRequest({
  ...owed,
  cashRefund: { ...owed.cashRefund!, state: 'paid', reference: 'UTR42', paidAt: '2026-12-01' },
});

describe('cashRefundText', () => {
  it('tells the fulfiller where to pay, the buyer where it goes, and both once paid', () => {
    expect(cashRefundText(owed, 'seller')).toBe('Cash refund owed: ₹129.50 — pay to UPI x@y');
    expect(cashRefundText(owed, 'buyer')).toBe('Cash refund owed: ₹129.50 — to UPI x@y');
    expect(cashRefundText(paid, 'admin')).toBe(CASH_REFUND_MESSAGES.paidLabel(12950, 'UTR42'));
    expect(cashRefundText(createReturnRequest(), 'admin')).toBeNull();
  });
});

describe('returnMoneyParts', () => {
  it('lists the balance taken off, the online refund and the cash part', () => {
    const parts = returnMoneyParts({ ...owed, balanceCreditAmount: 40 }, 'buyer');
    expect(parts).toEqual([
      { kind: 'balance', text: '₹40.00 taken off the balance due' },
      { kind: 'online', text: 'Refunded online: ₹169.50' },
      { kind: 'cash', text: 'Cash refund owed: ₹129.50 — to UPI x@y', owed: true },
    ]);
  });

  it('keeps the one "Refund" of a fully online return, and drops a ₹0 online part', () => {
    expect(returnMoneyParts(createReturnRequest({ refundAmount: 299 }), 'buyer')).toEqual([
      { kind: 'online', text: 'Refund: ₹299.00' },
    ]);
    const offDue = createReturnRequest({ refundAmount: 0, balanceCreditAmount: 169.5 });
    expect(returnMoneyParts(offDue, 'buyer').map((p) => p.kind)).toEqual(['balance']);
    expect(returnMoneyParts(createReturnRequest(), 'buyer')).toEqual([]);
  });
});

describe('canMarkCashRefundPaid', () => {
  it('lets the seller who owes it and admins mark an owed refund, no one a paid one', () => {
    expect(canMarkCashRefundPaid(owed, { as: 'seller', userId: 'seller-1' })).toBe(true);
    expect(canMarkCashRefundPaid(owed, { as: 'seller', userId: 'seller-2' })).toBe(false);
    expect(canMarkCashRefundPaid(owed, { as: 'admin', userId: 'admin' })).toBe(true);
    const shops = { ...owed, cashRefund: { ...owed.cashRefund!, owedBy: null } };
    expect(canMarkCashRefundPaid(shops, { as: 'seller', userId: 'seller-1' })).toBe(false);
    expect(canMarkCashRefundPaid(shops, { as: 'admin', userId: 'admin' })).toBe(true);
    expect(canMarkCashRefundPaid(paid, { as: 'admin', userId: 'admin' })).toBe(false);
  });
});
