import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  STORAGE_KEYS,
  WISHLIST_MESSAGES,
  type AccessoryListResponse,
  type TshirtListResponse,
  type WishlistResponse,
} from '@campus-threads/contract';
import { DESKTOP, PHONE, hasHorizontalOverflow, newPage, snapshot } from './browser';
import { CUSTOMER, apiJson, baseURL, headerCount, logIn, useBrowser } from './helpers';

const getBrowser = useBrowser();

/** Logs in as the demo shopper from the login page and waits for the account menu. */
async function logInAsCustomer(page: Page) {
  await page.goto('/login');
  await logIn(page, CUSTOMER.email, CUSTOMER.password);
  await page
    .getByRole('button', { name: new RegExp(`Account menu for ${CUSTOMER.firstName}`) })
    .first()
    .waitFor();
}

async function accountWishlist(page: Page): Promise<string[]> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token).toBeTruthy();
  const list = await apiJson<WishlistResponse>('/wishlist', { token: token! });
  return list.items.map((item) => item.productId);
}

function tile(page: Page, title: string) {
  return page
    .getByTestId('wishlist-item')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

describe('the wishlist', () => {
  it('keeps a guest’s t-shirt and accessory, adds to the cart, removes, and follows the shopper to the account', async () => {
    const accessories = await apiJson<AccessoryListResponse>('/accessories?page=1&limit=100');
    const accessory = accessories.accessories.find((a) => a.stock > 0)!;
    expect(accessory, 'the demo catalogue has an accessory in stock').toBeDefined();

    const { context, page } = await newPage(getBrowser(), baseURL);

    // A t-shirt from the casual listing.
    await page.goto('/category/casual');
    const card = page.locator('main article').first();
    await card.waitFor();
    const shirtTitle = ((await card.locator('h3').textContent()) ?? '').trim();
    const shirtHref = await card.locator('h3 a').getAttribute('href');
    const shirtId = shirtHref!.split('/').pop()!;
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByText(WISHLIST_MESSAGES.added).first().waitFor();
    await card.getByRole('button', { name: 'Remove from wishlist' }).waitFor();

    // An accessory from the accessories listing.
    await page.goto('/accessories');
    const accessoryCard = page
      .locator('main article')
      .filter({ has: page.getByRole('link', { name: accessory.title, exact: true }) })
      .first();
    await accessoryCard.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect.poll(() => headerCount(page, 'wishlist')).toBe('2');

    // Both are on /wishlist, newest first.
    await page
      .getByRole('link', { name: /^Wishlist \(2 items\)/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/wishlist');
    await page.getByRole('heading', { level: 1, name: /Wishlist/ }).waitFor();
    await expect.poll(() => page.getByTestId('wishlist-item').count()).toBe(2);
    await tile(page, shirtTitle).waitFor();
    await tile(page, accessory.title).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'wishlist-desktop');
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'wishlist-phone');
    await page.setViewportSize(DESKTOP);

    // The Refresh button checks every item again (throttled: it may wait for the 5 s window).
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(WISHLIST_MESSAGES.refreshed).first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('wishlist-item').count()).toBe(2);

    // Add the t-shirt to the cart; remove the accessory.
    await expect.poll(() => headerCount(page, 'cart')).toBe('');
    await tile(page, shirtTitle).getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => headerCount(page, 'cart')).toBe('1');
    await tile(page, accessory.title)
      .getByRole('button', { name: `Remove ${accessory.title} from wishlist` })
      .click();
    await page.getByText(WISHLIST_MESSAGES.removed).first().waitFor();
    await expect.poll(() => page.getByTestId('wishlist-item').count()).toBe(1);
    await expect.poll(() => headerCount(page, 'wishlist')).toBe('1');

    // Signing in keeps the remaining item, now on the account.
    await logInAsCustomer(page);
    await expect.poll(() => accountWishlist(page), { timeout: 10_000 }).toEqual([shirtId]);
    await expect.poll(() => headerCount(page, 'wishlist')).toBe('1');

    // Another device signed in as the same shopper sees it.
    const other = await newPage(getBrowser(), baseURL);
    await logInAsCustomer(other.page);
    await expect.poll(() => headerCount(other.page, 'wishlist')).toBe('1');
    await other.page.setViewportSize(PHONE);
    await other.page.goto('/wishlist');
    await tile(other.page, shirtTitle).waitFor();
    await other.page.waitForLoadState('networkidle');
    expect(await hasHorizontalOverflow(other.page)).toBe(false);
    await snapshot(other.page, 'wishlist-signed-in-phone');
    await other.page.setViewportSize(DESKTOP);

    // Signed in, the heart and Remove change the account too.
    await other.page.goto('/accessories');
    const signedInCard = other.page
      .locator('main article')
      .filter({ has: other.page.getByRole('link', { name: accessory.title, exact: true }) })
      .first();
    await signedInCard.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect
      .poll(() => accountWishlist(other.page))
      .toEqual(expect.arrayContaining([shirtId, accessory.accessoryId]));
    await other.page.goto('/wishlist');
    await tile(other.page, shirtTitle)
      .getByRole('button', { name: `Remove ${shirtTitle} from wishlist` })
      .click();
    await expect.poll(() => accountWishlist(other.page)).toEqual([accessory.accessoryId]);
    await expect.poll(() => other.page.getByTestId('wishlist-item').count()).toBe(1);

    // The first device picks the change up when its wishlist is opened again.
    await page.goto('/wishlist');
    await tile(page, accessory.title).waitFor();
    await expect.poll(() => page.getByTestId('wishlist-item').count()).toBe(1);

    // Signing out empties this device's list (it stays on the account) ...
    await page
      .getByRole('button', { name: new RegExp(`Account menu for ${CUSTOMER.firstName}`) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headerCount(page, 'wishlist')).toBe('');
    // ... and signing in again brings it back.
    await logInAsCustomer(page);
    await expect.poll(() => headerCount(page, 'wishlist')).toBe('1');

    // Clean up the shared demo account.
    await page.goto('/wishlist');
    await tile(page, accessory.title)
      .getByRole('button', { name: `Remove ${accessory.title} from wishlist` })
      .click();
    await expect.poll(() => accountWishlist(page)).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('drops a saved item that is no longer sold when a guest opens the wishlist', async () => {
    const list = await apiJson<TshirtListResponse>('/tshirts?category=casual&page=1&limit=2');
    const [kept, gone] = list.tshirts;
    const accessories = await apiJson<AccessoryListResponse>('/accessories?page=1&limit=100');
    const soldOut = accessories.accessories.find((a) => a.stock <= 0)!;
    expect(soldOut, 'the demo catalogue has an accessory out of stock').toBeDefined();
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.goto('/');
    // Two real items and one whose product has been withdrawn (an id the shop does not know).
    await page.evaluate(([key, entries]) => localStorage.setItem(key, JSON.stringify(entries)), [
      STORAGE_KEYS.wishlist,
      [
        { ...soldOut, productType: 'accessory' },
        { ...kept, productType: 'tshirt' },
        {
          ...gone,
          id: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
          _id: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
          productType: 'tshirt',
        },
      ],
    ] as const);
    await page.goto('/wishlist');
    await tile(page, kept!.title).waitFor();
    await expect.poll(() => page.getByTestId('wishlist-item').count()).toBe(2);
    await expect.poll(() => headerCount(page, 'wishlist')).toBe('2');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.wishlistRefreshing),
    ).toBeNull();

    // An accessory out of stock cannot be added to the cart.
    expect(
      await tile(page, soldOut.title).getByRole('button', { name: 'Out of Stock' }).isDisabled(),
    ).toBe(true);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'wishlist-sold-out-phone');
    await page.setViewportSize(DESKTOP);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'wishlist-sold-out-desktop');
    await page.setViewportSize(PHONE);

    // Empty: a way back to the casual collection.
    await tile(page, soldOut.title)
      .getByRole('button', { name: `Remove ${soldOut.title} from wishlist` })
      .click();
    await tile(page, kept!.title)
      .getByRole('button', { name: `Remove ${kept!.title} from wishlist` })
      .click();
    await page.getByRole('heading', { name: WISHLIST_MESSAGES.emptyTitle }).waitFor();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'wishlist-empty-phone');
    await page.getByRole('link', { name: WISHLIST_MESSAGES.emptyAction }).click();
    await page.waitForURL((url) => url.pathname === '/category/casual');
    await context.close();
  });
});

describe('the wishlist when the account cannot be read', () => {
  it('says so and tries again', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.setViewportSize(DESKTOP);
    await logInAsCustomer(page);
    await page.setViewportSize(PHONE);
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, body: '{"message":"down"}' })
        : route.fallback(),
    );
    await page.goto('/wishlist');
    const alert = page.getByRole('alert').filter({ hasText: WISHLIST_MESSAGES.loadFailed });
    await alert.waitFor({ timeout: 15_000 });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snapshot(page, 'wishlist-load-error-phone');

    await page.unroute('**/api/wishlist');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: WISHLIST_MESSAGES.emptyTitle }).waitFor();
    await context.close();
  });
});
