import type { Paise } from './money';

/**
 * What the shop owes its sellers (docs/decisions/0048): one ledger entry per paid order line of a
 * seller's item, made in the transaction that makes the order. The zod schemas of the replies are
 * in earnings-schemas.ts, so pages that only need these texts ship no zod.
 */

/**
 * - `sale`: a Self Service t-shirt or accessory line the seller ships: the line's amount (price,
 *   personalisation fee and delivery) less the platform commission;
 * - `royalty`: a Print & Delivery t-shirt line the shop prints and ships: a share of the line's
 *   price for the design's seller (not of the fee or delivery);
 * - `collected`: the balance of a 50% advance the seller collected at the door (negative: the
 *   seller already holds that money);
 * - `reversal`: a paid-out entry of an order cancelled or refunded later (negative);
 * - `cash_refund`: part of that balance the seller paid back to a buyer who returned goods
 *   (positive: they hold that much less, docs/decisions/0058).
 */
export const EARNING_KINDS = ['sale', 'royalty', 'collected', 'reversal', 'cash_refund'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/**
 * `pending` until the order is delivered and the hold has passed, then `available`; `paid` once a
 * payout covers it; `reversed` when its order is cancelled or refunded before it was paid.
 * `collected`: a balance the seller collected at the door reads so whatever the ledger's netting
 * did with it: the seller holds that cash, no payout paid it (docs/decisions/0057).
 */
export const EARNING_STATES = ['pending', 'available', 'paid', 'reversed', 'collected'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

export const EARNING_KIND_LABELS: Record<EarningKind, string> = {
  sale: 'Sale',
  royalty: 'Royalty',
  collected: 'Balance you collected',
  reversal: 'Reversal',
  cash_refund: 'Cash you paid back on a return',
};

export const EARNING_STATE_LABELS: Record<EarningState, string> = {
  pending: 'Pending',
  available: 'Available',
  paid: 'Paid',
  reversed: 'Reversed',
  collected: 'Collected by you',
};

/** The admin's defaults (settings): the shop's commission on a sale, the designer's royalty share. */
export const DEFAULT_COMMISSION_PERCENT = 10;
export const DEFAULT_ROYALTY_PERCENT = 15;
/** Days after delivery before an earning can be paid out: the return window. */
export const DEFAULT_EARNINGS_HOLD_DAYS = 7;

/** Entries per page of GET /api/sellers/me/earnings (the API's default). */
export const EARNINGS_PAGE_SIZE = 20;
/** Weeks in the seller's earnings chart (the current one and the 11 before it). */
export const EARNINGS_CHART_WEEKS = 12;
/** The seller's latest payouts listed beside the entries. */
export const SELLER_RECENT_PAYOUTS = 10;

/** A percentage as the admin types it (up to two decimals), as basis points: 12.5% → 1250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * `basisPoints` of an amount in paise, rounded once, half up: the one rounding of every
 * commission and royalty.
 */
export function shareOfPaise(paise: Paise, basisPoints: number): Paise {
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

/** The commission and royalty rates an entry copies when it is made (settings, in basis points). */
export type EarningRates = { commissionBasisPoints: number; royaltyBasisPoints: number };

/** What a line of an order is worth to the seller of its item (the ledger entry it makes). */
export type LineEarning = {
  kind: 'sale' | 'royalty';
  /** What the share was taken of: the whole line for a sale, the price × quantity for a royalty. */
  basePaise: Paise;
  /** The rate applied: the commission for a sale, the royalty share for a royalty. */
  rateBasisPoints: number;
  amountPaise: Paise;
};

/**
 * The seller's earning of one order line. `fulfilledByShop`: the shop prints and ships it (Print &
 * Delivery), so the design's seller earns a royalty of the price; otherwise the seller ships it
 * and earns the line (price, personalisation fee, delivery) less the commission. Null when the
 * line earns nothing (no seller any more, or a zero amount).
 */
export function lineEarning(
  line: {
    unitPricePaise: Paise;
    quantity: number;
    customizationPaise: Paise;
    deliveryPricePaise: Paise;
    fulfilledByShop: boolean;
  },
  rates: EarningRates,
): LineEarning | null {
  const pricePaise = line.unitPricePaise * line.quantity;
  if (line.fulfilledByShop) {
    const amountPaise = shareOfPaise(pricePaise, rates.royaltyBasisPoints);
    return amountPaise > 0
      ? {
          kind: 'royalty',
          basePaise: pricePaise,
          rateBasisPoints: rates.royaltyBasisPoints,
          amountPaise,
        }
      : null;
  }
  const basePaise = pricePaise + line.customizationPaise + line.deliveryPricePaise;
  const amountPaise = basePaise - shareOfPaise(basePaise, rates.commissionBasisPoints);
  return amountPaise > 0
    ? { kind: 'sale', basePaise, rateBasisPoints: rates.commissionBasisPoints, amountPaise }
    : null;
}

/** A UPI id: a handle and a bank's name, `name@bank` (NPCI's virtual payment address). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const UPI_ID_MAX = 320;

export const EARNINGS_MESSAGES = {
  loadFailed: 'Failed to load your earnings',
  empty: 'No earnings yet. Each sale of your designs and accessories will show here.',
  upiRequired: 'Please enter your UPI ID',
  upiInvalid: 'Enter a valid UPI ID, like yourname@okaxis',
  payoutDetailsSaved: 'Payout details saved',
  payoutDetailsFailed: 'Failed to save payout details',
  holdNote: (days: number) =>
    days === 0
      ? 'Earnings become available once the order is delivered.'
      : `Earnings become available ${days} ${days === 1 ? 'day' : 'days'} after delivery (the return window).`,
} as const;

/** The UPI id's problem, or null when it is fine (the form and the server both ask). */
export function upiIdError(value: string): string | null {
  const upi = value.trim();
  if (!upi) return EARNINGS_MESSAGES.upiRequired;
  if (upi.length > UPI_ID_MAX || !UPI_ID_PATTERN.test(upi)) return EARNINGS_MESSAGES.upiInvalid;
  return null;
}

export const PAYOUT_LIMITS = { referenceMin: 4, referenceMax: 100 } as const;

export const PAYOUT_MESSAGES = {
  recorded: 'Payout recorded',
  recordFailed: 'Failed to record the payout',
  loadFailed: 'Failed to load payouts',
  sellerNotFound: 'Seller not found',
  noPayoutDetails: 'This seller has not added payout details (a UPI ID) yet',
  amountRequired: 'Enter an amount above ₹0',
  amountTooHigh: (availableRupees: string) =>
    `The amount is more than the seller's available balance (${availableRupees})`,
  nothingAvailable: 'This seller has no available balance to pay out',
  referenceRequired: 'Enter the UPI or bank reference of the payment',
  referenceLength: `The reference must be ${PAYOUT_LIMITS.referenceMin} to ${PAYOUT_LIMITS.referenceMax} characters`,
  sellerNotice: (amount: string, reference: string) =>
    `A payout of ${amount} was sent to you (reference ${reference}).`,
  exported: 'Payouts downloaded successfully',
  exportFailed: 'Failed to download payouts',
} as const;

/** The admin's CSV of payouts in a period (GET /api/admin/payouts/export). */
export const PAYOUT_EXPORT_COLUMNS = [
  'Payout ID',
  'Date',
  'Seller',
  'Seller Email',
  'UPI ID',
  'Amount',
  'Reference',
  'Recorded By',
] as const;

export function payoutExportFileName(from: string, to: string): string {
  return `payouts_${from}_to_${to}.csv`;
}
