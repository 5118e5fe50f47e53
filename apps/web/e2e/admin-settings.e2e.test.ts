import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ACCESSORY_FORM_MESSAGES,
  DELIVERY_MESSAGES,
  DELIVERY_SETTINGS_TEXTS,
  DEMO_ACCOUNTS,
  SETTINGS_MESSAGES,
  TAX_SETTINGS_MESSAGES,
  type AdminSiteSettings,
  type AuthResponse,
  type CartResponse,
  type DeliverySettingsReply,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, newPage, PHONE, snapshot } from './browser';
import {
  addTshirtToCart,
  apiJson,
  baseURL,
  DELIVERY,
  quoteCart,
  register,
  signedInPage,
  useBrowser,
} from './helpers';

/** The admin's settings applied to the shop, and the accessories screen (docs/decisions/0020). */
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const getBrowser = useBrowser();
let admin: AuthResponse;
let original: AdminSiteSettings;
let dir = '';
let imagePath = '';

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

/** Puts the settings back as they were (a failed test must not leave the shop closed). */
async function restoreSettings() {
  await apiJson<AdminSiteSettings>('/admin/settings', {
    method: 'PUT',
    token: admin.token,
    body: JSON.stringify({
      siteName: original.siteName,
      siteDescription: original.siteDescription,
      maintenanceMode: false,
      deliverablePinCodes: original.deliverablePinCodes,
    }),
  });
}

beforeAll(async () => {
  admin = await login(ADMIN);
  original = await apiJson<AdminSiteSettings>('/admin/settings', { token: admin.token });
  dir = mkdtempSync(join(tmpdir(), 'ct-admin-accessory-'));
  imagePath = join(dir, 'lab-goggles.png');
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
    .png()
    .toFile(imagePath);
});

afterAll(async () => {
  if (admin) await restoreSettings();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText(SETTINGS_MESSAGES.saved).first().waitFor();
}

/** A new payment for the shopper's cart, as the checkout would send it: the raw answer. */
async function tryToPay(token: string): Promise<Response> {
  // During maintenance the quote may be closed too: then any amount does, the payment is refused.
  const cart = await quoteCart(await apiJson<CartResponse>('/cart', { token })).catch(() =>
    apiJson<CartResponse>('/cart', { token }),
  );
  return fetch(`${baseURL}/api/payments/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      source: 'cart',
      amount: cart.summary.total,
      isPartialPaymentAllowed: false,
      deliveryDetails: {
        fullName: 'Maya Maintenance',
        email: 'maya@example.com',
        phone: '9876543210',
        ...DELIVERY,
      },
    }),
  });
}

describe('admin settings in the browser', () => {
  it('turns maintenance mode on (shoppers see the maintenance page and cannot pay) and off', async () => {
    const shopper = await register('Maya Maintenance');
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?limit=1');
    await addTshirtToCart(shopper.token, tshirts[0]!, 'M');

    const { context: adminContext, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Site Settings' }).waitFor();
    // System Info: the real facts of the running server.
    await expect
      .poll(() => page.locator('[data-info="database"]').textContent())
      .toContain('Connected');
    expect(await page.locator('[data-info="version"]').textContent()).toBe(
      original.systemInfo.version,
    );
    // The demo shop has no GSTIN: the page says its orders get bills of supply (decision 0060).
    expect(original.shopGstin).toBe('');
    await page.getByText(TAX_SETTINGS_MESSAGES.gstinMissing).waitFor();
    await snapshot(page, 'admin-settings');

    const toggle = page.getByRole('switch', { name: 'Maintenance Mode' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await saveSettings(page);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    // The admin keeps the shop, with a reminder.
    await page.goto('/');
    await page.getByText(/Maintenance mode is on/).waitFor();
    expect(await page.locator('[data-maintenance-page]').count()).toBe(0);

    // A signed-in shopper, on a phone, sees the maintenance page on every page.
    const { context: shopperContext, page: shopperPage } = await signedInPage(
      getBrowser(),
      shopper.token,
      PHONE,
    );
    for (const path of ['/', '/cart', '/checkout']) {
      await shopperPage.goto(path);
      await shopperPage
        .getByRole('heading', { name: SETTINGS_MESSAGES.maintenanceTitle })
        .waitFor();
    }
    expect(await hasHorizontalOverflow(shopperPage)).toBe(false);
    await snapshot(shopperPage, 'maintenance-page-phone');
    // And the API refuses the payment with the contract's text.
    const refused = await tryToPay(shopper.token);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: SETTINGS_MESSAGES.paymentsPaused });

    // A visitor sees it too, but can still reach the login page (for an admin).
    const { context: guestContext, page: guestPage } = await newPage(getBrowser(), baseURL);
    await guestPage.goto('/accessories');
    await guestPage.getByRole('heading', { name: SETTINGS_MESSAGES.maintenanceTitle }).waitFor();
    await guestPage.getByRole('link', { name: 'Sign in' }).click();
    await guestPage.waitForURL((url) => url.pathname === '/login');
    await guestPage.getByLabel('Email').waitFor();

    // Off again: the shop is back for the shopper, and payments are taken.
    await page.goto('/admin/settings');
    await toggle.click();
    await saveSettings(page);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await shopperPage.goto('/cart');
    await shopperPage.getByRole('heading', { name: /cart/i }).first().waitFor();
    expect(await shopperPage.locator('[data-maintenance-page]').count()).toBe(0);
    expect((await tryToPay(shopper.token)).status).toBe(201);

    await Promise.all([adminContext.close(), shopperContext.close(), guestContext.close()]);
  });

  it('changes the site name: the header, the title and the footer follow', async () => {
    const name = `Hostel Threads ${Date.now().toString(36).slice(-4)}`;
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin/settings');
    const field = page.getByLabel('Site name');
    await field.fill('');
    await saveSettingsExpectingError(page);
    await field.fill(name);
    await saveSettings(page);
    // At once in this tab, without a reload.
    await expect.poll(() => page.locator('header [data-site-name]').textContent()).toBe(name);
    await expect.poll(() => page.title()).toBe(name);

    const { context: guestContext, page: guestPage } = await newPage(getBrowser(), baseURL);
    await guestPage.goto('/');
    await expect.poll(() => guestPage.locator('header [data-site-name]').textContent()).toBe(name);
    await expect.poll(() => guestPage.title()).toBe(name);
    await guestPage
      .getByText(`© ${new Date().getFullYear()} ${name}. All rights reserved.`)
      .waitFor();

    await restoreSettings();
    await guestPage.reload();
    await expect
      .poll(() => guestPage.locator('header [data-site-name]').textContent())
      .toBe(original.siteName);
    await Promise.all([context.close(), guestContext.close()]);
  });

  it('saves the Delivery card: a rate out of range is named on its cell, then the card saves', async () => {
    const before = await apiJson<DeliverySettingsReply>('/admin/delivery-settings', {
      token: admin.token,
    });
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    try {
      await page.goto('/admin/settings');
      const card = page.getByTestId('delivery-settings');
      const citySlab = card.getByLabel(`${DELIVERY_SETTINGS_TEXTS.firstSlab} (Within city)`);
      await citySlab.fill('3000');
      await card.getByRole('button', { name: DELIVERY_SETTINGS_TEXTS.save }).click();
      await card.getByText(DELIVERY_MESSAGES.slabInvalid).waitFor();
      await citySlab.fill('41');
      await card.getByRole('button', { name: DELIVERY_SETTINGS_TEXTS.save }).click();
      await page.getByText(DELIVERY_MESSAGES.saved).first().waitFor();
      const saved = await apiJson<DeliverySettingsReply>('/admin/delivery-settings', {
        token: admin.token,
      });
      expect(saved.zones.city.firstSlab).toBe(41);
      await page.setViewportSize(PHONE);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snapshot(page, 'admin-settings-delivery-390');
    } finally {
      const { pickupPlace: _place, updatedAt: _at, ...body } = before;
      await apiJson('/admin/delivery-settings', {
        method: 'PUT',
        token: admin.token,
        body: JSON.stringify(body),
      });
      await context.close();
    }
  });

  it('adds an accessory with an image, edits its price and deletes it on /admin/accessories', async () => {
    const title = `Lab Goggles ${Date.now()}`;
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin/accessories');
    await page.getByRole('heading', { name: 'Accessories', exact: true }).waitFor();
    await page.locator('[data-counter="Total"]').waitFor();
    const totalBefore = Number(await page.locator('[data-counter="Total"]').textContent());
    await snapshot(page, 'admin-accessories');

    await page.getByRole('button', { name: 'Add Accessory' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Accessory' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description').fill('Anti-fog safety goggles for chemistry labs.');
    await dialog.getByLabel('Price (₹)', { exact: true }).fill('100');
    // The live preview: the 99% cap, then a valid discount with its percentage.
    await dialog.getByLabel(/^Discount price/).fill('0.5');
    await dialog.getByText(ACCESSORY_FORM_MESSAGES.discountCap(99.5)).waitFor();
    await dialog.getByLabel(/^Discount price/).fill('80');
    await dialog.getByText(/20% discount/).waitFor();
    await dialog.getByLabel('Category', { exact: true }).fill('Lab Gear');
    await dialog.getByLabel('Sub-category').fill('Safety');
    await dialog.getByLabel('Stock').fill('12');
    await dialog.getByRole('combobox', { name: 'University' }).fill('Tezpur University');
    await dialog.getByRole('checkbox', { name: /All Departments/ }).check();
    await dialog.getByRole('checkbox', { name: /Technical accessory/ }).check();
    // No image yet: the spec's text.
    await dialog.getByRole('button', { name: 'Add Accessory', exact: true }).click();
    await dialog.getByText(ACCESSORY_FORM_MESSAGES.imageRequired).waitFor();
    await dialog.getByLabel('Add accessory images').setInputFiles(imagePath);
    await dialog.getByRole('img', { name: 'New image lab-goggles.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Accessory', exact: true }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.created).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect
      .poll(async () => Number(await page.locator('[data-counter="Total"]').textContent()))
      .toBe(totalBefore + 1);
    await page.getByRole('searchbox', { name: 'Search accessories' }).fill(title);
    const card = page.getByTestId('admin-accessory-card').filter({ hasText: title });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('All Depts');
    await expect.poll(() => card.textContent()).toContain('12 in stock');
    expect(await card.getByText('Technical').count()).toBe(1);

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Accessory' });
    await edit.getByLabel('Price (₹)', { exact: true }).fill('120');
    await edit.getByText(/33\.33% discount/).waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.updated).first().waitFor();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('₹120.00');

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete accessory' });
    await confirm.getByText(ACCESSORY_FORM_MESSAGES.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.deleted).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});

async function saveSettingsExpectingError(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText(SETTINGS_MESSAGES.siteNameRequired).waitFor();
}
