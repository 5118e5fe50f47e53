import {
  formatRupees,
  DELIVERY_ZONE_LABELS,
  formatDeliveryDay,
  MAIL_SUBJECTS,
  ORDER_MAIL_TEXTS,
  ORDER_STATUS_LABELS,
  type MailKind,
  type NotificationType,
  type OrderStatus,
  shortOrderId,
  trackingUrl,
  courierName,
  notificationPath,
} from '@campus-threads/contract';
import type { OutboxAttachment } from '../../db/schema/mail';
import type { OrderMailFacts } from '../orders/order-mail-facts';
import type { MailContent } from './mail-layout';

/** A notification as the mail module gets it (the notifications module's entry). */
export type NotifiedEntry = {
  userId: string;
  type: NotificationType;
  message: string;
  orderId?: string | null;
  productInfo?: { productType?: 'tshirt' | 'accessory'; productId?: string } | null;
  /** The sender's own words for the e-mail, or false for none (notifications' NotificationEmail). */
  email?: false | NotificationEmailWords;
};

/** notifications' `NotificationEmail`, restated so the mail module imports no notifications. */
export type NotificationEmailWords = {
  subject?: string;
  heading?: string;
  paragraphs?: string[];
  footnote?: string;
  action?: { label: string; path: string };
  attachments?: OutboxAttachment[];
};

/** Which e-mail each kind of notification becomes. */
export const MAIL_KIND_OF: Record<NotificationType, MailKind> = {
  ORDER_PLACED: 'order_confirmation',
  ORDER_RECEIVED: 'seller_new_order',
  ORDER_STATUS: 'order_status',
  ORDER_REFUND: 'refund',
  DESIGN_APPROVED: 'design_review',
  DESIGN_REJECTED: 'design_review',
  PAYOUT_SENT: 'payout',
  DROP_STATUS: 'drop_outcome',
  REVIEW: 'review',
  RETURN: 'return_request',
  SELLER_REVIEW: 'review',
  SELLER_RETURN: 'return_request',
  ADMIN_RETURN: 'return_request',
};

const ordersLink = (publicUrl: string, orderId: string | null | undefined) =>
  orderId ? `${publicUrl}/orders?highlight=${orderId}` : `${publicUrl}/orders`;

function orderRows(order: OrderMailFacts): MailContent['rows'] {
  return [
    ...order.lines.map((line) => ({
      label: `${line.quantity} × ${line.title}${[line.size, line.color].filter(Boolean).length ? ` (${[line.size, line.color].filter(Boolean).join(', ')})` : ''}`,
      value: formatRupees(line.unitPricePaise * line.quantity),
    })),
    {
      label: ORDER_MAIL_TEXTS.delivery(
        order.deliveryZone ? DELIVERY_ZONE_LABELS[order.deliveryZone] : null,
      ),
      value: formatRupees(order.deliveryPaise),
    },
    ...(order.deliveryTo
      ? [{ label: ORDER_MAIL_TEXTS.deliversBy, value: formatDeliveryDay(order.deliveryTo) }]
      : []),
    { label: 'Total', value: formatRupees(order.totalPaise), strong: true },
    ...(order.partialPayment
      ? [
          { label: 'Advance paid', value: formatRupees(order.advancePaise) },
          {
            label: 'Balance due at delivery',
            value: formatRupees(order.remainingPaise),
            strong: true,
          },
        ]
      : [{ label: 'Paid', value: formatRupees(order.totalPaise) }]),
  ];
}

/** Under a split payment's orders: what the one payment came to, and what is left to pay. */
function paymentRows(orders: readonly OrderMailFacts[]): MailContent['rows'] {
  const sum = (pick: (order: OrderMailFacts) => number) =>
    orders.reduce((total, order) => total + pick(order), 0);
  const paid = sum((o) => (o.partialPayment ? o.advancePaise : o.totalPaise));
  const due = sum((o) => (o.partialPayment ? o.remainingPaise : 0));
  return [
    {
      label: ORDER_MAIL_TEXTS.paymentTotal,
      value: formatRupees(sum((o) => o.totalPaise)),
      strong: true,
    },
    ...(due > 0
      ? [
          { label: ORDER_MAIL_TEXTS.paidNow, value: formatRupees(paid) },
          { label: ORDER_MAIL_TEXTS.balanceDue, value: formatRupees(due), strong: true },
        ]
      : [{ label: ORDER_MAIL_TEXTS.paid, value: formatRupees(paid) }]),
  ];
}

function addressOf(order: OrderMailFacts): string {
  const d = order.deliveryDetails;
  return [d.fullName, d.address, d.district, `${d.state} ${d.pinCode}`].filter(Boolean).join(', ');
}

/**
 * The e-mail a notification becomes: the order confirmation with every order the payment made
 * (lines, totals, the advance and the balance, the delivery address), a status change with its
 * remark and tracking link, and the bell's own words for the rest, each with a button to the
 * page where it is acted on.
 */
export function mailForNotification(
  entry: NotifiedEntry,
  orders: readonly OrderMailFacts[],
  publicUrl: string,
): MailContent {
  const link = ordersLink(publicUrl, entry.orderId);
  // The reader's own page (decision 0056): a seller's Sales, an admin's Orders, the product's reviews.
  const page = `${publicUrl}${notificationPath(entry)}`;
  switch (entry.type) {
    case 'ORDER_PLACED': {
      const first = orders[0];
      const invoiced = orders.filter((order) => order.dropId === null).length;
      return {
        subject: MAIL_SUBJECTS.orderConfirmation(
          orders.length > 0
            ? orders.map((o) => shortOrderId(o.id))
            : [shortOrderId(entry.orderId ?? '')],
        ),
        heading: 'Thank you for your order',
        paragraphs: [entry.message, ...(first ? [`We will deliver to: ${addressOf(first)}.`] : [])],
        rows: [
          ...orders.flatMap((order) => [
            ...(orders.length > 1
              ? [{ label: `Order #${shortOrderId(order.id)}`, value: '', strong: true }]
              : []),
            ...(orderRows(order) ?? []),
          ]),
          ...(orders.length > 1 ? (paymentRows(orders) ?? []) : []),
        ],
        action: { label: 'View your order', url: link },
        // The invoices are issued with the orders and ride along (a drop's comes when it confirms).
        ...(invoiced > 0 ? { footnote: ORDER_MAIL_TEXTS.invoicesAttached(invoiced) } : {}),
      };
    }
    case 'ORDER_STATUS': {
      const order = orders[0];
      const tracking =
        order?.courier && order.trackingNumber
          ? trackingUrl(order.courier, order.trackingNumber)
          : null;
      return {
        subject: MAIL_SUBJECTS.orderStatus(shortOrderId(entry.orderId ?? '')),
        heading: order
          ? (ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status)
          : 'Order update',
        paragraphs: [
          entry.message,
          ...(order?.remark ? [`Note: ${order.remark}`] : []),
          ...(order?.courier && order.trackingNumber
            ? [`Courier: ${courierName(order.courier)}, tracking number ${order.trackingNumber}.`]
            : []),
        ],
        action: tracking
          ? { label: 'Track your parcel', url: tracking }
          : { label: 'View your order', url: link },
      };
    }
    case 'ORDER_REFUND':
      return {
        subject: MAIL_SUBJECTS.refund(entry.orderId ? shortOrderId(entry.orderId) : null),
        heading: 'About your refund',
        paragraphs: [
          entry.message,
          'Refunds reach the account you paid from, usually within 5–7 working days.',
        ],
        action: { label: 'View your orders', url: link },
      };
    case 'ORDER_RECEIVED':
      return {
        subject: MAIL_SUBJECTS.sellerNewOrder,
        heading: 'A student just bought from you',
        paragraphs: [entry.message],
        action: { label: 'Open your sales', url: page },
      };
    case 'DESIGN_APPROVED':
    case 'DESIGN_REJECTED':
      return {
        subject: MAIL_SUBJECTS.designReview,
        heading:
          entry.type === 'DESIGN_APPROVED' ? 'Your design is live' : 'Your design needs changes',
        paragraphs: [entry.message],
        action: { label: 'Open your uploads', url: `${publicUrl}/dashboard/upload-history` },
      };
    case 'PAYOUT_SENT':
      return {
        subject: MAIL_SUBJECTS.payout,
        heading: 'A payout is on its way',
        paragraphs: [entry.message],
        action: { label: 'Open your earnings', url: `${publicUrl}/dashboard/earnings` },
      };
    case 'DROP_STATUS':
      return {
        subject: MAIL_SUBJECTS.dropOutcome,
        heading: 'Your campus drop has news',
        paragraphs: [entry.message],
        action: { label: 'Open your drops', url: `${publicUrl}/dashboard/drops` },
      };
    case 'REVIEW':
      return {
        subject: MAIL_SUBJECTS.review,
        heading: 'Reviews help other students choose',
        paragraphs: [entry.message],
        action: { label: 'Open your orders', url: link },
      };
    case 'RETURN':
      return {
        subject: MAIL_SUBJECTS.returnRequest(shortOrderId(entry.orderId ?? '')),
        heading: 'Your exchange or return',
        paragraphs: [entry.message],
        action: { label: 'View the order', url: link },
      };
    case 'SELLER_REVIEW':
      return {
        subject: MAIL_SUBJECTS.sellerReview,
        heading: 'A new review of your product',
        paragraphs: [entry.message, 'You can reply to it once, on the product page.'],
        action: { label: 'Open the reviews', url: page },
      };
    case 'SELLER_RETURN':
    case 'ADMIN_RETURN':
      return {
        subject: MAIL_SUBJECTS.returnToDecide(shortOrderId(entry.orderId ?? '')),
        heading: 'A request to decide',
        paragraphs: [
          entry.message,
          'Approve or reject it from the order, and mark the goods received when they are back.',
        ],
        action: {
          label: entry.type === 'ADMIN_RETURN' ? 'Open the order' : 'Open your sales',
          url: page,
        },
      };
  }
}
