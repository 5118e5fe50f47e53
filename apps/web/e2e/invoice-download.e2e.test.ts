import { readFileSync } from 'node:fs';
import {
  BILL_OF_SUPPLY_NOTE,
  INVOICE_MESSAGES,
  TAX_DOCUMENT_TITLES,
  type Order,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../api/test/pdf-text';
import { hasHorizontalOverflow, PHONE } from './browser';
import { apiJson, placePaidOrder, register, signedInPage, useBrowser } from './helpers';

/**
 * The buyer's tax invoice (docs/decisions/0050), a bill of supply while the shop has no
 * GSTIN (0060): issued when the order is paid, and downloaded from /orders on a phone as a real PDF whose text carries its number and HSN code.
 */

const getBrowser = useBrowser();

describe('a tax invoice in the browser', () => {
  it('lets the buyer download the invoice of a paid order from /orders', async () => {
    const buyer = await register('Ananya Das');
    const orderId = await placePaidOrder(buyer);
    const order = await apiJson<Order>(`/orders/${orderId}`, { token: buyer.token });
    expect(order.invoiceNumber).toMatch(/^CT\/\d{2}-\d{2}\/\d{6}$/);

    const { context, page } = await signedInPage(getBrowser(), buyer.token, PHONE);
    await page.goto(`/orders?highlight=${orderId}`);
    const card = page.locator(`div[data-order-id="${orderId}"]`);
    await card.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card
        .getByRole('button', {
          name: `${INVOICE_MESSAGES.downloadInvoice} ${order.invoiceNumber}`,
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    // The demo shop has no GSTIN yet, so its orders get a bill of supply (decision 0060).
    expect(text).toContain(TAX_DOCUMENT_TITLES.billOfSupply);
    expect(text).toContain(BILL_OF_SUPPLY_NOTE);
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toContain('6109');
    expect(text).toContain(buyer.fullName);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await context.close();
  });
});
