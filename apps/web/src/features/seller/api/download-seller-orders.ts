import { sellerExportFileName } from '@campus-threads/contract';
import { errorFromResponse } from '@/lib/api-errors';
import { API_BASE } from '@/lib/api-client';
import { getToken } from '@/lib/token';

/** The export's address: GET /api/orders/seller/export?from=&to= (both YYYY-MM-DD). */
export function sellerExportUrl(from: string, to: string): string {
  const search = new URLSearchParams({ from, to });
  return `${API_BASE}/orders/seller/export?${search.toString()}`;
}

/**
 * The seller's CSV of sales for a period, fetched with the bearer token (the file is private) and
 * saved from a blob as `sellerExportFileName(from, to)`. Throws the API's error on failure.
 */
export async function downloadSellerOrders(from: string, to: string): Promise<string> {
  const token = getToken();
  const response = await fetch(sellerExportUrl(from, to), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw errorFromResponse(response.status, body, 'orders/seller/export');
  }
  const blob = await response.blob();
  const name = sellerExportFileName(from, to);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
