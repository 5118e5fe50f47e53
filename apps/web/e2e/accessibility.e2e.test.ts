import { describe, it } from 'vitest';
import type { AccessoryListResponse, TshirtListResponse } from '@campus-threads/contract';
import { checkPages, login } from './axe';
import { addTshirtToCart, apiJson, register, useBrowser } from './helpers';

/**
 * axe-core (WCAG 2.0/2.1 A and AA, plus heading order) on every kind of page, at 1280 and 390 px,
 * as the person who would see it: a guest for the shop, the demo customer (who has orders and
 * an item in the cart), the demo seller and the demo admin.
 */

const getBrowser = useBrowser();

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('shop pages for a guest: home, category, product, accessories, accessory', async () => {
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=1');
    const { accessories } = await apiJson<AccessoryListResponse>('/accessories?limit=1');
    await checkPages(
      getBrowser(),
      [
        '/',
        '/category/casual',
        `/product/${tshirts[0]!.id}`,
        '/accessories',
        `/accessory/${accessories[0]!._id}`,
      ],
      null,
    );
  });

  it('the customer pages: cart with an item, checkout, orders', async () => {
    // A new shopper's cart (the demo customer's cart stays as other tests expect it)...
    const shopper = await register('Mitali Saikia');
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=1');
    await addTshirtToCart(shopper.token, tshirts[0]!, 'M');
    await checkPages(getBrowser(), ['/cart', '/checkout'], shopper.token);
    // ...and the demo customer's orders (the demo seed gives them several).
    const customer = await login('customer');
    await checkPages(getBrowser(), ['/orders'], customer.token);
  });

  it('the seller pages: dashboard, upload history, sales', async () => {
    const seller = await login('seller');
    await checkPages(
      getBrowser(),
      ['/dashboard', '/dashboard/upload-history', '/dashboard/orders'],
      seller.token,
    );
  });
});
