import {
  simulatorSettlePath,
  type CreatePaymentResponse,
  type PresignResponse,
} from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { pngBytes } from '../../../test/upload-fixtures';

// Two API processes, each with a DATA_DIR of its own and no JWT_SECRET, share the
// secret kept in their database (docs/decisions/0057): each accepts the other's tokens, simulator
// links and upload signatures.
describe.each(testDatabaseKinds())('the generated secret, shared on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let buyer: CreatedUser;

  beforeAll(async () => {
    a = await createTestApp({ kind, env: { JWT_SECRET: '' } });
    b = await createTestApp({ kind, env: { JWT_SECRET: '' }, database: a.database });
    buyer = await createUser(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('generates one secret, in the database, whatever the DATA_DIRs', () => {
    expect(a.config.jwtSecret).toBeUndefined();
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
  });

  it("accepts the other process's session token", async () => {
    const me = await b.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(buyer.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('settles a payment through the simulator link the other process signed', async () => {
    const seller = await createUser(a.app);
    const tee = await createDesign(a.app, seller.user._id);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: bearer(buyer.token),
      payload: {
        source: 'buyNow',
        items: [
          { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
        ],
        amount: (tee.pricePaise + tee.deliveryPricePaise) / 100,
        isPartialPaymentAllowed: false,
        deliveryDetails: buildDeliveryDetails(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { redirectUrl } = created.json<CreatePaymentResponse>();
    const settled = await b.app.inject({
      method: 'POST',
      url: simulatorSettlePath(redirectUrl),
      payload: { outcome: 'COMPLETED' },
    });
    expect(settled.statusCode, settled.body).toBeLessThan(400);
  });

  it('takes an upload signed by the other process', async () => {
    const bytes = await pngBytes();
    const presigned = await a.app.inject({
      method: 'POST',
      url: '/api/s3/presigned-url',
      headers: bearer(buyer.token),
      payload: {
        fileName: 'front.png',
        fileType: 'image/png',
        fileSize: bytes.length,
        category: 'tshirts',
      },
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const put = await b.app.inject({
      method: 'PUT',
      url: presigned.json<PresignResponse>().uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
  });
});
