import {
  toRupees,
  type ProductType,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnType,
} from '@campus-threads/contract';
import type { ReturnItemRow, ReturnRequestRow } from '../../db/schema/returns';
import { fileUrl, thumbnailUrl } from '../../lib/file-urls';
import type { ReturnableLine } from '../orders/order-return-facts';
import { toCashRefund, type CashOwedRow } from '../refunds/cash-refund-reads';

/** The order lines a page of requests names, with their order's buyer name, by line id. */
export type LineFacts = ReadonlyMap<string, ReturnableLine & { buyerName: string }>;

/**
 * A request as the buyer, the fulfiller and admins read it (contract `returnRequestSchema`): its
 * lines as the order shows them, in the order's own order, photos as addresses, the timeline
 * without who moved it, the refund in rupees.
 */
export function toReturnRequest(
  row: ReturnRequestRow,
  items: readonly ReturnItemRow[],
  facts: LineFacts,
  creditNoteNumber: string | null,
  cashRefund?: CashOwedRow,
): ReturnRequest {
  const lines = items
    .flatMap((item) => {
      const line = facts.get(item.orderItemId);
      return line ? [{ item, line }] : [];
    })
    .sort((a, b) => a.line.position - b.line.position);
  return {
    _id: row.id,
    orderId: row.orderId,
    type: row.type as ReturnType,
    reason: row.reason,
    status: row.status as ReturnStatus,
    photos: row.photoKeys.map((key) => ({ url: fileUrl(key), thumbnailUrl: thumbnailUrl(key) })),
    items: lines.map(({ item, line }) => ({
      orderItemId: item.orderItemId,
      productType: line.productType as ProductType,
      title: line.title,
      imageUrl: line.imageKey ? thumbnailUrl(line.imageKey) : null,
      size: line.size,
      color: line.color,
      quantity: item.quantity,
      exchangeSize: item.exchangeSize,
    })),
    timeline: row.timeline.map((entry) => ({
      status: entry.status as ReturnStatus,
      at: entry.at,
      remark: entry.remark,
    })),
    fulfillerId: row.fulfillerId,
    buyerName: lines[0]?.line.buyerName ?? '',
    replacementOrderId: row.replacementOrderId,
    refundAmount: row.refundedPaise === null ? null : toRupees(row.refundedPaise),
    cashRefundAmount: row.cashRefundPaise === null ? null : toRupees(row.cashRefundPaise),
    cashRefund: toCashRefund(cashRefund),
    balanceCreditAmount: row.balanceCreditPaise === null ? null : toRupees(row.balanceCreditPaise),
    creditNoteNumber,
    createdAt: row.createdAt.toISOString(),
  };
}
