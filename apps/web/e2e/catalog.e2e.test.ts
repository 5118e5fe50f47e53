import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AccessoryListResponse, Tshirt, TshirtListResponse } from '@campus-threads/contract';
import { PHONE, hasHorizontalOverflow, newPage, snapshot } from './browser';
import { apiJson, baseURL, useBrowser } from './helpers';

const getBrowser = useBrowser();

/** Titles of the product cards on the page, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  await page.locator('main article').first().waitFor();
  return page
    .locator('main article h3, main article h2')
    .allTextContents()
    .then((t) => t.map((s) => s.trim()));
}

async function waitForTitles(page: Page, expected: string[]) {
  await expect.poll(() => cardTitles(page), { timeout: 15_000 }).toEqual(expected);
}

/** Home, then the casual collection's tile: the listing arrives by navigation. */
async function openCasualFromHome(page: Page) {
  await page.goto('/');
  await page
    .getByRole('link', { name: /casual/i })
    .filter({ hasText: /CASUAL/ })
    .first()
    .click();
}

describe('browsing t-shirts', () => {
  it('keeps a page it navigated to mounted when its filters change (no remount after the lazy load)', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    // Home is loaded before the first render; the listing then arrives through the lazy path.
    await openCasualFromHome(page);
    const heading = page.getByRole('heading', { level: 1, name: /CASUAL/ });
    await heading.waitFor();
    await heading.evaluate((element) => element.setAttribute('data-mounted-once', 'yes'));
    await page.getByRole('button', { name: 'MEN', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('targetAudience') === 'MEN');
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'MEN', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    // The same element: the page was re-rendered, not mounted again.
    expect(await heading.getAttribute('data-mounted-once')).toBe('yes');
    await context.close();
  });

  it('reaches casual from home, switches to MEN, sorts, filters, opens a product and its size guide', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await openCasualFromHome(page);
    await page.waitForURL((url) => url.pathname === '/category/casual');
    await page.getByRole('heading', { level: 1, name: /CASUAL/ }).waitFor();
    expect(
      await page.getByRole('button', { name: 'LADIES', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    await page.getByRole('button', { name: 'MEN', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('targetAudience') === 'MEN');
    const men = await apiJson<TshirtListResponse>(
      '/tshirts?category=casual&targetAudience=MEN&page=1&limit=12',
    );
    expect(men.tshirts.length).toBeGreaterThan(0);
    await waitForTitles(
      page,
      men.tshirts.map((t) => t.title),
    );

    await page.getByLabel('Sort by').selectOption('priceLow');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceLow');
    const cheapest = await apiJson<TshirtListResponse>(
      '/tshirts?category=casual&targetAudience=MEN&sort=priceLow&page=1&limit=12',
    );
    const prices = cheapest.tshirts.map((t) => t.currentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await waitForTitles(
      page,
      cheapest.tshirts.map((t) => t.title),
    );

    // Filter by the sub-category of the cheapest men's shirt, through its taxonomy group.
    const target = cheapest.tshirts.find((t) => t.subCategory)!;
    const { CASUAL_TAXONOMY } = await import('@campus-threads/contract');
    const group = CASUAL_TAXONOMY.find((g) => g.subCategories.includes(target.subCategory!))!;
    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('button', { name: group.name, exact: true }).click();
    await panel.getByRole('button', { name: target.subCategory!, exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.searchParams.get('subCategory') === target.subCategory);
    const filtered = await apiJson<TshirtListResponse>(
      `/tshirts?category=casual&targetAudience=MEN&sort=priceLow&subCategory=${encodeURIComponent(target.subCategory!)}&page=1&limit=12`,
    );
    await waitForTitles(
      page,
      filtered.tshirts.map((t) => t.title),
    );
    await snapshot(page, 'catalog-filtered');

    // A link reproduces the view.
    const view = page.url();
    const second = await context.newPage();
    await second.goto(view);
    await waitForTitles(
      second,
      filtered.tshirts.map((t) => t.title),
    );
    await second.close();

    // Open the product; the page shows it and its size guide.
    await page.getByRole('link', { name: target.title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/product/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size guide' });
    await guide.getByRole('cell', { name: 'XXL', exact: true }).waitFor();
    await guide.getByRole('cell', { name: '46', exact: true }).waitFor();
    await snapshot(page, 'product-size-guide');
    await context.close();
  });

  it('changes the gallery and the price when the shopper picks another colour', async () => {
    const all = await apiJson<TshirtListResponse>('/tshirts?category=casual&page=1&limit=100');
    const listed = all.tshirts.find((t) => t.colorPrices.length > 0 && t.colorVariants.length > 1);
    expect(listed, 'the demo catalogue has a shirt with per-colour prices').toBeDefined();
    const tshirt = await apiJson<Tshirt>(`/tshirts/${listed!.id}`);
    const priced = tshirt.colorPrices[0]!;
    const other = tshirt.colorVariants.find((v) => v.color !== priced.color)!;

    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto(`/product/${tshirt.id}`);
    await page.getByRole('heading', { level: 1, name: tshirt.title }).waitFor();
    const colours = page.getByRole('radiogroup', { name: 'Colour' });
    const price = page.getByTestId('product-price');
    const mainImage = page
      .locator('main img[alt^="' + tshirt.title.replace(/"/g, '\\"') + ' – "]')
      .first();

    await colours.getByRole('radio', { name: other.color, exact: true }).click();
    const priceOther = (await price.textContent())!.trim();
    const imageOther = await mainImage.getAttribute('src');

    await colours.getByRole('radio', { name: priced.color, exact: true }).click();
    await expect.poll(async () => (await price.textContent())!.trim()).not.toBe(priceOther);
    await expect.poll(() => mainImage.getAttribute('src')).not.toBe(imageOther);
    expect((await mainImage.getAttribute('alt'))!).toContain(priced.color);
    await snapshot(page, 'product-colour');
    await context.close();
  });
});

describe('browsing accessories', () => {
  it('filters accessories by university and type and opens one', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto('/accessories');
    await page.getByRole('heading', { level: 1, name: 'Accessories' }).waitFor();

    const all = await apiJson<AccessoryListResponse>('/accessories?page=1&limit=100');
    const technical = all.accessories.find((a) => a.isTechnical && a.universityName)!;
    expect(
      technical,
      'the demo catalogue has a technical accessory with a university',
    ).toBeDefined();

    await page.getByLabel('University', { exact: true }).selectOption(technical.universityName!);
    await page.waitForURL(
      (url) => url.searchParams.get('universityName') === technical.universityName,
    );
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Technical' });
    await page.waitForURL((url) => url.searchParams.get('technicalFilter') === 'technical');

    const expected = await apiJson<AccessoryListResponse>(
      `/accessories?page=1&limit=100&isTechnical=true&universityName=${encodeURIComponent(technical.universityName!)}`,
    );
    await expect
      .poll(() => page.locator('main article').count(), { timeout: 15_000 })
      .toBe(expected.accessories.length);
    await page.getByText(`Showing ${expected.accessories.length} of`).first().waitFor();
    await snapshot(page, 'accessories-filtered');

    await page.getByRole('link', { name: technical.title, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/accessory/${technical.accessoryId}`);
    await page.getByRole('heading', { level: 1, name: technical.title }).waitFor();
    await page
      .getByRole('button', { name: /Add to Cart/i })
      .first()
      .waitFor();
    await context.close();
  });

  it('shows the catalogue pages without horizontal overflow on a phone', async () => {
    const list = await apiJson<TshirtListResponse>('/tshirts?category=casual&page=1&limit=1');
    const accessories = await apiJson<AccessoryListResponse>('/accessories?page=1&limit=1');
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    for (const path of [
      '/category/casual',
      `/product/${list.tshirts[0]!.id}`,
      '/accessories',
      `/accessory/${accessories.accessories[0]!.accessoryId}`,
    ]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await hasHorizontalOverflow(page), path).toBe(false);
      await snapshot(page, `phone${path.replace(/\//g, '_')}`);
    }
    await context.close();
  });
});
