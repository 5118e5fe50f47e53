import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_WEB_TEXTS,
  DEMO_ACCOUNTS,
  PRICE_LIMIT_MESSAGES,
  type AdminDesignListResponse,
  type AuthResponse,
} from '@campus-threads/contract';
import { snapshot } from './browser';
import { apiJson, signedInPage, useBrowser } from './helpers';

/** The demo seller and admin of the seeded shop (apps/api demo seed). */
const SELLER = { email: 'seller@campusthreads.test', password: 'Seller@12345' };
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

/** The text under a field: its error, tied to the input by aria-describedby. */
async function errorUnder(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

/**
 * Prices above the maximum (docs/decisions/0033): every form says so under the field and sends
 * nothing.
 */
describe('price maximums in the browser', () => {
  it('the design and accessory wizards show the maximum under the price', async () => {
    const seller = await login(SELLER);
    const { context, page } = await signedInPage(getBrowser(), seller.token);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/(tshirts|accessories)/.test(request.url()))
        writes.push(request.url());
    });

    await page.goto('/dashboard/upload');
    await page.getByRole('heading', { level: 2, name: 'Basic Info' }).waitFor();
    await page.getByLabel('Design title').fill('Gold Thread Tee');
    await page.getByLabel('Description').fill('Hand embroidered with real gold thread.');
    await page.getByLabel('Price (₹)').fill('100000.01');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorUnder(page, 'Price (₹)')).toBe(PRICE_LIMIT_MESSAGES.priceMax);
    await page.getByRole('heading', { level: 2, name: 'Basic Info' }).waitFor();
    await snapshot(page, 'price-limits-design-wizard');

    await page.goto('/dashboard/accessories-upload');
    await page.getByLabel('Title', { exact: true }).fill('Silver Crest Pen');
    await page.getByLabel('Description').fill('A sterling silver pen with the campus crest.');
    await page.getByLabel('Price (₹)', { exact: true }).fill('250000');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorUnder(page, 'Price (₹)')).toBe(PRICE_LIMIT_MESSAGES.priceMax);
    await snapshot(page, 'price-limits-accessory-wizard');

    expect(writes).toEqual([]);
    await context.close();
  });

  it('the admin sets no delivery price: an old one shows read-only, not charged', async () => {
    const admin = await login(ADMIN);
    const { designs } = await apiJson<AdminDesignListResponse>(
      '/tshirts/admin/all?status=approved',
      { token: admin.token },
    );
    const design = designs.find((d) => d.deliveryPrice === 0)!;
    // The API still takes an old delivery price in the admin's JSON: it is kept, not charged.
    const setDelivery = (deliveryPrice: number) =>
      apiJson(`/tshirts/admin/${design.id}/status`, {
        method: 'PATCH',
        token: admin.token,
        body: JSON.stringify({
          status: 'approved',
          adminRemarks: JSON.stringify({ deliveryPrice, adminRemarks: design.adminRemarks ?? '' }),
        }),
      });
    await setDelivery(40);
    const { context, page } = await signedInPage(getBrowser(), admin.token);
    try {
      await page.goto(`/admin/designs?q=${encodeURIComponent(design.title)}`);
      const card = page.locator(`[data-testid="admin-design-card"][data-design-id="${design.id}"]`);
      await card.getByRole('button', { name: 'Set Discount Price' }).waitFor();
      expect(await card.getByRole('button', { name: 'Set Delivery Price' }).count()).toBe(0);
      expect(await card.getByTestId('old-delivery-price').textContent()).toBe(
        DELIVERY_WEB_TEXTS.oldDeliveryPrice(4_000),
      );
      await snapshot(page, 'price-limits-admin-old-delivery');
    } finally {
      await setDelivery(0);
      await context.close();
    }
  });
});
