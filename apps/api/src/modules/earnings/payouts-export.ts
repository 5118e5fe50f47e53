import { formatShopDateTime, PAYOUT_EXPORT_COLUMNS, toRupees } from '@campus-threads/contract';
import { csvText, type CsvCell } from '../../lib/csv';

/** A payout as the CSV writes it: who was paid, where, and which admin recorded it. */
export type PayoutExportRow = {
  id: string;
  createdAt: Date;
  amountPaise: number;
  reference: string;
  upiId: string;
  sellerName: string;
  sellerEmail: string;
  recordedBy: string;
};

type Column = (typeof PAYOUT_EXPORT_COLUMNS)[number];

/**
 * The admin's CSV of payouts (GET /api/admin/payouts/export): one row per payout, amounts in
 * rupees and dates in India time as every export writes them (docs/decisions/0035); the header
 * row even when the period has none.
 */
export function payoutsCsv(rows: readonly PayoutExportRow[]): string {
  return csvText(
    rows.map((r): Record<Column, CsvCell> => ({
      'Payout ID': r.id,
      Date: formatShopDateTime(r.createdAt),
      Seller: r.sellerName,
      'Seller Email': r.sellerEmail,
      'UPI ID': r.upiId,
      Amount: toRupees(r.amountPaise),
      Reference: r.reference,
      'Recorded By': r.recordedBy,
    })),
    PAYOUT_EXPORT_COLUMNS,
    { header: true },
  );
}
