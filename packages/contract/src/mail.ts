import { SITE } from './site';

/**
 * E-mail: what the shop sends, which of it a user may turn off, and the texts both the
 * settings page and the messages use. Every message goes through the API's outbox (modules/mail).
 */
export const MAIL_KINDS = [
  'order_confirmation',
  'order_status',
  'refund',
  'drop_outcome',
  'password_reset',
  'seller_new_order',
  'design_review',
  'payout',
  'review',
  'return_request',
  /** The welcome e-mail's link, and "Send the link again" (docs/decisions/0053). */
  'email_verification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Always sent, with no unsubscribe link: a user cannot turn these off (the rest follow their
 * e-mail updates setting and carry one). A return's messages tell the buyer how to hand the goods
 * in and what happens to their money, so they are needed too (docs/decisions/0053).
 */
export const TRANSACTIONAL_MAIL_KINDS: readonly MailKind[] = [
  'order_confirmation',
  'refund',
  'password_reset',
  'email_verification',
  'return_request',
];

export function isTransactionalMail(kind: MailKind): boolean {
  return TRANSACTIONAL_MAIL_KINDS.includes(kind);
}

/** The colours of the messages: the shop's palette (apps/web/src/styles.css ink and saffron). */
export const MAIL_COLORS = {
  ink: '#12141c',
  muted: '#3d4254',
  accent: '#c9450c',
  surface: '#fff7ed',
  border: '#fed7aa',
} as const;

/** "a", "a and b", "a, b and c". */
function namesOf(names: readonly string[]): string {
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`
    : (names[0] ?? '');
}

/** The order confirmation's own words (modules/mail notification-mail.ts). */
export const ORDER_MAIL_TEXTS = {
  /** A split payment's rows under its orders: what the one payment came to. */
  paymentTotal: 'Payment total',
  paidNow: 'Paid now',
  paid: 'Paid',
  balanceDue: 'Balance due at delivery',
  /** An order's delivery row, with its zone once delivery is priced by zone (decision 0066). */
  delivery: (zoneLabel: string | null) => (zoneLabel ? `Delivery (${zoneLabel})` : 'Delivery'),
  deliversBy: 'Delivers by',
  /** The footnote when the invoices ride along (one per order). */
  invoicesAttached: (count: number) =>
    count > 1
      ? `Your ${count} tax invoices, one for each order, are attached.`
      : 'Your tax invoice is attached.',
} as const;

export const MAIL_SUBJECTS = {
  /** Every order a payment made, named: "Your … orders #1a2b3c4d and #5e6f7a8b are confirmed". */
  orderConfirmation: (shortIds: readonly string[]) =>
    shortIds.length > 1
      ? `Your ${SITE.name} orders ${namesOf(shortIds.map((id) => `#${id}`))} are confirmed`
      : `Your ${SITE.name} order #${shortIds[0] ?? ''} is confirmed`,
  orderStatus: (shortId: string) => `An update on your order #${shortId}`,
  refund: (shortId: string | null) =>
    shortId ? `Your refund for order #${shortId}` : 'Your refund from ' + SITE.name,
  dropOutcome: 'How your campus drop ended',
  passwordReset: `Reset your ${SITE.name} password`,
  sellerNewOrder: 'You have a new order',
  designReview: 'Your design has been reviewed',
  payout: 'You have been paid',
  review: 'About your review',
  returnRequest: (shortId: string) => `Your exchange or return for order #${shortId}`,
  /** To the seller and admins (decision 0056): written to the one who acts. */
  sellerReview: 'A buyer reviewed your product',
  returnToDecide: (shortId: string) => `A buyer asked to exchange or return order #${shortId}`,
} as const;

/** /dashboard/settings: the one switch, and what it leaves on. */
export const EMAIL_PREFERENCE_TEXTS = {
  label: 'E-mail me order updates, drop results and seller news',
  hint: 'Order confirmations, refunds, return instructions and password resets are always e-mailed.',
  saved: 'E-mail settings saved',
} as const;
