import { WISHLIST_MAX, type WishlistResponse } from '@campus-threads/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCaller, type ApiMethod } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAccessory, createDesign, createUser } from '../../../test/factories';

describe.each(testDatabaseKinds())('wishlist API on %s', (kind) => {
  const t = useTestApp(kind);

  const api = apiCaller(t, '/api/wishlist');
  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    api<WishlistResponse>(method, url, token, payload);

  it('keeps a wishlist on the account, merges the device one and drops nothing silently', async () => {
    const seller = await createUser(t.app);
    const shopper = await createUser(t.app);
    const other = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id, { title: 'Wished Tee' });
    const gone = await createDesign(t.app, seller.user._id, { title: 'Soon Gone Tee' });
    const mug = await createAccessory(t.app, seller.user._id, { title: 'Wished Mug' });

    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    await call('POST', '', shopper.token, { productType: 'tshirt', productId: tee.id });
    await call('POST', '', shopper.token, { productType: 'tshirt', productId: tee.id });
    const synced = await call('PUT', '/sync', shopper.token, {
      items: [
        { productType: 'accessory', productId: mug.id },
        { productType: 'tshirt', productId: gone.id },
        { productType: 'tshirt', productId: tee.id },
      ],
    });
    expect(synced.body.items).toHaveLength(3);

    await t.app.services.designs.updateDesign(gone.id, { status: 'rejected' });
    const list = (await call('GET', '', shopper.token)).body.items;
    const byId = Object.fromEntries(
      list.map((e) => [
        e.productId,
        e.product ? ('title' in e.product ? e.product.title : '') : null,
      ]),
    );
    expect(byId).toEqual({ [tee.id]: 'Wished Tee', [mug.id]: 'Wished Mug', [gone.id]: null });

    // Another user's list is their own; their delete does not touch this one.
    expect((await call('GET', '', other.token)).body.items).toEqual([]);
    await call('DELETE', `/tshirt/${tee.id}`, other.token);
    expect((await call('GET', '', shopper.token)).body.items).toHaveLength(3);
    const after = await call('DELETE', `/tshirt/${tee.id}`, shopper.token);
    expect(after.body.items.map((e) => e.productId).sort()).toEqual([gone.id, mug.id].sort());
    expect(
      (await call('POST', '', shopper.token, { productType: 'shoe', productId: tee.id })).status,
    ).toBe(422);
  });

  it('stores only products that exist, and never more than WISHLIST_MAX per account', async () => {
    const seller = await createUser(t.app);
    const shopper = await createUser(t.app);
    const tee = await createDesign(t.app, seller.user._id);
    const mug = await createAccessory(t.app, seller.user._id);
    const stored = async () =>
      (
        await t.database.query<{ n: number }>(
          'select count(*)::int as n from wishlist_items where user_id = $1',
          [shopper.user._id],
        )
      )[0]!.n;

    const madeUp = Array.from({ length: 150 }, () => ({
      productType: 'tshirt' as const,
      productId: randomUUID(),
    }));
    const synced = await call('PUT', '/sync', shopper.token, {
      items: [
        ...madeUp,
        { productType: 'tshirt', productId: tee.id },
        { productType: 'accessory', productId: mug.id },
        // An existing id under the other product type is not that product.
        { productType: 'accessory', productId: tee.id },
        { productType: 'tshirt', productId: mug.id },
      ],
    });
    expect(synced.status).toBe(200);
    expect(synced.body.items.map((e) => `${e.productType}:${e.productId}`).sort()).toEqual(
      [`accessory:${mug.id}`, `tshirt:${tee.id}`].sort(),
    );
    expect(await stored()).toBe(2);

    const single = await call('POST', '', shopper.token, {
      productType: 'tshirt',
      productId: randomUUID(),
    });
    expect(single.status).toBe(200);
    expect(await stored()).toBe(2);

    // The limit holds across calls: fill up with real products, then one more is not stored.
    const more = [];
    for (let i = 0; i < WISHLIST_MAX - 1; i++)
      more.push({
        productType: 'tshirt' as const,
        productId: (await createDesign(t.app, seller.user._id)).id,
      });
    await call('PUT', '/sync', shopper.token, { items: more.slice(0, 150) });
    await call('PUT', '/sync', shopper.token, { items: more.slice(150) });
    expect(await stored()).toBe(WISHLIST_MAX);
    const past = await call('POST', '', shopper.token, {
      productType: 'tshirt',
      productId: (await createDesign(t.app, seller.user._id)).id,
    });
    expect(past.status).toBe(200);
    expect(await stored()).toBe(WISHLIST_MAX);
  });
});
