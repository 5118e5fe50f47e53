import type {
  MyReviewsResponse,
  Order,
  OrderItem,
  ProductType,
  ReturnRequest,
  ReviewStatus,
} from '@campus-threads/contract';

/** What /orders offers on one line: nothing, "Write a review", or the review already written. */
export type ReviewLineState =
  | { kind: 'none' }
  | { kind: 'write'; productType: ProductType; productId: string }
  | { kind: 'reviewed'; status: ReviewStatus; rating: number };

type LineOrder = Pick<Order, '_id' | 'status' | 'replacesOrderId'>;
type LineItem = Pick<OrderItem, 'productType' | 'tshirtId' | 'accessoryId'> &
  Partial<Pick<OrderItem, '_id' | 'quantity'>>;

/** The product a line is of (the id its reviews are filed under), or null when it is gone. */
export function lineProductId(item: LineItem): string | null {
  return (item.productType === 'tshirt' ? item.tshirtId : item.accessoryId) || null;
}

/**
 * A delivered order's line can be reviewed once per buyer and product, whichever order it came
 * from (decision 0056): a product already reviewed shows that review on every order of it. A ₹0
 * exchange replacement is the same purchase as its original, and a line whose every unit came back
 * in a received return (`returned`, from returnedQuantity) is no purchase to review: nothing is
 * offered. `mine` undefined (still loading, or failed): nothing is offered yet.
 */
export function reviewLineState(
  order: LineOrder,
  item: LineItem,
  mine: MyReviewsResponse['reviews'] | undefined,
  returned = 0,
): ReviewLineState {
  const productId = lineProductId(item);
  if (order.status !== 'delivered' || order.replacesOrderId || !productId || !mine)
    return { kind: 'none' };
  const written = mine.find((r) => r.productType === item.productType && r.productId === productId);
  if (written) return { kind: 'reviewed', status: written.status, rating: written.rating };
  if (item.quantity !== undefined && returned >= item.quantity) return { kind: 'none' };
  return { kind: 'write', productType: item.productType, productId };
}

/** How many units of an order line came back in received returns (refunded; exchanges kept). */
export function returnedQuantity(
  requests:
    | readonly (Pick<ReturnRequest, 'type' | 'status'> & {
        items: readonly Pick<ReturnRequest['items'][number], 'orderItemId' | 'quantity'>[];
      })[]
    | undefined,
  orderItemId: string | undefined,
): number {
  if (!requests || !orderItemId) return 0;
  return requests
    .filter((r) => r.type === 'return' && r.status === 'received')
    .flatMap((r) => r.items)
    .filter((i) => i.orderItemId === orderItemId)
    .reduce((sum, i) => sum + i.quantity, 0);
}

/** Where a reviewed product lives in the shop, or null when it has been removed. */
export function reviewProductPath(
  productType: ProductType,
  productId: string | null,
): string | null {
  if (!productId) return null;
  const id = encodeURIComponent(productId);
  return productType === 'tshirt' ? `/product/${id}` : `/accessory/${id}`;
}
