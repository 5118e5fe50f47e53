import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  NOTIFICATION_MESSAGES,
  REFUND_MESSAGES,
  shortOrderId,
  toPaise,
  type AuthResponse,
  type Order,
} from '@campus-threads/contract';
import { PHONE, hasHorizontalOverflow, snapshot } from './browser';
import { apiJson, CUSTOMER, placePaidOrder, signedInPage, useBrowser } from './helpers';

/** The demo admin (apps/api demo seed). */
const ADMIN = { email: 'admin@campusthreads.test', password: 'Admin@12345' };

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(account),
  });

describe('a paid order cancelled by an admin, in the browser', () => {
  it("refunds what was paid, and the buyer's /orders and bell show it", async () => {
    const buyer = await login(CUSTOMER);
    const admin = await login(ADMIN);
    const orderId = await placePaidOrder(buyer);
    const paid = await apiJson<Order>(`/orders/${orderId}`, { token: buyer.token });
    expect(paid.refund).toBeNull();
    const amount = formatRupees(toPaise(paid.paymentInfo.advanceAmount));

    // The admin finds it on /admin/orders and cancels it there with a reason.
    const short = shortOrderId(orderId);
    const adminView = await signedInPage(getBrowser(), admin.token);
    await adminView.page.goto('/admin/orders');
    await adminView.page.getByLabel('Search by order ID or customer name').fill(short);
    const row = adminView.page.locator(`li[data-order-id="${orderId}"]`);
    await expect.poll(() => adminView.page.locator('li[data-order-id]').count()).toBe(1);
    await row.getByRole('button', { name: new RegExp(`Order #${short}`) }).click();
    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = adminView.page.getByRole('dialog', { name: `Cancel order #${short}` });
    await dialog.getByLabel('Reason for cancellation').fill('Print shop closed for the week');
    const [response] = await Promise.all([
      adminView.page.waitForResponse(
        (r) =>
          r.url().includes(`/api/orders/${orderId}/status`) && r.request().method() === 'PATCH',
      ),
      dialog.getByRole('button', { name: 'Cancel Order' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await adminView.context.close();

    const cancelled = await apiJson<Order>(`/orders/${orderId}`, { token: buyer.token });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refund).toMatchObject({
      amount: paid.paymentInfo.advanceAmount,
      status: 'COMPLETED',
    });

    const { context, page } = await signedInPage(getBrowser(), buyer.token);
    await page.goto(`/orders?highlight=${orderId}`);
    const card = page.locator(`div[data-order-id="${orderId}"]`);
    await card.waitFor();
    // The line under the order's title, and the note beside its payment.
    const line = card.locator('[data-refund="COMPLETED"]');
    await line.waitFor();
    await expect(line.textContent()).resolves.toMatch(
      new RegExp(
        `^Refund of ${amount.replace(/[.₹]/g, '\\$&')} processed on \\d{1,2} \\w{3} \\d{4}$`,
      ),
    );
    await card.locator('[data-refund-note="COMPLETED"]').waitFor();
    await expect(card.locator('[data-status="cancelled"]').first().isVisible()).resolves.toBe(true);
    await snapshot(page, 'desktop-orders-refund');

    // The bell: the refund's two notices, newest first, leading back to the order.
    await page
      .getByRole('button', { name: new RegExp(`^${NOTIFICATION_MESSAGES.title}`) })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: NOTIFICATION_MESSAGES.title });
    const done = panel.getByRole('button', {
      name: new RegExp(REFUND_MESSAGES.completedNotice(short, amount).replace(/[.₹#]/g, '\\$&')),
    });
    await done.waitFor();
    await panel
      .getByRole('button', {
        name: new RegExp(REFUND_MESSAGES.startedNotice(short, amount).replace(/[.₹#]/g, '\\$&')),
      })
      .waitFor();
    await page.waitForTimeout(300); // the panel's fade-in
    await snapshot(page, 'desktop-bell-refund');
    await done.click();
    await page.waitForURL(
      (url) => url.pathname === '/orders' && url.searchParams.get('highlight') === orderId,
    );
    await context.close();

    // On a phone the refund line fits the card.
    const phone = await signedInPage(getBrowser(), buyer.token, PHONE);
    await phone.page.goto(`/orders?highlight=${orderId}`);
    await phone.page.locator(`div[data-order-id="${orderId}"] [data-refund="COMPLETED"]`).waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-orders-refund');
    await phone.context.close();
  });
});
