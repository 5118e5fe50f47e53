import { REFUND_NOTICES, type RefundNoticeKind } from '@campus-threads/contract';
import type { RefundRow } from '../../db/schema/refunds';
import type {
  NotificationEmail,
  NotificationsService,
} from '../notifications/notifications.service';
import type { Executor } from './refund-types';

/** The words of a refund's bell and e-mail. */
export type RefundFacts = Parameters<(typeof REFUND_NOTICES)[RefundNoticeKind]['done']>[0];

/** Whether the order's cancel (or the return's) has its credit note (modules/invoices). */
export type CreditNoteIssued = (
  executor: Executor,
  orderId: string,
  returnId: string | null,
) => Promise<boolean>;

/** What buyers are told of their refunds (docs/decisions/0054), for the record path and the settlement. */
export function createRefundNotices(deps: {
  notifications: Pick<NotificationsService, 'notify'>;
  creditNoteIssued: CreditNoteIssued;
}) {
  const { notifications } = deps;

  /** The bell when a refund is recorded; its one e-mail waits for the provider. */
  async function started(
    tx: Executor,
    buyer: { userId: string; orderId: string | null },
    kind: RefundNoticeKind,
    facts: RefundFacts,
  ): Promise<void> {
    await notifications.notify(
      [
        {
          userId: buyer.userId,
          type: 'ORDER_REFUND',
          message: REFUND_NOTICES[kind].started(facts),
          orderId: buyer.orderId,
          email: false,
        },
      ],
      tx,
    );
  }

  /**
   * The refund's one e-mail, when it completes: its kind's words, and what documents it: a
   * cancel's or a return's credit note, a drop's invoice at the tier's price.
   */
  async function completedEmail(
    tx: Executor,
    row: RefundRow,
    kind: RefundNoticeKind,
    facts: RefundFacts,
  ): Promise<NotificationEmail> {
    const texts = REFUND_NOTICES[kind];
    const attachments =
      row.orderId === null
        ? []
        : kind === 'drop_tier'
          ? [{ kind: 'invoice' as const, orderId: row.orderId }]
          : (await deps.creditNoteIssued(tx, row.orderId, row.returnId))
            ? [{ kind: 'credit_note' as const, orderId: row.orderId, returnId: row.returnId }]
            : [];
    return {
      subject: texts.subject(facts),
      heading: texts.heading,
      paragraphs: texts.paragraphs(facts),
      footnote: attachments.length > 0 ? texts.attached : '',
      attachments,
    };
  }

  /** The buyer hears that the money is back, in the transaction that marks it completed. */
  async function completed(tx: Executor, row: RefundRow, buyerId: string, facts: RefundFacts) {
    const kind: RefundNoticeKind = row.orderId ? row.kind : 'payment';
    await notifications.notify(
      [
        {
          userId: buyerId,
          type: 'ORDER_REFUND',
          message: REFUND_NOTICES[kind].done(facts),
          orderId: row.orderId,
          email: await completedEmail(tx, row, kind, facts),
        },
      ],
      tx,
    );
  }

  return { started, completed };
}

export type RefundNotices = ReturnType<typeof createRefundNotices>;
