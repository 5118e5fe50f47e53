import {
  isReturnableLine,
  RETURN_MESSAGES,
  returnWindowEnds,
  type CreateReturnInput,
} from '@campus-threads/contract';
import { AppError } from '../../lib/errors';
import type { ReturnableLine, ReturnableOrder } from '../orders/order-return-facts';

/** A line of a request that passed the checks: the order line, how many, and the new size. */
export type CheckedLine = {
  line: ReturnableLine;
  quantity: number;
  /** An exchanged t-shirt's new size; null for a return and for an accessory's like-for-like unit. */
  exchangeSize: string | null;
};

/** A 422 naming the item field it is about, so a form can show it there. */
function itemError(index: number, field: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ field: `items.${index}.${field}`, message }]);
}

/**
 * The rules of a new request (docs/decisions/0052) that need nothing but the order, checked under
 * its row lock: delivered (409 before), within the window (422 after), each item a line of the
 * order that is not personalised, at most what is left of it once the requests not rejected are
 * counted (`taken`), and for an exchange a t-shirt's new size chosen and different from its own.
 * An accessory has no sizes: its exchange is a like-for-like unit (no size; stock checked later).
 * Throws the first refusal; answers the lines.
 */
export function checkReturnRequest(input: {
  order: ReturnableOrder;
  request: CreateReturnInput;
  now: Date;
  windowDays: number;
  taken: ReadonlyMap<string, number>;
}): CheckedLine[] {
  const { order, request, now, windowDays, taken } = input;
  if (order.status !== 'delivered' || !order.deliveredAt)
    throw new AppError('CONFLICT', RETURN_MESSAGES.notDelivered);
  if (now.getTime() > returnWindowEnds(order.deliveredAt, windowDays).getTime())
    throw new AppError('VALIDATION', RETURN_MESSAGES.windowClosed(windowDays));
  return request.items.map((item, index): CheckedLine => {
    const line = order.lines.find((l) => l.id === item.orderItemId);
    if (!line) throw itemError(index, 'orderItemId', RETURN_MESSAGES.itemNotInOrder);
    if (!isReturnableLine(line))
      throw itemError(index, 'orderItemId', RETURN_MESSAGES.personalised);
    const left = line.quantity - (taken.get(line.id) ?? 0);
    if (item.quantity > left)
      throw itemError(index, 'quantity', RETURN_MESSAGES.quantityTooMany(Math.max(left, 0)));
    if (request.type === 'return') return { line, quantity: item.quantity, exchangeSize: null };
    if (line.productType !== 'tshirt') {
      if (item.exchangeSize)
        throw itemError(
          index,
          'exchangeSize',
          RETURN_MESSAGES.exchangeSizeNotOffered(item.exchangeSize),
        );
      return { line, quantity: item.quantity, exchangeSize: null };
    }
    if (!item.exchangeSize)
      throw itemError(index, 'exchangeSize', RETURN_MESSAGES.exchangeSizeRequired);
    if (item.exchangeSize === line.size)
      throw itemError(index, 'exchangeSize', RETURN_MESSAGES.exchangeSameSize);
    return { line, quantity: item.quantity, exchangeSize: item.exchangeSize };
  });
}

/**
 * An exchange's goods must exist: a t-shirt's new size among its design's sizes (a design gone
 * offers none), an accessory's units in stock now (taken for good when the exchange is approved,
 * under the accessory's row lock). 422 for a size, 409 "Out of Stock" for an accessory.
 */
export function checkExchangeGoods(
  lines: readonly CheckedLine[],
  designSizes: ReadonlyMap<string, readonly string[]>,
  stock: ReadonlyMap<string, number>,
): void {
  const wanted = new Map<string, number>();
  for (const [index, { line, quantity, exchangeSize }] of lines.entries()) {
    if (exchangeSize !== null) {
      const sizes = line.designId ? designSizes.get(line.designId) : undefined;
      if (!sizes?.includes(exchangeSize))
        throw itemError(
          index,
          'exchangeSize',
          RETURN_MESSAGES.exchangeSizeNotOffered(exchangeSize),
        );
    } else if (line.productType === 'accessory') {
      const units = (wanted.get(line.accessoryId ?? '') ?? 0) + quantity;
      wanted.set(line.accessoryId ?? '', units);
      if (!line.accessoryId || (stock.get(line.accessoryId) ?? 0) < units)
        throw new AppError('CONFLICT', RETURN_MESSAGES.outOfStock(line.title));
    }
  }
}
