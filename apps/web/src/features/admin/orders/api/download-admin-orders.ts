import { adminExportFileName } from '@campus-threads/contract';
import { API_BASE } from '@/lib/api-client';
import { errorFromResponse } from '@/lib/api-errors';
import { getToken } from '@/lib/token';

/** GET /api/orders/admin/export?from=&to= (both YYYY-MM-DD, days in India). */
export function adminExportUrl(from: string, to: string): string {
  return `${API_BASE}/orders/admin/export?${new URLSearchParams({ from, to }).toString()}`;
}

/**
 * The orders of a period as CSV, fetched with the bearer token (the file holds customers'
 * contacts) and saved as `orders_{from}_to_{to}.csv`. Throws the API's error on failure.
 */
export async function downloadAdminOrders(from: string, to: string): Promise<string> {
  const token = getToken();
  const response = await fetch(adminExportUrl(from, to), {
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
    throw errorFromResponse(response.status, body, 'orders/admin/export');
  }
  const blob = await response.blob();
  const name = adminExportFileName(from, to);
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
