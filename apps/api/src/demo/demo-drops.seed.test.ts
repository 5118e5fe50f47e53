import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, type OwnerDropsResponse } from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { assertEarningsLedger } from '../../test/earnings-ledger';
import { assertMoneyEquation } from '../../test/money-ledger';
import { orders, refunds } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { createLocalStorage } from '../lib/storage';
import { backdateClosedDrop } from '../modules/drops/demo-history';
import { seedDemoCatalog } from './demo-catalog.seed';
import { DEMO_DROPS } from './demo-drops.plan';
import { seedDemoDrops } from './demo-drops.seed';

const imagesDir = mkdtempSync(join(tmpdir(), 'ct-demo-drops-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

const units = (plan: (typeof DEMO_DROPS)[number]) =>
  plan.joins.reduce((sum, join) => sum + join.quantity, 0);

describe.each(testDatabaseKinds())('demo drops seed on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: '5' } });

  it(
    'gives the demo seller a drop open half way, one succeeded past a tier and one failed',
    {
      timeout: 120_000,
    },
    async () => {
      const deps = () => ({
        designs: t.app.services.designs,
        users: t.app.services.users,
        hasher: t.app.services.hasher,
        payments: t.app.services.payments,
        simulator: t.app.services.simulator,
        drops: t.app.services.drops,
        flows: t.app.services.flows,
        minLeadSeconds: 5,
        backdateClosedDrop: (dropId: string, closedAt: Date) =>
          backdateClosedDrop(t.database.db, dropId, closedAt),
      });
      await expect(seedDemoDrops(deps())).resolves.toMatchObject({ seeded: false });
      await seedDemoData(t.app.services);
      await seedDemoCatalog({
        db: t.database.db,
        users: t.app.services.users,
        storage: createLocalStorage(imagesDir),
        uploads: t.app.services.uploads,
      });
      const result = await seedDemoDrops(deps());
      expect(result).toMatchObject({ seeded: true, drops: 3 });

      const seller = DEMO_ACCOUNTS.find((a) => a.role === 'seller')!;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: seller.email, password: seller.password },
      });
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/drops/mine',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      });
      const { drops } = mine.json<OwnerDropsResponse>();
      const byTitle = new Map(drops.map((d) => [d.title, d]));
      const [open, succeeded, failed] = DEMO_DROPS.map((plan) => byTitle.get(plan.title)!);

      expect(open).toMatchObject({ status: 'open', quantity: units(DEMO_DROPS[0]!) });
      expect(open!.quantity * 2).toBe(open!.minQuantity);
      expect(Date.parse(open!.deadline)).toBeGreaterThan(Date.now() + 86_400_000);

      expect(succeeded).toMatchObject({ status: 'succeeded', quantity: units(DEMO_DROPS[1]!) });
      expect(succeeded!.price).toBeLessThan(succeeded!.basePrice);
      expect(failed).toMatchObject({ status: 'failed', quantity: units(DEMO_DROPS[2]!) });
      for (const closed of [succeeded!, failed!])
        expect(Date.parse(closed.closedAt!)).toBeLessThan(Date.now() - 86_400_000);

      const ordersOf = (dropId: string) =>
        t.database.db.select().from(orders).where(eq(orders.dropId, dropId));
      const refundsOf = async (dropId: string) =>
        t.database.db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.orderId,
              (await ordersOf(dropId)).map((o) => o.id),
            ),
          );
      expect(new Set((await ordersOf(open!._id)).map((o) => o.status))).toEqual(
        new Set(['pending']),
      );
      expect(new Set((await ordersOf(succeeded!._id)).map((o) => o.status))).toEqual(
        new Set(['confirmed']),
      );
      const tierRefunds = await refundsOf(succeeded!._id);
      expect(tierRefunds).toHaveLength(DEMO_DROPS[1]!.joins.length);
      expect(tierRefunds.every((r) => r.kind === 'drop_tier' && r.state === 'COMPLETED')).toBe(
        true,
      );
      expect(new Set((await ordersOf(failed!._id)).map((o) => o.status))).toEqual(
        new Set(['cancelled']),
      );
      const fullRefunds = await refundsOf(failed!._id);
      expect(fullRefunds).toHaveLength(DEMO_DROPS[2]!.joins.length);
      expect(fullRefunds.every((r) => r.kind === 'cancel' && r.state === 'COMPLETED')).toBe(true);

      await assertMoneyEquation(t.database);
      await assertEarningsLedger(t.database);
    },
  );
});
