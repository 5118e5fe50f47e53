import type {
  MyReviewsResponse,
  Order,
  OrderItem,
  ProductType,
  ReviewStatus,
} from '@campus-threads/contract';

/** What /orders offers on one line: nothing, "Write a review", or the review already written. */
export type ReviewLineState =
  | { kind: 'none' }
  | { kind: 'write'; productType: ProductType; productId: string }
  | { kind: 'reviewed'; status: ReviewStatus; rating: number };

type LineOrder = Pick<Order, '_id' | 'status' | 'replacesOrderId'>;
type LineItem = Pick<OrderItem, 'productType' | 'tshirtId' | 'accessoryId'>;

/** The product a line is of (the id its reviews are filed under), or null when it is gone. */
export function lineProductId(item: LineItem): string | null {
  return (item.productType === 'tshirt' ? item.tshirtId : item.accessoryId) || null;
}

/**
 * A delivered order's line can be reviewed once per product (the server's unique purchase). A ₹0
 * exchange replacement is the same purchase as its original, so it offers no second review.
 * `mine` undefined (still loading, or failed): nothing is offered yet.
 */
export function reviewLineState(
  order: LineOrder,
  item: LineItem,
  mine: MyReviewsResponse['reviews'] | undefined,
): ReviewLineState {
  const productId = lineProductId(item);
  if (order.status !== 'delivered' || order.replacesOrderId || !productId || !mine)
    return { kind: 'none' };
  const written = mine.find(
    (r) =>
      r.orderId === order._id && r.productType === item.productType && r.productId === productId,
  );
  return written
    ? { kind: 'reviewed', status: written.status, rating: written.rating }
    : { kind: 'write', productType: item.productType, productId };
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
