import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  formatRupees,
  lineAmountPaise,
  paymentStatusLabel,
  shortOrderId,
  simulatorSettlePath,
  splitAdvance,
  toPaise,
  type AuthResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type Order,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import {
  apiJson,
  baseURL,
  DELIVERY,
  quoteCart,
  register,
  signedInPage,
  useBrowser,
} from './helpers';

/** The demo seller and admin (apps/api demo seed). */
const SELLER = { email: 'seller@campusthreads.test', password: 'Seller@12345' };
const ADMIN = { email: 'admin@campusthreads.test', password: 'Admin@12345' };

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', { method: 'POST', body: JSON.stringify(account) });

const orderCard = (page: Page, orderId: string) => page.locator(`div[data-order-id="${orderId}"]`);

let shopper: AuthResponse;
let seller: AuthResponse;
let admin: AuthResponse;
/** The shop's order (a named tee, paid with the 50% advance) and the seller's cancelled one. */
let tee: Order;
let sellerOrder: Order;

/**
 * One payment with the 50% advance, split in two orders (docs/decisions/0035): a customised
 * t-shirt the shop ships, and a seller's own tee, which the seller then cancels (refunded).
 */
beforeAll(async () => {
  shopper = await register('Meera Bora');
  [seller, admin] = await Promise.all([login(SELLER), login(ADMIN)]);
  const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=100');
  const shirt = tshirts.find(
    (t) => t.customizable && t.allowPartialPayment && t.deliverWithTShirtBuddy,
  )!;
  // The seller's own Self Service tee that allows the advance: every line of a payment paid with
  // the advance must allow it (decision 0055).
  const own = tshirts.find(
    (t) => t.sellerId === seller._id && t.allowPartialPayment && !t.deliverWithTShirtBuddy,
  )!;
  expect(shirt && own).toBeTruthy();
  const add = (body: Record<string, unknown>) =>
    apiJson<CartResponse>('/cart/add', {
      method: 'POST',
      token: shopper.token,
      body: JSON.stringify(body),
    });
  await add({
    productType: 'tshirt',
    tshirtId: own.id,
    size: own.sizes[0],
    color: own.colorVariants[0]!.color,
    quantity: 1,
  });
  const cart = await add({
    productType: 'tshirt',
    tshirtId: shirt.id,
    size: shirt.sizes[0],
    color: shirt.colorVariants[0]!.color,
    quantity: 1,
    wantsCustomization: true,
    customName: 'MEERA',
  });
  const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
    method: 'POST',
    token: shopper.token,
    body: JSON.stringify({
      source: 'cart',
      amount: splitAdvance(toPaise((await quoteCart(cart)).summary.total)).advancePaise / 100,
      isPartialPaymentAllowed: true,
      deliveryDetails: {
        fullName: shopper.fullName,
        email: shopper.email,
        phone: '9876543210',
        ...DELIVERY,
      },
    }),
  });
  await fetch(`${baseURL}${simulatorSettlePath(payment.redirectUrl)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'COMPLETED' }),
    redirect: 'manual',
  });
  await apiJson(`/payments/status/${encodeURIComponent(payment.merchantTransactionId)}`, {
    method: 'POST',
    token: shopper.token,
    body: '{}',
  });
  const mine = await apiJson<Order[]>('/orders/myorders', { token: shopper.token });
  tee = mine.find((o) => o.fulfillerId === null)!;
  const sold = mine.find((o) => o.fulfillerId === seller._id)!;
  await apiJson(`/orders/${sold._id}/status`, {
    method: 'PATCH',
    token: seller.token,
    body: JSON.stringify({ status: 'cancelled', remark: 'Out of stock' }),
  });
  sellerOrder = await apiJson<Order>(`/orders/${sold._id}`, { token: shopper.token });
  expect(sellerOrder.refund?.status).toBe('COMPLETED');
});

describe('an order reads the same on every screen', () => {
  it('/orders: one payment status, nothing due once cancelled, lines with their fee, the seller named, no Cancelled to come', async () => {
    const due = paymentStatusLabel(tee);
    expect(due).toMatch(/^50% paid, ₹[\d,]+\.\d\d due$/);
    for (const [viewport, name] of [
      [undefined, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await signedInPage(getBrowser(), shopper.token, viewport);
      await page.goto(`/orders?highlight=${tee._id}`);
      const group = page.locator(
        `section[data-payment="${tee.paymentInfo.merchantTransactionId}"]`,
      );
      await group.waitFor();
      // The header adds up only what is still due: the tee's balance, not the cancelled order's.
      await expect(group.locator('p').first().textContent()).resolves.toContain(
        `${formatRupees(toPaise(tee.paymentInfo.remainingAmount))} due on delivery`,
      );
      const card = orderCard(page, tee._id);
      await expect(card.getAttribute('data-state')).resolves.toBe('open');
      await expect(card.locator('[data-payment-status]').textContent()).resolves.toBe(due);
      const line = tee.items[0]!;
      await card
        .getByRole('list', { name: 'Items' })
        .getByText(formatRupees(lineAmountPaise(line)), { exact: true })
        .waitFor();
      await card.locator('[data-seller]').getByText(line.sellerName!).waitFor();
      await expect(card.locator('li[data-step="cancelled"]').count()).resolves.toBe(0);

      const gone = orderCard(page, sellerOrder._id);
      await gone
        .getByRole('button', { name: new RegExp(`Order #${shortOrderId(sellerOrder._id)}`) })
        .click();
      await expect(gone.locator('[data-payment-status]').textContent()).resolves.toBe('Refunded');
      await expect(gone.textContent()).resolves.toContain(
        `Ships from ${sellerOrder.items[0]!.sellerName}`,
      );
      await gone.locator('li[data-step="cancelled"][aria-current="step"]').waitFor();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await page.waitForTimeout(600);
      await snapshot(page, `${name}-orders-payment-status`);

      await page.goto('/dashboard');
      const recent = page.locator(`a[data-order-id="${tee._id}"]`);
      await expect(recent.locator('[data-payment-status]').textContent()).resolves.toBe(due);
      await expect(
        page.locator(`a[data-order-id="${sellerOrder._id}"] [data-payment-status]`).textContent(),
      ).resolves.toBe('Refunded');
      await snapshot(page, `${name}-dashboard-payment-status`);
      await context.close();
    }
  });

  it('seller sales and admin orders say the same, and the admin row counts lines', async () => {
    for (const [viewport, name] of [
      [undefined, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const sales = await signedInPage(getBrowser(), seller.token, viewport);
      await sales.page.goto('/dashboard/orders?status=cancelled');
      const sale = sales.page.locator(`li[data-order-id="${sellerOrder._id}"]`);
      await sale
        .getByRole('button', { name: new RegExp(`Order #${shortOrderId(sellerOrder._id)}`) })
        .click();
      await sale.getByText('Refunded', { exact: true }).waitFor();
      expect(await hasHorizontalOverflow(sales.page)).toBe(false);
      await snapshot(sales.page, `${name}-sales-refunded`);
      await sales.context.close();

      const { context, page } = await signedInPage(getBrowser(), admin.token, viewport);
      await page.goto(`/admin/orders?q=${shortOrderId(tee._id)}`);
      const row = page.locator(`li[data-order-id="${tee._id}"]`);
      await expect(row.locator('[data-item-count]').textContent()).resolves.toBe(
        `${tee.items.length} ${tee.items.length === 1 ? 'item' : 'items'}`,
      );
      await row
        .getByRole('button', { name: new RegExp(`Order #${shortOrderId(tee._id)}`) })
        .click();
      await expect(row.locator('[data-payment-status]').textContent()).resolves.toBe(
        paymentStatusLabel(tee),
      );
      await row
        .getByRole('region', { name: 'Items' })
        .getByText(formatRupees(lineAmountPaise(tee.items[0]!)), { exact: true })
        .waitFor();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snapshot(page, `${name}-admin-order-payment-status`);

      await page.goto(`/admin/orders?q=${shortOrderId(sellerOrder._id)}`);
      const cancelled = page.locator(`li[data-order-id="${sellerOrder._id}"]`);
      await cancelled.getByRole('button', { name: new RegExp(`Order #`) }).click();
      await expect(cancelled.locator('[data-payment-status]').textContent()).resolves.toBe(
        'Refunded',
      );
      await context.close();
    }
  });
});
