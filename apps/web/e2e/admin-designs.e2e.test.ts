import { describe, expect, it } from 'vitest';
import {
  ADMIN_DESIGN_MESSAGES,
  COLOR_DISCOUNT_MESSAGES,
  DEMO_ACCOUNTS,
  formatRupees,
  toPaise,
  type AdminDesignListResponse,
  type AuthResponse,
  type CreatePaymentResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import {
  apiJson,
  baseURL,
  CUSTOMER,
  DELIVERY,
  quoteFor,
  signedInPage,
  useBrowser,
} from './helpers';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

describe('the admin designs screen in the browser', () => {
  it('approves a pending design, which then appears in the shop', async () => {
    const admin = await login(ADMIN);
    const pending = await apiJson<AdminDesignListResponse>('/tshirts/admin/pending', {
      token: admin.token,
    });
    const design = pending.designs.find((d) => d.category === 'event' && d.proofFileUrl);
    expect(design, 'the demo catalogue has a pending event design with a proof').toBeDefined();
    const inShop = async () =>
      (
        await apiJson<TshirtListResponse>(
          `/tshirts?category=event&eventName=${encodeURIComponent(design!.additionalInfo.eventName!)}`,
        )
      ).tshirts.some((t) => t.id === design!.id);
    expect(await inShop()).toBe(false);

    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin/designs?tab=pending');
    await page.getByRole('heading', { level: 1, name: 'Designs' }).waitFor();
    const card = page.locator(`[data-testid="admin-design-card"][data-design-id="${design!.id}"]`);
    await card.waitFor();
    await expect(page.locator('[data-count="pending"]').textContent()).resolves.toBe(
      String(pending.counts.pending),
    );
    await snapshot(page, 'admin-designs-pending');

    // The detail dialog: gallery, the proof panel, and a reason is needed to reject.
    await card.getByRole('button', { name: 'View Details', exact: true }).click();
    const detail = page.getByRole('dialog', { name: design!.title });
    // A pending design's footer is the spec's: Close, Edit Design, Approve, Reject
    // (docs/decisions/0036).
    const footer = detail.getByTestId('design-dialog-footer');
    await footer.getByRole('button', { name: 'Reject', exact: true }).waitFor();
    const actions = await footer.locator('a, button').allTextContents();
    expect(actions.map((a) => a.trim())).toEqual(['Close', 'Edit Design', 'Approve', 'Reject']);
    // The gallery shows each image whole (a square photo is not cropped to 4:5).
    const fits = await detail
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).objectFit));
    expect(fits.length).toBeGreaterThan(0);
    expect(new Set(fits)).toEqual(new Set(['contain']));
    await detail.getByRole('button', { name: 'View Proof of Authority' }).click();
    await detail.getByRole('button', { name: 'Download PDF' }).waitFor();
    await detail.getByRole('button', { name: 'Back to details' }).click();
    await detail.getByRole('button', { name: 'Reject', exact: true }).click();
    await detail.getByText(ADMIN_DESIGN_MESSAGES.reasonRequired).waitFor();
    await detail.getByRole('button', { name: 'Close', exact: true }).first().click();
    await detail.waitFor({ state: 'detached' });

    // Approve from the card, confirmed in the quick dialog.
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve design' });
    await confirm.getByLabel('Remarks (optional)').fill('Proof checked, lovely print');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(ADMIN_DESIGN_MESSAGES.approved).first().waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await inShop()).toBe(true);

    // The shop shows it: its product page for a shopper.
    const shopper = await newShopperPage();
    await shopper.page.goto(`/product/${design!.id}`);
    await shopper.page.getByRole('heading', { level: 1, name: design!.title }).waitFor();
    await shopper.context.close();
    await context.close();
  });

  it('sets a colour discount that the product page shows and a payment charges', async () => {
    const admin = await login(ADMIN);
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=hostel&limit=100');
    const listed = tshirts.find(
      (t) =>
        t.colorVariants.length >= 2 &&
        t.colorPrices.length === 0 &&
        t.colorDiscounts.length === 0 &&
        !t.discountPrice,
    );
    expect(listed, 'a hostel design with two colours and no offers').toBeDefined();
    const tshirt = await apiJson<Tshirt>(`/tshirts/${listed!.id}`);
    const color = tshirt.colorVariants[1]!.color;
    const adminPrice = tshirt.price - 50;

    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto(`/admin/designs?q=${encodeURIComponent(tshirt.title)}`);
    const card = page.locator(`[data-testid="admin-design-card"][data-design-id="${tshirt.id}"]`);
    await card.getByRole('button', { name: 'Color Management' }).click();
    const manager = page.getByRole('dialog', { name: 'Color Discounts' });
    await manager.getByText(COLOR_DISCOUNT_MESSAGES.info).waitFor();
    await manager.getByRole('button', { name: 'Manage Discounts' }).click();

    // Quick apply: the spec's rules first, then a fixed ₹50 off the colour's price.
    await manager.getByLabel('Color', { exact: true }).selectOption(color);
    await manager.getByLabel('Discount type').selectOption('percentage');
    await manager.getByLabel('Percent off').fill('150');
    await manager.getByRole('button', { name: 'Apply' }).click();
    await manager.getByText(COLOR_DISCOUNT_MESSAGES.percentOver100).waitFor();
    await manager.getByLabel('Discount type').selectOption('fixed');
    await manager.getByLabel('Amount off (₹)').fill('50');
    await manager.getByRole('button', { name: 'Apply' }).click();
    const row = manager.locator(`li[data-color="${color}"]`);
    await expect
      .poll(() => row.getByLabel('Admin discount price').inputValue())
      .toBe(String(adminPrice));
    await row
      .getByText(formatRupees(toPaise(50)))
      .first()
      .waitFor();
    await snapshot(page, 'admin-designs-color-manager');
    await manager.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(COLOR_DISCOUNT_MESSAGES.adminUpdated).first().waitFor();
    await manager.waitFor({ state: 'detached' });
    await card.getByText('1 admin discount').waitFor();

    // The phone layout keeps the page within the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await card.waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.goto('/admin/designs?tab=pending');
    await page.locator('[data-testid="admin-design-card"]').first().waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'admin-designs-phone');
    await context.close();

    // The product page shows the admin price for that colour only.
    const shopper = await newShopperPage();
    await shopper.page.goto(`/product/${tshirt.id}`);
    await shopper.page.getByRole('heading', { level: 1, name: tshirt.title }).waitFor();
    const colours = shopper.page.getByRole('radiogroup', { name: 'Colour' });
    const price = shopper.page.getByTestId('product-price');
    await colours.getByRole('radio', { name: color, exact: true }).click();
    await expect
      .poll(async () => (await price.textContent()) ?? '')
      .toContain(formatRupees(toPaise(adminPrice)).replace(/\.00$/, ''));
    await colours.getByRole('radio', { name: tshirt.colorVariants[0]!.color, exact: true }).click();
    await expect
      .poll(async () => (await price.textContent()) ?? '')
      .not.toContain(formatRupees(toPaise(adminPrice)).replace(/\.00$/, ''));

    // A payment for that colour is created for the admin price, and the provider asks for it.
    const customer = await login(CUSTOMER);
    const item = { productType: 'tshirt', tshirtId: tshirt.id, size: 'M', color, quantity: 1 };
    // Delivery is the parcel's, priced for the buyer's PIN: the quote says what it comes to.
    const delivery = (await quoteFor([item])).summary.delivery;
    const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({
        source: 'buyNow',
        items: [item],
        amount: adminPrice + delivery,
        deliveryDetails: {
          fullName: 'Chitra Customer',
          email: CUSTOMER.email,
          phone: '9876543210',
          ...DELIVERY,
        },
      }),
    });
    expect(payment.amount).toBe(adminPrice + delivery);
    const payPage = new URL(payment.redirectUrl, baseURL);
    await shopper.page.goto(payPage.pathname + payPage.search);
    await shopper.page
      .getByRole('button', { name: `Pay ${formatRupees(toPaise(payment.amount))}` })
      .waitFor();
    await shopper.context.close();
  });
});

async function newShopperPage() {
  const customer = await login(CUSTOMER);
  return signedInPage(getBrowser(), customer.token);
}
