import { ORDER_MESSAGES } from '@campus-threads/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadSellerOrders, sellerExportUrl } from '../api/download-seller-orders';

afterEach(() => vi.unstubAllGlobals());

describe('sales export download', () => {
  it('asks the API for the period', () => {
    expect(sellerExportUrl('2026-11-01', '2026-11-30')).toBe(
      '/api/orders/seller/export?from=2026-11-01&to=2026-11-30',
    );
  });

  it("fails with the server's message when the export is refused", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: ORDER_MESSAGES.exportDatesRequired }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadSellerOrders('2026-11-01', '2026-11-30')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/seller/export?from=2026-11-01&to=2026-11-30',
      expect.objectContaining({ headers: expect.objectContaining({ Accept: 'text/csv' }) }),
    );
  });
});
