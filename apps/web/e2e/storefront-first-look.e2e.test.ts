import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CATALOG_MESSAGES,
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  DELIVERY_WEB_TEXTS,
  DEMO_ACCOUNTS,
  HTTP_ERROR_MESSAGES,
  type Accessory,
  type AdminSiteSettings,
  type AuthResponse,
  type CheckoutSettings,
  type PresignResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import type { Page } from 'playwright-core';
import { PHONE, hasHorizontalOverflow, newPage, snapshot } from './browser';
import {
  apiJson,
  baseURL,
  demoTshirts,
  logIn,
  register,
  signedInPage,
  useBrowser,
} from './helpers';

/**
 * What a first look at the storefront found: texts of the spec never shown, signing in
 * from the checkout, a deleted accessory in a cart, a line above the stock, the delivery charge on
 * the product page, the demo accounts on the login page, the footer of a signed-in user, the PIN
 * code's district and state, counts in number and the name switch's label.
 */

const getBrowser = useBrowser();
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const SELLER = DEMO_ACCOUNTS.find((a) => a.role === 'seller')!;

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

/** A real image uploaded as `token`: its storage key. */
async function uploadImage(token: string): Promise<string> {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#b45309' },
  })
    .png()
    .toBuffer();
  const signed = await apiJson<PresignResponse>('/s3/presigned-url', {
    method: 'POST',
    token,
    body: JSON.stringify({
      fileName: 'bottle.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      category: 'accessories',
    }),
  });
  const put = await fetch(new URL(signed.uploadUrl, baseURL), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: bytes,
  });
  expect(put.status).toBe(200);
  return signed.fileKey;
}

/** An accessory of the demo seller with `stock` units: its id and the body to update it with. */
async function sellerAccessory(title: string, stock: number) {
  const seller = await login(SELLER);
  const body = {
    title,
    description: 'Steel bottle that keeps tea hot through a lab.',
    price: 349,
    category: 'Drinkware',
    subCategory: 'Bottles',
    stock,
    universityName: 'Tezpur University',
    isAllDepartments: true,
    images: [await uploadImage(seller.token)],
  };
  const created = await apiJson<Accessory & { _id: string }>('/accessories', {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify(body),
  });
  return { id: created._id ?? created.accessoryId, body, seller };
}

async function addAccessory(token: string, accessoryId: string, quantity: number) {
  await apiJson('/cart/add', {
    method: 'POST',
    token,
    body: JSON.stringify({ productType: 'accessory', accessoryId, quantity }),
  });
}

/** The toast or text `text` appears. */
const shows = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('storefront first look', () => {
  it('says the spec texts: no connection, a cart the device cannot save, a listing and suggestions that fail', async () => {
    const { plain } = await demoTshirts();
    const shopper = await register('Nandini Bora');

    // No answer from the server: 'Unable to connect to the server. Please try again later.'
    const signedIn = await signedInPage(getBrowser(), shopper.token);
    await signedIn.page.goto(`/product/${plain.id}`);
    await signedIn.page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await signedIn.page.route('**/api/cart/add', (route) => route.abort('internetdisconnected'));
    await signedIn.page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await shows(signedIn.page, HTTP_ERROR_MESSAGES.unableToConnect);
    expect(HTTP_ERROR_MESSAGES.unableToConnect).toBe(
      'Unable to connect to the server. Please try again later.',
    );
    await signedIn.context.close();

    // A guest whose device refuses to keep the cart: 'Failed to save to cart. Please try again.'
    const guest = await newPage(getBrowser(), baseURL);
    await guest.context.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'cart')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await guest.page.goto(`/product/${plain.id}`);
    await guest.page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await guest.page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await shows(guest.page, CART_MESSAGES.saveFailed);

    // The t-shirt listing cannot be loaded: 'Failed to load t-shirts' with the error panel.
    await guest.page.goto('/category/casual');
    await guest.page.getByRole('heading', { level: 1 }).first().waitFor();
    await guest.page.route('**/api/tshirts?**', (route) => route.abort('internetdisconnected'));
    await guest.page
      .getByRole('group', { name: 'Shop for' })
      .getByRole('button', { name: 'MEN' })
      .click();
    await shows(guest.page, CATALOG_MESSAGES.loadTshirtsFailed);
    await shows(guest.page, CATALOG_MESSAGES.connectionError);

    // The credential suggestions cannot be loaded: 'Failed to load credentials. Please try again.'
    await guest.page.route('**/api/suggestions/**', (route) => route.abort('internetdisconnected'));
    await guest.page.goto('/');
    await guest.page
      .getByRole('button', { name: /HOSTEL/ })
      .first()
      .click();
    const dialog = guest.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'University name' }).fill('Tezpur');
    await shows(guest.page, CATALOG_MESSAGES.credentialsLoadFailed);
    await snapshot(guest.page, 'first-look-suggestions-failed');
    await guest.context.close();
  });

  it("words buy-now's malformed email as the spec does", async () => {
    const { plain } = await demoTshirts();
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto(`/product/${plain.id}`);
    await page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await page.getByRole('button', { name: 'Buy Now', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Buy Now' }).waitFor();
    await page.getByLabel('Email').fill('ananya@');
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await shows(page, CHECKOUT_MESSAGES.emailInvalidBuyNow);
    expect(await page.getByText('Invalid email format').count()).toBe(0);
    await context.close();
  });

  it('returns to the checkout after signing in from it, and fills in the district and state of the PIN code', async () => {
    const { plain } = await demoTshirts();
    const shopper = await register('Ritu Gogoi');
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto(`/product/${plain.id}`);
    await page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await shows(page, 'Added to cart');
    await page.goto('/checkout');
    await page.getByRole('button', { name: /^Place Order/ }).waitFor();

    // The header's Login (the footer has one too).
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForLoadState('networkidle');
    await logIn(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.waitForTimeout(1_500);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.getByRole('button', { name: /^Place Order/ }).waitFor();
    // Still there once the guest line has moved into the account's cart.
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ritu Gogoi');

    // 784028 is the shop's campus: its district and state are filled in from the PIN's look-up.
    await page.getByLabel('Pin code').fill('784028');
    await expect.poll(() => page.getByLabel('District').inputValue()).toBe('Sonitpur');
    expect(await page.getByLabel('State').inputValue()).toBe('Assam');
    await page.getByTestId('checkout-parcel').first().waitFor();
    await snapshot(page, 'first-look-checkout-1280');
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'first-look-checkout-390');
    await context.close();
  });

  it('keeps a deleted accessory in the cart by name and picture, and lets a line above the stock come down', async () => {
    const shopper = await register('Mitali Deka');
    const deleted = await sellerAccessory('Kapili Thermos Bottle', 3);
    const scarce = await sellerAccessory('Brahmaputra Enamel Mug', 2);
    await addAccessory(shopper.token, deleted.id, 1);
    await addAccessory(shopper.token, scarce.id, 2);
    await apiJson(`/accessories/${deleted.id}`, { method: 'DELETE', token: deleted.seller.token });
    await apiJson(`/accessories/${scarce.id}`, {
      method: 'PUT',
      token: scarce.seller.token,
      body: JSON.stringify({ ...scarce.body, stock: 1 }),
    });

    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await lines.nth(1).waitFor();
    const gone = lines.filter({ hasText: 'Kapili Thermos Bottle' });
    await gone.getByText(CART_MESSAGES.noLongerAvailable).waitFor();
    expect(await gone.textContent()).not.toContain('₹0.00');
    expect(await gone.textContent()).not.toMatch(/^Product/);
    await expect
      .poll(() =>
        gone
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    const above = lines.filter({ hasText: 'Brahmaputra Enamel Mug' });
    await above.getByText(CART_MESSAGES.onlyLeft(1)).waitFor();
    expect(await above.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    await page.getByText(CART_MESSAGES.blockedLines(1, 1)).waitFor();
    await snapshot(page, 'first-look-cart-1280');
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'first-look-cart-390');
    await above.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(async () => above.getByText(CART_MESSAGES.onlyLeft(1)).count()).toBe(0);
    expect(await above.locator('output').textContent()).toBe('1');
    await page.getByText(CART_MESSAGES.blockedLines(1, 0)).waitFor();

    // One left: "Max 1 item", not "Max 1 items".
    await page.goto(`/accessory/${scarce.id}`);
    await shows(page, 'Max 1 item');
    await context.close();
  });

  it('checks delivery to a PIN on a product page, and names no old delivery price', async () => {
    const admin = await login(ADMIN);
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=100');
    const { customizable, plain } = await demoTshirts();
    const tee = [...tshirts]
      .reverse()
      .find((t) => t.deliveryPrice === 0 && t.id !== customizable.id && t.id !== plain.id)!;
    const setDelivery = (deliveryPrice: number) =>
      apiJson<Tshirt>(`/tshirts/admin/${tee.id}/status`, {
        method: 'PATCH',
        token: admin.token,
        body: JSON.stringify({
          status: 'approved',
          adminRemarks: JSON.stringify({ deliveryPrice, adminRemarks: tee.adminRemarks ?? '' }),
        }),
      });
    await setDelivery(45);
    try {
      const { context, page } = await newPage(getBrowser(), baseURL);
      await page.goto(`/product/${tee.id}`);
      await page.getByRole('heading', { level: 1, name: tee.title }).waitFor();
      // The design's old ₹45 is not charged: delivery is priced by PIN at checkout.
      expect(await page.getByText(/delivery, charged once/).count()).toBe(0);
      const box = page.getByTestId('check-delivery');
      await box.getByLabel(DELIVERY_WEB_TEXTS.checkDeliveryLabel).fill('500032');
      await box.getByText(/^Delivers by \w{3} \d{1,2} \w{3} to Hyderabad, Telangana$/).waitFor();
      await box.getByLabel(DELIVERY_WEB_TEXTS.checkDeliveryLabel).fill('999999');
      await box.getByText(DELIVERY_MESSAGES.pinUnknown('999999')).waitFor();
      await snapshot(page, 'first-look-product-1280');
      await page.setViewportSize(PHONE);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snapshot(page, 'first-look-product-390');
      await context.close();
    } finally {
      await setDelivery(0);
    }
  });

  it('turns the name switch on from its label', async () => {
    const { customizable } = await demoTshirts();
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto(`/product/${customizable.id}`);
    await page.getByRole('heading', { level: 1, name: customizable.title }).waitFor();
    const toggle = page.getByRole('switch', { name: /Add your name/ });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText(/^Add your name \(\+₹30/).click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Name to print').waitFor();
    await context.close();
  });

  it('offers the demo accounts on the login page of this (non-production) server, and the footer follows the session', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto('/login');
    await page.getByText('Try a demo account').click();
    await page.getByText(ADMIN.email).waitFor();
    await snapshot(page, 'first-look-login-1280');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Login' }).count()).toBe(1);
    expect(await footer.getByRole('button', { name: 'Log out' }).count()).toBe(0);

    const shopper = await register('Pallavi Nath');
    await logIn(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/');
    await footer.getByRole('link', { name: 'Dashboard' }).waitFor();
    await footer.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    await snapshot(page, 'first-look-footer-1280');
    await page.setViewportSize(PHONE);
    await snapshot(page, 'first-look-footer-390');
    await footer.getByRole('button', { name: 'Log out' }).click();
    await footer.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('lets the admin keep a district and state with each campus PIN code', async () => {
    const admin = await login(ADMIN);
    const before = await apiJson<AdminSiteSettings>('/admin/settings', { token: admin.token });
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    try {
      await page.goto('/admin/settings');
      await page.getByLabel('District of 784028').waitFor();
      expect(await page.getByLabel('District of 784028').inputValue()).toBe('Sonitpur');
      await page.getByRole('textbox', { name: 'Campus PIN codes' }).fill('781039');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByLabel('District of 781039').fill('Kamrup Metropolitan');
      await page.getByLabel('State of 781039').selectOption('Assam');
      await snapshot(page, 'first-look-admin-settings-1280');
      await page.setViewportSize(PHONE);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snapshot(page, 'first-look-admin-settings-390');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect
        .poll(async () => (await apiJson<CheckoutSettings>('/checkout/settings')).pinCodePlaces)
        .toEqual({
          '784028': { district: 'Sonitpur', state: 'Assam' },
          '781039': { district: 'Kamrup Metropolitan', state: 'Assam' },
        });
    } finally {
      await apiJson('/admin/settings', {
        method: 'PUT',
        token: admin.token,
        body: JSON.stringify({
          siteName: before.siteName,
          siteDescription: before.siteDescription,
          maintenanceMode: before.maintenanceMode,
          deliverablePinCodes: before.deliverablePinCodes,
          pinCodePlaces: before.pinCodePlaces,
        }),
      });
      await context.close();
    }
  });
});
