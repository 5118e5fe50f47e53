import {
  formatShopDateTime,
  lineAmountPaise,
  paymentStatusLabel,
  SELLER_EXPORT_COLUMNS,
  toRupees,
  type OrderItem,
  type SellerOrder,
} from '@campus-threads/contract';
import type { OrderMoney } from '../../db/net-revenue';
import { csvText, type CsvCell } from '../../lib/csv';

type ExportColumn = (typeof SELLER_EXPORT_COLUMNS)[number];

/** The cells the seller's and the admin's exports share: the order, its buyer and the line. */
export type OrderLineCells = Record<
  Exclude<ExportColumn, 'Delivery Amount' | 'Product Image'>,
  CsvCell
>;

/**
 * One line of an order as both exports write it: money in rupees, as the API sends it; dates in
 * India time and the payment status as every screen words them (docs/decisions/0035).
 */
export function orderLineCells(
  order: Pick<
    SellerOrder,
    '_id' | 'createdAt' | 'deliveryDetails' | 'totalAmount' | 'status' | 'parcel'
  > &
    Parameters<typeof paymentStatusLabel>[0],
  item: OrderItem,
  money: OrderMoney | undefined,
): OrderLineCells {
  // A designer's shop-fulfilled order carries no buyer details (docs/decisions/0048).
  const d = order.deliveryDetails;
  return {
    'Order ID': order._id,
    'Order Date': formatShopDateTime(order.createdAt),
    'Customer Name': d?.fullName ?? '',
    Email: d?.email ?? '',
    Phone: d?.phone ?? '',
    Address: d?.address ?? '',
    District: d?.district ?? '',
    State: d?.state ?? '',
    'PIN Code': d?.pinCode ?? '',
    'Product Name': item.title,
    'Size/Type': item.productType === 'tshirt' ? (item.size ?? '') : 'Accessory',
    Quantity: item.quantity,
    'Base Price': item.price,
    'Price Paid': item.finalPrice,
    'Customization Name': item.wantsCustomization ? item.customName : '',
    'Customization Price': item.customizationPrice,
    'Line Total': toRupees(lineAmountPaise(item)),
    'Total Amount': order.totalAmount,
    'Refunded Amount': toRupees(money?.refundedPaise ?? 0),
    'Net Amount': toRupees(money?.netPaise ?? 0),
    'Payment Status': paymentStatusLabel(order),
    'Order Status': order.status,
    'Delivery Zone': order.parcel?.zoneLabel ?? '',
    'Delivers By': order.parcel?.estimatedDelivery?.to ?? '',
  };
}

/**
 * The seller's sales as CSV (spec: seller-admin §7): one row per line of each order, with the
 * spec's seller columns. The header row names the columns even when the period has no sales.
 */
export function sellerOrdersCsv(
  orders: readonly SellerOrder[],
  money: ReadonlyMap<string, OrderMoney>,
): string {
  const rows = orders.flatMap((order) =>
    order.items.map((item): Record<ExportColumn, CsvCell> => ({
      ...orderLineCells(order, item, money.get(order._id)),
      'Delivery Amount': item.deliveryPrice,
      'Product Image': item.imageUrl ?? '',
    })),
  );
  return csvText(rows, SELLER_EXPORT_COLUMNS, { header: true });
}
