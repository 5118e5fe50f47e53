import { fulfillerOf, type OrderTotals } from '@campus-threads/contract';
import type {
  PaymentRow,
  PaymentSnapshot,
  PaymentSnapshotLine,
  PaymentSnapshotParcel,
} from '../../db/schema/payments';
import type { PricedParcel } from '../delivery/delivery-quotes';
import type { OrderInput } from '../orders/buyer-orders.service';
import type { Choice, PricedChoice } from '../products/choice-pricing';
import type { ProductRef } from '../products/product-existence';

/**
 * What a payment buys, frozen when it is created (the snapshot), and the orders a completed one
 * makes from it: the payments service's mapping between the cart, its own record and the orders
 * module's terms.
 */

/** A line being bought, with the cart line it came from (null for a buy-now item not in the cart). */
export type CartChoice = Choice & { cartItemId: string | null };

function toSnapshotLine(line: PricedChoice<CartChoice>): PaymentSnapshotLine {
  return {
    productType: line.productType,
    designId: line.designId,
    accessoryId: line.accessoryId,
    sellerId: line.sellerId!,
    deliveredByShop: line.deliveredByShop,
    title: line.title,
    imageKey: line.imageKey,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    wantsCustomization: line.wantsCustomization,
    customName: line.customName,
    customizableParts: line.customizableParts,
    basePricePaise: line.basePricePaise,
    unitPricePaise: line.unitPricePaise,
    deliveryPricePaise: line.deliveryPricePaise,
    cartItemId: line.cartItemId,
  };
}

/** A priced parcel as the snapshot keeps it (its lines' shares are on the lines). */
export function toSnapshotParcel(parcel: PricedParcel): PaymentSnapshotParcel {
  return {
    fulfillerId: parcel.fulfillerId,
    zone: parcel.zone,
    pickupPinCode: parcel.pickupPinCode,
    weightGrams: parcel.weightGrams,
    chargePaise: parcel.chargePaise,
    from: parcel.window.from,
    to: parcel.window.to,
  };
}

/** The snapshot of priced lines, the server's totals and where they go. */
export function toPaymentSnapshot(
  lines: readonly PricedChoice<CartChoice>[],
  totals: Pick<
    OrderTotals,
    'totalPaise' | 'deliveryPaise' | 'advancePaise' | 'remainingPaise' | 'partial'
  >,
  delivery: PaymentSnapshot['delivery'],
  clientIp: string | null,
): PaymentSnapshot {
  return {
    lines: lines.map(toSnapshotLine),
    delivery,
    totalPaise: totals.totalPaise,
    deliveryPaise: totals.deliveryPaise,
    advancePaise: totals.advancePaise,
    remainingPaise: totals.remainingPaise,
    partial: totals.partial,
    clientIp,
  };
}

/** The orders a completed payment makes (one per fulfiller), in the orders module's own terms. */
export function toOrderInput(payment: PaymentRow, transactionId: string | null): OrderInput {
  const s = payment.snapshot;
  return {
    buyerId: payment.userId,
    paymentId: payment.id,
    merchantOrderId: payment.merchantOrderId,
    paymentMethod: payment.provider === 'phonepe' ? 'PhonePe' : 'Online (simulator)',
    transactionId,
    delivery: s.delivery,
    totalPaise: s.totalPaise,
    deliveryPaise: s.deliveryPaise,
    advancePaise: s.advancePaise,
    remainingPaise: s.remainingPaise,
    partial: s.partial,
    dropId: s.dropId ?? null,
    parcels: s.parcels ?? [],
    // A snapshot line is an order line plus the cart line it came from and who ships it.
    lines: s.lines.map(({ cartItemId: _fromCart, deliveredByShop, ...line }) => ({
      ...line,
      fulfillerId: fulfillerOf({ ...line, deliveredByShop }),
    })),
  };
}

/** The product a payment's line buys (what modules/products looks up). */
export const productOfLine = (line: {
  productType: PaymentSnapshotLine['productType'];
  designId: string | null;
  accessoryId: string | null;
}): ProductRef => ({
  productType: line.productType,
  productId: (line.productType === 'tshirt' ? line.designId : line.accessoryId) ?? '',
});
