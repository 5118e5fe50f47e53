import {
  balanceDuePaise,
  customizationFeePaise,
  DELIVERY_ZONE_LABELS,
  toRupees,
  trackingUrl,
  type BalanceMethod,
  type Order,
  type OrderItem,
  type OrderRefund,
  type OrderStatus,
  type SellerOrder,
} from '@campus-threads/contract';
import type { OrderItemRow, OrderRow } from '../../db/schema/orders';
import { thumbnailUrl } from '../../lib/file-urls';
import type { OrderDocumentNumbers } from './order-invoices';
import type { OrderReturnTotals } from './order-return-totals';

/** Sellers' names by id, for the lines of a page of orders (users/seller-names). */
export type SellerNames = ReadonlyMap<string, string>;

export function toOrderItem(row: OrderItemRow, sellerNames: SellerNames = new Map()): OrderItem {
  const image = row.imageKey ? thumbnailUrl(row.imageKey) : null;
  const productId = (row.productType === 'tshirt' ? row.designId : row.accessoryId) ?? undefined;
  return {
    _id: row.id,
    productType: row.productType as OrderItem['productType'],
    ...(row.productType === 'tshirt' ? { tshirtId: productId } : { accessoryId: productId }),
    title: row.title,
    imageUrl: image,
    productData: { title: row.title, image },
    size: row.size,
    color: row.color,
    quantity: row.quantity,
    price: toRupees(row.basePricePaise),
    discountPrice: row.unitPricePaise < row.basePricePaise ? toRupees(row.unitPricePaise) : null,
    finalPrice: toRupees(row.unitPricePaise),
    deliveryPrice: toRupees(row.deliveryPricePaise),
    wantsCustomization: row.wantsCustomization,
    customizableParts: row.customizableParts,
    customName: row.customName,
    customizationPrice: toRupees(customizationFeePaise(row)),
    sellerId: row.sellerId,
    sellerName: (row.sellerId && sellerNames.get(row.sellerId)) || null,
  };
}

/** What received returns brought back of an order, of the units it was bought with (0059). */
function returnsOf(items: OrderItemRow[], returned: OrderReturnTotals | null): Order['returns'] {
  if (!returned) return null;
  return {
    unitsReturned: returned.unitsReturned,
    unitsBought: items.reduce((sum, item) => sum + item.quantity, 0),
    refundedAmount: toRupees(returned.refundedPaise),
    cashRefundedAmount: toRupees(returned.cashPaidPaise),
    cashRefundOwedAmount: toRupees(returned.cashOwedPaise),
  };
}

/**
 * `refund`: what was paid back for a cancelled paid order (payments' refunds, read per page);
 * `documents`: its invoice's and credit note's numbers (invoices', read per page); `returned`:
 * what its received returns brought back (modules/returns, read per page; docs/decisions/0059).
 */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  refund: OrderRefund | null = null,
  sellerNames: SellerNames = new Map(),
  documents: OrderDocumentNumbers | null = null,
  returned: OrderReturnTotals | null = null,
): Order {
  const d = row.deliveryDetails;
  return {
    _id: row.id,
    userId: row.userId,
    items: items.map((item) => toOrderItem(item, sellerNames)),
    deliveryDetails: {
      name: d.fullName,
      fullName: d.fullName,
      phone: d.phone,
      email: d.email,
      address: d.address,
      city: d.district,
      district: d.district,
      state: d.state,
      pinCode: d.pinCode,
    },
    totalAmount: toRupees(row.totalAmountPaise),
    deliveryPaymentAmount: toRupees(row.deliveryAmountPaise),
    paymentInfo: {
      method: row.paymentMethod,
      advancePayment: toRupees(row.advanceAmountPaise),
      advanceAmount: toRupees(row.advanceAmountPaise),
      // What received returns took off the balance is no longer due (docs/decisions/0058).
      remainingAmount: toRupees(Math.max(0, row.remainingAmountPaise - row.balanceCreditedPaise)),
      partialPaymentMade: row.partialPayment,
      transactionId: row.transactionId,
      merchantTransactionId: row.merchantOrderId,
      ...balanceOf(row),
    },
    statusHistory: row.statusHistory.map((e) => ({ ...e, status: e.status as OrderStatus })),
    expectedDeliveryDate: row.expectedDeliveryDate.toISOString(),
    status: row.status as OrderStatus,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    fulfillerId: row.fulfillerId,
    refund,
    shipment:
      row.courier && row.trackingNumber && row.shippedAt
        ? {
            courier: row.courier,
            trackingNumber: row.trackingNumber,
            trackingUrl: trackingUrl(row.courier, row.trackingNumber),
            shippedAt: row.shippedAt.toISOString(),
          }
        : null,
    dropId: row.dropId,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    replacesOrderId: row.replacesOrderId,
    returns: returnsOf(items, returned),
    invoiceNumber: documents?.invoiceNumber ?? null,
    creditNoteNumber: documents?.creditNoteNumber ?? null,
    parcel: parcelOf(row),
  };
}

/** The parcel as priced at checkout (docs/decisions/0066); null on older orders. */
function parcelOf(row: OrderRow): Order['parcel'] {
  if (!row.deliveryZone || !row.pickupPinCode || row.parcelWeightGrams === null) return null;
  return {
    zone: row.deliveryZone,
    zoneLabel: DELIVERY_ZONE_LABELS[row.deliveryZone],
    pickupPinCode: row.pickupPinCode,
    weightGrams: row.parcelWeightGrams,
    estimatedDelivery:
      row.deliveryFrom && row.deliveryTo ? { from: row.deliveryFrom, to: row.deliveryTo } : null,
  };
}

/**
 * An advance order owes its remaining amount at the door until the fulfiller or an admin records
 * it collected; then it is fully paid (docs/decisions/0048).
 */
function balanceOf(
  row: OrderRow,
): Pick<Order['paymentInfo'], 'balanceDue' | 'balanceCollected' | 'paymentStatus'> {
  const collected =
    row.balanceCollectedAt && row.balanceMethod && row.balanceCollectedPaise !== null
      ? {
          amount: toRupees(row.balanceCollectedPaise),
          method: row.balanceMethod as BalanceMethod,
          collectedAt: row.balanceCollectedAt.toISOString(),
        }
      : null;
  const due = balanceDuePaise({
    partialPayment: row.partialPayment,
    remainingPaise: row.remainingAmountPaise,
    balanceCreditedPaise: row.balanceCreditedPaise,
    balanceCollected: collected !== null,
    cancelled: row.status === 'cancelled',
  });
  return {
    balanceDue: toRupees(due),
    balanceCollected: collected,
    paymentStatus: due > 0 ? 'PARTIAL' : 'COMPLETE',
  };
}

/**
 * A seller's view of an order: their own lines only, no buyer account id (the spec's aliases
 * `name` and `city` are left to the buyer's view). The seller who fulfils it gets the delivery
 * details a parcel needs; the designer of a Print & Delivery t-shirt the shop ships (`sellerId`
 * is not the fulfiller) gets none, and the order reads as the shop's (docs/decisions/0048).
 */
export function toSellerOrder(
  row: OrderRow,
  sellerId: string,
  ownItems: OrderItemRow[],
  refund: OrderRefund | null = null,
  sellerNames: SellerNames = new Map(),
  documents: OrderDocumentNumbers | null = null,
  returned: OrderReturnTotals | null = null,
): SellerOrder {
  const {
    userId: _buyer,
    deliveryDetails,
    ...order
  } = toOrder(row, ownItems, refund, sellerNames, documents, returned);
  const { name: _name, city: _city, ...delivery } = deliveryDetails;
  const fulfilledByShop = row.fulfillerId !== sellerId;
  if (!fulfilledByShop) return { ...order, deliveryDetails: delivery, fulfilledByShop };
  // The designer sees what their own lines sold for, not the buyer's whole order, payment
  // reference, refund or tax documents, which may hold other sellers' goods.
  const ownPaise = ownItems.reduce(
    (sum, item) => sum + item.unitPricePaise * item.quantity + customizationFeePaise(item),
    0,
  );
  return {
    ...order,
    totalAmount: toRupees(ownPaise),
    deliveryPaymentAmount: 0,
    paymentInfo: { ...order.paymentInfo, transactionId: null },
    refund: null,
    returns: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    deliveryDetails: null,
    fulfilledByShop,
  };
}
