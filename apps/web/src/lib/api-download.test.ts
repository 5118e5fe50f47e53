import { PROOF_DOWNLOAD_MESSAGES } from '@campus-threads/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { isApiRequestError } from './api-errors';
import { downloadProof } from './download-proof';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The little of the browser a saved download touches, recorded. */
function stubBrowser() {
  const saved: { href: string; download: string }[] = [];
  const link = {
    href: '',
    download: '',
    click: () => saved.push({ href: link.href, download: link.download }),
    remove: () => undefined,
  };
  vi.stubGlobal('document', { createElement: () => link, body: { append: () => undefined } });
  vi.stubGlobal('window', { location: { origin: 'http://shop.test' }, setTimeout: () => 0 });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  return saved;
}

describe('api.download', () => {
  it('fetches an /api path with its params and the Accept header, and saves it by name', async () => {
    const saved = stubBrowser();
    const fetchMock = vi.fn(
      async () => new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await api.download('orders/admin/export', {
      accept: 'text/csv',
      params: { from: '2026-11-01', to: '2026-11-30' },
      fileName: 'orders.csv',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/admin/export?from=2026-11-01&to=2026-11-30',
      expect.objectContaining({ headers: { Accept: 'text/csv' }, credentials: 'same-origin' }),
    );
    expect(result).toEqual({ name: 'orders.csv', contentType: 'text/csv', size: 8 });
    expect(saved).toEqual([{ href: 'blob:file', download: 'orders.csv' }]);
  });

  it("throws the API's error on a refusal, and saves nothing", async () => {
    const saved = stubBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'No' }, { status: 400 })),
    );
    const failure = await api
      .download('orders/seller/export', { accept: 'text/csv', fileName: 'x.csv' })
      .catch((error: unknown) => error);
    expect(isApiRequestError(failure) && failure.status).toBe(400);
    expect(saved).toEqual([]);
  });
});

describe('downloadProof through api.download', () => {
  it('says access is denied on a 403 and that the file is empty on an empty answer', async () => {
    stubBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 403 })),
    );
    expect(await downloadProof('/files/proofs/a.pdf')).toEqual({
      ok: false,
      message: `${PROOF_DOWNLOAD_MESSAGES.failed}: ${PROOF_DOWNLOAD_MESSAGES.accessDenied}`,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('')),
    );
    expect(await downloadProof('/files/proofs/a.pdf')).toEqual({
      ok: false,
      message: PROOF_DOWNLOAD_MESSAGES.empty,
    });
  });

  it('saves a PDF under the name the server gives', async () => {
    const saved = stubBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.4', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="proof-1.pdf"',
            },
          }),
      ),
    );
    expect(await downloadProof('/files/proofs/a.pdf')).toEqual({ ok: true });
    expect(saved[0]?.download).toBe('proof-1.pdf');
  });
});
