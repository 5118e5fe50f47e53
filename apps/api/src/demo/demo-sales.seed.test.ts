import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_ACCOUNTS,
  type SellerEarningsResponse,
  type SellerOrdersResponse,
} from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { seedDemoData } from '../db/seed';
import { createLocalStorage } from '../lib/storage';
import { seedDemoCatalog } from './demo-catalog.seed';
import { DEMO_SELLER_UPI_ID, seedDemoSales } from './demo-sales.seed';

const imagesDir = mkdtempSync(join(tmpdir(), 'ct-demo-sales-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('demo sales seed on %s', (kind) => {
  const t = useTestApp(kind);

  const login = async (role: 'seller' | 'customer') => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    return response.json<{ token: string }>().token;
  };

  it(
    'gives the demo seller sales in every status the seller pages show',
    { timeout: 120_000 },
    async () => {
      const deps = () => ({
        designs: t.app.services.designs,
        accessories: t.app.services.accessories,
        users: t.app.services.users,
        payments: t.app.services.payments,
        simulator: t.app.services.simulator,
        flows: t.app.services.flows,
        earnings: t.app.services.earnings,
        startHoldAt: (orderId: string, deliveredAt: Date) =>
          t.app.services.earnings.ledger.startHold(t.database.db, orderId, deliveredAt),
        pickups: t.app.services.pickupAddresses,
      });
      await expect(seedDemoSales(deps())).resolves.toMatchObject({ seeded: false });

      await seedDemoData(t.app.services);
      await seedDemoCatalog({
        db: t.database.db,
        users: t.app.services.users,
        storage: createLocalStorage(imagesDir),
        uploads: t.app.services.uploads,
      });
      const result = await seedDemoSales(deps());
      expect(result.seeded).toBe(true);

      const seller = await login('seller');
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/orders/seller?limit=50',
        headers: { authorization: `Bearer ${seller}` },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<SellerOrdersResponse>();
      const statuses = new Set(body.orders.map((o) => o.status));
      for (const status of ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const)
        expect(statuses, status).toContain(status);
      const cancelled = body.orders.find((o) => o.status === 'cancelled')!;
      expect(cancelled.statusHistory.at(-1)?.remark).toMatch(/\S/);
      // Bought by the demo customer: the seller sees where to ship, and both kinds of goods.
      const own = body.orders.filter((o) => !o.fulfilledByShop);
      expect(own.every((o) => o.deliveryDetails?.fullName === 'Chitra Customer')).toBe(true);
      // Parcels to the campus and across India, each with its zone and delivery window.
      const zones = new Set(body.orders.map((o) => o.parcel?.zone));
      expect([...zones].sort()).toEqual(['campus', 'national', 'state']);
      for (const order of body.orders)
        expect(order.parcel?.estimatedDelivery?.to).toMatch(/^\d{4}-/);
      // A t-shirt the shop prints and ships: the designer sees it read-only, without the buyer.
      const byShop = body.orders.filter((o) => o.fulfilledByShop);
      expect(byShop).toHaveLength(1);
      expect(byShop[0]!.deliveryDetails).toBeNull();
      expect(body.summary.shopFulfilled.orders).toBe(1);
      // Shipped with tracking, and an advance whose balance the seller collected.
      const shipped = own.filter((o) => ['shipped', 'delivered'].includes(o.status));
      expect(shipped.length).toBeGreaterThanOrEqual(3);
      for (const order of shipped) expect(order.shipment?.trackingNumber).toMatch(/\w{4,}/);
      const advances = own.filter((o) => o.paymentInfo.partialPaymentMade);
      const collected = advances.find((o) => o.status === 'delivered')!;
      expect(collected.paymentInfo).toMatchObject({ balanceDue: 0, paymentStatus: 'COMPLETE' });
      expect(collected.paymentInfo.balanceCollected?.method).toBe('cash');
      const owed = advances.find((o) => o.status !== 'delivered')!;
      expect(owed.paymentInfo.balanceDue).toBe(owed.paymentInfo.remainingAmount);
      expect(owed.paymentInfo.balanceDue).toBeGreaterThan(0);
      const kinds = new Set(body.orders.flatMap((o) => o.items.map((i) => i.productType)));
      expect([...kinds].sort()).toEqual(['accessory', 'tshirt']);
      expect(body.summary.orders).toBeGreaterThan(0);

      // The earnings page shows every state and kind, and the payout the admin recorded.
      const earned = await t.app.inject({
        method: 'GET',
        url: '/api/sellers/me/earnings?limit=50',
        headers: { authorization: `Bearer ${seller}` },
      });
      expect(earned.statusCode).toBe(200);
      const ledger = earned.json<SellerEarningsResponse>();
      expect(new Set(ledger.entries.map((e) => e.state))).toEqual(
        new Set(['pending', 'available', 'paid', 'reversed', 'collected']),
      );
      expect(new Set(ledger.entries.map((e) => e.kind))).toEqual(
        new Set(['sale', 'royalty', 'collected']),
      );
      expect(ledger.payouts).toHaveLength(1);
      expect(ledger.payoutDetails.upiId).toBe(DEMO_SELLER_UPI_ID);
      expect(ledger.summary.available).toBeGreaterThan(0);
      expect(ledger.summary.paid).toBe(ledger.payouts[0]!.amount);

      // The buyer sees the same orders in their own list.
      const buyer = await login('customer');
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/orders/myorders',
        headers: { authorization: `Bearer ${buyer}` },
      });
      expect(mine.statusCode).toBe(200);
      expect(JSON.stringify(mine.json())).toContain(cancelled._id);
    },
  );
});
