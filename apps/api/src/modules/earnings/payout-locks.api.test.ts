import { formatRupees, PAYOUT_MESSAGES, type Payout } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, testDatabaseKinds } from '../../../test/create-test-app';
import { earningsKit } from '../../../test/earnings-fixtures';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { orderItems } from '../../db/schema/orders';
import { flatDeliveryFees } from '../../../test/delivery-fixtures';

// A payout sees every ledger entry committed before it (docs/decisions/0057). A balance
// collected at the door or a return's reversal is written in a transaction held open here while
// the payout of the whole balance comes in: the payout must wait for it and then count it (and so
// refuse the amount, now above what is available), never pay past it. PostgreSQL only: PGlite
// runs one transaction at a time, so nothing there can meet.
const postgres = testDatabaseKinds().includes('postgres');
const HELD_MS = 600;

describe.runIf(postgres)('a payout and a ledger entry written at the same moment', () => {
  const t = useTestApp('postgres', { env: { EARNINGS_HOLD_DAYS: '0' } });
  const kit = earningsKit(t);
  let admin: CreatedUser;
  let buyer: CreatedUser;

  beforeAll(async () => {
    // Delivery campus to campus at a flat ₹50 a parcel (decision 0066).
    await flatDeliveryFees(t, { campus: 5_000 });
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
  });

  /** A Self Service seller with one delivered ₹549 order: ₹494.10 available. */
  async function sellerWithSale() {
    const seller = await createUser(t.app);
    await kit.call('PUT', '/api/sellers/me/payout-details', seller.token, {
      upiId: 'seller.sen@okaxis',
    });
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const [order] = await kit.pay(
      buyer,
      [{ productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 }],
      549,
    );
    await kit.deliver(order!._id, admin);
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!._id));
    return { seller, orderId: order!._id, line: line! };
  }

  /**
   * Runs `write` in a transaction kept open HELD_MS after it wrote, while a payout of the whole
   * ₹494.10 is asked for; answers the payout's reply.
   */
  async function payoutDuring(
    sellerId: string,
    write: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<void>,
  ) {
    let asked: Promise<{ status: number; body: Payout & { message?: string } }> | undefined;
    await t.database.db.transaction(async (tx) => {
      await write(tx);
      asked = kit.call<Payout>('POST', '/api/admin/payouts', admin.token, {
        sellerId,
        amount: 494.1,
        reference: 'UTR-RACE',
      });
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    });
    return asked!;
  }

  it('waits for a balance collected at the door and counts it', async () => {
    const { seller, orderId, line } = await sellerWithSale();
    const answer = await payoutDuring(seller.user._id, (tx) =>
      t.app.services.earnings.ledger.recordCollectedBalance(
        tx,
        { orderId, sellerId: seller.user._id, amountPaise: 10_000, title: line.title },
        new Date(),
      ),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(PAYOUT_MESSAGES.amountTooHigh(formatRupees(39_410)));
  });

  it("waits for a return's reversal and counts it", async () => {
    const { seller, orderId, line } = await sellerWithSale();
    const answer = await payoutDuring(seller.user._id, (tx) =>
      t.app.services.earnings.ledger.reverseLines(
        tx,
        orderId,
        [{ orderItemId: line.id, unitPricePaise: line.unitPricePaise, quantity: 1 }],
        new Date(),
      ),
    );
    expect(answer.status).toBe(409);
    // The ₹499 t-shirt came back: its ₹449.10 is reversed, ₹45 (the delivery's share) is left.
    expect(answer.body.message).toBe(PAYOUT_MESSAGES.amountTooHigh(formatRupees(4_500)));
  });
});
