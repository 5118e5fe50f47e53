import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  BALANCE_METHOD_LABELS,
  BALANCE_MESSAGES,
  DEMO_ACCOUNTS,
  NEXT_STEP_LABELS,
  SHIPMENT_MESSAGES,
  SHOP_FULFILLED_TEXTS,
  shortOrderId,
  toPaise,
  trackingUrl,
  type AuthResponse,
  type Order,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { axeFindings, describeFindings, toastsSettled } from './axe';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { apiJson, CUSTOMER, placePaidOrder, signedInPage, useBrowser } from './helpers';

/**
 * Fulfilment (docs/decisions/0048): a Self Service seller confirms, ships with a courier and
 * tracking number, and delivers; the buyer sees the tracking link. An admin ships through the same
 * dialog and records the balance of a 50% advance; the design's seller sees that sale read-only.
 */

/** The demo seller (apps/api demo seed) sells Self Service and Print & Delivery designs. */
const SELLER = { email: 'seller@campusthreads.test', password: 'Seller@12345' };
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
/** The demo seller's tees: one they print and ship, one the shop prints (with the advance). */
const SELF_SERVICE_TEE = 'Hostel Cat Society Tee';
const SHOP_TEE_WITH_ADVANCE = 'Future Doctor Heartbeat Tee';

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

async function tshirtTitled(title: string): Promise<Tshirt> {
  const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?limit=100');
  const found = tshirts.find((t) => t.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}

const orderRow = (page: Page, orderId: string) => page.locator(`li[data-order-id="${orderId}"]`);

/** Opens a row of the sales or admin list (its heading is a toggle). */
async function openRow(row: Locator) {
  const toggle = row.locator('> button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Waits for the status or balance PATCH the click sends and returns its HTTP status. */
async function patched(page: Page, orderId: string, what: string, click: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(`/api/orders/${orderId}/${what}`) && r.request().method() === 'PATCH',
    ),
    click(),
  ]);
  return response.status();
}

describe('order fulfilment in the browser', () => {
  it('a Self Service seller ships with tracking and the buyer sees the tracking link', async () => {
    const customer = await login(CUSTOMER);
    const orderId = await placePaidOrder(customer, {
      tshirt: await tshirtTitled(SELF_SERVICE_TEE),
    });
    const shortId = shortOrderId(orderId);
    const seller = await login(SELLER);
    const { context, page } = await signedInPage(getBrowser(), seller.token);

    // Confirm it: it leaves the Pending filter.
    await page.goto('/dashboard/orders?status=pending');
    let row = orderRow(page, orderId);
    await row.waitFor();
    await openRow(row);
    expect(
      await patched(page, orderId, 'status', () =>
        row.getByRole('button', { name: 'Confirm', exact: true }).click(),
      ),
    ).toBe(200);
    await row.waitFor({ state: 'detached', timeout: 15_000 });

    // Ship it: the dialog checks the fields with the contract's texts...
    await page.goto('/dashboard/orders?status=confirmed');
    row = orderRow(page, orderId);
    await row.waitFor();
    await openRow(row);
    await row.getByRole('button', { name: NEXT_STEP_LABELS.shipped }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${shortId}` });
    const submit = dialog.getByRole('button', { name: NEXT_STEP_LABELS.shipped });
    await submit.click();
    await dialog.getByText(SHIPMENT_MESSAGES.courierRequired).waitFor();
    await dialog.getByText(SHIPMENT_MESSAGES.trackingRequired).waitFor();
    const findings = await axeFindings(page);
    expect(findings, describeFindings('ship dialog', findings)).toEqual([]);
    await dialog.getByLabel('Courier', { exact: true }).selectOption('Delhivery');
    const tracking = dialog.getByLabel('Tracking number');
    await tracking.fill('DL 12');
    await submit.click();
    await dialog.getByText(SHIPMENT_MESSAGES.trackingInvalid).waitFor();

    // ...and shows the server's 422 under the field it names.
    const refusal = 'This tracking number is already on another order';
    await page.route(
      `**/api/orders/${orderId}/status`,
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: refusal,
            errors: [{ field: 'trackingNumber', message: refusal }],
          }),
        }),
      { times: 1 },
    );
    const trackingNumber = `DL${Date.now().toString().slice(-10)}`;
    await tracking.fill(trackingNumber);
    await submit.click();
    await dialog.getByRole('alert').getByText(refusal).waitFor();
    await expect(tracking.getAttribute('aria-invalid')).resolves.toBe('true');
    await snapshot(page, 'desktop-ship-dialog');

    expect(await patched(page, orderId, 'status', () => submit.click())).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached', timeout: 15_000 });

    // Shipped: the row shows how it travels; a refused move says why, then it goes on.
    await page.goto('/dashboard/orders?status=shipped');
    row = orderRow(page, orderId);
    await row.waitFor();
    await openRow(row);
    const shipment = row.getByRole('region', { name: 'Shipment' });
    await shipment.getByText('Delhivery', { exact: true }).waitFor();
    await shipment.getByText(trackingNumber, { exact: true }).waitFor();
    await page.route(
      `**/api/orders/${orderId}/status`,
      (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Someone else moved it' }),
        }),
      { times: 1 },
    );
    await row.getByRole('button', { name: NEXT_STEP_LABELS.out_for_delivery }).click();
    await page.getByText('Someone else moved it').waitFor();
    expect(
      await patched(page, orderId, 'status', () =>
        row.getByRole('button', { name: NEXT_STEP_LABELS.out_for_delivery }).click(),
      ),
    ).toBe(200);
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await page.goto('/dashboard/orders?status=out_for_delivery');
    row = orderRow(page, orderId);
    await row.waitFor();
    await openRow(row);
    expect(
      await patched(page, orderId, 'status', () =>
        row.getByRole('button', { name: NEXT_STEP_LABELS.delivered }).click(),
      ),
    ).toBe(200);
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();

    // The buyer, on a phone: the courier, the number and the courier's tracking page.
    const buyer = await signedInPage(getBrowser(), customer.token, PHONE);
    await buyer.page.goto(`/orders?highlight=${orderId}`);
    const card = buyer.page.locator(`div[data-order-id="${orderId}"]`);
    const facts = card.locator('[data-shipment]');
    await facts.waitFor();
    await expect(facts.locator('[data-courier]').textContent()).resolves.toBe('Delhivery');
    await expect(facts.locator('[data-tracking-number]').textContent()).resolves.toBe(
      trackingNumber,
    );
    const link = facts.getByRole('link', { name: new RegExp(SHIPMENT_MESSAGES.trackOrder) });
    await expect(link.getAttribute('href')).resolves.toBe(trackingUrl('Delhivery', trackingNumber));
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await card.locator('li[data-step="delivered"][aria-current="step"]').waitFor();
    expect(await hasHorizontalOverflow(buyer.page)).toBe(false);
    await snapshot(buyer.page, 'phone-orders-tracking');
    await buyer.context.close();
  });

  it('an admin ships an advance order and records its balance; its designer sees it read-only', async () => {
    const customer = await login(CUSTOMER);
    const orderId = await placePaidOrder(customer, {
      tshirt: await tshirtTitled(SHOP_TEE_WITH_ADVANCE),
      advance: true,
    });
    const shortId = shortOrderId(orderId);
    const placed = await apiJson<Order>(`/orders/${orderId}`, { token: customer.token });
    const due = placed.paymentInfo.balanceDue;
    expect(due).toBeGreaterThan(0);

    const admin = await login(ADMIN);
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto(`/admin/orders?q=${shortId}`);
    const row = orderRow(page, orderId);
    await row.waitFor();
    await openRow(row);
    await row.getByText(BALANCE_MESSAGES.due(toPaise(due))).waitFor();
    expect(
      await patched(page, orderId, 'status', () =>
        row.getByRole('button', { name: NEXT_STEP_LABELS.confirmed }).click(),
      ),
    ).toBe(200);
    await row.getByText('Step 2 of 5').waitFor();

    // Mark as Shipped opens the Ship order dialog: a courier the shop does not know, typed in.
    await row.getByRole('button', { name: NEXT_STEP_LABELS.shipped }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${shortId}` });
    await dialog.getByLabel('Courier', { exact: true }).selectOption('other');
    await dialog.getByLabel('Courier name').fill('Ekart');
    await dialog.getByLabel('Tracking number').fill('EK-4471920');
    expect(
      await patched(page, orderId, 'status', () =>
        dialog.getByRole('button', { name: NEXT_STEP_LABELS.shipped }).click(),
      ),
    ).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    const shipment = row.getByRole('region', { name: 'Shipment' });
    await shipment.getByText('Ekart', { exact: true }).waitFor();
    // No tracking address is known for it: no link.
    await expect(shipment.getByRole('link').count()).resolves.toBe(0);

    for (const next of ['out_for_delivery', 'delivered'] as const) {
      expect(
        await patched(page, orderId, 'status', () =>
          row.getByRole('button', { name: NEXT_STEP_LABELS[next] }).click(),
        ),
      ).toBe(200);
      await expect.poll(() => row.getAttribute('data-order-status')).toBe(next);
    }

    // Delivered with a balance due: record it (the method is asked for).
    await row.getByRole('button', { name: 'Record balance' }).click();
    const balance = page.getByRole('dialog', { name: `Record the balance of #${shortId}` });
    const record = balance.getByRole('button', { name: 'Record balance' });
    await record.click();
    await balance.getByText(BALANCE_MESSAGES.methodRequired).waitFor();
    // The status toasts still show: their colours are checked with the dialog.
    await toastsSettled(page);
    const findings = await axeFindings(page);
    expect(findings, describeFindings('balance dialog', findings)).toEqual([]);
    await balance.getByLabel('Paid by').selectOption('upi');
    expect(await patched(page, orderId, 'balance', () => record.click())).toBe(200);
    await page.getByText(BALANCE_MESSAGES.recorded).first().waitFor();
    // A success toast reads at WCAG AA contrast too (sonner's own green did not).
    await toastsSettled(page);
    const withToast = await axeFindings(page);
    expect(withToast, describeFindings('success toast', withToast)).toEqual([]);
    await balance.waitFor({ state: 'detached' });
    const collected = BALANCE_MESSAGES.timelineRemark(toPaise(due), 'upi');
    await row.getByText(collected).waitFor();
    await expect(row.getByRole('button', { name: 'Record balance' }).count()).resolves.toBe(0);
    expect(collected).toContain(BALANCE_METHOD_LABELS.upi);
    await context.close();

    // The design's seller: the sale is the shop's to fulfil, read-only, counted apart.
    const seller = await login(SELLER);
    const sales = await signedInPage(getBrowser(), seller.token, PHONE);
    await sales.page.goto('/dashboard/orders?status=delivered');
    const sale = orderRow(sales.page, orderId);
    await sale.locator('[data-shop-fulfilled]').getByText(SHOP_FULFILLED_TEXTS.badge).waitFor();
    await openRow(sale);
    await sale.getByText(SHOP_FULFILLED_TEXTS.idle).waitFor();
    await expect(sale.getByRole('region', { name: 'Ship to' }).count()).resolves.toBe(0);
    await expect(sale.getByRole('button').count()).resolves.toBe(1); // only the row's toggle
    await sales.page.locator('[data-summary="shop-fulfilled"]').waitFor();
    expect(await hasHorizontalOverflow(sales.page)).toBe(false);
    await sales.context.close();
  });
});
