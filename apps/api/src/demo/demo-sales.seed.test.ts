import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, type SellerOrdersResponse } from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { seedDemoData } from '../db/seed';
import { createLocalStorage } from '../lib/storage';
import { seedDemoCatalog } from './demo-catalog.seed';
import { seedDemoSales } from './demo-sales.seed';

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
        orders: t.app.services.orders,
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
      expect(body.orders.every((o) => o.deliveryDetails?.fullName === 'Chitra Customer')).toBe(true);
      const kinds = new Set(body.orders.flatMap((o) => o.items.map((i) => i.productType)));
      expect([...kinds].sort()).toEqual(['accessory', 'tshirt']);
      expect(body.summary.orders).toBeGreaterThan(0);

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
