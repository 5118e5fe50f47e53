import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
} from '@campus-threads/contract';

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
  remark: string | null;
  /** Only on the current step, and never once the order is delivered or cancelled. */
  expectedDeliveryDate: string | null;
};

const FLOW: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'cancelled');

type TimelineInput = Pick<Order, 'status' | 'statusHistory' | 'expectedDeliveryDate'>;

/**
 * The six steps of the customer timeline (spec: accounts-orders §2 /orders): steps up to the
 * current one are reached, the current one highlighted, timestamp and remark from the status
 * history, the expected delivery date on the current step unless delivered or cancelled.
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
    const showExpected = state === 'current' && status !== 'delivered' && status !== 'cancelled';
    return {
      status,
      label: ORDER_STATUS_LABELS[status],
      state,
      timestamp: entry?.timestamp ?? null,
      remark: entry?.remark || null,
      expectedDeliveryDate: showExpected ? order.expectedDeliveryDate || null : null,
    };
  };

  if (order.status === 'cancelled') {
    // Reached = up to the furthest flow status in the history (an order is always received).
    const furthest = Math.max(0, ...order.statusHistory.map((e) => FLOW.indexOf(e.status)));
    const reached = FLOW.filter((_, i) => i <= furthest).map((s) => step(s, 'done'));
    const skipped = FLOW.filter((_, i) => i > furthest).map((s) => step(s, 'skipped'));
    return [...reached, step('cancelled', 'current'), ...skipped];
  }

  const currentIndex = FLOW.indexOf(order.status);
  return FLOW.map((s, i) =>
    step(s, i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming'),
  );
}
