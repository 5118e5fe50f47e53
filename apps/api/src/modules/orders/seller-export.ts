import {
  formatShopDateTime,
  lineAmountPaise,
  paymentStatusLabel,
  SELLER_EXPORT_COLUMNS,
  toRupees,
  type SellerOrder,
} from '@campus-threads/contract';
import { stringify } from 'csv-stringify/sync';

type ExportColumn = (typeof SELLER_EXPORT_COLUMNS)[number];

/**
 * The seller's sales as CSV (spec: seller-admin §7): one row per line of each order, with the
 * spec's seller columns. csv-stringify does the quoting, so a comma, quote or line break in an
 * address or a title cannot shift a column. Money in rupees, as the API sends it; dates in India
 * time and the payment status as every screen words them (docs/decisions/0035). The header row
 * names the columns even when the period has no sales.
 */
export function sellerOrdersCsv(orders: readonly SellerOrder[]): string {
  const rows = orders.flatMap((order) =>
    order.items.map((item): Record<ExportColumn, string | number> => ({
      'Order ID': order._id,
      'Order Date': formatShopDateTime(order.createdAt),
      'Customer Name': order.deliveryDetails.fullName,
      Email: order.deliveryDetails.email,
      Phone: order.deliveryDetails.phone,
      Address: order.deliveryDetails.address,
      District: order.deliveryDetails.district,
      State: order.deliveryDetails.state,
      'PIN Code': order.deliveryDetails.pinCode,
      'Product Name': item.title,
      'Size/Type': item.productType === 'tshirt' ? (item.size ?? '') : 'Accessory',
      Quantity: item.quantity,
      'Base Price': item.price,
      'Price Paid': item.finalPrice,
      'Customization Name': item.wantsCustomization ? item.customName : '',
      'Customization Price': item.customizationPrice,
      'Line Total': toRupees(lineAmountPaise(item)),
      'Delivery Amount': item.deliveryPrice,
      'Total Amount': order.totalAmount,
      'Payment Status': paymentStatusLabel(order),
      'Order Status': order.status,
      'Product Image': item.imageUrl ?? '',
    })),
  );
  return stringify(rows, {
    header: true,
    columns: [...SELLER_EXPORT_COLUMNS],
    // A buyer's name or address starting with = + - @ would run as a formula in a spreadsheet.
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}
