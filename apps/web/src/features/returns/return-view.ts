import {
  RETURN_STATUS_LABELS,
  type ReturnRequest,
  type ReturnStatus,
} from '@campus-threads/contract';

/**
 * How a request is shown (docs/decisions/0052): its steps, its lines in words, and the amounts a
 * line may still be sent back. Pure, shared by the buyer's orders, the seller's sales and admins.
 */

export type ReturnStep = {
  status: ReturnStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  /** When it happened (ISO), null for a step not reached. */
  at: string | null;
  remark: string;
};

/**
 * The request's steps: those the timeline recorded, then the ones still to come. A request goes
 * requested → approved | rejected, approved → received back; a rejection ends it.
 */
export function returnTimelineSteps(
  request: Pick<ReturnRequest, 'status' | 'timeline' | 'createdAt'>,
): ReturnStep[] {
  const reached = new Map(request.timeline.map((entry) => [entry.status, entry]));
  const path: ReturnStatus[] =
    request.status === 'rejected'
      ? ['requested', 'rejected']
      : ['requested', 'approved', 'received'];
  const currentIndex = path.indexOf(request.status);
  return path.map((status, index) => {
    const entry = reached.get(status);
    const at = entry?.at ?? (status === 'requested' ? request.createdAt : null);
    return {
      status,
      label: RETURN_STATUS_LABELS[status],
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
      at: index <= currentIndex ? at : null,
      remark: index <= currentIndex ? (entry?.remark ?? '') : '',
    };
  });
}

/** Units of each order line already asked for in requests that were not rejected. */
export function sentBackByLine(
  requests: readonly Pick<ReturnRequest, 'status' | 'items'>[],
): Map<string, number> {
  const sent = new Map<string, number>();
  for (const request of requests) {
    if (request.status === 'rejected') continue;
    for (const item of request.items)
      sent.set(item.orderItemId, (sent.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return sent;
}

/** The requests of each order, in the order given (the API's newest first). */
export function requestsByOrder<T extends Pick<ReturnRequest, 'orderId'>>(
  requests: readonly T[],
): Map<string, T[]> {
  const byOrder = new Map<string, T[]>();
  for (const request of requests) {
    const list = byOrder.get(request.orderId) ?? [];
    list.push(request);
    byOrder.set(request.orderId, list);
  }
  return byOrder;
}

/** "Size M → L · Qty 1", "Size M · Black · Qty 2" (a returned line keeps its size). */
export function returnLineFacts(item: ReturnRequest['items'][number]): string {
  const size = item.size
    ? item.exchangeSize
      ? `Size ${item.size} → ${item.exchangeSize}`
      : `Size ${item.size}`
    : item.exchangeSize
      ? `New size ${item.exchangeSize}`
      : null;
  return [item.productType === 'accessory' ? 'Accessory' : null, size, item.color]
    .concat(`Qty ${item.quantity}`)
    .filter(Boolean)
    .join(' · ');
}

/** Whether a request still waits for its fulfiller or an admin. */
export function isOpenRequest(request: Pick<ReturnRequest, 'status'>): boolean {
  return request.status === 'requested' || request.status === 'approved';
}
