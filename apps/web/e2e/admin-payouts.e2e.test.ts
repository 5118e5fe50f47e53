import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  EARNING_STATE_LABELS,
  formatRupees,
  PAYOUT_EXPORT_COLUMNS,
  PAYOUT_MESSAGES,
  payoutExportFileName,
  toPaise,
  type Accessory,
  type AdminPayoutRow,
  type AdminPayoutsResponse,
  type AuthResponse,
  type CreatePaymentResponse,
  type PresignResponse,
  type SellerEarningsResponse,
  type UploadCompleteResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import {
  apiJson,
  baseURL,
  CUSTOMER,
  DELIVERY,
  payOnSimulator,
  quoteFor,
  register,
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

const rupees = (amount: number) => formatRupees(toPaise(amount));

/** Today in India, as the export's date inputs take it. */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A live accessory of `seller` (Self Service: the seller ships it), its image uploaded for real. */
async function createAccessory(seller: AuthResponse, title: string): Promise<Accessory> {
  const bytes = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  const grant = await apiJson<PresignResponse>('/s3/presigned-url', {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({
      fileName: 'payout-mug.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      category: 'accessories',
    }),
  });
  const put = await fetch(new URL(grant.uploadUrl, baseURL), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: bytes,
  });
  expect(put.ok, `PUT upload: ${put.status}`).toBe(true);
  const uploaded = await apiJson<UploadCompleteResponse>('/s3/complete', {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({ fileKey: grant.fileKey }),
  });
  return apiJson<Accessory>('/accessories', {
    method: 'POST',
    token: seller.token,
    body: JSON.stringify({
      title,
      description: 'A mug with the campus crest, for the payout test.',
      price: 250,
      deliveryPrice: 0,
      category: 'Mugs',
      subCategory: 'Ceramic',
      stock: 10,
      universityName: 'Tezpur University',
      isAllDepartments: true,
      images: [uploaded.url],
    }),
  });
}

/** The customer buys one of `accessory` now and pays in full; returns the order's id. */
async function buyAccessory(customer: AuthResponse, accessory: Accessory): Promise<string> {
  const item = { productType: 'accessory', accessoryId: accessory._id, quantity: 1 };
  const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
    method: 'POST',
    token: customer.token,
    body: JSON.stringify({
      source: 'buyNow',
      items: [item],
      amount: (await quoteFor([item])).summary.total,
      isPartialPaymentAllowed: false,
      deliveryDetails: {
        fullName: 'Chitra Customer',
        email: CUSTOMER.email,
        phone: '9876543210',
        ...DELIVERY,
      },
    }),
  });
  return (await payOnSimulator(payment, customer.token)).order!._id;
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

async function payoutRow(admin: AuthResponse, sellerId: string): Promise<AdminPayoutRow> {
  const { sellers } = await apiJson<AdminPayoutsResponse>('/admin/payouts', {
    token: admin.token,
  });
  const row = sellers.find((s) => s.sellerId === sellerId);
  expect(row, 'the seller has a payouts row').toBeTruthy();
  return row!;
}

describe('seller payouts in the browser', () => {
  it("the admin records a payout and the seller's earnings page shows it paid", async () => {
    // The scene, through the API: a seller with a UPI id sells an accessory, which is delivered.
    const stamp = Date.now().toString(36);
    const seller = await register(`Pallavi Payout${stamp}`);
    const upiId = `pallavi.${stamp}@okaxis`;
    await apiJson('/sellers/me/payout-details', {
      method: 'PUT',
      token: seller.token,
      body: JSON.stringify({ upiId }),
    });
    const accessory = await createAccessory(seller, `Crest Mug ${stamp}`);
    const customer = await login(CUSTOMER);
    const admin = await login(ADMIN);
    const orderId = await buyAccessory(customer, accessory);
    await deliver(admin, orderId);
    // EARNINGS_HOLD_DAYS is 0 in the browser tests' server: the sale is available at delivery.
    const before = await payoutRow(admin, seller._id);
    expect(before).toMatchObject({ upiId, pending: 0, paid: 0, lastPayoutAt: null });
    expect(before.available).toBeGreaterThan(0);

    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin/payouts');
    await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
    const row = page.locator(`tr[data-seller-id="${seller._id}"]`);
    await row.waitFor();
    await expect(row.locator('[data-balance="available"]').textContent()).resolves.toBe(
      rupees(before.available),
    );
    await row.getByRole('button', { name: `Record payout: ${seller.fullName}` }).click();

    // The dialog opens with the whole available balance; more than that is refused here.
    const dialog = page.getByRole('dialog', { name: 'Record payout' });
    const amount = dialog.getByLabel('Amount (₹)');
    await expect(amount.inputValue()).resolves.toBe(before.available.toFixed(2));
    await dialog.getByText(upiId).waitFor();
    await amount.fill(String(before.available + 1));
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await dialog.getByText(PAYOUT_MESSAGES.amountTooHigh(rupees(before.available))).waitFor();
    await dialog.getByText(PAYOUT_MESSAGES.referenceRequired).waitFor();
    await snapshot(page, 'desktop-admin-payout-dialog');

    const reference = `UTR${stamp.toUpperCase()}42`;
    await amount.fill(String(before.available));
    await dialog.getByLabel('UPI or bank reference').fill(reference);
    const [posted] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/payouts') && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Record payout' }).click(),
    ]);
    expect(posted.status()).toBe(201);
    await page.getByText(PAYOUT_MESSAGES.recorded).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The list is the server's again: paid, nothing left, and the button says why it is off.
    await expect
      .poll(() => row.locator('[data-balance="paid"]').textContent())
      .toBe(rupees(before.available));
    await expect(row.locator('[data-balance="available"]').textContent()).resolves.toBe(rupees(0));
    const button = row.getByRole('button', { name: `Record payout: ${seller.fullName}` });
    await expect(button.isDisabled()).resolves.toBe(true);
    await row.getByText(PAYOUT_MESSAGES.nothingAvailable).waitFor();

    // The payouts of today as CSV: this one is in it.
    const card = page.getByRole('region', { name: 'Download payouts' });
    const today = indiaToday();
    await card.getByLabel('From').fill(today);
    await card.getByLabel('To').fill(today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(payoutExportFileName(today, today));
    const rows = parse(readFileSync(await download.path()), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...PAYOUT_EXPORT_COLUMNS]);
    const mine = rows.find((r) => r[PAYOUT_EXPORT_COLUMNS.indexOf('Reference')] === reference);
    expect(mine?.[PAYOUT_EXPORT_COLUMNS.indexOf('UPI ID')]).toBe(upiId);
    await page.getByText(PAYOUT_MESSAGES.exported).waitFor();
    await context.close();

    // The seller's earnings: the sale is paid, with the payout's reference.
    const earnings = await apiJson<SellerEarningsResponse>('/sellers/me/earnings', {
      token: seller.token,
    });
    expect(earnings.summary).toEqual({ pending: 0, available: 0, paid: before.available });
    expect(earnings.entries[0]).toMatchObject({ orderId, state: 'paid', reference });
    const mineAsSeller = await signedInPage(getBrowser(), seller.token);
    await mineAsSeller.page.goto('/dashboard/earnings');
    const entry = mineAsSeller.page
      .getByTestId('earning-entry')
      .filter({ hasText: accessory.title });
    await entry.getByText(reference).waitFor();
    await expect(entry.getAttribute('data-state')).resolves.toBe('paid');
    await entry.getByText(EARNING_STATE_LABELS.paid, { exact: true }).waitFor();
    await mineAsSeller.context.close();

    // A phone: the seller's card, no sideways scroll.
    const phone = await signedInPage(getBrowser(), admin.token, PHONE);
    await phone.page.goto('/admin/payouts');
    await phone.page.locator(`li[data-seller-id="${seller._id}"]`).waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-admin-payouts');
    await phone.context.close();
  });
});
