import { z } from 'zod';

/**
 * Unsubscribing from optional e-mails (docs/decisions/0053; RFC 2369 and RFC 8058).
 * Every message a user may turn off carries a link to /unsubscribe and the headers
 * `List-Unsubscribe` (the API's one-click URL) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * Either turns the account's e-mail updates off without signing in; what a user needs (order
 * confirmations, refunds, a return's instructions, password reset, verification) comes regardless.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The one-click endpoint, under /api; the token follows as `?token=`. */
export const UNSUBSCRIBE_API_PATH = '/api/mail/unsubscribe';
/** RFC 8058's header value and the body a mail program POSTs. */
export const LIST_UNSUBSCRIBE_POST = 'List-Unsubscribe=One-Click';

export const UNSUBSCRIBE_TEXTS = {
  /** The footer of an optional e-mail. */
  mailFooter: 'You get this e-mail because e-mail updates are on for your account.',
  mailLink: 'Unsubscribe from these e-mails',
  /** The /unsubscribe page. */
  title: 'Stop e-mail updates?',
  intro:
    'You will no longer get order status updates, drop results, review reminders and seller news by e-mail. Order confirmations, refunds, return instructions and password resets still come.',
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: 'You are unsubscribed: no more e-mail updates.',
  doneHint: 'Changed your mind? Turn e-mail updates back on in your account settings.',
  toSettings: 'Open settings',
  linkInvalid:
    'This unsubscribe link is not valid. Turn e-mail updates off in your account settings.',
  linkMissing: 'This unsubscribe link is incomplete: open the link from the e-mail again',
} as const;

/** `POST /api/mail/unsubscribe?token=…` (the body, form or JSON, is not read). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string(UNSUBSCRIBE_TEXTS.linkMissing)
    .min(1, UNSUBSCRIBE_TEXTS.linkMissing)
    .max(300, UNSUBSCRIBE_TEXTS.linkInvalid),
});
export const unsubscribeResponseSchema = z.object({ message: z.string() });
