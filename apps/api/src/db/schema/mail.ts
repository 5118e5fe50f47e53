import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Owned by modules/mail: the durable outbox every e-mail goes through.

/**
 * What an e-mail carries besides its body, made when it is sent: an order's invoice PDF, or a
 * credit note (an order's cancel note, or a return's when `returnId` is set).
 */
export type OutboxAttachment =
  | { kind: 'invoice'; orderId: string }
  | { kind: 'credit_note'; orderId: string; returnId?: string | null };

/**
 * One e-mail, written in the transaction of the event that causes it (an order made, a status
 * change, a refund, a drop closed, a password reset) and sent afterwards by the outbox job, which
 * claims due rows with FOR UPDATE SKIP LOCKED so two API processes never send one twice. A mail
 * server that is down only delays it: `next_attempt_at` grows with each failed attempt.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The event's own key ("order-confirmed:<order id>"): the same event never queues twice. */
    dedupeKey: text('dedupe_key'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    /** The template (contract MAIL_KINDS). */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /**
     * 0 for mail a person is waiting for (a password reset, an address to verify), 1 for the rest:
     * the sender claims lower first, so a backlog of order confirmations never delays a reset.
     */
    priority: smallint('priority').notNull().default(1),
    /**
     * pending → sent, or failed once it has been tried for longer than the retry window; skipped:
     * set aside unsent (the demo's history, docs/decisions/0064), the reason in last_error.
     */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The SMTP server's Message-ID, or the .eml file written without SMTP_URL. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe').on(t.dedupeKey),
    index('email_outbox_due')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('email_outbox_user').on(t.userId, t.createdAt.desc()),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
