import { toPaise, type Order } from '@campus-threads/contract';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import { createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { creditNotes, invoices } from '../../db/schema';

const TIER_OFF = 50;

// A campus drop's orders are held until the drop closes and may be repriced at a tier
// (docs/decisions/0049), so they are invoiced when the drop confirms them, at the price they
// closed at, not when they are paid; a drop that fails invoices nothing (docs/decisions/0050).
describe.each(testDatabaseKinds())('invoices of drop orders on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: '5' } });
  const { openDrop, call } = dropsKit(t);
  const { join, pay, joinAndPay, ordersOfDrop } = dropJoining(t);
  let seller: CreatedUser;
  let buyers: CreatedUser[];
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    buyers = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    designId = (await createDesign(t.app, seller.user._id)).id;
  });

  const afterDeadline = (deadline: string) => new Date(new Date(deadline).getTime() + 1000);
  const invoicesOf = (orderIds: string[]) =>
    t.database.db.select().from(invoices).where(inArray(invoices.orderId, orderIds));

  it('invoices a drop’s orders when it succeeds, at the tier’s price', async () => {
    const design = await call<{ price: number; deliveryPrice: number }>(
      'GET',
      `/api/tshirts/${designId}`,
    );
    const drop = await openDrop(seller, designId, {
      title: 'Invoiced Fest Tee',
      minQuantity: 2,
      maxQuantity: null,
      tiers: [{ minQuantity: 4, price: design.body.price - TIER_OFF }],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    for (const buyer of buyers.slice(0, 2))
      expect((await joinAndPay(buyer, drop)).body.state).toBe('COMPLETED');
    const two = await join(buyers[2]!, drop, {
      item: { quantity: 2 },
      body: { amount: 2 * drop.basePrice + design.body.deliveryPrice },
    });
    expect((await pay(buyers[2]!, two.body.merchantOrderId)).body.state).toBe('COMPLETED');

    const held = await ordersOfDrop(drop._id);
    expect(await invoicesOf(held.map((o) => o.id))).toEqual([]);
    const seen = await call<Order>('GET', `/api/orders/${held[0]!.id}`, buyers[0]!.token);
    expect(seen.body.invoiceNumber).toBeNull();

    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline))).toBe(1);
    const confirmed = await ordersOfDrop(drop._id);
    const issued = await invoicesOf(confirmed.map((o) => o.id));
    expect(issued).toHaveLength(3);
    const tierPaise = toPaise(design.body.price - TIER_OFF);
    for (const order of confirmed) {
      const invoice = issued.find((i) => i.orderId === order.id)!;
      expect(invoice.snapshot.lines.every((l) => l.unitPricePaise === tierPaise)).toBe(true);
      // The invoice is for what the buyer finally paid, after the tier refund.
      expect(invoice.snapshot.totals.totalPaise).toBe(order.totalAmountPaise);
      expect(invoice.snapshot.advancePaise).toBe(order.advanceAmountPaise);
    }
    const sequences = issued.map((i) => i.sequence).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(2);
  });

  it('invoices nothing, and so issues no credit note, when a drop fails', async () => {
    const drop = await openDrop(seller, designId, {
      title: 'Failed Fest Tee',
      minQuantity: 5,
      maxQuantity: null,
      tiers: [],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await joinAndPay(buyers[0]!, drop)).body.state).toBe('COMPLETED');
    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline))).toBe(1);
    const cancelled = await ordersOfDrop(drop._id);
    expect(cancelled.map((o) => o.status)).toEqual(['cancelled']);
    expect(await invoicesOf(cancelled.map((o) => o.id))).toEqual([]);
    const notes = await t.database.db
      .select()
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.orderId,
          cancelled.map((o) => o.id),
        ),
      );
    expect(notes).toEqual([]);
  });
});
