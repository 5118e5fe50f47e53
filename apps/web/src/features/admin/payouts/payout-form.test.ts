import { PAYOUT_LIMITS, PAYOUT_MESSAGES, type AdminPayoutRow } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '@/lib/api-errors';
import {
  checkPayout,
  payoutBlockReason,
  payoutDefaults,
  payoutRefusal,
  rupees,
} from './payout-form';

const row = (overrides: Partial<AdminPayoutRow> = {}): AdminPayoutRow => ({
  sellerId: 'seller-1',
  sellerName: 'Riya Das',
  sellerEmail: 'riya@example.com',
  upiId: 'riya@okaxis',
  pending: 120,
  available: 1234.5,
  paid: 500,
  lastPayoutAt: null,
  ...overrides,
});

describe('record payout form', () => {
  it('blocks a seller without a UPI id, then one with nothing available, with the contract’s texts', () => {
    expect(payoutBlockReason(row())).toBeNull();
    expect(payoutBlockReason(row({ upiId: null }))).toBe(PAYOUT_MESSAGES.noPayoutDetails);
    expect(payoutBlockReason(row({ upiId: null, available: 0 }))).toBe(
      PAYOUT_MESSAGES.noPayoutDetails,
    );
    expect(payoutBlockReason(row({ available: 0 }))).toBe(PAYOUT_MESSAGES.nothingAvailable);
    // Reversals can leave the available balance below zero (docs/decisions/0048).
    expect(payoutBlockReason(row({ available: -40 }))).toBe(PAYOUT_MESSAGES.nothingAvailable);
  });

  it('opens with the whole available balance', () => {
    expect(payoutDefaults(row())).toEqual({ amount: '1234.50', reference: '' });
    expect(payoutDefaults(row({ available: -40 }))).toEqual({ amount: '', reference: '' });
  });

  it('hands over the body to post when the amount and reference pass', () => {
    expect(checkPayout({ amount: '1234.50', reference: ' UTR412345 ' }, row())).toEqual({
      errors: {},
      data: { sellerId: 'seller-1', amount: 1234.5, reference: 'UTR412345' },
    });
    expect(checkPayout({ amount: '0.01', reference: 'ABCD' }, row()).data?.amount).toBe(0.01);
  });

  it('names each field with the contract’s text', () => {
    expect(checkPayout({ amount: '', reference: '' }, row()).errors).toEqual({
      amount: PAYOUT_MESSAGES.amountRequired,
      reference: PAYOUT_MESSAGES.referenceRequired,
    });
    for (const amount of ['0', '-5', '10.005', 'abc'])
      expect(checkPayout({ amount, reference: 'UTR412345' }, row()).errors).toEqual({
        amount: PAYOUT_MESSAGES.amountRequired,
      });
    for (const reference of ['abc', 'x'.repeat(PAYOUT_LIMITS.referenceMax + 1)])
      expect(checkPayout({ amount: '10', reference }, row()).errors).toEqual({
        reference: PAYOUT_MESSAGES.referenceLength,
      });
  });

  it('refuses more than the available balance, to the paisa', () => {
    const result = checkPayout({ amount: '1234.51', reference: 'UTR412345' }, row());
    expect(result).toEqual({
      errors: { amount: PAYOUT_MESSAGES.amountTooHigh(rupees(1234.5)) },
      data: null,
    });
    expect(rupees(1234.5)).toBe('₹1,234.50');
    // Beside a missing reference: both texts at once.
    expect(checkPayout({ amount: '5000', reference: '' }, row()).errors).toEqual({
      amount: PAYOUT_MESSAGES.amountTooHigh(rupees(1234.5)),
      reference: PAYOUT_MESSAGES.referenceRequired,
    });
  });

  it('shows the server’s reason for a 409 or 422, its field texts on the fields, else the failure text', () => {
    const tooHigh = errorFromResponse(409, { message: PAYOUT_MESSAGES.amountTooHigh('₹100.00') });
    expect(payoutRefusal(tooHigh)).toEqual({
      fields: {},
      message: PAYOUT_MESSAGES.amountTooHigh('₹100.00'),
    });
    const noDetails = errorFromResponse(422, { message: PAYOUT_MESSAGES.noPayoutDetails });
    expect(payoutRefusal(noDetails).message).toBe(PAYOUT_MESSAGES.noPayoutDetails);
    const fields = errorFromResponse(422, {
      message: 'Validation error',
      errors: [{ field: 'reference', message: PAYOUT_MESSAGES.referenceLength }],
    });
    expect(payoutRefusal(fields)).toEqual({
      fields: { reference: PAYOUT_MESSAGES.referenceLength },
      message: null,
    });
    const crashed = errorFromResponse(500, { message: 'boom' });
    expect(payoutRefusal(crashed).message).toMatch(
      new RegExp(`^${PAYOUT_MESSAGES.recordFailed}: `),
    );
    expect(payoutRefusal(crashed).message).not.toContain('boom');
    expect(payoutRefusal(null).message).toBe(PAYOUT_MESSAGES.recordFailed);
  });
});
