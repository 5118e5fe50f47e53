import { SITE } from './site';

/**
 * E-mail (issue 21): what the shop sends, which of it a user may turn off, and the texts both the
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
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Always sent: a user cannot turn these off (the rest follow their e-mail updates setting). */
export const TRANSACTIONAL_MAIL_KINDS: readonly MailKind[] = [
  'order_confirmation',
  'refund',
  'password_reset',
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

export const MAIL_SUBJECTS = {
  orderConfirmation: (shortId: string) => `Your ${SITE.name} order #${shortId} is confirmed`,
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
  hint: 'Order confirmations, refunds and password resets are always e-mailed.',
  saved: 'E-mail settings saved',
} as const;
