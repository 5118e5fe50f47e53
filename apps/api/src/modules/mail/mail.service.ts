import { isTransactionalMail, type MailKind } from '@campus-threads/contract';
import type { Db } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/mail';
import type { Logger } from '../../lib/logger';
import { ordersForMail, type OrderMailFacts } from '../orders/order-mail-facts';
import { mailRecipients } from '../users/mail-recipients';
import { renderMail, type MailContent } from './mail-layout';
import { createMailOutbox, type Executor } from './mail-outbox';
import type { MailTransport } from './mail-transport';
import { MAIL_KIND_OF, mailForNotification, type NotifiedEntry } from './notification-mail';
import { createUnsubscribeLinks } from './unsubscribe';

/** One message for an account: the template's content, its kind, and an event key when it has one. */
export type MailForUser = {
  userId: string;
  kind: MailKind;
  content: MailContent;
  dedupeKey?: string;
  attachments?: OutboxAttachment[];
};

/**
 * The mail module (docs/decisions/0051): it owns `email_outbox`. Other modules queue
 * messages in their own transactions, through `forUsers` or, for every notification the bell
 * gets, `forNotifications` (the notifications module's hook, wired in app/services.ts); the job
 * sends them. Optional kinds skip an account that turned e-mail updates off.
 */
export function createMailService(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  /** The server secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
  attachmentFor?: Parameters<typeof createMailOutbox>[0]['attachmentFor'];
  log?: Logger;
}) {
  const unsubscribe = createUnsubscribeLinks(deps.secret, deps.publicUrl);
  // An optional message (a user's, of a kind they may turn off) gets RFC 8058's headers when sent.
  const outbox = createMailOutbox({
    ...deps,
    headersFor: (row) =>
      row.userId && !isTransactionalMail(row.kind as MailKind)
        ? unsubscribe.headers(row.userId)
        : undefined,
  });

  async function forUsers(executor: Executor, mails: readonly MailForUser[]): Promise<void> {
    if (mails.length === 0) return;
    const recipients = await mailRecipients(
      executor,
      mails.map((m) => m.userId),
    );
    await outbox.queue(
      executor,
      mails.flatMap((mail) => {
        const to = recipients.get(mail.userId);
        const optional = !isTransactionalMail(mail.kind);
        if (!to || (!to.emailUpdates && optional)) return [];
        return [
          {
            userId: mail.userId,
            to: to.email,
            kind: mail.kind,
            ...renderMail(
              mail.content,
              to.fullName,
              deps.publicUrl,
              optional ? unsubscribe.pageUrl(mail.userId) : undefined,
            ),
            dedupeKey: mail.dedupeKey ?? null,
            attachments: mail.attachments,
          },
        ];
      }),
    );
  }

  /** In the notifying transaction: each notification's e-mail, with its order's facts. */
  async function forNotifications(
    executor: Executor,
    entries: readonly NotifiedEntry[],
  ): Promise<void> {
    const withOrder = (type: NotifiedEntry['type']) =>
      entries.flatMap((e) => (e.type === type && e.orderId ? [e.orderId] : []));
    const facts = await ordersForMail(executor, {
      wholePayment: withOrder('ORDER_PLACED'),
      single: withOrder('ORDER_STATUS'),
    });
    const mails = entries.flatMap((entry): MailForUser[] => {
      if (entry.email === false) return [];
      const orders: OrderMailFacts[] = (entry.orderId && facts.get(entry.orderId)) || [];
      const content = mailForNotification(entry, orders, deps.publicUrl);
      const own = entry.email;
      return [
        {
          userId: entry.userId,
          kind: MAIL_KIND_OF[entry.type],
          content: own
            ? {
                ...content,
                ...(own.subject ? { subject: own.subject } : {}),
                ...(own.heading ? { heading: own.heading } : {}),
                ...(own.paragraphs ? { paragraphs: own.paragraphs } : {}),
                ...(own.footnote !== undefined ? { footnote: own.footnote } : {}),
                ...(own.action
                  ? { action: { label: own.action.label, url: deps.publicUrl + own.action.path } }
                  : {}),
              }
            : content,
          dedupeKey:
            entry.type === 'ORDER_PLACED' && entry.orderId
              ? `order-confirmation:${entry.orderId}`
              : undefined,
          attachments:
            own?.attachments ??
            (entry.type === 'ORDER_PLACED'
              ? orders.map((order) => ({ kind: 'invoice' as const, orderId: order.id }))
              : undefined),
        },
      ];
    });
    await forUsers(executor, mails);
  }

  return {
    forUsers,
    forNotifications,
    sendDue: outbox.sendDue,
    setAsideQueuedSince: outbox.setAsideQueuedSince,
    unsubscribeLinks: unsubscribe,
    transportKind: deps.transport.kind,
  };
}

export type MailService = ReturnType<typeof createMailService>;
