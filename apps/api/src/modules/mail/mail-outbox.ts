import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { MailKind } from '@campus-threads/contract';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, type EmailOutboxRow, type OutboxAttachment } from '../../db/schema/mail';
import { loggableError } from '../../lib/database-errors';
import type { Logger } from '../../lib/logger';
import type { MailTransport } from './mail-transport';

/** A database handle or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** One message to queue, already rendered. */
export type QueuedMail = {
  userId: string | null;
  to: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  dedupeKey?: string | null;
  attachments?: OutboxAttachment[];
};

/**
 * Messages claimed at a time: one, so a message a person waits for (priority 0) is never behind
 * more than the one being sent (the burst bench measured 4-5 s behind claims of five invoiced
 * confirmations, each drawing its PDF), and several processes share a backlog message by message.
 */
const CLAIM_BATCH = 1;
/**
 * How long one run of the job keeps sending before it lets the next run (in this process or
 * another) go on (docs/decisions/0064): a backlog of hundreds leaves in slices, not one long run.
 */
export const SEND_BUDGET_MS = 2_000;
/** Kinds a person is waiting for on the other side, sent before any backlog. */
const WAITED_FOR_KINDS: ReadonlySet<string> = new Set<MailKind>([
  'password_reset',
  'email_verification',
]);
export const mailPriority = (kind: string) => (WAITED_FOR_KINDS.has(kind) ? 0 : 1);
/** A claimed message is another process's again after this long (a crash while sending). */
export const SEND_LEASE_MS = 2 * 60_000;
/** First retry 20 s after a failure, then twice as long each time, at most an hour apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(20_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}
/** A message still unsent this long after it was queued is given up on (marked failed). */
export const GIVE_UP_AFTER_MS = 72 * 60 * 60_000;

/** How often app/jobs.ts runs `sendDue`: a password reset leaves within about a second. */
export const MAIL_SEND_INTERVAL_MS = 1_000;

/**
 * The outbox (docs/decisions/0051): `queue` writes messages in the caller's transaction, so an
 * e-mail exists exactly when the event that causes it committed; `sendDue` is the job every API
 * process runs. It claims a few due messages at a time, waited-for kinds first, in one statement
 * (FOR UPDATE SKIP LOCKED, moving their next attempt a lease ahead and counting the attempt), so
 * two processes never hold the same message; sends each, yielding to requests in between; and
 * marks it sent only if its claim is still the latest (same attempt count). It stops claiming once
 * its time budget is spent (docs/decisions/0064). A failure sets the next attempt by
 * `retryDelayMs`; a crash mid-send leaves the lease to expire.
 */
export function createMailOutbox(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  /** The file an attachment stands for, made when it is sent (an order's invoice PDF). */
  attachmentFor?: (
    attachment: OutboxAttachment,
  ) => Promise<{ filename: string; content: Buffer; contentType: string } | null>;
  /** Headers a message gets when it is sent, from its row (the unsubscribe pair). */
  headersFor?: (row: EmailOutboxRow) => Record<string, string> | undefined;
  log?: Logger;
}) {
  const { db, transport } = deps;

  async function queue(executor: Executor, mails: readonly QueuedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await executor
      .insert(emailOutbox)
      .values(
        mails.map((mail) => ({
          userId: mail.userId,
          toAddress: mail.to,
          kind: mail.kind,
          priority: mailPriority(mail.kind),
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          dedupeKey: mail.dedupeKey ?? null,
          attachments: mail.attachments ?? [],
        })),
      )
      .onConflictDoNothing();
  }

  async function claim(now: Date): Promise<EmailOutboxRow[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.state, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.priority), asc(emailOutbox.nextAttemptAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return (
      db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
        })
        // = any(array(…)) runs the locking select once; `in (select … limit)` may run it again per
        // row and claim more than the batch.
        .where(and(sql`${emailOutbox.id} = any(array(${due}))`, eq(emailOutbox.state, 'pending')))
        .returning()
    );
  }

  async function sendOne(row: EmailOutboxRow, now: Date): Promise<boolean> {
    const stillOurs = and(
      eq(emailOutbox.id, row.id),
      eq(emailOutbox.state, 'pending'),
      eq(emailOutbox.attempts, row.attempts),
    );
    try {
      const attachments = [];
      for (const attachment of row.attachments) {
        const file = await deps.attachmentFor?.(attachment);
        if (file) attachments.push(file);
      }
      const messageId = await transport.send({
        id: row.id,
        from: deps.from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments,
        headers: deps.headersFor?.(row),
      });
      await db
        .update(emailOutbox)
        .set({ state: 'sent', sentAt: new Date(), messageId, lastError: null })
        .where(stillOurs);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = now.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
      deps.log?.warn(
        { err: loggableError(error), mailId: row.id, attempts: row.attempts, givenUp },
        'e-mail not sent yet',
      );
      await db
        .update(emailOutbox)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          ...(givenUp ? { state: 'failed' } : {}),
        })
        .where(stillOurs);
      return false;
    }
  }

  /**
   * The job: sends the messages due at `now` until none is left or `budgetMs` is spent (the job
   * passes SEND_BUDGET_MS; tests send everything). Returns how many were sent.
   */
  async function sendDue(now: Date = new Date(), budgetMs = Infinity): Promise<number> {
    const started = performance.now();
    let sent = 0;
    for (;;) {
      const claimed = await claim(now);
      for (const row of claimed) {
        if (await sendOne(row, now)) sent += 1;
        await yieldToRequests();
      }
      if (claimed.length < CLAIM_BATCH || performance.now() - started >= budgetMs) return sent;
    }
  }

  /**
   * Marks every message still pending that was queued since `since` as set aside (state
   * `skipped`, never sent), saying why: the demo's history, made through the real flows, queues
   * e-mails to demo accounts that nobody reads (docs/decisions/0064). Returns how many.
   */
  async function setAsideQueuedSince(since: Date, why: string): Promise<number> {
    const rows = await db
      .update(emailOutbox)
      .set({ state: 'skipped', lastError: `not sent: ${why}` })
      .where(and(eq(emailOutbox.state, 'pending'), gte(emailOutbox.createdAt, since)))
      .returning({ id: emailOutbox.id });
    return rows.length;
  }

  return { queue, sendDue, setAsideQueuedSince };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
