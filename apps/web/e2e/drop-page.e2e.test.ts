import {
  DROP_MESSAGES,
  DROP_PAGE_TEXTS,
  formatRupees,
  tierLabel,
  toPaise,
  type Drop,
  type Order,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPages, login } from './axe';
import { hasHorizontalOverflow, newPage, PHONE } from './browser';
import {
  apiJson,
  baseURL,
  fillDelivery,
  logIn,
  placeOrderAndReachSimulator,
  register,
  useBrowser,
} from './helpers';
import { dropDelivery, joinDropThroughApi } from './drop-joining';

/**
 * A campus drop from its shared link (docs/decisions/0049): a buyer on a phone opens the
 * link, joins with a size and colour through the checkout and the payment simulator, and comes
 * back to the drop to see the progress and the size tally move.
 */

const getBrowser = useBrowser();

let design: Tshirt;
let drop: Drop;

/** A drop of 3 to 10 people on one of the demo seller's designs with two colours or more. */
beforeAll(async () => {
  const seller = await login('seller');
  const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=100');
  design = tshirts.find(
    (t) => t.sellerId === seller._id && t.colorVariants.length >= 2 && t.sizes.includes('L'),
  )!;
  expect(design, 'a demo design of the seller with two colours').toBeTruthy();
  drop = await apiJson<Drop>('/drops', {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({
      designId: design.id,
      title: 'Kapili Hostel Night Tee',
      description: 'For Kapili Night on the 14th.',
      deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      minQuantity: 3,
      maxQuantity: 10,
      tiers: [{ minQuantity: 5, price: design.currentPrice - 50 }],
    }),
  });
});

const progress = (page: Page) => page.getByTestId('drop-progress');
const tallyOf = (page: Page, size: string) =>
  page.getByTestId('size-tally').locator(`li[data-size="${size}"]`);

describe('a campus drop from its shared link', () => {
  it('lets a buyer on a phone join with a size and colour and see the progress move', async () => {
    const buyer = await register('Bhaskar Bora');
    const colour = design.colorVariants[1]!.color;
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);

    await page.goto(`/drop/${drop.slug}`);
    await expect.poll(() => progress(page).textContent()).toBe('0 of 3');
    await page.getByRole('heading', { level: 1, name: drop.title }).waitFor();
    expect(
      await page.getByRole('progressbar', { name: 'People joined' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    await page
      .getByText(tierLabel({ minQuantity: 5, pricePaise: toPaise(design.currentPrice - 50) }))
      .waitFor();
    expect(await page.getByTestId('drop-countdown').textContent()).toMatch(
      /^Closes in 1 day and \d\d:\d\d:\d\d$/,
    );
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // Choose L in the second colour; signed out, Join goes by the login page to the checkout.
    await page.getByRole('radio', { name: colour, exact: true }).check({ force: true });
    await page.getByRole('radio', { name: 'L', exact: true }).check({ force: true });
    await page.getByRole('button', { name: DROP_PAGE_TEXTS.join(toPaise(drop.basePrice)) }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname === '/buy-now' && url.search.includes('drop='));

    // The join checkout: one line in that size and colour, paid in full, held until the drop closes.
    await page.getByRole('heading', { level: 1, name: DROP_PAGE_TEXTS.checkoutTitle }).waitFor();
    const line = page.getByTestId('checkout-line');
    await expect.poll(() => line.textContent()).toContain(`Size L · ${colour} · Qty 1`);
    expect(await page.getByTestId('drop-held-notice').textContent()).toContain(
      DROP_MESSAGES.waitingToClose,
    );
    expect(await page.getByText('How much to pay now').count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await fillDelivery(page);
    const amount = await placeOrderAndReachSimulator(page);
    const delivery = await dropDelivery(design.id, { size: 'L', color: colour });
    expect(amount).toBe(formatRupees(toPaise(drop.basePrice + delivery)));
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
    await page.locator('[data-phase="success"]').waitFor({ timeout: 20_000 });

    // Back on the drop by itself, where the buyer counts.
    await page.waitForURL((url) => url.pathname === `/drop/${drop.slug}`, { timeout: 15_000 });
    await expect.poll(() => progress(page).textContent()).toBe('1 of 3');
    expect(await tallyOf(page, 'L').getAttribute('data-count')).toBe('1');
    expect(await tallyOf(page, 'M').getAttribute('data-count')).toBe('0');
    // The buyer's order is held until the drop closes.
    const [order] = await apiJson<Order[]>('/orders/myorders', { token: buyer.token });
    expect(order?.status).toBe('pending');
    expect(order?.statusHistory[0]?.remark).toBe(DROP_MESSAGES.waitingToClose);

    // Someone else joins from their own phone: this page moves on its own.
    const other = await register('Chayanika Gogoi');
    await joinDropThroughApi(other, drop.slug, { size: 'M' });
    await expect.poll(() => progress(page).textContent(), { timeout: 20_000 }).toBe('2 of 3');
    expect(await tallyOf(page, 'M').getAttribute('data-count')).toBe('1');
    await context.close();
  });

  it('passes axe on the drop page and its checkout at both widths', async () => {
    const buyer = await register('Axe Buyer');
    await checkPages(getBrowser(), [`/drop/${drop.slug}`], null);
    await checkPages(
      getBrowser(),
      [
        `/buy-now?drop=${drop.slug}&size=M&color=${encodeURIComponent(design.colorVariants[0]!.color)}`,
      ],
      buyer.token,
    );
  });

  it('answers an unknown drop with its not-found state', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.goto('/drop/no-such-drop-abc123');
    await page.getByRole('heading', { name: DROP_MESSAGES.dropNotFound }).waitFor();
    await context.close();
  });
});
