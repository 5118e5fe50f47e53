import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, type Order } from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { assertEarningsLedger } from '../../test/earnings-ledger';
import { assertMoneyEquation } from '../../test/money-ledger';
import { seedDemoData } from '../db/seed';
import { createLocalStorage } from '../lib/storage';
import { seedDemoCatalog } from './demo-catalog.seed';
import { seedDemoReturns } from './demo-returns.seed';
import { seedDemoSales } from './demo-sales.seed';

const imagesDir = mkdtempSync(join(tmpdir(), 'ct-demo-returns-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('demo returns seed on %s', (kind) => {
  const t = useTestApp(kind);

  it(
    'gives the demo customer an approved exchange and a received, refunded return',
    { timeout: 120_000 },
    async () => {
      const deps = () => ({
        users: t.app.services.users,
        orders: t.app.services.orders,
        returns: t.app.services.returns,
        flows: t.app.services.flows,
      });
      await expect(seedDemoReturns(deps())).resolves.toMatchObject({ seeded: false });
      await seedDemoData(t.app.services);
      await seedDemoCatalog({
        db: t.database.db,
        users: t.app.services.users,
        storage: createLocalStorage(imagesDir),
        uploads: t.app.services.uploads,
      });
      await seedDemoSales({
        designs: t.app.services.designs,
        accessories: t.app.services.accessories,
        users: t.app.services.users,
        payments: t.app.services.payments,
        simulator: t.app.services.simulator,
        flows: t.app.services.flows,
        earnings: t.app.services.earnings,
        startHoldAt: (orderId, deliveredAt) =>
          t.app.services.earnings.ledger.startHold(t.database.db, orderId, deliveredAt),
        pickups: t.app.services.pickupAddresses,
      });
      const result = await seedDemoReturns(deps());
      if (!result.seeded) throw new Error(result.reason);
      const [exchange, returned] = result.requests;
      expect(exchange).toMatchObject({ type: 'exchange', status: 'approved' });
      expect(exchange!.replacementOrderId).toBeTruthy();
      expect(returned).toMatchObject({ type: 'return', status: 'received' });
      expect(returned!.refundAmount).toBeGreaterThan(0);
      expect(returned!.creditNoteNumber).toBeTruthy();

      // The buyer sees the replacement among their orders.
      const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: customer.password },
      });
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/orders/myorders',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      });
      const replacement = mine.json<Order[]>().find((o) => o._id === exchange!.replacementOrderId);
      expect(replacement).toMatchObject({ replacesOrderId: exchange!.orderId, totalAmount: 0 });

      await assertMoneyEquation(t.database);
      await assertEarningsLedger(t.database);
      // Once only.
      await expect(seedDemoReturns(deps())).resolves.toMatchObject({ seeded: false });
    },
  );
});
