import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CART_MESSAGES, type CartResponse } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAccessory, createUser } from '../../../test/factories';
import { uploadedFile } from '../../../test/uploaded-file';

const HOUR = 60 * 60 * 1000;

/**
 * A cart line keeps the picture of an accessory its seller deleted (docs/decisions/0034), so
 * the uploads clean-up (decision 0032) must not delete that picture a day later.
 */
describe.each(testDatabaseKinds())('a deleted product’s picture in a cart, on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);

  it('keeps the upload a cart line shows after its accessory is deleted', async () => {
    const seller = await createUser(t.app);
    const shopper = await createUser(t.app);
    const image = await uploadedFile(t, seller, 'accessories');
    const bottle = await createAccessory(t.app, seller.user._id, { images: [image] });
    const added = await call<CartResponse>('POST', '/api/cart/add', shopper.token, {
      productType: 'accessory',
      accessoryId: bottle.id,
      quantity: 1,
    });
    expect(added.status).toBe(201);
    const deleted = await call('DELETE', `/api/accessories/${bottle.id}`, seller.token);
    expect(deleted.status).toBe(200);

    await t.app.services.uploadCleanup.deleteUnused(Date.now() + 48 * HOUR);

    expect(existsSync(join(t.config.dataDir, 'uploads', image))).toBe(true);
    const cart = await call<CartResponse>('GET', '/api/cart', shopper.token);
    expect(cart.body.items[0]).toMatchObject({
      available: false,
      unavailableReason: CART_MESSAGES.noLongerAvailable,
    });
    const picture = await t.app.inject({ method: 'GET', url: cart.body.items[0]!.imageUrl! });
    expect(picture.statusCode).toBe(200);
  });
});
