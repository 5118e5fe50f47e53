import { z } from 'zod';
import { DELIVERY_STATES } from './india';
import { addToCartSchema } from './cart-schemas';
import { formatRupees, type Paise } from './money';
import type { checkoutSettingsSchema } from './payment-schemas';
import { isValidPhone, phoneDigits } from './phone';
import { pinCodeFitsState, statesOfPinCode } from './pin-code-states';

/** Checkout texts (spec: storefront §5, §8). */
export const CHECKOUT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  /** Buy-now words the same rule otherwise (spec: storefront §5). */
  emailInvalidBuyNow: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  passwordRequired: 'Password is required for account creation',
  addressRequired: 'Address is required',
  pinCodeRequired: 'Pin code is required',
  pinCodeFormat: 'Pin code must be 6 digits',
  /** `place`: the PIN's district and state ("South Andamans, Andaman and Nicobar Islands"). */
  pinCodeNotServed: (place: string) =>
    `Sorry, we don't deliver to ${place} yet. We are adding more campuses soon.`,
  districtRequired: 'District is required',
  stateRequired: 'State is required',
  /** The state does not match the PIN code's (pin-code-states.ts, decision 0056). */
  stateNotOfPinCode: (pin: string, states: readonly string[]) =>
    `PIN code ${pin} is in ${states.join(' or ')}. Choose ${states.length > 1 ? 'one of them' : states[0]} as the state, or check the PIN code.`,
  fixErrors: 'Please fix the errors in the form',
  /** Checkout offers the last order's delivery details (decision 0056). */
  useLastAddress: 'Use my last address',
  lastAddressUsed: 'Filled in from your last order',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  gatewayError: 'Payment gateway error. Please try again.',
  initiateError: 'An error occurred while initiating payment',
  placeOrderFailed: 'Failed to place order. Please try again.',
  noRedirect: 'No redirect URL received from payment service',
  noTransactionId: 'No transaction ID found in callback parameters',
  orderDataMissing: 'Order data not found. Please try placing the order again.',
  paymentFailed: 'Payment failed or was cancelled. Please try again.',
  verificationError: 'An error occurred during payment verification.',
  verificationFailedToast: 'Payment verification failed. Please contact support.',
  amountChanged: 'Prices have changed. Please review your order.',
  amountChangedTo: (payNowPaise: Paise) =>
    `Prices have changed. Please review your order. New amount: ${formatRupees(payNowPaise)}`,
  nothingToBuy: 'Cart is empty',
  partialNotAllowed: 'The 50% advance applies only when every item in the order allows it',
  /** The checkout's payment box when some items allow the advance and others do not (0055). */
  advanceNeedsEveryItem: (titles: readonly string[]) =>
    `Paying 50% now is possible only when every item allows it, and ${titles.join(', ')} ${titles.length === 1 ? 'has' : 'have'} to be paid in full, so this order is paid in full. Buy ${titles.length === 1 ? 'it' : 'them'} separately to pay the rest on delivery.`,
  accountCreated: 'Account created successfully! Proceeding with your order.',
  emailRegistered: 'This email is already registered. Enter its password to sign in and continue.',
  wrongPassword: 'That password does not match this email. Try again or use another email.',
  paymentSuccess: 'Payment successful! Your order has been placed.',
} as const;

/** Timings of the payment return (spec: storefront §4, §9). */
export const PAYMENT_CALLBACK_TIMINGS = {
  recheckMs: 10_000,
  successRedirectMs: 3_000,
  failureRedirectMs: 5_000,
} as const;

/** Query parameters a payment return may carry its transaction id in (spec: storefront §4), in order. */
export const CALLBACK_TRANSACTION_PARAMS = [
  'merchantTransactionId',
  'merchant_transaction_id',
  'transactionId',
  'transaction_id',
  'orderId',
  'order_id',
  'merchantOrderId',
  'merchant_order_id',
] as const;

/** The smallest amount a payment may ask for, in paise (₹1). */
export const MIN_PAYMENT_PAISE = 100;
/** How long a shopper has to pay before the reservation lapses. */
export const PAYMENT_EXPIRY_SECONDS = 15 * 60;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * A delivery address as checkout sends it. The state must be the PIN code's (an invoice's CGST +
 * SGST or IGST follows the state): a mismatch is refused on the state field (decision 0056).
 */
export const deliveryDetailsSchema = z
  .object({
    fullName: required(CHECKOUT_MESSAGES.fullNameRequired).pipe(z.string().max(100)),
    email: required(CHECKOUT_MESSAGES.emailRequired).pipe(
      z.email(CHECKOUT_MESSAGES.emailInvalid).max(254),
    ),
    phone: required(CHECKOUT_MESSAGES.phoneRequired)
      .refine(isValidPhone, CHECKOUT_MESSAGES.phoneDigits)
      .transform(phoneDigits),
    address: required(CHECKOUT_MESSAGES.addressRequired).pipe(z.string().max(300)),
    pinCode: required(CHECKOUT_MESSAGES.pinCodeRequired).pipe(
      z.string().regex(/^\d{6}$/, CHECKOUT_MESSAGES.pinCodeFormat),
    ),
    district: required(CHECKOUT_MESSAGES.districtRequired).pipe(z.string().max(80)),
    state: required(CHECKOUT_MESSAGES.stateRequired).refine(
      (s) => DELIVERY_STATES.includes(s),
      CHECKOUT_MESSAGES.stateRequired,
    ),
  })
  .superRefine((details, ctx) => {
    if (pinCodeFitsState(details.pinCode, details.state)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['state'],
      message: CHECKOUT_MESSAGES.stateNotOfPinCode(
        details.pinCode,
        statesOfPinCode(details.pinCode),
      ),
    });
  });
export type DeliveryDetailsInput = z.infer<typeof deliveryDetailsSchema>;

/**
 * POST /api/payments/create. `source: 'cart'` buys the available lines of the server cart;
 * 'buyNow' buys the one item sent. `amount` is what the page showed (rupees): when the server's
 * amount differs the answer is 409 with fresh prices. Any other money field is ignored.
 */
export const createPaymentSchema = z.object({
  /** `drop`: joining a campus drop (docs/decisions/0049): `items` holds its one t-shirt line. */
  source: z.enum(['cart', 'buyNow', 'drop']).default('cart'),
  dropSlug: z.string().trim().max(120).optional(),
  amount: z.coerce.number().min(0),
  isPartialPaymentAllowed: z.boolean().default(false),
  items: z.array(addToCartSchema).max(1).optional(),
  deliveryDetails: deliveryDetailsSchema,
  redirectUrl: z.unknown().optional(),
  merchantOrderId: z.unknown().optional(),
  orderData: z.unknown().optional(),
});
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

/** GET /api/checkout/settings: what the checkout form needs before it submits (payment-schemas.ts). */
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;
