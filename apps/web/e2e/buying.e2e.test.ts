import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  DELIVERY_WEB_TEXTS,
  NOTIFICATION_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_CALLBACK_TIMINGS,
  shortOrderId,
  simulatorSettlePath,
  STORAGE_KEYS,
  type AuthResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { PHONE, hasHorizontalOverflow, newPage, snapshot, uniqueEmail } from './browser';
import {
  addTshirtToCart,
  apiJson,
  baseURL,
  cartLinkLabel,
  demoTshirts,
  fillDelivery,
  logIn,
  PASSWORD,
  placeOrderAndReachSimulator,
  quoteCart,
  register,
  signedInPage,
  useBrowser,
} from './helpers';

const getBrowser = useBrowser();

describe('buying in the browser', () => {
  it('merges a guest cart on login, checks out, pays on the simulator and lands on the order', async () => {
    const shopper = await register('Ananya Das');
    const { customizable } = await demoTshirts();
    const { context, page } = await newPage(getBrowser(), baseURL);

    // A guest adds a t-shirt with a printed name.
    await page.goto(`/product/${customizable.id}`);
    await page.getByRole('heading', { level: 1, name: customizable.title }).waitFor();
    await page.getByRole('switch').click();
    await page.getByLabel('Name to print').fill('ANANYA');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    expect(await cartLinkLabel(page)).toBe('Cart (1 item)');
    const guestCart = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[],
      STORAGE_KEYS.cart,
    );
    expect(guestCart).toHaveLength(1);

    // Logging in moves it into the account's cart.
    await page.goto('/login');
    await logIn(page, shopper.email, shopper.password);
    await page.getByText(CART_MESSAGES.synced(1)).first().waitFor();
    const serverCart = await apiJson<CartResponse>('/cart', {
      token: (await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.token))!,
    });
    expect(serverCart.items.map((l) => [l.productId, l.customName, l.customizationPrice])).toEqual([
      [customizable.id, 'ANANYA', 30],
    ]);

    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await line.first().waitFor();
    await expect.poll(() => line.count()).toBe(1);
    await expect(line.first().textContent()).resolves.toContain('ANANYA');
    await snapshot(page, 'cart-desktop');
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();

    await page.waitForURL('**/checkout');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ananya Das');
    // Before a PIN, delivery is worked out from it; no amount is offered yet.
    await page.getByText(DELIVERY_WEB_TEXTS.deliveryFromPinNote).first().waitFor();
    expect(await page.getByRole('button', { name: /^Place Order · ₹/ }).count()).toBe(0);
    // India-wide: a Hyderabad PIN fills in its district and state, and the summary shows its parcel.
    await page.getByLabel('Pin code').fill('500032');
    await expect.poll(() => page.getByLabel('District').inputValue()).toBe('Hyderabad');
    expect(await page.getByLabel('State').inputValue()).toBe('Telangana');
    await page
      .getByText(/^Hyderabad, Telangana · Delivers by /)
      .first()
      .waitFor();
    const parcel = page.getByTestId('checkout-parcel').first();
    await parcel.waitFor();
    expect(await parcel.textContent()).toMatch(/Shipped by .+Delivers by \w{3} \d{1,2} \w{3}/);
    // The campus PIN: its own district typed over, the parcel travels at the campus rate.
    await fillDelivery(page);
    await page
      .getByText(/^Sonitpur, Assam · Delivers by /)
      .first()
      .waitFor();
    await snapshot(page, 'checkout-desktop');
    const amount = await placeOrderAndReachSimulator(page);
    expect(amount).toBe(
      `₹${serverCart.summary.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    // The provider's page carries its own icon (no /favicon.ico 404 on every payment).
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(
      /^data:image\/svg\+xml,/,
    );

    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await page.waitForURL((url) => url.pathname === '/payment-callback');
    await page.locator('[data-phase="success"]').waitFor({ timeout: 20_000 });
    // The toast says what is true: the order is placed ('Order Received'), not yet confirmed.
    await page
      .getByText(/Your order has been placed\./)
      .first()
      .waitFor();
    expect(await page.getByText(/confirmed/i).count()).toBe(0);
    await snapshot(page, 'payment-success');
    // After 3 s: the orders page with this order picked out.
    await page.waitForURL(
      (url) => url.pathname === '/orders' && url.searchParams.has('highlight'),
      { timeout: 10_000 },
    );
    const orderId = new URL(page.url()).searchParams.get('highlight')!;
    await page.getByText(shortOrderId(orderId)).first().waitFor();
    expect(await cartLinkLabel(page)).toBe('Cart (0 items)');
    // The bell tells of the new order.
    await page.getByRole('button', { name: `${NOTIFICATION_MESSAGES.title} (1 unread)` }).click();
    await page
      .getByText(`Your order #${shortOrderId(orderId)} is placed`)
      .first()
      .waitFor();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.pendingOrder),
    ).toBeNull();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.recentOrderId),
    ).toBe(orderId);
    await context.close();
  });

  it('returns to the cart with the cart intact when the payment fails', async () => {
    const shopper = await register('Bikash Gogoi');
    const { plain } = await demoTshirts();
    await addTshirtToCart(shopper.token, plain, 'L', 2);
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await page.goto('/checkout');
    await fillDelivery(page);
    await placeOrderAndReachSimulator(page);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.locator('[data-phase="failed"]').waitFor({ timeout: 20_000 });
    await page.getByText(CHECKOUT_MESSAGES.paymentFailed).first().waitFor();
    // The way on is back to the cart: Return to Cart comes first and is the main (dark) button.
    const ways = page
      .getByRole('main')
      .getByRole('link', { name: /^(Return to Cart|View My Orders)$/ });
    expect(await ways.allTextContents()).toEqual(['Return to Cart', 'View My Orders']);
    expect(await ways.first().getAttribute('class')).toContain('bg-ink-900');
    expect(await ways.last().getAttribute('class')).not.toContain('bg-ink-900');
    await snapshot(page, 'payment-failed');
    await page.waitForURL((url) => url.pathname === '/cart', { timeout: 10_000 });
    await page.getByTestId('cart-line').first().waitFor();
    const cart = await quoteCart(await apiJson<CartResponse>('/cart', { token: shopper.token }));
    expect(cart.items.map((l) => [l.productId, l.size, l.quantity])).toEqual([[plain.id, 'L', 2]]);
    await context.close();
  });

  it('buys one item with Buy Now and keeps the rest of the cart', async () => {
    const shopper = await register('Chandra Bora');
    const { plain, customizable } = await demoTshirts();
    // The cart holds another shirt; the shopper buys `plain` on its own.
    await addTshirtToCart(shopper.token, customizable, 'M', 1);
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await page.goto(`/product/${plain.id}`);
    await page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await page.getByRole('button', { name: 'Buy Now', exact: true }).first().click();
    await page.waitForURL('**/buy-now');
    await page.getByRole('heading', { level: 1, name: 'Buy Now' }).waitFor();
    // The title says it once (no badge repeating it); Continue Shopping is a button like Return to Cart.
    expect(
      await page
        .getByRole('main')
        .getByText(/^buy now$/i)
        .count(),
    ).toBe(1);
    const continueShopping = page.getByRole('link', { name: 'Continue Shopping' });
    await expect.poll(() => continueShopping.getAttribute('class')).toContain('border');
    await expect
      .poll(() => continueShopping.getAttribute('class'))
      .toBe(await page.getByRole('button', { name: 'Return to Cart' }).getAttribute('class'));
    const lines = page.getByTestId('checkout-line');
    await lines.first().waitFor();
    await expect.poll(() => lines.count()).toBe(1);
    await expect(lines.first().textContent()).resolves.toContain(plain.title);
    await fillDelivery(page);
    await snapshot(page, 'buy-now-desktop');
    const amount = await placeOrderAndReachSimulator(page);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await page.locator('[data-phase="success"]').waitFor({ timeout: 20_000 });

    // Buy-now mode is over and the earlier cart is as it was.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.buyNowItem),
    ).toBeNull();
    const cart = await quoteCart(await apiJson<CartResponse>('/cart', { token: shopper.token }));
    expect(cart.items.map((l) => l.productId)).toEqual([customizable.id]);
    await page.goto('/cart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await context.close();
  });

  it('creates the account at checkout for a shopper who has none, and lays out on a phone', async () => {
    const { plain } = await demoTshirts();
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.goto(`/product/${plain.id}`);
    await page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    await page.goto('/cart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'cart-phone');
    await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
    await page.waitForURL('**/checkout');

    // Every rule of the form speaks first.
    await page.getByRole('button', { name: /^Place Order/ }).click();
    await page.getByText(CHECKOUT_MESSAGES.fullNameRequired).waitFor();
    await page.getByText(CHECKOUT_MESSAGES.passwordRequired).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const email = uniqueEmail('deepa');
    await page.getByLabel('Full name').fill('Deepa Saikia');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByLabel('Password').fill(PASSWORD);
    await fillDelivery(page);
    await snapshot(page, 'checkout-phone');
    const amount = await placeOrderAndReachSimulator(page);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await page.locator('[data-phase="success"]').waitFor({ timeout: 20_000 });

    // The order belongs to the new account.
    const login = await apiJson<AuthResponse>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const orders = await apiJson<{ _id: string; items: { tshirtId?: string }[] }[]>(
      '/orders/myorders',
      { token: login.token },
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]!.items[0]!.tshirtId).toBe(plain.id);
    await context.close();
  });

  it('asks for the password of an email that has an account, and charges the 50% advance', async () => {
    const existing = await register('Esha Kalita');
    const list = await apiJson<TshirtListResponse>('/tshirts?limit=100');
    const advance = list.tshirts.find((t) => t.allowPartialPayment)!;
    expect(advance).toBeTruthy();
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto(`/product/${advance.id}`);
    await page.getByRole('heading', { level: 1, name: advance.title }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('Esha Kalita');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Phone').fill('9876543210');
    await fillDelivery(page);

    // Somebody else's email with the wrong password: nothing is ordered on that account.
    await page.getByLabel('Password').fill('Wrong@12345');
    await page.getByRole('button', { name: /^Place Order · ₹/ }).click();
    await page.getByText(CHECKOUT_MESSAGES.emailRegistered).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();

    // The account's own password signs in, the guest line joins the account, and half is paid now.
    await page.getByLabel('Password').fill(existing.password);
    await page.getByRole('radio', { name: /Pay 50% now/ }).check();
    const full = await page.getByTestId('order-total').textContent();
    const amount = await placeOrderAndReachSimulator(page);
    const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(toNumber(amount)).toBeCloseTo(Math.round(toNumber(full!) * 50) / 100, 2);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-phase="failed"]').waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/cart', { timeout: 10_000 });
    const cart = await apiJson<CartResponse>('/cart', {
      token: (await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.token))!,
    });
    expect(cart.items.map((l) => l.productId)).toEqual([advance.id]);
    const orders = await apiJson<unknown[]>('/orders/myorders', { token: existing.token });
    expect(orders).toEqual([]);
    await context.close();
  });

  it('keeps checking a payment that is still pending and shows the order once it completes', async () => {
    const shopper = await register('Farhan Ali');
    const { plain } = await demoTshirts();
    await addTshirtToCart(shopper.token, plain, 'S', 1);
    const cart = await quoteCart(await apiJson<CartResponse>('/cart', { token: shopper.token }));
    const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
      method: 'POST',
      token: shopper.token,
      body: JSON.stringify({
        source: 'cart',
        amount: cart.summary.total,
        deliveryDetails: {
          fullName: 'Farhan Ali',
          email: shopper.email,
          phone: '9876543210',
          address: 'Room 4, Kapili Hostel',
          pinCode: '784028',
          district: 'Sonitpur',
          state: 'Assam',
        },
      }),
    });
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    // The page's own clock: its 10 s re-check and 3 s redirect run on Playwright's fake timers,
    // moved forward below instead of waited for (docs/decisions/0046).
    await page.clock.install();
    // The shopper came back before paying: the page says so and looks again every 10 s.
    await page.goto(`/payment-callback?merchantOrderId=${payment.merchantOrderId}`);
    await page.getByText(ORDER_MESSAGES.stillPending).waitFor();
    await expect
      .poll(() => page.locator('[data-phase]').getAttribute('data-phase'))
      .toBe('verifying');
    const settled = await fetch(`${baseURL}${simulatorSettlePath(payment.redirectUrl)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'COMPLETED' }),
      redirect: 'manual',
    });
    expect(settled.status).toBe(303);
    await page.clock.runFor(PAYMENT_CALLBACK_TIMINGS.recheckMs);
    await page.locator('[data-phase="success"]').waitFor();
    await page.clock.runFor(PAYMENT_CALLBACK_TIMINGS.successRedirectMs);
    await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.has('highlight'));
    await context.close();
  });
});
