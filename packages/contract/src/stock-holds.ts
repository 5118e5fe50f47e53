import { QUANTITY_MAX } from './catalog';
import { PAYMENT_EXPIRY_SECONDS } from './checkout';
import { pluralise } from './plural';

/**
 * Unpaid payments hold accessory stock until they settle or expire (docs/decisions/0012, 0030,
 * 0055). These caps keep one shopper, or one address, from emptying a product with payments they
 * never pay; the server applies them and the browser shows its texts.
 */
export const MAX_HELD_UNITS_PER_ACCOUNT = 20;
/** Higher than one account's: a hostel or campus network puts many shoppers behind one address. */
export const MAX_HELD_UNITS_PER_IP = 60;

/**
 * The most units of one product one account may hold across its unpaid payments once it holds
 * some already (decision 0055): a line's maximum, and at most half of the stock there is without
 * the account's holds (at least 1), so a second payment never takes the rest of a small stock.
 * A first payment may hold what one line may buy: buying the last units is a purchase.
 */
export function heldPerProductCap(stockWithoutMyHolds: number): number {
  return Math.min(QUANTITY_MAX, Math.max(1, Math.floor(stockWithoutMyHolds / 2)));
}

const HOLD_MINUTES = PAYMENT_EXPIRY_SECONDS / 60;

export const STOCK_HOLD_MESSAGES = {
  accountCap: (held: number) =>
    `You already have ${pluralise(held, 'item')} reserved in unpaid payments (at most ${MAX_HELD_UNITS_PER_ACCOUNT} at once). ` +
    `Complete a pending payment, or try again when it expires (${HOLD_MINUTES} minutes after it started).`,
  /** A new payment needs units the shopper's own unfinished payment holds (docs/decisions/0030). */
  heldByYou: (title: string, units: number, minutes: number) =>
    `${units} of ${title} ${units === 1 ? 'is' : 'are'} held for a payment you started and have not finished. ` +
    `Complete that payment, or try again in ${pluralise(minutes, 'minute')} when it expires.`,
  /** A further payment would pass heldPerProductCap for one product (decision 0055). */
  productCap: (title: string, held: number, cap: number, minutes: number) =>
    `You already have ${held} of ${title} reserved in a payment you have not finished, and one account can reserve at most ${cap} of it at a time. ` +
    `Complete that payment, or try again in ${pluralise(minutes, 'minute')} when it expires.`,
  ipCap: `Too many items are reserved in unpaid payments from your network (at most ${MAX_HELD_UNITS_PER_IP} at once). Complete a pending payment, or try again in ${HOLD_MINUTES} minutes.`,
};
