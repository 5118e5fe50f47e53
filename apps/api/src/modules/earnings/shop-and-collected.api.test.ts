import {
  EARNING_STATE_LABELS,
  type AdminPayoutsResponse,
  type SellerEarningsResponse,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { earningsKit } from '../../../test/earnings-fixtures';
import { assertEarningsLedger } from '../../../test/earnings-ledger';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { flatDeliveryFees } from '../../../test/delivery-fixtures';

// The shop does not pay itself, so an admin's design earns no
// entry and no admin is listed on Payouts; and cash a seller collected at the door reads as
// "Collected by you", never as paid with a payout's reference.
describe.each(testDatabaseKinds())('the shop and collected cash in the ledger, on %s', (kind) => {
  const t = useTestApp(kind, { env: { EARNINGS_HOLD_DAYS: '0' } });
  const kit = earningsKit(t);
  const { call } = kit;
  let admin: CreatedUser;
  let buyer: CreatedUser;
  const totals = async () => (await t.app.services.earnings.payouts.list()).totals;

  beforeAll(async () => {
    // Delivery campus to campus at a flat ₹50 a parcel (decision 0066).
    await flatDeliveryFees(t, { campus: 5_000 });
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
  });

  it("gives an admin's design no entry and leaves admins off Payouts", async () => {
    await call('PUT', '/api/sellers/me/payout-details', admin.token, { upiId: 'shop@okaxis' });
    const design = await createDesign(t.app, admin.user._id, {
      pricePaise: 49_900,
    });
    const [order] = await kit.pay(
      buyer,
      [{ productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 }],
      549,
    );
    await kit.deliver(order!._id, admin);
    expect(await kit.entriesOf(order!._id)).toEqual([]);
    const list = await call<AdminPayoutsResponse>('GET', '/api/admin/payouts', admin.token);
    expect(list.body.sellers.map((s) => s.sellerId)).not.toContain(admin.user._id);
    await assertEarningsLedger(t.database, totals);
  });

  it('shows a balance collected at the door as collected by the seller, with no reference', async () => {
    const seller = await createUser(t.app);
    await call('PUT', '/api/sellers/me/payout-details', seller.token, { upiId: 'seller@okaxis' });
    const design = await createDesign(t.app, seller.user._id, {
      pricePaise: 49_900,
      printWithPlatform: false,
      deliverWithPlatform: false,
    });
    const fullOrder = (
      await kit.pay(
        buyer,
        [{ productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 }],
        549,
      )
    )[0]!;
    await kit.deliver(fullOrder._id, admin);
    const advance = (
      await kit.pay(
        buyer,
        [{ productType: 'tshirt', tshirtId: design.id, size: 'M', color: 'Black', quantity: 1 }],
        549,
      )
    )[0]!;
    await kit.deliver(advance._id, admin);
    // Collected in cash as if it were an advance: the entry the ledger writes for it.
    await t.database.db.transaction((tx) =>
      t.app.services.earnings.ledger.recordCollectedBalance(
        tx,
        { orderId: advance._id, sellerId: seller.user._id, amountPaise: 27_450, title: 'Tee' },
        new Date(),
      ),
    );
    const paid = await call('POST', '/api/admin/payouts', admin.token, {
      sellerId: seller.user._id,
      amount: 713.7, // 2 × 494.10 − 274.50: the collected entry is netted by this payout
      reference: 'UTR-NET-1',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const mine = await call<SellerEarningsResponse>(
      'GET',
      '/api/sellers/me/earnings',
      seller.token,
    );
    const collected = mine.body.entries.find((e) => e.kind === 'collected')!;
    expect(collected).toMatchObject({ state: 'collected', reference: null, amount: -274.5 });
    expect(EARNING_STATE_LABELS[collected.state]).toBe('Collected by you');
    expect(
      mine.body.entries.filter((e) => e.kind === 'sale').map((e) => [e.state, e.reference]),
    ).toEqual([
      ['paid', 'UTR-NET-1'],
      ['paid', 'UTR-NET-1'],
    ]);
    await assertEarningsLedger(t.database, totals);
  });
});
