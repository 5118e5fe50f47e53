import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_ACCOUNTS,
  ratingLabel,
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS,
  REVIEW_STATUS_LABELS,
  type AuthResponse,
  type CreatedReview,
  type ProductReviewsResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { axeFindings, describeFindings, toastsSettled } from './axe';
import { hasHorizontalOverflow, newPage, PHONE, snapshot } from './browser';
import { apiJson, baseURL, placePaidOrder, register, signedInPage, useBrowser } from './helpers';

/**
 * Reviews (docs/decisions/0052): a buyer reviews a delivered tee with a photo from
 * /orders, an admin approves it on /admin/reviews, the tee's seller replies on the product page,
 * and every shopper then sees the review, the reply and the new count.
 */

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const SELLER = DEMO_ACCOUNTS.find((a) => a.role === 'seller')!;
/** A tee of the demo seller (apps/api demo seed), who answers its reviews. */
const SELLER_TEE = 'Hostel Cat Society Tee';

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

async function tshirtTitled(title: string): Promise<Tshirt> {
  const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?limit=100');
  const found = tshirts.find((t) => t.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}

/** The admin moves the order step by step to delivered (shipping needs a courier and tracking). */
async function deliver(admin: AuthResponse, orderId: string) {
  const steps = [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    { status: 'out_for_delivery' },
    { status: 'delivered' },
  ];
  for (const step of steps)
    await apiJson(`/orders/${orderId}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: JSON.stringify(step),
    });
}

const reviewsOf = (tee: Tshirt) =>
  apiJson<ProductReviewsResponse>(`/tshirts/${encodeURIComponent(tee.id)}/reviews`);

/** Scrolls the product page to its reviews, whose code and first page load only then. */
async function openReviews(page: Page, tee: Tshirt) {
  await page.goto(`/product/${tee.id}`);
  await page.getByRole('heading', { name: tee.title, level: 1 }).waitFor();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: REVIEW_SCREEN_TEXTS.sectionTitle });
  await section.waitFor();
  return section;
}

describe('reviews in the browser', () => {
  it('a buyer reviews a delivered tee with a photo, an admin approves it, the seller replies, and the product page shows it', async () => {
    // The scene, through the API: a new buyer's paid tee of the demo seller, delivered.
    const tee = await tshirtTitled(SELLER_TEE);
    const before = await reviewsOf(tee);
    const buyer = await register('Ritika Reviewer');
    const admin = await login(ADMIN);
    const orderId = await placePaidOrder(buyer, { tshirt: tee });
    await deliver(admin, orderId);

    // The buyer writes the review from /orders.
    const { context, page } = await signedInPage(getBrowser(), buyer.token);
    await page.goto(`/orders?highlight=${orderId}`);
    const card = page.locator(`[data-order-id="${orderId}"]`);
    const write = card.getByRole('button', {
      name: `${REVIEW_MESSAGES.writeReview}: ${tee.title}`,
    });
    await write.click();
    const dialog = page.getByRole('dialog', { name: REVIEW_SCREEN_TEXTS.dialogTitle(tee.title) });
    await dialog.waitFor();

    // Sent empty, the contract's texts say what is missing.
    const send = dialog.getByRole('button', { name: REVIEW_SCREEN_TEXTS.submit });
    await send.click();
    await dialog.getByText(REVIEW_MESSAGES.ratingRange).waitFor();
    await dialog.getByText(REVIEW_MESSAGES.commentRequired).waitFor();
    const findings = await axeFindings(page);
    expect(findings, describeFindings('write-review dialog', findings)).toEqual([]);

    // The stars are a radio group: a click picks one, the arrow keys move it.
    await dialog.locator('label', { hasText: REVIEW_SCREEN_TEXTS.starOption(5) }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(
      dialog.getByRole('radio', { name: REVIEW_SCREEN_TEXTS.starOption(4) }).isChecked(),
    ).resolves.toBe(true);
    await expect(dialog.getByText(REVIEW_MESSAGES.ratingRange).count()).resolves.toBe(0);

    const comment = dialog.getByLabel(REVIEW_SCREEN_TEXTS.commentLabel);
    await comment.fill('Too short');
    await send.click();
    await dialog.getByText(REVIEW_MESSAGES.commentLength).waitFor();
    const text = `Soft cotton, the cat print stayed sharp after five washes. ${Date.now()}`;
    await comment.fill(text);
    await dialog.getByText(`${text.length} / 2,000`).waitFor();

    // One photo through the upload path, to the `reviews` area.
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel(REVIEW_SCREEN_TEXTS.addPhotos)
      .setInputFiles({ name: 'cat-tee.png', mimeType: 'image/png', buffer: photo });
    await dialog.getByRole('img', { name: 'cat-tee.png' }).waitFor();
    await snapshot(page, 'desktop-write-review-dialog');

    const [created] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST',
      ),
      send.click(),
    ]);
    expect(created.status()).toBe(201);
    const review = (await created.json()) as CreatedReview;
    expect(review).toMatchObject({
      orderId,
      productType: 'tshirt',
      productId: tee.id,
      rating: 4,
      status: 'pending',
      comment: text,
      authorName: 'Ritika',
    });
    expect(review.photos).toHaveLength(1);
    await page.getByText(REVIEW_MESSAGES.submitted).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The line now says it is reviewed and waiting, and offers no second review.
    const state = card.locator('[data-review-state="pending"]');
    await state.getByText(REVIEW_MESSAGES.reviewed).waitFor();
    await state.getByText(REVIEW_STATUS_LABELS.pending).waitFor();
    await expect(write.count()).resolves.toBe(0);
    await context.close();

    // Not shown to shoppers before an admin approves it.
    expect((await reviewsOf(tee)).reviews.some((r) => r._id === review._id)).toBe(false);

    // The admin finds it pending; a rejection needs a reason; Approve publishes it.
    const adminView = await signedInPage(getBrowser(), admin.token);
    await adminView.page.goto('/admin/reviews');
    await adminView.page.getByRole('heading', { name: REVIEW_SCREEN_TEXTS.adminTitle }).waitFor();
    const row = adminView.page.locator(`article[data-review-id="${review._id}"]`);
    await row.waitFor();
    await row.getByRole('link', { name: tee.title }).waitFor();
    await row.getByText(text).waitFor();
    await row.getByText(REVIEW_SCREEN_TEXTS.by('Ritika')).waitFor();
    await row.getByRole('button', { name: REVIEW_SCREEN_TEXTS.photoOpen(1) }).waitFor();
    await row.getByRole('button', { name: REVIEW_SCREEN_TEXTS.reject }).click();
    const reject = adminView.page.getByRole('dialog', { name: REVIEW_SCREEN_TEXTS.rejectTitle });
    await reject.getByRole('button', { name: REVIEW_SCREEN_TEXTS.reject }).click();
    await reject.getByText(REVIEW_MESSAGES.reasonRequired).waitFor();
    await snapshot(adminView.page, 'desktop-admin-reject-review');
    await reject.getByRole('button', { name: REVIEW_SCREEN_TEXTS.cancel }).click();
    await reject.waitFor({ state: 'detached' });

    const [approved] = await Promise.all([
      adminView.page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/admin/reviews/${review._id}`) && r.request().method() === 'PATCH',
      ),
      row.getByRole('button', { name: REVIEW_SCREEN_TEXTS.approve }).click(),
    ]);
    expect(approved.status()).toBe(200);
    await adminView.page.getByText(REVIEW_MESSAGES.approved).waitFor();
    await row.waitFor({ state: 'detached' });
    await adminView.page.locator('button[data-status="approved"]').click();
    await row.locator('[data-status="approved"]').waitFor();
    const adminFindings = await axeFindings(adminView.page);
    expect(adminFindings, describeFindings('admin reviews', adminFindings)).toEqual([]);
    await snapshot(adminView.page, 'desktop-admin-reviews-approved');
    await adminView.context.close();

    // The seller answers it on the product page.
    const seller = await login(SELLER);
    const sellerView = await signedInPage(getBrowser(), seller.token);
    const sellerSection = await openReviews(sellerView.page, tee);
    const item = sellerSection.locator(`li[data-review-id="${review._id}"]`);
    await item.getByText(text).waitFor();
    await item.getByRole('button', { name: REVIEW_SCREEN_TEXTS.replyTo('Ritika') }).click();
    const replyBox = item.getByLabel(REVIEW_SCREEN_TEXTS.replyLabel);
    const replyText = 'Thank you, Ritika! Wash it inside out and the print lasts even longer.';
    await replyBox.fill(replyText);
    const [replied] = await Promise.all([
      sellerView.page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/reviews/${review._id}/reply`) && r.request().method() === 'POST',
      ),
      item.getByRole('button', { name: REVIEW_SCREEN_TEXTS.postReply }).click(),
    ]);
    expect(replied.status()).toBe(200);
    await sellerView.page.getByText(REVIEW_MESSAGES.replied).waitFor();
    await item.getByText(replyText).waitFor();
    await expect(
      item.getByRole('button', { name: REVIEW_SCREEN_TEXTS.replyTo('Ritika') }).count(),
    ).resolves.toBe(0);
    await sellerView.context.close();

    // Any shopper sees the review with its reply, the photo and the new count.
    const after = await reviewsOf(tee);
    expect(after.summary.reviewCount).toBe(before.summary.reviewCount + 1);
    const fresh = await tshirtTitled(SELLER_TEE);
    expect([fresh.rating, fresh.reviewCount]).toEqual([
      after.summary.rating,
      after.summary.reviewCount,
    ]);
    for (const viewport of [undefined, PHONE]) {
      const shopper = await newPage(getBrowser(), baseURL, viewport);
      const section = await openReviews(shopper.page, tee);
      await shopper.page
        .getByRole('button', { name: ratingLabel(fresh.rating, fresh.reviewCount) })
        .waitFor();
      await section
        .getByText(REVIEW_SCREEN_TEXTS.basedOn(after.summary.reviewCount), { exact: true })
        .waitFor();
      const shown = section.locator(`li[data-review-id="${review._id}"]`);
      await shown.getByText(text).waitFor();
      await shown.getByText(REVIEW_MESSAGES.verifiedPurchase).waitFor();
      await shown.getByText(REVIEW_MESSAGES.sellerReply).waitFor();
      await shown.getByText(replyText).waitFor();
      if (viewport) {
        await expect(hasHorizontalOverflow(shopper.page)).resolves.toBe(false);
        await snapshot(shopper.page, 'phone-product-reviews');
      } else {
        await shown.getByRole('button', { name: REVIEW_SCREEN_TEXTS.photoOpen(1) }).click();
        const viewer = shopper.page.getByRole('dialog', {
          name: REVIEW_SCREEN_TEXTS.photoAlt('Ritika', 1),
        });
        await viewer
          .getByRole('img', { name: REVIEW_SCREEN_TEXTS.photoAlt('Ritika', 1) })
          .waitFor();
        await viewer.getByRole('button', { name: 'Close' }).click();
        await toastsSettled(shopper.page);
        const pageFindings = await axeFindings(shopper.page);
        expect(pageFindings, describeFindings('product reviews', pageFindings)).toEqual([]);
        await snapshot(shopper.page, 'desktop-product-reviews');
      }
      await shopper.context.close();
    }
    // Four people in turn, each in a browser of their own: more than the default minute when busy.
  }, 150_000);
});
