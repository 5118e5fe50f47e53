import { sellerExportFileName } from '@campus-threads/contract';
import { API_BASE, api } from '@/lib/api-client';

const EXPORT_PATH = 'orders/seller/export';

/** The export's address: GET /api/orders/seller/export?from=&to= (both YYYY-MM-DD). */
export function sellerExportUrl(from: string, to: string): string {
  const search = new URLSearchParams({ from, to });
  return `${API_BASE}/${EXPORT_PATH}?${search.toString()}`;
}

/**
 * The seller's CSV of sales for a period, fetched with the bearer token (the file is private) and
 * saved from a blob as `sellerExportFileName(from, to)`. Throws the API's error on failure.
 */
export async function downloadSellerOrders(from: string, to: string): Promise<string> {
  const saved = await api.download(EXPORT_PATH, {
    accept: 'text/csv',
    params: { from, to },
    fileName: sellerExportFileName(from, to),
  });
  return saved.name;
}
