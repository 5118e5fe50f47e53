import { Readable } from 'node:stream';
import {
  ADMIN_EXPORT_COLUMNS,
  type AdminExportColumn,
  type AdminOrder,
} from '@campus-threads/contract';
import type { OrderMoney } from '../../db/net-revenue';
import { csvText, type CsvCell } from '../../lib/csv';
import { orderLineCells } from './seller-export';

/**
 * The CSV rows of some orders: one per line of each order, the spec's admin columns (§7): the
 * cells the seller's export has too, and the line's type, fulfilment and seller.
 */
export function adminOrderRows(
  orders: readonly AdminOrder[],
  money: ReadonlyMap<string, OrderMoney>,
): Record<AdminExportColumn, CsvCell>[] {
  return orders.flatMap((order) =>
    order.items.map((item) => ({
      ...orderLineCells(order, item, money.get(order._id)),
      'Product Type': item.productType,
      'Print & Delivery Status': item.printAndDeliver ? 'Print & Delivery' : 'Self Service',
      'Seller Name': item.seller.sellerName,
      'Seller Email': item.seller.sellerEmail,
      'Seller Phone': item.seller.sellerPhone,
      'Delivery Payment Amount': order.deliveryPaymentAmount,
      'Product Images': item.imageUrl ?? '',
    })),
  );
}

/** A page of orders to export, with what each received and refunded (db/net-revenue.ts). */
export type ExportBatch = {
  orders: readonly AdminOrder[];
  money: ReadonlyMap<string, OrderMoney>;
};

/**
 * The admin CSV as a stream: the header row (always, even for an empty period), then each batch
 * of orders as it is read.
 */
export function adminOrdersCsv(batches: AsyncIterable<ExportBatch>): Readable {
  async function* chunks() {
    yield csvText([], ADMIN_EXPORT_COLUMNS, { header: true });
    for await (const batch of batches) {
      const rows = adminOrderRows(batch.orders, batch.money);
      if (rows.length > 0) yield csvText(rows, ADMIN_EXPORT_COLUMNS, { header: false });
    }
  }
  return Readable.from(chunks());
}
