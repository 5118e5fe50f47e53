import { Readable } from 'node:stream';
import {
  ADMIN_EXPORT_COLUMNS,
  formatShopDateTime,
  lineAmountPaise,
  paymentStatusLabel,
  toRupees,
  type AdminExportColumn,
  type AdminOrder,
} from '@campus-threads/contract';
import { stringify, type Options } from 'csv-stringify/sync';

const CSV_OPTIONS: Options = {
  columns: [...ADMIN_EXPORT_COLUMNS],
  // A name or address starting with = + - @ would run as a formula in a spreadsheet.
  cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
};

/**
 * The CSV rows of some orders: one per line of each order, the spec's admin columns (§7) with
 * what was paid per line, dates in India time, the payment status as every screen words it.
 */
export function adminOrderRows(
  orders: readonly AdminOrder[],
): Record<AdminExportColumn, string | number>[] {
  return orders.flatMap((order) =>
    order.items.map((item) => ({
      'Order ID': order._id,
      'Order Date': formatShopDateTime(order.createdAt),
      'Customer Name': order.deliveryDetails.fullName,
      Email: order.deliveryDetails.email,
      Phone: order.deliveryDetails.phone,
      Address: order.deliveryDetails.address,
      District: order.deliveryDetails.district,
      State: order.deliveryDetails.state,
      'PIN Code': order.deliveryDetails.pinCode,
      'Product Type': item.productType,
      'Product Name': item.title,
      'Size/Type': item.productType === 'tshirt' ? (item.size ?? '') : 'Accessory',
      Quantity: item.quantity,
      'Base Price': item.price,
      'Price Paid': item.finalPrice,
      'Customization Name': item.wantsCustomization ? item.customName : '',
      'Customization Price': item.customizationPrice,
      'Line Total': toRupees(lineAmountPaise(item)),
      'Print & Delivery Status': item.printAndDeliver ? 'Print & Delivery' : 'Self Service',
      'Seller Name': item.seller.sellerName,
      'Seller Email': item.seller.sellerEmail,
      'Seller Phone': item.seller.sellerPhone,
      'Delivery Payment Amount': order.deliveryPaymentAmount,
      'Total Amount': order.totalAmount,
      'Payment Status': paymentStatusLabel(order),
      'Order Status': order.status,
      'Product Images': item.imageUrl ?? '',
    })),
  );
}

/**
 * The admin CSV as a stream: the header row (always, even for an empty period), then each batch
 * of orders as it is read. csv-stringify quotes, so a comma, quote or line break in an address
 * or a title cannot shift a column.
 */
export function adminOrdersCsv(batches: AsyncIterable<readonly AdminOrder[]>): Readable {
  async function* chunks() {
    yield stringify([], { ...CSV_OPTIONS, header: true });
    for await (const batch of batches) {
      const rows = adminOrderRows(batch);
      if (rows.length > 0) yield stringify(rows, CSV_OPTIONS);
    }
  }
  return Readable.from(chunks());
}
