import { CHECKOUT_MESSAGES, ORDER_MESSAGES, type PaymentStatusResponse } from '@campus-threads/contract';

export type CallbackView =
  | { phase: 'processing' }
  | { phase: 'verifying'; message: string | null }
  | { phase: 'success'; orderId: string }
  | { phase: 'failed'; message: string };

/** What a status answer means for the return page (spec: storefront §4). */
export function outcomeOf(response: Pick<PaymentStatusResponse, 'state' | 'order'>): CallbackView {
  if (response.state === 'COMPLETED' && response.order) return { phase: 'success', orderId: response.order._id };
  if (response.state === 'FAILED' || response.state === 'CANCELLED') return { phase: 'failed', message: CHECKOUT_MESSAGES.paymentFailed };
  // PENDING, UNKNOWN, ERROR, or COMPLETED whose order is still being written: look again shortly.
  return { phase: 'verifying', message: ORDER_MESSAGES.stillPending };
}
