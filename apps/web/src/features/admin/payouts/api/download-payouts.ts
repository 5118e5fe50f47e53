import { payoutExportFileName } from '@campus-threads/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/payouts/export?from=&to= (both YYYY-MM-DD, days in India): the payouts recorded
 * in a period as CSV, fetched with the bearer token and saved as `payouts_{from}_to_{to}.csv`.
 * Throws the API's error on failure.
 */
export async function downloadPayouts(from: string, to: string): Promise<string> {
  const saved = await api.download('admin/payouts/export', {
    accept: 'text/csv',
    params: { from, to },
    fileName: payoutExportFileName(from, to),
  });
  return saved.name;
}
