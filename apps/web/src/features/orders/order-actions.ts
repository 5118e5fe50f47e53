import {
  allowedNextStatuses,
  canBuyerCancel,
  BUYER_CANCEL_MESSAGES,
  isFinalOrderStatus,
  isHeldByDrop,
  NEXT_STEP_LABELS,
  type OrderMover,
  type Order,
  type OrderStatus,
} from '@campus-threads/contract';
import { canRecordBalance, RECORD_BALANCE_LABEL } from './balance';

/** How a button looks: the step forward, a plain one, or a cancellation in red. */
export type ActionTone = 'primary' | 'secondary' | 'danger';

/**
 * A button on an order row. `move` sends the order to `status` (a cancellation needs a reason
 * from an admin or a seller, shipping the courier and tracking number); the admin also has
 * Update Status (a dialog that picks the step and a remark) and Change delivery date; whoever
 * delivered an advance records its balance.
 */
export type OrderAction =
  | {
      kind: 'move';
      status: OrderStatus;
      label: string;
      tone: ActionTone;
      needsReason: boolean;
      needsShipment: boolean;
    }
  | { kind: 'update'; label: string; tone: ActionTone }
  | { kind: 'date'; label: string; tone: ActionTone }
  | { kind: 'balance'; label: string; tone: ActionTone };

/** What an order row needs to know to offer its buttons. */
export type OrderActionFacts = {
  status: OrderStatus;
  dropId: string | null;
  paymentInfo: Pick<Order['paymentInfo'], 'balanceDue' | 'balanceCollected'>;
  replacesOrderId?: string | null;
  /** A seller's sale the shop fulfils (their Print & Delivery design): read-only for them. */
  fulfilledByShop?: boolean;
};

/** Each mover's words for a move; the rest read as NEXT_STEP_LABELS. */
const LABELS: Record<OrderMover, Partial<Record<OrderStatus, string>>> = {
  admin: { cancelled: 'Cancel' },
  system: { cancelled: 'Cancel' },
  seller: { confirmed: 'Confirm', cancelled: 'Cancel' },
  buyer: { cancelled: BUYER_CANCEL_MESSAGES.action },
};

function move(status: OrderStatus, mover: OrderMover): OrderAction {
  const cancel = status === 'cancelled';
  return {
    kind: 'move',
    status,
    label: LABELS[mover][status] ?? NEXT_STEP_LABELS[status],
    tone: cancel ? 'danger' : 'primary',
    // The buyer's reason is optional (docs/decisions/0058); an admin or a seller must give one.
    needsReason: cancel && mover !== 'buyer',
    needsShipment: status === 'shipped',
  };
}

/**
 * The buttons of one order for whoever looks at it, from the contract's one table of moves
 * (`allowedNextStatuses(from, mover)`): nothing while a campus drop holds the order; then
 * - admin: the balance of a delivered advance, or, before a final status, the next step forward,
 *   Update Status, Change delivery date and Cancel when the table allows it;
 * - seller: every move the table allows a seller, then the balance; nothing on a sale the shop
 *   fulfils;
 * - buyer: Cancel order while the table allows it and the order is theirs to cancel (not a drop's,
 *   not an exchange's replacement).
 */
export function orderActions(order: OrderActionFacts, mover: OrderMover): OrderAction[] {
  if (isHeldByDrop(order)) return [];
  const allowed = allowedNextStatuses(order.status, mover);
  if (mover === 'buyer') {
    const mayCancel =
      allowed.includes('cancelled') &&
      canBuyerCancel({ ...order, replacesOrderId: order.replacesOrderId ?? null });
    return mayCancel ? [move('cancelled', mover)] : [];
  }
  if (mover === 'seller') {
    if (order.fulfilledByShop) return [];
    const moves = allowed.map((next) => move(next, mover));
    return canRecordBalance(order)
      ? [...moves, { kind: 'balance', label: RECORD_BALANCE_LABEL, tone: 'secondary' }]
      : moves;
  }
  if (canRecordBalance(order))
    return [{ kind: 'balance', label: RECORD_BALANCE_LABEL, tone: 'primary' }];
  if (isFinalOrderStatus(order.status)) return [];
  const forward = allowed.find((next) => next !== 'cancelled');
  return [
    ...(forward ? [move(forward, mover)] : []),
    { kind: 'update', label: 'Update Status', tone: 'secondary' },
    { kind: 'date', label: 'Change delivery date', tone: 'secondary' },
    ...(allowed.includes('cancelled') ? [move('cancelled', mover)] : []),
  ];
}
