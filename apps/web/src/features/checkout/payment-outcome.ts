import {
  CHECKOUT_MESSAGES,
  ORDER_MESSAGES,
  type PaymentStatusResponse,
} from '@campus-threads/contract';

export type CallbackView =
  | { phase: 'processing' }
  | { phase: 'verifying'; message: string | null }
  | { phase: 'success'; orderId: string }
  | { phase: 'failed'; message: string }
  /** Paid, but no order could be made (sold out or withdrawn while paying): refunded in full. */
  | { phase: 'refunded'; message: string };

/** What a status answer means for the return page (spec: storefront §4). */
export function outcomeOf(
  response: Pick<PaymentStatusResponse, 'state' | 'order'> & { message?: string },
): CallbackView {
  if (response.state === 'COMPLETED' && response.order)
    return { phase: 'success', orderId: response.order._id };
  // The server's message says why and how much comes back (docs/decisions/0030).
  if (response.state === 'REFUNDED') return { phase: 'refunded', message: response.message ?? '' };
  if (response.state === 'FAILED' || response.state === 'CANCELLED')
    return { phase: 'failed', message: CHECKOUT_MESSAGES.paymentFailed };
  // PENDING, UNKNOWN, ERROR, or COMPLETED whose order is still being written: look again shortly.
  return { phase: 'verifying', message: ORDER_MESSAGES.stillPending };
}
