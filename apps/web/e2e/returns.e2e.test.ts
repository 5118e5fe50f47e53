import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_ACCOUNTS,
  RETURN_MESSAGES,
  shortOrderId,
  type AuthResponse,
  type Order,
  type ReturnRequest,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { apiJson, placePaidOrder, register, signedInPage, useBrowser } from './helpers';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

/** The admin moves the order step by step to delivered (shipping needs a courier and tracking). */
async function deliver(admin: AuthResponse, orderId: string) {
  const steps = [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    { status: 'out_for_delivery' },
    { status: 'delivered' },
  ];
  for (const step of steps)
    await apiJson(`/orders/${orderId}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: JSON.stringify(step),
    });
}

const orderCard = (page: Page, orderId: string) => page.locator(`div[data-order-id="${orderId}"]`);

// One journey in three steps (each its own test, so each has the usual time): the buyer asks,
// the admin approves, the buyer sees the replacement.
describe('a size exchange in the browser', () => {
  let buyer: AuthResponse;
  let admin: AuthResponse;
  let orderId: string;
  let short: string;
  let request: ReturnRequest;
  let replacementId: string;

  beforeAll(async () => {
    // The scene, through the API: a new buyer's paid tee in size M (the shop prints it), delivered.
    buyer = await register('Riya Exchange');
    admin = await login(ADMIN);
    orderId = await placePaidOrder(buyer);
    await deliver(admin, orderId);
    short = shortOrderId(orderId);
  });

  it('the buyer asks to exchange M for L from /orders, with a photo', async () => {
    const { context, page } = await signedInPage(getBrowser(), buyer.token);
    await page.goto(`/orders?highlight=${orderId}`);
    const card = orderCard(page, orderId);
    await card.getByRole('button', { name: 'Exchange or return' }).click();
    const dialog = page.getByRole('dialog', { name: `Exchange or return · order #${short}` });
    await dialog.waitFor();

    // Sent empty: the contract's texts say what is missing (the only line is already ticked).
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(RETURN_MESSAGES.typeRequired).waitFor();
    await dialog.getByText(RETURN_MESSAGES.reasonLength).waitFor();
    const tick = dialog.locator('input[type="checkbox"]');
    await expect(tick.count()).resolves.toBe(1);
    await expect(tick.isChecked()).resolves.toBe(true);

    await dialog.getByText('Exchange for another size').click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(RETURN_MESSAGES.exchangeSizeRequired).waitFor();
    const newSize = dialog.getByLabel('New size');
    // The sizes offered leave out the one the buyer has.
    const sizes = await newSize.locator('option').allTextContents();
    expect(sizes).toContain('L');
    expect(sizes).not.toContain('M');
    await newSize.selectOption('L');
    await dialog.getByRole('button', { name: 'Too small' }).click();
    await expect(dialog.getByLabel('Why?').inputValue()).resolves.toBe('Too small');

    // One photo through the upload path, to the `returns` area.
    const photo = await sharp({
      create: { width: 48, height: 48, channels: 3, background: '#f97316' },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Add photos')
      .setInputFiles({ name: 'tight-fit.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('img', { name: /^Photo 1 / }).waitFor();

    const [created] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/orders/${orderId}/returns`) && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Send request' }).click(),
    ]);
    expect(created.status()).toBe(201);
    request = (await created.json()) as ReturnRequest;
    expect(request).toMatchObject({ type: 'exchange', reason: 'Too small', status: 'requested' });
    expect(request.items).toEqual([
      expect.objectContaining({ size: 'M', exchangeSize: 'L', quantity: 1 }),
    ]);
    expect(request.photos).toHaveLength(1);
    await page.getByText(RETURN_MESSAGES.requested).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The order card shows the request and its first step; nothing more can go back.
    const mine = card.locator(`article[data-return-id="${request._id}"]`);
    await mine.locator('[data-return-status="requested"]').waitFor();
    await expect(mine.locator('[data-return-line]').textContent()).resolves.toContain('Size M → L');
    await expect(card.getByRole('button', { name: 'Exchange or return' }).count()).resolves.toBe(0);
    await snapshot(page, 'desktop-orders-exchange-requested');
    await context.close();
  });

  it('the admin approves it on the Returns tab (Reject asks for a remark first)', async () => {
    const adminView = await signedInPage(getBrowser(), admin.token);
    await adminView.page.goto('/admin/returns');
    const row = adminView.page.locator(`article[data-return-id="${request._id}"]`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(`Order #${short}`);
    await row.getByRole('img', { name: /^Photo 1 / }).waitFor();
    await row.getByRole('button', { name: 'Reject' }).click();
    const reject = adminView.page.getByRole('dialog', { name: `Reject · order #${short}` });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText(RETURN_MESSAGES.remarkRequired).waitFor();
    await reject.getByRole('button', { name: 'Close' }).click();
    await reject.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = adminView.page.getByRole('dialog', { name: `Approve · order #${short}` });
    await approve.getByLabel('Remark (optional)').fill('Sending an L today');
    const [moved] = await Promise.all([
      adminView.page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/admin/returns/${request._id}`) && r.request().method() === 'PATCH',
      ),
      approve.getByRole('button', { name: 'Approve' }).click(),
    ]);
    expect(moved.status()).toBe(200);
    const approved = (await moved.json()) as ReturnRequest;
    expect(approved.status).toBe('approved');
    replacementId = approved.replacementOrderId!;
    expect(replacementId).toBeTruthy();
    await row.locator('[data-return-status="approved"]').waitFor();
    await row.locator(`[data-replacement-order="${replacementId}"]`).waitFor();
    // Approved is still open: only "Mark received" is left.
    await expect(row.getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);
    await row.getByRole('button', { name: 'Mark received' }).waitFor();
    await snapshot(adminView.page, 'desktop-admin-returns');
    await adminView.context.close();
  });

  it('the buyer sees the decision and the ₹0 replacement order in size L', async () => {
    const back = await signedInPage(getBrowser(), buyer.token);
    await back.page.goto(`/orders?highlight=${orderId}`);
    const original = orderCard(back.page, orderId);
    const decided = original.locator(`article[data-return-id="${request._id}"]`);
    await decided.locator('[data-return-status="approved"]').waitFor();
    await expect(decided.textContent()).resolves.toContain('Sending an L today');
    await decided
      .getByRole('link', { name: `Replacement order #${shortOrderId(replacementId)}` })
      .click();
    await back.page.waitForURL((url) => url.searchParams.get('highlight') === replacementId);
    const replacement = orderCard(back.page, replacementId);
    await replacement.locator('[data-replaces-order]').waitFor();
    await expect(replacement.locator('[data-replaces-order]').textContent()).resolves.toBe(
      RETURN_MESSAGES.replacementRemark(short),
    );
    await expect(replacement.textContent()).resolves.toContain('Size L');
    await expect(replacement.textContent()).resolves.toContain('₹0.00');
    const order = await apiJson<Order>(`/orders/${replacementId}`, { token: buyer.token });
    expect(order).toMatchObject({ replacesOrderId: orderId, totalAmount: 0 });
    expect(order.items[0]).toMatchObject({ size: 'L', quantity: 1 });
    await back.context.close();

    // On a phone the request and its timeline fit the card.
    const phone = await signedInPage(getBrowser(), buyer.token, PHONE);
    await phone.page.goto(`/orders?highlight=${orderId}`);
    await orderCard(phone.page, orderId)
      .locator(`article[data-return-id="${request._id}"] [data-return-status="approved"]`)
      .waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-orders-exchange-approved');
    await phone.context.close();
  });
});
