import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  simulatorSettlePath,
  splitAdvance,
  toPaise,
  STORAGE_KEYS,
  type AuthResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { DESKTOP, launchBrowser, newPage, shopperAddress, uniqueEmail } from './browser';

/**
 * What the browser tests share: the API called directly (setting the scene), the steps a shopper
 * repeats (log in, fill the delivery form, place an order), and reading the header. Everything
 * talks to the server global-setup.ts started.
 */

export const baseURL = inject('baseURL');
export const PASSWORD = 'Campus@2026';
/** The demo catalogue's shopper account (apps/api demo seed). */
export const CUSTOMER = {
  email: 'customer@campusthreads.test',
  password: 'Customer@12345',
  firstName: 'Chitra',
};
/** A delivery address on the campus the shop serves. */
export const DELIVERY = {
  address: 'Room 12, Kapili Hostel, Tezpur University',
  pinCode: '784028',
  district: 'Sonitpur',
  state: 'Assam',
} as const;

/** One Chromium for the file: launched before its tests, closed after. Call at the file's top. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (use it inside a test or hook)');
    return browser;
  };
}

/** A JSON call to `/api{path}` that must succeed; `token` signs it in. */
export async function apiJson<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const { token, ...rest } = init;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': shopperAddress(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseURL}/api${path}`, { ...rest, headers });
  expect(
    response.ok,
    `${init.method ?? 'GET'} ${path}: ${response.status} ${response.ok ? '' : await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

/**
 * Lines priced as the checkout prices them for the e2e buyers' PIN (POST /api/cart/quote with
 * `pinCode`): each parcel's charge is in the lines and the summary, so `summary.total` is the
 * amount a payment for them must name.
 */
export async function quoteFor(
  items: readonly Record<string, unknown>[],
  pinCode: string = DELIVERY.pinCode,
): Promise<CartResponse> {
  return apiJson<CartResponse>('/cart/quote', {
    method: 'POST',
    body: JSON.stringify({
      pinCode,
      items: items.map((item, index) => ({ id: `line-${index}`, ...item })),
    }),
  });
}

/** The account's cart quoted for the e2e PIN, delivery included (what a cart payment asks). */
export async function quoteCart(cart: CartResponse): Promise<CartResponse> {
  return quoteFor(
    cart.items
      .filter((line) => line.available)
      .map((line) => ({
        id: line.id,
        productType: line.productType,
        ...(line.productType === 'tshirt'
          ? { tshirtId: line.productId, size: line.size, color: line.color }
          : { accessoryId: line.productId }),
        quantity: line.quantity,
        wantsCustomization: line.wantsCustomization,
        customName: line.customName,
      })),
  );
}

/** A new account through the API, with its password (every test gets a fresh email). */
export async function register(fullName: string): Promise<AuthResponse & { password: string }> {
  const body = {
    fullName,
    email: uniqueEmail(fullName.split(' ')[0]!.toLowerCase()),
    phone: '9876543210',
    password: PASSWORD,
  };
  const created = await apiJson<AuthResponse>('/auth/register', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { ...created, password: PASSWORD };
}

/** Approved demo t-shirts: one that can carry a name, and one that cannot (nor takes the advance). */
export async function demoTshirts(): Promise<{ customizable: Tshirt; plain: Tshirt }> {
  const list = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=100');
  const customizable = list.tshirts.find((t) => t.customizable)!;
  const plain = list.tshirts.find((t) => !t.customizable && !t.allowPartialPayment)!;
  expect(customizable && plain).toBeTruthy();
  return { customizable, plain };
}

/** Puts a t-shirt (its first colour) in the account's cart through the API. */
export async function addTshirtToCart(
  token: string,
  tshirt: Tshirt,
  size: string,
  quantity = 1,
): Promise<CartResponse> {
  return apiJson<CartResponse>('/cart/add', {
    method: 'POST',
    token,
    body: JSON.stringify({
      productType: 'tshirt',
      tshirtId: tshirt.id,
      size,
      color: tshirt.colorVariants[0]!.color,
      quantity,
    }),
  });
}

/**
 * One paid order through the real API: cart, payment, simulator, status check (which makes the
 * order and its notification). `tshirt`: what to buy (the catalogue's first by default);
 * `advance`: pay the 50% advance (the t-shirt must allow it).
 */
export async function placePaidOrder(
  shopper: AuthResponse,
  { tshirt, advance = false }: { tshirt?: Tshirt; advance?: boolean } = {},
): Promise<string> {
  const token = shopper.token;
  const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?limit=1');
  // The demo accounts are shared by the test files: a cart another file left behind would be
  // bought too, and the payment's first order might then be another fulfiller's.
  await apiJson<CartResponse>('/cart/clear', { method: 'DELETE', token, body: '{}' });
  await addTshirtToCart(token, tshirt ?? tshirts[0]!, 'M');
  const cart = await quoteCart(await apiJson<CartResponse>('/cart', { token }));
  const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
    method: 'POST',
    token,
    body: JSON.stringify({
      source: 'cart',
      amount: advance
        ? splitAdvance(toPaise(cart.summary.total)).advancePaise / 100
        : cart.summary.total,
      isPartialPaymentAllowed: advance,
      deliveryDetails: {
        fullName: shopper.fullName,
        email: shopper.email,
        phone: '9876543210',
        ...DELIVERY,
      },
    }),
  });
  return (await payOnSimulator(payment, token)).order!._id;
}

/**
 * Pays a created payment on the simulator, through its page's own address (its token is in the
 * redirectUrl, decision 0031), then asks its status as the buyer, which makes the order.
 */
export async function payOnSimulator(
  payment: CreatePaymentResponse,
  token: string,
): Promise<PaymentStatusResponse> {
  const paid = await fetch(`${baseURL}${simulatorSettlePath(payment.redirectUrl)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'COMPLETED' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const status = await apiJson<PaymentStatusResponse>(
    `/payments/status/${encodeURIComponent(payment.merchantTransactionId)}`,
    { method: 'POST', token, body: '{}' },
  );
  expect(status.state).toBe('COMPLETED');
  return status;
}

/** A page signed in as `token` from its first load (the app reads the stored token on start). */
export async function signedInPage(
  browser: Browser,
  token: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, baseURL, viewport);
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [STORAGE_KEYS.token, token],
  );
  return { context, page };
}

/** Fills and sends the login form the page shows (the caller waits for what should follow). */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs out through the account menu and waits for the home page. */
export async function logOut(page: Page, firstName: string) {
  await page
    .getByRole('button', { name: new RegExp(`Account menu for ${firstName}`) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Fills what the checkout does not know yet (a signed-in shopper's name, email and phone are filled in). */
export async function fillDelivery(page: Page) {
  await page.getByLabel('Address').fill(DELIVERY.address);
  await page.getByLabel('Pin code').fill(DELIVERY.pinCode);
  await page.getByLabel('District').fill(DELIVERY.district);
  await page.getByLabel('State').selectOption(DELIVERY.state);
}

/** Presses Place Order and waits for the payment simulator; returns the amount the checkout showed. */
export async function placeOrderAndReachSimulator(page: Page): Promise<string> {
  const placeOrder = page.getByRole('button', { name: /^Place Order · ₹/ });
  const label = (await placeOrder.textContent())!;
  await placeOrder.click();
  await page.waitForURL((url) => url.pathname.startsWith('/pay/simulator/'), { timeout: 20_000 });
  // The provider's page asks for exactly the amount the checkout showed.
  const amount = label.replace(/^Place Order · /, '');
  await page.getByRole('button', { name: `Pay ${amount}` }).waitFor();
  return amount;
}

/** The header's count badge ('' when the badge is hidden at 0). */
export async function headerCount(page: Page, name: 'wishlist' | 'cart'): Promise<string> {
  const badge = page.getByTestId(`${name}-count`).first();
  return (await badge.count()) > 0 ? ((await badge.textContent()) ?? '').trim() : '';
}

/** The cart link's accessible name, e.g. 'Cart (2 items)'. */
export async function cartLinkLabel(page: Page): Promise<string> {
  return (
    (await page
      .getByRole('link', { name: /^Cart \(/ })
      .first()
      .getAttribute('aria-label')) ?? ''
  );
}
