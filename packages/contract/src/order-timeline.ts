import type { z } from 'zod';
import type { Order, orderTimelineResponseSchema } from './order-schemas';
import { isFinalOrderStatus, ORDER_FLOW, ORDER_STATUS_LABELS, type OrderStatus } from './orders';

/**
 * done: passed; current: where the order is now (highlighted); upcoming: still ahead;
 * skipped: never reached because the order was cancelled first.
 */
export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'skipped';

export type TimelineStep = {
  status: OrderStatus;
  label: string;
  state: TimelineStepState;
  /** From the latest status-history entry of this status. */
  timestamp: string | null;
  /** That entry's remark as recorded (it may be empty). */
  remark: string | null;
  /** Only on the current step, and never once the order is delivered or cancelled. */
  expectedDeliveryDate: string | null;
};

type TimelineInput = Pick<Order, 'status' | 'statusHistory' | 'expectedDeliveryDate'>;

/**
 * The customer timeline (spec: accounts-orders §2 /orders), as the buyer's order card shows it
 * and `GET /api/orders/{id}/timeline` sends it: steps up to the current one are reached, the
 * current one highlighted, timestamp and remark from the status history, the expected delivery
 * date on the current step unless the order is final.
 *
 * A cancelled order reads: the steps it reached, then Cancelled (current), then the steps it
 * never reached (skipped). Any other order reads the five steps of the flow: Cancelled is not a
 * step still to come, so it appears only once it happened (docs/decisions/0035).
 */
export function timelineSteps(order: TimelineInput): TimelineStep[] {
  const latest = (status: OrderStatus) =>
    [...order.statusHistory].reverse().find((e) => e.status === status);
  const step = (status: OrderStatus, state: TimelineStepState): TimelineStep => {
    const entry = latest(status);
    const showExpected = state === 'current' && !isFinalOrderStatus(status);
    return {
      status,
      label: ORDER_STATUS_LABELS[status],
      state,
      timestamp: entry?.timestamp ?? null,
      remark: entry?.remark ?? null,
      expectedDeliveryDate: showExpected ? order.expectedDeliveryDate || null : null,
    };
  };
  const flow: readonly OrderStatus[] = ORDER_FLOW;

  if (order.status === 'cancelled') {
    // Reached = up to the furthest flow status in the history (an order is always received).
    const furthest = Math.max(0, ...order.statusHistory.map((e) => flow.indexOf(e.status)));
    const reached = flow.filter((_, i) => i <= furthest).map((s) => step(s, 'done'));
    const skipped = flow.filter((_, i) => i > furthest).map((s) => step(s, 'skipped'));
    return [...reached, step('cancelled', 'current'), ...skipped];
  }

  const currentIndex = flow.indexOf(order.status);
  return flow.map((s, i) =>
    step(s, i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming'),
  );
}

/** `GET /api/orders/{id}/timeline`'s reply (order-schemas.ts). */
export type OrderTimelineResponse = z.infer<typeof orderTimelineResponseSchema>;
