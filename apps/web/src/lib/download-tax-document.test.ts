import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { downloadTaxDocument } from './download-tax-document';

afterEach(() => vi.restoreAllMocks());

describe('downloadTaxDocument', () => {
  it('fetches the order’s PDF with the token and saves it under its number', async () => {
    const download = vi
      .spyOn(api, 'download')
      .mockResolvedValue({ name: 'x', contentType: 'application/pdf', size: 10 });
    await downloadTaxDocument('invoice', 'o-1', 'CT/26-27/000123');
    await downloadTaxDocument('credit-note', 'o-1', 'CN/26-27/000004');
    expect(download.mock.calls).toEqual([
      [
        'orders/o-1/invoice',
        { accept: 'application/pdf', fileName: 'invoice-CT-26-27-000123.pdf' },
      ],
      [
        'orders/o-1/credit-note',
        { accept: 'application/pdf', fileName: 'credit-note-CN-26-27-000004.pdf' },
      ],
    ]);
  });
});
