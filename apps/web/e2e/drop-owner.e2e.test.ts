import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { DROP_SIZES_COLUMNS } from '@campus-threads/contract';
import {
  defaultDropDeadlineInput,
  DROP_MESSAGES,
  DROP_OWNER_MESSAGES,
  DROP_SIZES_ROWS,
  dropSizesFileName,
  formatRupees,
  formatRupeesShort,
  toIndiaDateTimeInput,
  toPaise,
  type SellerDesignsResponse,
  type Tshirt,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { checkPages, login } from './axe';
import { joinDropThroughApi } from './drop-joining';
import { apiJson, baseURL, register, signedInPage, useBrowser } from './helpers';

type CsvRow = Record<(typeof DROP_SIZES_COLUMNS)[number], string>;

const getBrowser = useBrowser();

/** A new buyer joins the drop through the API with one line. */
async function joinDrop(slug: string, size: string, quantity: number) {
  await joinDropThroughApi(await register('Drop Buyer'), slug, { size, quantity });
}

describe("a drop's owner in the browser", () => {
  it('opens a drop from upload history, sees it on /dashboard/drops and downloads the size tally', async () => {
    const seller = await login('seller');
    const own = await apiJson<SellerDesignsResponse>('/tshirts/seller/me/designs', {
      token: seller.token,
    });
    // Buyers below join in L and M.
    const chosen = own.designs.find(
      (d) => d.status === 'approved' && d.sizes.includes('L') && d.sizes.includes('M'),
    )!;
    expect(chosen).toBeTruthy();
    const design = await apiJson<Tshirt>(`/tshirts/${chosen.id}`);
    const pricePaise = toPaise(design.currentPrice);
    const tierPrice = (pricePaise - 5000) / 100;
    const title = `Room 12 Drop ${Date.now().toString(36)}`;

    // Upload history: an approved design links to a new drop on it.
    const { context, page } = await signedInPage(getBrowser(), seller.token);
    await page.goto('/dashboard/upload-history?tab=approved');
    await page
      .getByRole('link', { name: `Open a drop: ${chosen.title}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/drops/new');
    await page.getByRole('heading', { name: 'Open a drop' }).waitFor();
    await page.getByText(`${formatRupeesShort(pricePaise)} now`).waitFor();

    // The form refuses what the server refuses, with the contract's texts.
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Fewest people').fill('2');
    // The form checks with the server's lead time (GET /api/settings; 5 s on the e2e server), so a
    // deadline already past is too soon whatever it is.
    const { dropMinLeadSeconds } = await apiJson<{ dropMinLeadSeconds: number }>('/settings');
    await page.getByLabel('Deadline').fill(toIndiaDateTimeInput(new Date(Date.now() - 600_000)));
    await page.getByRole('button', { name: 'Add a price tier' }).click();
    const tier = page.getByRole('group', { name: 'Tier 1' });
    await tier.getByLabel('People').fill('3');
    await tier.getByLabel('Price each (₹)').fill(String(design.currentPrice));
    await page.getByRole('button', { name: 'Open drop' }).click();
    await page.getByText(DROP_MESSAGES.deadlineTooSoon(dropMinLeadSeconds)).waitFor();
    await page.getByLabel('Deadline').fill(defaultDropDeadlineInput(new Date()));
    await page.getByRole('button', { name: 'Open drop' }).click();
    await page.getByText(DROP_MESSAGES.tierPriceTooHigh(formatRupeesShort(pricePaise))).waitFor();
    await tier.getByLabel('Price each (₹)').fill(String(tierPrice));
    await page.getByRole('button', { name: 'Open drop' }).click();

    // Opened: the list, with the link to share on top.
    await page.waitForURL((url) => url.pathname === '/dashboard/drops');
    await page.getByRole('heading', { name: DROP_OWNER_MESSAGES.openedTitle }).waitFor();
    const shared = (await page.locator('[data-share-link]').textContent())!;
    const slug = shared.slice(shared.lastIndexOf('/drop/') + '/drop/'.length);
    expect(shared).toBe(`${baseURL}/drop/${slug}`);
    const card = page.locator('article[data-drop-id]', { hasText: title });
    await expect(card.locator('[data-drop-progress]').textContent()).resolves.toBe('0 of 2');

    // Two buyers join (three shirts): the tier is reached.
    await joinDrop(slug, 'L', 2);
    await joinDrop(slug, 'M', 1);
    await page.reload();
    await card.waitFor();
    await expect(card.locator('[data-drop-progress]').textContent()).resolves.toBe('3 joined');
    await expect(card.locator('[data-drop-raised]').textContent()).resolves.toBe(
      formatRupees(3 * toPaise(tierPrice)),
    );
    await snapshot(page, 'desktop-owner-drops');

    // The size tally CSV parses: the tally, its total and one row per buyer.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download sizes CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(dropSizesFileName(slug));
    const rows = parse(readFileSync(await download.path()), {
      columns: true,
      bom: true,
    }) as CsvRow[];
    const color = design.colorVariants[0]!.color;
    const tally = rows
      .filter((r) => r.Row === DROP_SIZES_ROWS.tally)
      .map((r) => [r.Size, r.Colour, r.Quantity]);
    expect(tally).toEqual([
      ['M', color, '1'],
      ['L', color, '2'],
    ]);
    expect(rows.find((r) => r.Row === DROP_SIZES_ROWS.total)?.Quantity).toBe('3');
    expect(rows.filter((r) => r.Row === DROP_SIZES_ROWS.order)).toHaveLength(2);
    await page.getByText(DROP_OWNER_MESSAGES.sizesDownloaded).waitFor();
    await context.close();

    // On a phone the list fits the screen.
    const phone = await signedInPage(getBrowser(), seller.token, PHONE);
    await phone.page.goto('/dashboard/drops');
    await phone.page.locator('article[data-drop-id]', { hasText: title }).waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-owner-drops');
    await phone.context.close();
  });

  it('passes axe on the owner pages and the admin drops', async () => {
    const seller = await login('seller');
    const own = await apiJson<SellerDesignsResponse>('/tshirts/seller/me/designs', {
      token: seller.token,
    });
    const approved = own.designs.find((d) => d.status === 'approved')!;
    await checkPages(
      getBrowser(),
      ['/dashboard/drops', `/dashboard/drops/new?design=${approved.id}`],
      seller.token,
    );
    const admin = await login('admin');
    await checkPages(getBrowser(), ['/admin/drops'], admin.token);
  });
});
