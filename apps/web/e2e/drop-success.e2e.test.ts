import {
  DROP_MESSAGES,
  NOTIFICATION_MESSAGES,
  ORDER_STATUS_LABELS,
  shortOrderId,
  toPaise,
  type Drop,
  type DropResponse,
  type Order,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { login } from './axe';
import { hasHorizontalOverflow, PHONE } from './browser';
import { apiJson, register, signedInPage, useBrowser } from './helpers';
import { joinDropThroughApi } from './drop-joining';

/**
 * A campus drop that reaches its minimum and a price tier (docs/decisions/0049): at its
 * deadline the closing job (every 5 s in the e2e server, DROP_MIN_LEAD_SECONDS 5) confirms every
 * order and refunds each buyer the tier's difference; the buyer's /orders and bell say so.
 */

const getBrowser = useBrowser();
const TIER_OFF = 50;

describe('a campus drop that succeeds', () => {
  it("confirms the buyers' orders at the tier's price and tells them in /orders and the bell", async () => {
    const seller = await login('seller');
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=100');
    const design = tshirts.find((t) => t.sellerId === seller._id && t.sizes.includes('M'))!;
    const drop = await apiJson<Drop>('/drops', {
      method: 'POST',
      token: seller.token,
      body: JSON.stringify({
        designId: design.id,
        title: 'Techfest Crew Tee',
        deadline: new Date(Date.now() + 12_000).toISOString(),
        minQuantity: 2,
        tiers: [{ minQuantity: 2, price: design.currentPrice - TIER_OFF }],
      }),
    });
    const buyer = await register('Meera Das');
    const other = await register('Arjun Bora');
    const order = await joinDropThroughApi(buyer, drop.slug, { size: 'M' });
    await joinDropThroughApi(other, drop.slug, { size: 'M' });
    expect(order.status).toBe('pending');

    // The job closes it within 15 s of its deadline.
    await expect
      .poll(async () => (await apiJson<DropResponse>(`/drops/${drop.slug}`)).drop.status, {
        timeout: 40_000,
        interval: 1_000,
      })
      .toBe('succeeded');
    const confirmed = await apiJson<Order>(`/orders/${order._id}`, { token: buyer.token });
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.totalAmount).toBe(order.totalAmount - TIER_OFF);
    const notice = DROP_MESSAGES.tierRefund(
      toPaise(TIER_OFF),
      2,
      toPaise(design.currentPrice - TIER_OFF),
    );

    const { context, page } = await signedInPage(getBrowser(), buyer.token, PHONE);
    await page.goto(`/orders?highlight=${order._id}`);
    const card = page.locator(`div[data-order-id="${order._id}"]`);
    await card.waitFor();
    await card.getByText(ORDER_STATUS_LABELS.confirmed).first().waitFor();
    await card.getByText(notice).first().waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await page
      .getByRole('button', { name: new RegExp(`^${NOTIFICATION_MESSAGES.title}`) })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: NOTIFICATION_MESSAGES.title });
    const escape = (text: string) => text.replace(/[.₹#()"]/g, '\\$&');
    await panel
      .getByRole('button', {
        name: new RegExp(escape(DROP_MESSAGES.confirmedBuyer(drop.title, shortOrderId(order._id)))),
      })
      .waitFor();
    await panel.getByRole('button', { name: new RegExp(escape(notice)) }).waitFor();
    await context.close();
  });
});
