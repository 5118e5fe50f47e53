import type { CreatePaymentResponse, Order, PaymentStatusResponse } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { startFakePhonePe, type FakePhonePe, phonePeEnv } from '../../../test/fake-phonepe-server';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { assertMoneyEquation } from '../../../test/money-ledger';
import { merchantRefundIdOf } from './refund-kinds';

// The fake must be listening before the app reads its addresses from the environment.
const fake: FakePhonePe = await startFakePhonePe();
afterAll(() => fake.close());

describe('refunds through PhonePe (against the local fake)', () => {
  const t = useTestApp('pglite', {
    env: phonePeEnv(fake),
  });
  const call = apiCaller(t);

  async function paidOrder(buyer: CreatedUser, tshirtId: string, amount: number): Promise<Order> {
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [{ productType: 'tshirt', tshirtId, size: 'M', color: 'Black', quantity: 1 }],
      amount,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status).toBe(201);
    fake.setOutcome(created.body.merchantOrderId, 'COMPLETED');
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${created.body.merchantOrderId}`,
      buyer.token,
    );
    return status.body.order!;
  }

  const refundOf = async (orderId: string) =>
    (await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;

  const buyerRefund = async (buyer: CreatedUser, orderId: string) =>
    (await call<Order>('GET', `/api/orders/${orderId}`, buyer.token)).body.refund;

  it('asks PhonePe for the paid amount; a failure stays PENDING and the job completes it', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 52_500 });
    const order = await paidOrder(buyer, tee.id, 525);

    fake.failNext(1, { endpoint: 'refund', status: 500 });
    const cancelled = await call<Order>('PATCH', `/api/orders/${order._id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'Design withdrawn',
    });
    expect(cancelled.status).toBe(200);
    const failed = await refundOf(order._id);
    expect(failed).toMatchObject({ state: 'PENDING', attempts: 1, providerRefundId: null });
    expect(failed.lastError).toContain('HTTP 500');
    expect(fake.refunds.size).toBe(0);
    expect(await buyerRefund(buyer, order._id)).toMatchObject({ amount: 525, status: 'PENDING' });

    // The job asks again once it is due: PhonePe accepts it (PENDING there, and still for us).
    const jobs = t.app.services.refunds;
    expect(await jobs.retryPending(new Date(Date.now() + 2 * 60_000))).toBe(0);
    const accepted = fake.refunds.get(merchantRefundIdOf('cancel', order._id))!;
    expect(accepted).toMatchObject({
      originalMerchantOrderId: order.paymentInfo.merchantTransactionId,
      amount: 52_500,
      state: 'PENDING',
    });
    const body = JSON.parse(fake.requests.filter((r) => r.endpoint === 'refund').at(-1)!.body);
    expect(body).toEqual({
      merchantRefundId: merchantRefundIdOf('cancel', order._id),
      originalMerchantOrderId: order.paymentInfo.merchantTransactionId,
      amount: 52_500,
    });
    expect(await refundOf(order._id)).toMatchObject({
      state: 'PENDING',
      attempts: 2,
      providerRefundId: accepted.refundId,
    });

    // Once PhonePe completes it, the next run reads its status (no second refund request).
    fake.setRefundOutcome(accepted.merchantRefundId, 'COMPLETED');
    const refundRequests = fake.calls.refund;
    expect(await jobs.retryPending(new Date(Date.now() + 4 * 60_000))).toBe(1);
    expect(fake.calls.refund).toBe(refundRequests);
    expect(fake.calls.refundStatus).toBeGreaterThanOrEqual(1);
    expect(await refundOf(order._id)).toMatchObject({ state: 'COMPLETED', lastError: null });
    expect(await buyerRefund(buyer, order._id)).toMatchObject({ status: 'COMPLETED' });
    expect(fake.refunds.size).toBe(1);
  });

  it('marks a refund PhonePe declines as FAILED, and the buyer sees it', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 30_000 });
    const order = await paidOrder(buyer, tee.id, 300);
    await call('PATCH', `/api/orders/${order._id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'Duplicate order',
    });
    expect((await refundOf(order._id)).state).toBe('PENDING');
    fake.setRefundOutcome(merchantRefundIdOf('cancel', order._id), 'FAILED');
    await t.app.services.refunds.retryPending(new Date(Date.now() + 2 * 60_000));
    expect(await refundOf(order._id)).toMatchObject({ state: 'FAILED' });
    expect(await buyerRefund(buyer, order._id)).toMatchObject({ amount: 300, status: 'FAILED' });
  });

  it('asks PhonePe to pay back the whole of a payment that made no order (its design was rejected while the buyer paid)', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 41_000 });
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'buyNow',
      items: [{ productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 }],
      amount: 410,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status).toBe(201);
    await call('PATCH', `/api/tshirts/admin/${tee.id}/status`, admin.token, {
      status: 'rejected',
      adminRemarks: 'Trademark',
    });
    fake.setOutcome(created.body.merchantOrderId, 'COMPLETED');
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${created.body.merchantOrderId}`,
      buyer.token,
    );
    expect(status.body).toMatchObject({ state: 'REFUNDED', order: null });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, created.body.merchantOrderId));
    const refund = fake.refunds.get(merchantRefundIdOf('overflow', payment!.id));
    expect(refund).toMatchObject({
      originalMerchantOrderId: created.body.merchantOrderId,
      amount: 41_000,
    });
    await assertMoneyEquation(t.database);
  });
});
