import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESSORY_FORM_MESSAGES,
  REVIEW_SCREEN_TEXTS,
  type AuthResponse,
  type SellerDesignsResponse,
  type SellerReviewsResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, newPage, PHONE, snapshot } from './browser';
import { apiJson, baseURL, logIn, signedInPage, useBrowser } from './helpers';

/** The demo seller (apps/api demo seed): has designs in every state and accessories. */
const SELLER = { email: 'seller@campusthreads.test', password: 'Seller@12345' };

const getBrowser = useBrowser();
let dir = '';
let imagePath = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ct-accessory-'));
  imagePath = join(dir, 'rhino-keychain.png');
  // A real, small PNG: the server re-encodes it and checks its bytes.
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ea580c' } })
    .png()
    .toFile(imagePath);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('selling accessories in the browser', () => {
  it('uploads an accessory, finds it in My Accessories, edits it and deletes it', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    const title = `Rhino Keychain ${Date.now()}`;

    await page.goto('/dashboard/accessories-upload');
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, SELLER.email, SELLER.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/accessories-upload');

    // Step 1: Basic Info. Next is blocked until it is valid.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.titleMin(3)).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description').fill('Brass keychain with the one-horned rhino crest.');
    await page.getByLabel('Price (₹)', { exact: true }).fill('149');
    await page.getByLabel(/^Discount price/).fill('129');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: Category & Details.
    await page.getByLabel('Category', { exact: true }).fill('Keychains');
    await page.getByLabel('Sub-category').fill('Metal');
    await page.getByLabel('Stock').fill('20');
    await page.getByRole('combobox', { name: 'University' }).fill('Tezpur University');
    await page.getByRole('combobox', { name: 'Department' }).fill('Computer Science');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: exactly one image, previewed before it is uploaded.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.imageRequired).waitFor();
    await page.getByLabel('Accessory image').setInputFiles(imagePath);
    await page.getByRole('img', { name: 'Preview of rhino-keychain.png' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: terms, then the upload and the create call.
    const submit = page.getByRole('button', { name: 'Upload Accessory', exact: true });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await snapshot(page, 'accessory-wizard-terms');
    // The first PUT of the bytes fails: the file is offered again without leaving the wizard.
    let failedOnce = false;
    await page.route('**/api/uploads/**', (route) => {
      if (failedOnce) return route.continue();
      failedOnce = true;
      return route.fulfill({ status: 500, body: '' });
    });
    await submit.click();
    await page
      .getByText('Failed to upload rhino-keychain.png: Upload failed with status: 500')
      .waitFor();
    await page.getByRole('button', { name: 'Retry upload' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.uploaded).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // My Accessories lists it (search by its title).
    await page.goto('/dashboard/accessories');
    await page.getByRole('heading', { name: 'My Accessories' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search accessories' }).fill(title);
    const card = page.getByTestId('seller-accessory-card').filter({ hasText: title });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('20 in stock');
    expect(await card.getByRole('img', { name: title }).count()).toBe(1);
    await snapshot(page, 'my-accessories');

    // Edit: title and stock.
    const renamed = `${title} (brass)`;
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Accessory' });
    await dialog.getByLabel('Title', { exact: true }).fill(renamed);
    await dialog.getByLabel('Stock').fill('7');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.updated).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search accessories' }).fill(renamed);
    const edited = page.getByTestId('seller-accessory-card').filter({ hasText: renamed });
    await edited.waitFor();
    await expect.poll(() => edited.textContent()).toContain('7 in stock');

    // Delete, through the confirmation dialog.
    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete accessory' });
    await confirm.getByText(ACCESSORY_FORM_MESSAGES.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(ACCESSORY_FORM_MESSAGES.deleted).first().waitFor();
    await edited.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows upload history with a count on each tab, at 390 px without sideways scrolling', async () => {
    const session = await apiJson<AuthResponse>('/auth/login', {
      method: 'POST',
      body: JSON.stringify(SELLER),
    });
    const { counts } = await apiJson<SellerDesignsResponse>('/tshirts/seller/me/designs', {
      token: session.token,
    });
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);

    const { context, page } = await signedInPage(getBrowser(), session.token, PHONE);
    await page.goto('/dashboard/upload-history');
    await page.getByRole('heading', { name: 'Upload History' }).waitFor();
    for (const [tab, label] of [
      ['all', 'All'],
      ['pending', 'Pending'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
    ] as const) {
      const trigger = page.getByRole('tab', { name: new RegExp(`^${label}`) });
      await expect.poll(() => trigger.textContent()).toBe(`${label}${counts[tab]}`);
    }
    await page.getByTestId('design-card').first().waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    // The Rejected tab: its designs only, and the remark in red in the detail dialog.
    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await expect.poll(() => page.getByTestId('design-card').count()).toBe(counts.rejected);
    await page.getByTestId('design-card').first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Admin remarks').waitFor();
    expect(await dialog.locator('[data-remark-tone="danger"]').count()).toBe(1);
    await snapshot(page, 'upload-history-rejected-dialog-phone');
    await context.close();
  });

  it("links a product to its designer's public page, with their designs; an unknown seller is a 404", async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    const seller = await apiJson<AuthResponse>('/auth/login', {
      method: 'POST',
      body: JSON.stringify(SELLER),
    });
    const { designs } = await apiJson<SellerDesignsResponse>(
      '/tshirts/seller/me/designs?status=approved',
      {
        token: seller.token,
      },
    );
    await page.goto(`/product/${designs[0]!.id}`);
    await page.getByRole('link', { name: seller.fullName }).click();
    await page.waitForURL((url) => url.pathname === `/seller/${seller._id}`);
    await page.getByRole('heading', { name: seller.fullName }).waitFor();
    await page.getByText(/Member since /).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    // What buyers said of all the seller's products, each naming its product.
    const said = await apiJson<SellerReviewsResponse>(`/users/seller/${seller._id}/reviews`);
    expect(said.summary.reviewCount).toBeGreaterThan(0);
    const section = page.locator('[data-seller-reviews]');
    await section.getByRole('heading', { name: REVIEW_SCREEN_TEXTS.sellerSectionTitle }).waitFor();
    await section.locator('[data-review-id]').first().waitFor();
    expect(await section.locator('[data-review-id]').count()).toBe(said.reviews.length);
    const firstReview = section.locator(`[data-review-id="${said.reviews[0]!._id}"]`);
    await firstReview.getByRole('link', { name: said.reviews[0]!.product.title }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'seller-page-phone');

    await page.goto('/seller/no-such-seller');
    await page.waitForURL((url) => url.pathname === '/not-found');
    await context.close();
  });
});
