import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_MESSAGES,
  SELLER_EXPORT_COLUMNS,
  sellerExportFileName,
  shortOrderId,
  type AuthResponse,
  type SellerDesignsResponse,
  type SellerOrdersResponse,
  type Tshirt,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { apiJson, CUSTOMER, placePaidOrder, register, signedInPage, useBrowser } from './helpers';

/** The demo seller (apps/api demo seed): the demo customer bought from them (demo-sales.seed.ts). */
const SELLER = { email: 'seller@campusthreads.test', password: 'Seller@12345' };

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

const saleRow = (page: Page, orderId: string) => page.locator(`li[data-order-id="${orderId}"]`);

/** The sales list's page size (apps/web features/seller/sales). */
const SALES_PAGE_SIZE = 10;

/**
 * Opens the Sales History filtered by `status` on the page that holds the order: other tests'
 * orders (drop joins, new sales) come first, newest first, and may push it off the first page.
 */
async function gotoSale(page: Page, token: string, status: string, orderId: string) {
  const all = await apiJson<SellerOrdersResponse>(`/orders/seller?status=${status}&limit=100`, {
    token,
  });
  const index = all.orders.findIndex((o) => o._id === orderId);
  expect(index).toBeGreaterThanOrEqual(0);
  const pageNumber = Math.floor(index / SALES_PAGE_SIZE) + 1;
  await page.goto(`/dashboard/orders?status=${status}&page=${pageNumber}`);
  await page.getByRole('heading', { name: 'Sales History' }).waitFor();
  const row = saleRow(page, orderId);
  await row.waitFor();
  return row;
}

describe('the seller sales history in the browser', () => {
  it('confirms a pending sale, which the buyer sees, and exports the sales as CSV', async () => {
    const seller = await login(SELLER);
    // A sale of its own, which the seller ships: other test files confirm or cancel the demo's
    // pending sales, and the list also holds the shop's orders of the seller's Print & Delivery
    // designs, drop orders held until their drop closes, and exchange replacements (no CSV row).
    const { designs } = await apiJson<SellerDesignsResponse>(
      '/tshirts/seller/me/designs?status=approved',
      { token: seller.token },
    );
    const shipped = designs.find((d) => !d.printWithTShirtBuddy && d.sizes.includes('M'))!;
    expect(shipped).toBeTruthy();
    const customer = await login(CUSTOMER);
    const tshirt = await apiJson<Tshirt>(`/tshirts/${shipped.id}`);
    const orderId = await placePaidOrder(customer, { tshirt });
    const pending = await apiJson<SellerOrdersResponse>('/orders/seller?status=pending&limit=100', {
      token: seller.token,
    });
    const order = pending.orders.find((o) => o._id === orderId)!;
    expect(order).toMatchObject({ fulfilledByShop: false });
    expect(order.deliveryDetails?.fullName).toBe('Chitra Customer');
    const shortId = shortOrderId(order._id);

    const { context, page } = await signedInPage(getBrowser(), seller.token);
    const row = await gotoSale(page, seller.token, 'pending', order._id);
    await expect(row.getAttribute('data-order-status')).resolves.toBe('pending');

    // Open it: the seller's lines and where to ship.
    await row.getByRole('button', { name: new RegExp(`Order #${shortId}`) }).click();
    await row.getByRole('region', { name: 'Ship to' }).getByText('Chitra Customer').waitFor();
    await snapshot(page, 'desktop-sales-open');

    // Cancelling needs a reason: the dialog's confirm stays disabled until one is typed.
    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${shortId}` });
    const cancelOrder = dialog.getByRole('button', { name: 'Cancel Order' });
    await expect(cancelOrder.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Reason for cancellation').fill(' ');
    await dialog.getByLabel('Reason for cancellation').blur();
    await dialog.getByText(ORDER_STATUS_MESSAGES.cancelReasonRequired).waitFor();
    await dialog.getByLabel('Reason for cancellation').fill('Out of stock');
    await expect(cancelOrder.isDisabled()).resolves.toBe(false);
    await dialog.getByRole('button', { name: 'Keep Order' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Confirm: the list reloads and the order leaves the Pending filter.
    await row.getByRole('button', { name: 'Confirm', exact: true }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Confirmed', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'confirmed');
    const confirmedRow = await gotoSale(page, seller.token, 'confirmed', order._id);
    await expect(confirmedRow.getAttribute('data-order-status')).resolves.toBe('confirmed');

    // Export: both dates are needed; then the file parses with the seller's columns.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByText(ORDER_MESSAGES.exportDatesRequired).waitFor();
    await page.getByRole('button', { name: '30 days' }).click();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    const url = new URL(page.url());
    const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(sellerExportFileName(from, to));
    const path = await download.path();
    const rows = parse(readFileSync(path), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...SELLER_EXPORT_COLUMNS]);
    const idColumn = SELLER_EXPORT_COLUMNS.indexOf('Order ID');
    const statusColumn = SELLER_EXPORT_COLUMNS.indexOf('Order Status');
    const mine = rows.slice(1).filter((r) => r[idColumn]?.includes(shortId));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]![statusColumn]?.toLowerCase()).toContain('confirmed');
    await page.getByText('Orders downloaded successfully').waitFor();
    await snapshot(page, 'desktop-sales');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await context.close();

    // On a phone: the page fits.
    const phone = await signedInPage(getBrowser(), seller.token, PHONE);
    await phone.page.goto('/dashboard/orders');
    await phone.page.locator('li[data-order-id]').first().waitFor();
    await phone.page
      .locator('li[data-order-id]:not(:has([data-shop-fulfilled])) > button')
      .first()
      .click();
    await phone.page.getByRole('region', { name: 'Ship to' }).first().waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-sales');
    await phone.context.close();

    // The buyer's timeline shows it confirmed.
    const buyer = await login(CUSTOMER);
    const shopper = await signedInPage(getBrowser(), buyer.token);
    await shopper.page.goto(`/orders?highlight=${order._id}`);
    const card = shopper.page.locator(`div[data-order-id="${order._id}"]`);
    await card.waitFor();
    const confirmed = card.locator('li[data-step="confirmed"]');
    await confirmed.waitFor();
    await expect(confirmed.getAttribute('aria-current')).resolves.toBe('step');
    await expect(confirmed.textContent()).resolves.toContain('Order Confirmed');
    await shopper.context.close();
  });

  it('shows a new seller an empty state whose links lead to the upload pages', async () => {
    const newcomer = await register('Nila Deka');
    const { context, page } = await signedInPage(getBrowser(), newcomer.token, PHONE);
    await page.goto('/dashboard/orders');
    await page.getByRole('heading', { name: 'No sales yet' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Upload a design' }).getAttribute('href'),
    ).resolves.toBe('/dashboard/upload');
    await expect(
      page.getByRole('link', { name: 'Add an accessory' }).getAttribute('href'),
    ).resolves.toBe('/dashboard/accessories-upload');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'phone-sales-empty');
    await context.close();
  });
});
