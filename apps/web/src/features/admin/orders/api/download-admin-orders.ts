import { adminExportFileName } from '@campus-threads/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/orders/admin/export?from=&to= (both YYYY-MM-DD, days in India): the orders of a
 * period as CSV, fetched with the bearer token (the file holds customers' contacts) and saved as
 * `orders_{from}_to_{to}.csv`. Throws the API's error on failure.
 */
export async function downloadAdminOrders(from: string, to: string): Promise<string> {
  const saved = await api.download('orders/admin/export', {
    accept: 'text/csv',
    params: { from, to },
    fileName: adminExportFileName(from, to),
  });
  return saved.name;
}
