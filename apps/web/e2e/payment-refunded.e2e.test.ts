import { describe, expect, it } from 'vitest';
import {
  PAYMENT_CALLBACK_TIMINGS,
  UNFULFILLED_PAYMENT_MESSAGES,
  type AuthResponse,
  type CartResponse,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { PHONE, hasHorizontalOverflow, snapshot } from './browser';
import {
  addTshirtToCart,
  apiJson,
  fillDelivery,
  placeOrderAndReachSimulator,
  register,
  signedInPage,
  useBrowser,
} from './helpers';

/** The demo admin (apps/api demo seed). */
const ADMIN = { email: 'admin@campusthreads.test', password: 'Admin@12345' };

const getBrowser = useBrowser();

const setDesignStatus = (token: string, id: string, status: 'approved' | 'rejected') =>
  apiJson(`/tshirts/admin/${id}/status`, {
    method: 'PATCH',
    token,
    body: JSON.stringify({ status, adminRemarks: status === 'rejected' ? 'Logo not cleared' : '' }),
  });

describe('a payment for a design withdrawn while the shopper paid (docs/decisions/0030)', () => {
  it('shows "Payment refunded" with the reason, keeps the cart, and tells the bell', async () => {
    const admin = await apiJson<AuthResponse>('/auth/login', {
      method: 'POST',
      body: JSON.stringify(ADMIN),
    });
    const shopper = await register('Ritika Bora');
    // The last design of the list: no other browser test buys it.
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=100');
    const tee = tshirts.at(-1)!;
    await addTshirtToCart(shopper.token, tee, tee.sizes[0]!);

    const { context, page } = await signedInPage(getBrowser(), shopper.token, PHONE);
    try {
      // The page's timers on Playwright's clock: the "no redirect" check below moves it past the
      // longest redirect delay instead of waiting (docs/decisions/0046).
      await page.clock.install();
      await page.goto('/checkout');
      await fillDelivery(page);
      const amount = await placeOrderAndReachSimulator(page);

      // While the shopper is on the provider's page, an admin withdraws the design.
      await setDesignStatus(admin.token, tee.id, 'rejected');
      await page.getByRole('button', { name: `Pay ${amount}` }).click();
      await page.waitForURL((url) => url.pathname === '/payment-callback');

      const phase = page.getByTestId('payment-phase');
      await expect
        .poll(() => phase.getAttribute('data-phase'), { timeout: 20_000 })
        .toBe('refunded');
      await expect(phase.textContent()).resolves.toBe('Payment refunded');
      const reason = UNFULFILLED_PAYMENT_MESSAGES.withdrawn(tee.title);
      await expect(page.getByRole('status').first().textContent()).resolves.toContain(reason);
      await expect(page.getByRole('status').first().textContent()).resolves.toContain(amount);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snapshot(page, 'phone-payment-refunded');

      // No timed redirect: the shopper reads it, then goes back to a cart that still holds the tee.
      await page.clock.runFor(
        Math.max(
          PAYMENT_CALLBACK_TIMINGS.successRedirectMs,
          PAYMENT_CALLBACK_TIMINGS.failureRedirectMs,
        ),
      );
      expect(new URL(page.url()).pathname).toBe('/payment-callback');
      await page.getByRole('link', { name: 'Return to Cart' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      const cart = await apiJson<CartResponse>('/cart', { token: shopper.token });
      expect(cart.items.map((line) => line.productId)).toContain(tee.id);

      const { notifications } = await apiJson<{ notifications: { message: string }[] }>(
        '/notifications',
        { token: shopper.token },
      );
      expect(notifications.map((n) => n.message).join('\n')).toContain(reason);
    } finally {
      await setDesignStatus(admin.token, tee.id, 'approved');
      await context.close();
    }
  });
});
