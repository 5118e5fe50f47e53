import type { WishlistResponse } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, createAccessory, createDesign, createUser } from '../../../test/factories';

describe.each(testDatabaseKinds())('wishlist API on %s', (kind) => {
  const t = useTestApp(kind);

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
    const response = await t.app.inject({ method, url: `/api/wishlist${url}`, headers: bearer(token), payload: payload as object });
    return { status: response.statusCode, body: response.json<WishlistResponse>() };
  }

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
    const byId = Object.fromEntries(list.map((e) => [e.productId, e.product ? ('title' in e.product ? e.product.title : '') : null]));
    expect(byId).toEqual({ [tee.id]: 'Wished Tee', [mug.id]: 'Wished Mug', [gone.id]: null });

    // Another user's list is their own; their delete does not touch this one.
    expect((await call('GET', '', other.token)).body.items).toEqual([]);
    await call('DELETE', `/tshirt/${tee.id}`, other.token);
    expect((await call('GET', '', shopper.token)).body.items).toHaveLength(3);
    const after = await call('DELETE', `/tshirt/${tee.id}`, shopper.token);
    expect(after.body.items.map((e) => e.productId).sort()).toEqual([gone.id, mug.id].sort());
    expect((await call('POST', '', shopper.token, { productType: 'shoe', productId: tee.id })).status).toBe(422);
  });
});
