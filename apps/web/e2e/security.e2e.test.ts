import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import {
  DEMO_ACCOUNTS,
  simulatorSettlePath,
  type Accessory,
  type AuthResponse,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
  type PresignResponse,
  type Tshirt,
} from '@campus-threads/contract';
import {
  apiJson,
  baseURL,
  DELIVERY,
  quoteFor,
  register,
  signedInPage,
  useBrowser,
} from './helpers';

/**
 * Stored text with HTML or script (docs/decisions/0023): what a user or seller typed is shown as
 * text wherever it appears, never run. Each payload would add an element with a known id and
 * open a dialog if it ran; the test looks for both, and for the literal text on the page.
 */
const SELLER = DEMO_ACCOUNTS.find((a) => a.role === 'seller')!;
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const getBrowser = useBrowser();

/** Markup that, if it ran, would leave `#id` in the page and open a dialog. */
const payload = (id: string) => `<img/id=${id}/src=x/onerror=alert(1)>`;
const scriptPayload = (id: string) => `<script id=${id}>alert(2)</script>`;

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

/** A real image uploaded through the presigned flow as `token`: its storage key. */
async function upload(token: string, category: 'tshirts' | 'accessories'): Promise<string> {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  const signed = await apiJson<PresignResponse>('/s3/presigned-url', {
    method: 'POST',
    token,
    body: JSON.stringify({
      fileName: 'x.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      category,
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

/** Opens `path` as `token`, then checks the page shows `texts` literally and ran none of `ids`. */
async function expectInert(token: string | null, path: string, texts: string[], ids: string[]) {
  const { context, page } = token
    ? await signedInPage(getBrowser(), token)
    : await signedInPage(getBrowser(), '');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  for (const text of texts) await page.getByText(text, { exact: false }).first().waitFor();
  await page.waitForTimeout(300);
  for (const id of ids) expect(await page.locator(`#${id}`).count(), `${path} #${id}`).toBe(0);
  expect(
    await page.evaluate(
      () =>
        document.querySelectorAll('img[src="x"], script:not([src]):not([type="application/json"])')
          .length,
    ),
  ).toBe(0);
  expect(dialogs).toEqual([]);
  // The first page of data the server writes into the HTML (a JSON script) keeps markup escaped.
  const pageData = await page.evaluate(
    () => document.querySelector('script[type="application/json"]')?.textContent ?? '',
  );
  expect(pageData).not.toMatch(/<\/?(script|img)/i);
  await context.close();
  return page as Page;
}

describe('stored HTML and script show as text', () => {
  it('a profile name on the dashboard', async () => {
    const shopper = await register('Placeholder Name');
    const name = payload('xss-name');
    await apiJson('/users/profile', {
      method: 'PUT',
      token: shopper.token,
      body: JSON.stringify({ fullName: name, phone: '9876543210' }),
    });
    await expectInert(shopper.token, '/dashboard', [name], ['xss-name']);
  });

  it('an accessory title and description by a seller, on its page', async () => {
    const seller = await login(SELLER);
    const title = `${scriptPayload('xss-acc-title')} Mug`;
    const description = `Steel mug ${payload('xss-acc-desc')} for hostel nights.`;
    const image = await upload(seller.token, 'accessories');
    const accessory = await apiJson<Accessory>('/accessories', {
      method: 'POST',
      token: seller.token,
      body: JSON.stringify({
        title,
        description,
        price: 199,
        category: 'Drinkware',
        subCategory: 'Mugs',
        stock: 3,
        universityName: 'Tezpur University',
        isAllDepartments: true,
        images: [image],
      }),
    });
    await expectInert(
      null,
      `/accessory/${accessory._id}`,
      [title, description],
      ['xss-acc-title', 'xss-acc-desc'],
    );
  });

  it('a design title on the product page once approved', async () => {
    const seller = await login(SELLER);
    const admin = await login(ADMIN);
    const title = `${payload('xss-design')} Tee`;
    const images = [await upload(seller.token, 'tshirts'), await upload(seller.token, 'tshirts')];
    const design = await apiJson<Tshirt>('/tshirts', {
      method: 'POST',
      token: seller.token,
      body: JSON.stringify({
        title,
        description: `A soft tee. ${scriptPayload('xss-design-desc')}`,
        price: 449,
        deliveryPrice: 0,
        category: 'casual',
        subCategory: 'Design Lover',
        targetAudience: 'MEN',
        colorVariants: [{ color: 'Black', images }],
        sizes: ['M'],
        printWithTShirtBuddy: true,
        deliverWithTShirtBuddy: true,
        acceptTerms: true,
      }),
    });
    await apiJson(`/tshirts/admin/${design._id}/status`, {
      method: 'PATCH',
      token: admin.token,
      body: JSON.stringify({ status: 'approved', adminRemarks: '' }),
    });
    await expectInert(null, `/product/${design._id}`, [title], ['xss-design', 'xss-design-desc']);
  });

  it('an order’s delivery address for the buyer and the admin', async () => {
    const shopper = await register('Address Tester');
    const admin = await login(ADMIN);
    const address = `Room 12 ${payload('xss-address')} Kapili Hostel`;
    const customerName = `Asha ${payload('xss-customer')}`;
    const { tshirts } = await apiJson<{ tshirts: Tshirt[] }>('/tshirts?limit=1');
    const tee = tshirts[0]!;
    const item = {
      productType: 'tshirt',
      tshirtId: tee.id,
      size: tee.sizes[0],
      color: tee.colorVariants[0]!.color,
      quantity: 1,
    };
    const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
      method: 'POST',
      token: shopper.token,
      body: JSON.stringify({
        source: 'buyNow',
        items: [item],
        amount: (await quoteFor([item])).summary.total,
        deliveryDetails: {
          fullName: customerName,
          email: shopper.email,
          phone: '9876543210',
          ...DELIVERY,
          address,
        },
      }),
    });
    const id = encodeURIComponent(payment.merchantTransactionId);
    await fetch(`${baseURL}${simulatorSettlePath(payment.redirectUrl)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'COMPLETED' }),
      redirect: 'manual',
    });
    const status = await apiJson<PaymentStatusResponse>(`/payments/status/${id}`, {
      method: 'POST',
      token: shopper.token,
      body: '{}',
    });
    const orderId = status.order!._id;
    await expectInert(shopper.token, `/orders?highlight=${orderId}`, [address], ['xss-address']);
    // The admin's order list shows the customer's name from the delivery details.
    await expectInert(admin.token, '/admin/orders', [customerName], ['xss-customer']);
  });

  it('sends CSP and HSTS with the pages', async () => {
    for (const path of ['/', '/cart', '/admin']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.headers.get('content-security-policy'), path).toMatch(
        /script-src 'self'(;|$)/,
      );
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
    }
  });
});
