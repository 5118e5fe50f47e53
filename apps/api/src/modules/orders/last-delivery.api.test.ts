import type { LastDeliveryResponse } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';

/**
 * Checkout offers the last order's delivery address (decision 0056): GET
 * /api/orders/last-delivery answers the details of the buyer's newest order, theirs only.
 */
describe.each(testDatabaseKinds())('the last delivery address on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let seller: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app);
  });

  it('answers null before a first order, then the newest order’s details, to its buyer only', async () => {
    const buyer = await createUser(t.app);
    const other = await createUser(t.app);
    const before = await call<LastDeliveryResponse>(
      'GET',
      '/api/orders/last-delivery',
      buyer.token,
    );
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ deliveryDetails: null });

    const tee = await createDesign(t.app, seller.user._id);
    await createPaidOrder(t.app, buyer, tee.id);
    const after = await call<LastDeliveryResponse>('GET', '/api/orders/last-delivery', buyer.token);
    const { fullName, email, address, pinCode, district, state } = buildDeliveryDetails();
    // The phone as the order keeps it: its ten digits.
    const phone = '9876543210';
    expect(after.body).toEqual({
      deliveryDetails: { fullName, phone, email, address, pinCode, district, state },
    });
    expect(
      (await call<LastDeliveryResponse>('GET', '/api/orders/last-delivery', other.token)).body,
    ).toEqual({ deliveryDetails: null });
    expect((await call('GET', '/api/orders/last-delivery')).status).toBe(401);
  });
});
