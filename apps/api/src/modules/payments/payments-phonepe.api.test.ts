import type { CreatePaymentResponse, PaymentStatusResponse } from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/create-test-app';
import { bearer, buildDeliveryDetails, createDesign, createUser } from '../../../test/factories';
import { startFakePhonePe, type FakePhonePe, phonePeEnv } from '../../../test/fake-phonepe-server';

const DELIVERY = buildDeliveryDetails({
  fullName: 'Rohan Bora',
  email: 'rohan@example.com',
  address: 'Napaam',
});

// The fake must be listening before the app reads its addresses from the environment.
const fake: FakePhonePe = await startFakePhonePe();
afterAll(() => fake.close());

describe('the shop with PAYMENT_PROVIDER=phonepe, against a local fake of PhonePe', () => {
  const t = useTestApp('pglite', {
    env: phonePeEnv(fake),
  });
  let token: string;

  beforeAll(async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    token = buyer.token;
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 52_500 });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: bearer(token),
      payload: { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black' },
    });
  });

  it('sends the shopper to PhonePe with the server amount, and a signed webhook makes the order once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: bearer(token),
      payload: { source: 'cart', amount: 525, deliveryDetails: DELIVERY },
    });
    expect(created.statusCode).toBe(201);
    const payment = created.json<CreatePaymentResponse>();
    const order = fake.orders.get(payment.merchantOrderId)!;
    expect(order.amount).toBe(52_500);
    expect(payment.redirectUrl).toContain(fake.url);
    // PhonePe returns the shopper to our absolute callback address.
    expect(fake.requests.find((r) => r.endpoint === 'pay')?.body).toContain(
      `https://shop.example.in/payment-callback?merchantOrderId=${payment.merchantOrderId}`,
    );
    // The simulator's routes are not mounted.
    expect(
      (await t.app.inject({ method: 'GET', url: `/pay/simulator/${payment.merchantOrderId}` }))
        .statusCode,
    ).not.toBe(200);

    const pending = await t.app.inject({
      method: 'POST',
      url: `/api/payments/status/${payment.merchantOrderId}`,
      headers: bearer(token),
    });
    expect(pending.json<PaymentStatusResponse>().state).toBe('PENDING');

    fake.setOutcome(payment.merchantOrderId, 'COMPLETED');
    const callback = fake.signedCallback(payment.merchantOrderId);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers: { ...callback.headers, 'content-type': 'application/json' },
      payload: callback.rawBody,
    });
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toMatchObject({ received: true, state: 'COMPLETED' });

    const status = await t.app.inject({
      method: 'POST',
      url: `/api/payments/status/${payment.merchantOrderId}`,
      headers: bearer(token),
    });
    const body = status.json<PaymentStatusResponse>();
    expect(body).toMatchObject({ success: true, state: 'COMPLETED' });
    expect(body.order?.totalAmount).toBe(525);
    expect(body.order?.paymentInfo.method).toBe('PhonePe');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/myorders',
      headers: bearer(token),
    });
    expect(mine.json<unknown[]>()).toHaveLength(1);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers: { authorization: 'nope', 'content-type': 'application/json' },
      payload: callback.rawBody,
    });
    expect(forged.statusCode).toBe(401);
  });
});
