import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN_EXPORT_COLUMNS,
  ADMIN_ORDER_MESSAGES,
  adminExportFileName,
  DEMO_ACCOUNTS,
  NEXT_STEP_LABELS,
  NOTIFICATION_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  SHIPMENT_MESSAGES,
  notificationPath,
  shortOrderId,
  type AuthResponse,
  type OrderStatus,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { apiJson, CUSTOMER, placePaidOrder, signedInPage, useBrowser } from './helpers';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

const orderRow = (page: Page, orderId: string) => page.locator(`li[data-order-id="${orderId}"]`);

/** Today in India, as the export's date inputs take it. */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Waits for the status PATCH the click sends and returns its HTTP status. */
async function patchStatus(page: Page, orderId: string, click: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(`/api/orders/${orderId}/status`) && r.request().method() === 'PATCH',
    ),
    click(),
  ]);
  return response.status();
}

/** The buyer's /orders card shows `status` as the current step, and the bell has its notice. */
async function buyerSees(page: Page, orderId: string, status: OrderStatus) {
  await page.goto(`/orders?highlight=${orderId}`);
  const card = page.locator(`div[data-order-id="${orderId}"]`);
  const step = card.locator(`li[data-step="${status}"]`);
  await step.waitFor();
  await expect(step.getAttribute('aria-current')).resolves.toBe('step');
  await expect(step.textContent()).resolves.toContain(ORDER_STATUS_LABELS[status]);
  await page.getByRole('button', { name: new RegExp(`^${NOTIFICATION_MESSAGES.title}`) }).click();
  const panel = page.getByRole('dialog', { name: NOTIFICATION_MESSAGES.title });
  await panel
    .getByRole('button', {
      name: new RegExp(
        ORDER_STATUS_MESSAGES.buyerNotice(
          shortOrderId(orderId),
          ORDER_STATUS_LABELS[status],
        ).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      ),
    })
    .waitFor();
  await page.keyboard.press('Escape');
}

describe('the admin orders screen in the browser', () => {
  it('moves a fresh paid order from pending to delivered step by step, and the buyer sees each step', async () => {
    const customer = await login(CUSTOMER);
    const orderId = await placePaidOrder(customer);
    const shortId = shortOrderId(orderId);
    const admin = await login(ADMIN);

    const { context, page } = await signedInPage(getBrowser(), admin.token);
    const buyer = await signedInPage(getBrowser(), customer.token);
    await page.goto('/admin/orders');
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
    await page.locator('[data-summary="total"] dd').getByText(/^\d/).waitFor();

    // Search by the short id (debounced): only this order is left.
    await page.getByLabel('Search by order ID or customer name').fill(shortId.toUpperCase());
    await page.waitForURL((url) => url.searchParams.get('q') === shortId.toUpperCase());
    const row = orderRow(page, orderId);
    await row.waitFor();
    await expect.poll(() => page.locator('li[data-order-id]').count()).toBe(1);
    await expect(row.getAttribute('data-order-status')).resolves.toBe('pending');
    await row.getByText('Step 1 of 5').waitFor();

    // Expanded: customer details, each item's seller, order summary, actions.
    await row.getByRole('button', { name: new RegExp(`Order #${shortId}`) }).click();
    await row
      .getByRole('region', { name: 'Customer details' })
      .getByText('Room 12, Kapili Hostel')
      .waitFor();
    await row.locator('[data-seller]').first().waitFor();
    await row
      .getByRole('region', { name: 'Order summary' })
      .getByText('Paid', { exact: true })
      .waitFor();
    await snapshot(page, 'desktop-admin-order-open');

    // Cancel needs a reason: the confirm stays disabled until one is typed; keep the order.
    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order #${shortId}` });
    await expect(cancel.getByRole('button', { name: 'Cancel Order' }).isDisabled()).resolves.toBe(
      true,
    );
    await cancel.getByLabel('Reason for cancellation').fill('  ');
    await cancel.getByLabel('Reason for cancellation').blur();
    await cancel.getByText(ORDER_STATUS_MESSAGES.cancelReasonRequired).waitFor();
    await cancel.getByRole('button', { name: 'Keep Order' }).click();
    await cancel.waitFor({ state: 'detached' });

    // Step 2: the one-button next step, shown first, then confirmed by the server.
    expect(
      await patchStatus(page, orderId, () =>
        row.getByRole('button', { name: NEXT_STEP_LABELS.confirmed }).click(),
      ),
    ).toBe(200);
    await page.getByText(ADMIN_ORDER_MESSAGES.statusUpdated('confirmed')).first().waitFor();
    await row.getByText('Step 2 of 5').waitFor();
    await buyerSees(buyer.page, orderId, 'confirmed');

    // Step 3 through Update Status: shipping opens the Ship order dialog, which needs the
    // courier and tracking number, with a remark and a custom delivery date.
    await row.getByRole('button', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order #${shortId}` });
    const ship = dialog.getByRole('button', { name: NEXT_STEP_LABELS.shipped });
    await ship.click();
    await dialog.getByText(SHIPMENT_MESSAGES.trackingRequired).waitFor();
    await dialog.getByLabel('Courier', { exact: true }).selectOption('India Post');
    await dialog.getByLabel('Tracking number').fill('EE123456789IN');
    await dialog.getByLabel('Remarks (optional)').fill('Handed to the courier');
    await dialog.getByLabel('Custom date and time').check();
    const dateInput = dialog.getByLabel('Expected delivery');
    const defaultValue = await dateInput.inputValue();
    // Defaults to now + 3 days (on a 15-minute step).
    const days = (new Date(defaultValue).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.02);
    await snapshot(page, 'desktop-admin-order-dialog');
    expect(await patchStatus(page, orderId, () => ship.click())).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Step 3 of 5').waitFor();
    await row.getByText('Admin remark: ').waitFor();
    await row.getByRole('region', { name: 'Shipment' }).getByText('EE123456789IN').waitFor();
    const placed = await apiJson<{ expectedDeliveryDate: string }>(`/orders/${orderId}`, {
      token: customer.token,
    });
    expect(new Date(placed.expectedDeliveryDate).getTime()).toBe(new Date(defaultValue).getTime());
    await buyerSees(buyer.page, orderId, 'shipped');

    // Step 4, and the Delivery tab lists it (out_for_delivery).
    expect(
      await patchStatus(page, orderId, () =>
        row.getByRole('button', { name: NEXT_STEP_LABELS.out_for_delivery }).click(),
      ),
    ).toBe(200);
    await row.getByText('Step 4 of 5').waitFor();
    await page.getByRole('button', { name: 'Delivery', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'out_for_delivery');
    await orderRow(page, orderId).waitFor();
    await buyerSees(buyer.page, orderId, 'out_for_delivery');

    // Step 5: delivered; nothing more is offered.
    await page.getByRole('button', { name: 'All Orders', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(() => page.locator('ul[aria-busy="true"]').count()).toBe(0);
    const again = orderRow(page, orderId);
    const toggle = again.locator('> button');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    expect(
      await patchStatus(page, orderId, () =>
        again.getByRole('button', { name: NEXT_STEP_LABELS.delivered }).click(),
      ),
    ).toBe(200);
    await again.getByText('Step 5 of 5').waitFor();
    await again.getByText('Delivered: nothing more to do.').waitFor();
    await buyerSees(buyer.page, orderId, 'delivered');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await buyer.context.close();
    await context.close();
  });

  it('rolls a failed update back, says why, and reloads', async () => {
    const customer = await login(CUSTOMER);
    const orderId = await placePaidOrder(customer);
    const admin = await login(ADMIN);
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.route(`**/api/orders/${orderId}/status`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Someone else moved it' }),
      }),
    );
    // Opened as an admin's notice opens it: searched for, opened and marked (decision 0056).
    await page.goto(notificationPath({ type: 'ADMIN_RETURN', orderId }));
    const row = orderRow(page, orderId);
    await row.waitFor();
    await expect(row.getAttribute('data-highlighted')).resolves.toBe('true');
    const heading = row.getByRole('button', {
      name: new RegExp(`Order #${shortOrderId(orderId)}`),
    });
    await expect(heading.getAttribute('aria-expanded')).resolves.toBe('true');
    // Listened for before the click: on a busy machine the reload a second later can come before
    // the checks below are done.
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/orders/admin?'), {
      timeout: 15_000,
    });
    await row.getByRole('button', { name: NEXT_STEP_LABELS.confirmed }).click();
    await page.getByText(ADMIN_ORDER_MESSAGES.updateFailed('Someone else moved it')).waitFor();
    await row.getByText('Step 1 of 5').waitFor();
    await expect(row.getAttribute('data-order-status')).resolves.toBe('pending');
    // The list reloads after a second.
    await reloaded;
    await context.close();
  });

  it('exports orders to CSV with exactly the admin columns, and fits a phone', async () => {
    const customer = await login(CUSTOMER);
    const orderId = await placePaidOrder(customer);
    const admin = await login(ADMIN);
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin/orders');
    const card = page.getByRole('region', { name: 'Export orders' });
    await card.getByRole('button', { name: 'Download CSV' }).click();
    await card.getByText(ORDER_MESSAGES.exportDatesRequired).waitFor();

    const today = indiaToday();
    await card.getByLabel('From').fill(today);
    await card.getByLabel('To').fill(today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(adminExportFileName(today, today));
    const rows = parse(readFileSync(await download.path()), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ADMIN_EXPORT_COLUMNS]);
    const id = ADMIN_EXPORT_COLUMNS.indexOf('Order ID');
    const mine = rows.slice(1).filter((r) => r[id] === orderId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toHaveLength(ADMIN_EXPORT_COLUMNS.length);
    expect(mine[0]![ADMIN_EXPORT_COLUMNS.indexOf('Customer Name')]).toBe(customer.fullName);
    await page.getByText(ORDER_MESSAGES.exported).waitFor();

    // Advanced filters: a minimum above the maximum is explained, not sent.
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByLabel('Min amount (₹)').fill('500');
    await page.getByLabel('Max amount (₹)').fill('100');
    await page.getByText(ADMIN_ORDER_MESSAGES.amountRange).waitFor();
    await page.getByLabel('Max amount (₹)').fill('');
    await page.getByLabel('Search by order ID or customer name').fill('no such customer anywhere');
    await page.getByRole('heading', { name: ADMIN_ORDER_MESSAGES.noOrders }).waitFor();
    await snapshot(page, 'desktop-admin-orders-empty');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.locator('li[data-order-id]').first().waitFor();
    await context.close();

    const phone = await signedInPage(getBrowser(), admin.token, PHONE);
    await phone.page.goto('/admin/orders');
    await phone.page.locator('li[data-order-id] > button').first().click();
    await phone.page.getByRole('region', { name: 'Customer details' }).first().waitFor();
    await phone.page.getByRole('button', { name: 'Advanced Filters' }).click();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-admin-orders');
    await phone.context.close();
  });
});
