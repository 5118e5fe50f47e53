import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  NOTIFICATION_MESSAGES,
  ORDER_MESSAGES,
  shortOrderId,
  type AuthResponse,
} from '@campus-threads/contract';
import { PHONE, hasHorizontalOverflow, newPage, snapshot } from './browser';
import { baseURL, placePaidOrder, register, signedInPage, useBrowser } from './helpers';

const getBrowser = useBrowser();

const orderCard = (page: Page, orderId: string) => page.locator(`div[data-order-id="${orderId}"]`);

let shopper: AuthResponse;
let orderId: string;

beforeAll(async () => {
  shopper = await register('Riya Baruah');
  orderId = await placePaidOrder(shopper);
});

describe('orders, notifications and the dashboard in the browser', () => {
  it('shows the new order in the bell, opens it on /orders, and clears the badge', async () => {
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    const shortId = shortOrderId(orderId);
    await page.goto('/category/casual');

    const bell = page.getByRole('button', { name: `${NOTIFICATION_MESSAGES.title} (1 unread)` });
    await bell.waitFor();
    await expect(page.getByTestId('notifications-count').textContent()).resolves.toBe('1');

    await bell.click();
    const panel = page.getByRole('dialog', { name: NOTIFICATION_MESSAGES.title });
    const item = panel.getByRole('button', {
      name: new RegExp(`Your order #${shortId} is placed`),
    });
    await item.waitFor();
    await panel.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead }).waitFor();
    await page.waitForTimeout(300); // the panel's fade-in
    await snapshot(page, 'desktop-bell-open');

    await item.click();
    await page.waitForURL(
      (url) => url.pathname === '/orders' && url.searchParams.get('highlight') === orderId,
    );
    const card = orderCard(page, orderId);
    await card.waitFor();
    await expect(card.getAttribute('data-state')).resolves.toBe('open');
    await card.getByText(`Order #${shortId}`).waitFor();
    const received = card.locator('li[data-step="pending"]');
    await expect(received.getAttribute('aria-current')).resolves.toBe('step');
    await expect(received.textContent()).resolves.toContain('Order Received');
    await card.getByText('Room 12, Kapili Hostel, Tezpur University').waitFor();
    // The payment status in the contract's one vocabulary (docs/decisions/0035).
    await card.locator('[data-payment-status="paid"]').getByText('Paid', { exact: true }).waitFor();

    // Read now: the badge is gone and the panel lists it without 'Mark all as read'.
    await page.getByRole('button', { name: NOTIFICATION_MESSAGES.title, exact: true }).waitFor();
    expect(await page.getByTestId('notifications-count').count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.waitForTimeout(600); // the smooth scroll to the highlighted order
    await snapshot(page, 'desktop-orders-highlighted');

    await page.getByRole('button', { name: NOTIFICATION_MESSAGES.title, exact: true }).click();
    await page
      .getByRole('dialog', { name: NOTIFICATION_MESSAGES.title })
      .getByRole('button', { name: /is placed/ })
      .waitFor();
    expect(
      await page.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead }).count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('counts the order on the dashboard and links the recent order to /orders', async () => {
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await page.goto('/dashboard');
    const total = page.locator('[data-stat="Total Orders"]');
    await total.waitFor();
    await expect(total.textContent()).resolves.toBe('1');
    const recent = page.locator(`a[data-order-id="${orderId}"]`);
    await recent.waitFor();
    await expect(recent.textContent()).resolves.toContain(shortOrderId(orderId));
    await page.getByRole('link', { name: /View all/ }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'desktop-dashboard');

    await recent.click();
    await page.waitForURL(
      (url) => url.pathname === '/orders' && url.searchParams.get('highlight') === orderId,
    );
    await expect(orderCard(page, orderId).getAttribute('data-state')).resolves.toBe('open');
    await context.close();
  });

  it('fits a phone: orders, dashboard, and the bell in the header opening the full-screen panel', async () => {
    const { context, page } = await signedInPage(getBrowser(), shopper.token, PHONE);
    await page.goto(`/orders?highlight=${orderId}`);
    const card = orderCard(page, orderId);
    await card.waitFor();
    await expect(card.getAttribute('data-state')).resolves.toBe('open');
    await card.locator('li[data-step="pending"][aria-current="step"]').waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.waitForTimeout(600);
    await snapshot(page, 'phone-orders-highlighted');

    // The menu still lists Notifications, but the bell with its count is in the header itself.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(NOTIFICATION_MESSAGES.title) })
      .waitFor();
    await snapshot(page, 'phone-menu-signed-in');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const bell = page
      .locator('header')
      .getByRole('button', { name: new RegExp(`^${NOTIFICATION_MESSAGES.title}`) });
    await bell.waitFor();
    await expect.poll(() => bell.isVisible()).toBe(true);
    const bellBox = await bell.boundingBox();
    expect(bellBox!.x + bellBox!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'phone-header-bell');
    await bell.click();
    const panel = page.getByRole('dialog', { name: NOTIFICATION_MESSAGES.title });
    await panel.getByRole('button', { name: /is placed/ }).waitFor();
    const box = await panel.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.waitForTimeout(300); // the panel's fade-in
    await snapshot(page, 'phone-notifications');
    await panel.getByRole('button', { name: 'Close notifications' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.goto('/dashboard');
    await page.locator('[data-stat="Total Orders"]').waitFor();
    await page.locator(`a[data-order-id="${orderId}"]`).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'phone-dashboard');
    await context.close();
  });

  it('replaces a broken product image with a placeholder, in the bell and on the order', async () => {
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'image' ? route.abort() : route.continue(),
    );
    await page.goto(`/orders?highlight=${orderId}`);
    const card = orderCard(page, orderId);
    await card.locator('li[data-step="pending"]').waitFor();
    await page.getByRole('button', { name: NOTIFICATION_MESSAGES.title, exact: true }).click();
    const row = page.locator('button[data-notification-id]').first();
    await row.waitFor();
    // The failed <img> gives way to the drawn placeholder.
    await expect.poll(() => row.locator('img').count()).toBe(0);
    await expect.poll(() => card.locator('ul[aria-label="Items"] img').count()).toBe(0);
    expect(await row.locator('svg').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows a new shopper the empty states', async () => {
    const newcomer = await register('Kabir Saikia');
    const { context, page } = await signedInPage(getBrowser(), newcomer.token);
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
    await page.getByRole('link', { name: 'Start shopping' }).first().waitFor();
    await snapshot(page, 'desktop-orders-empty');

    await page.getByRole('button', { name: NOTIFICATION_MESSAGES.title, exact: true }).click();
    await page
      .getByRole('dialog', { name: NOTIFICATION_MESSAGES.title })
      .getByText(NOTIFICATION_MESSAGES.empty)
      .waitFor();
    await context.close();
  });

  it('sends a signed-out visitor from /orders to /login with the orders message', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(ORDER_MESSAGES.loginToView).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await context.close();
  });
});
