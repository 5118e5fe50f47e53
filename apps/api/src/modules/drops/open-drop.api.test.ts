import {
  DROP_MESSAGES,
  DROP_SLUG_PATTERN,
  nextTier,
  toPaise,
  type Drop,
  type DropResponse,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { createDropsService } from './drops.service';

const LEAD_SECONDS = 5;
const DAY_MS = 86_400_000;

// DROP_MIN_LEAD_SECONDS=5: a deadline a few seconds ahead is the edge (docs/decisions/0049).
describe.each(testDatabaseKinds())('opening a drop on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: String(LEAD_SECONDS) } });
  const { call, dropBody, openDrop, dropCount, setDrop, dropRow } = dropsKit(t);
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Class Rep Riya' });
    otherSeller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    // ₹499, approved, Black and White.
    designId = (await createDesign(t.app, seller.user._id)).id;
  });

  it("opens a drop on the seller's approved design, copying the design's price", async () => {
    const before = Date.now();
    const drop = await openDrop(seller, designId);
    expect(drop).toMatchObject({
      designId,
      title: 'Hostel 7 Fest Tee',
      description: 'For the fest on the 14th.',
      status: 'open',
      quantity: 0,
      minQuantity: 20,
      maxQuantity: 100,
      sizeTally: {},
      price: 499,
      basePrice: 499,
      tiers: [
        { minQuantity: 30, price: 350 },
        { minQuantity: 50, price: 325 },
      ],
      ownerId: seller.user._id,
      cancelledReason: null,
      closedAt: null,
    });
    expect(drop.slug).toMatch(/^hostel-7-fest-tee-[a-z0-9]{6}$/);
    expect(Date.parse(drop.deadline)).toBeGreaterThan(before + DAY_MS);
    const row = await dropRow(drop._id);
    expect(row).toMatchObject({
      basePricePaise: 49_900,
      tiers: [
        { minQuantity: 30, pricePaise: 35_000 },
        { minQuantity: 50, pricePaise: 32_500 },
      ],
    });

    // Without a maximum or tiers: the price stays the design's.
    const plain = await openDrop(seller, designId, { maxQuantity: undefined, tiers: undefined });
    expect(plain).toMatchObject({ maxQuantity: null, tiers: [], price: 499 });
  });

  it("lets an admin open a drop on anyone's design; the admin owns it", async () => {
    const drop = await openDrop(admin, designId);
    expect(drop.ownerId).toBe(admin.user._id);
  });

  it('prices the drop at what a shopper pays now when the design is on sale', async () => {
    const onSale = await createDesign(t.app, seller.user._id, {
      discountPricePaise: 44_900,
      saleEndTime: new Date(Date.now() + 7 * DAY_MS),
    });
    // ₹450 is below the design's ₹499 but not below the ₹449 it sells for now.
    const refused = await call(
      'POST',
      '/api/drops',
      seller.token,
      dropBody(onSale.id, { tiers: [{ minQuantity: 30, price: 450 }] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Tier prices must be below the design's price (₹449)");

    const drop = await openDrop(seller, onSale.id, {
      tiers: [{ minQuantity: 30, price: 400 }],
    });
    expect(drop).toMatchObject({ basePrice: 449, price: 449 });
  });

  it('shows the price of the highest tier reached and the next tier from the contract', async () => {
    const drop = await openDrop(seller, designId);
    const read = async () => (await call<DropResponse>('GET', `/api/drops/${drop.slug}`)).body.drop;
    const tiersOf = (d: Drop) =>
      d.tiers.map((tier) => ({ minQuantity: tier.minQuantity, pricePaise: toPaise(tier.price) }));

    await setDrop(drop._id, { quantity: 29, sizeTally: { M: 20, L: 9 } });
    let now = await read();
    expect(now).toMatchObject({ quantity: 29, price: 499, sizeTally: { M: 20, L: 9 } });
    expect(nextTier(now.quantity, tiersOf(now))).toEqual({ minQuantity: 30, pricePaise: 35_000 });

    await setDrop(drop._id, { quantity: 30 });
    now = await read();
    expect(now.price).toBe(350);
    expect(nextTier(now.quantity, tiersOf(now))).toEqual({ minQuantity: 50, pricePaise: 32_500 });

    await setDrop(drop._id, { quantity: 77 });
    now = await read();
    expect(now.price).toBe(325);
    expect(nextTier(now.quantity, tiersOf(now))).toBeNull();
  });

  it('gives the same title a different slug every time', async () => {
    const first = await openDrop(seller, designId, { title: 'Same Title Tee' });
    const second = await openDrop(seller, designId, { title: 'Same Title Tee' });
    expect(first.slug).not.toBe(second.slug);
    for (const slug of [first.slug, second.slug]) {
      expect(slug).toMatch(/^same-title-tee-[a-z0-9]{6}$/);
      expect(DROP_SLUG_PATTERN.test(slug)).toBe(true);
    }
  });

  it('draws another suffix when the slug is taken', async () => {
    const suffixes = ['clash1', 'clash1', 'fresh2'];
    const drops = createDropsService({
      db: t.database.db,
      designs: t.app.services.designs,
      buyerLines: async () => [],
      minLeadSeconds: LEAD_SECONDS,
      slugSuffix: () => suffixes.shift()!,
    });
    const body = { ...dropBody(designId), title: 'Clash Tee' };
    const actor = { id: seller.user._id, isAdmin: false };
    expect((await drops.open(actor, body)).slug).toBe('clash-tee-clash1');
    expect((await drops.open(actor, body)).slug).toBe('clash-tee-fresh2');
  });

  describe('refusals, each with its text and nothing written', () => {
    async function refused(
      token: string | undefined,
      body: unknown,
      status: number,
      message?: string,
      field?: string,
    ) {
      const before = await dropCount();
      const response = await call<{ errors?: { field: string; message: string }[] }>(
        'POST',
        '/api/drops',
        token,
        body,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      if (message) expect(response.body.message).toBe(message);
      if (field) expect(response.body.errors?.[0]).toEqual({ field, message });
      expect(await dropCount()).toBe(before);
    }

    it('refuses a guest (401) and another seller (403)', async () => {
      await refused(undefined, dropBody(designId), 401);
      await refused(otherSeller.token, dropBody(designId), 403, DROP_MESSAGES.notDesignOwner);
    });

    it('refuses a design that is not approved (409) or does not exist (404)', async () => {
      const pending = await createDesign(t.app, seller.user._id, { status: 'pending' });
      const rejected = await createDesign(t.app, seller.user._id, { status: 'rejected' });
      await refused(seller.token, dropBody(pending.id), 409, DROP_MESSAGES.designNotApproved);
      await refused(admin.token, dropBody(rejected.id), 409, DROP_MESSAGES.designNotApproved);
      // Someone else's pending design: not theirs first.
      await refused(otherSeller.token, dropBody(pending.id), 403, DROP_MESSAGES.notDesignOwner);
      await refused(
        seller.token,
        dropBody('3f1c4b7e-0000-4000-8000-000000000000'),
        404,
        DROP_MESSAGES.designNotFound,
      );
      await refused(seller.token, dropBody('not-an-id'), 404, DROP_MESSAGES.designNotFound);
    });

    it('refuses a minimum below 1, a bad title and too many tiers (422)', async () => {
      const body = dropBody(designId);
      await refused(
        seller.token,
        { ...body, minQuantity: 0 },
        422,
        DROP_MESSAGES.minQuantityRange,
        'minQuantity',
      );
      await refused(seller.token, { ...body, title: 'Tee' }, 422, DROP_MESSAGES.titleLength);
      const six = Array.from({ length: 6 }, (_, i) => ({ minQuantity: 30 + i, price: 400 - i }));
      await refused(seller.token, { ...body, tiers: six }, 422, DROP_MESSAGES.tooManyTiers);
    });

    it('refuses a deadline too soon or more than 60 days ahead (422)', async () => {
      const soon = new Date(Date.now() + (LEAD_SECONDS - 1) * 1000).toISOString();
      await refused(
        seller.token,
        dropBody(designId, { deadline: soon }),
        422,
        'The deadline must be at least 5 seconds from now',
        'deadline',
      );
      const past = new Date(Date.now() - 60_000).toISOString();
      await refused(seller.token, dropBody(designId, { deadline: past }), 422);
      const late = new Date(Date.now() + 61 * DAY_MS).toISOString();
      await refused(
        seller.token,
        dropBody(designId, { deadline: late }),
        422,
        DROP_MESSAGES.deadlineTooLate,
        'deadline',
      );
      await refused(
        seller.token,
        dropBody(designId, { deadline: 'next friday' }),
        422,
        DROP_MESSAGES.deadlineInvalid,
      );
    });

    it("refuses tier prices at or above the design's price, or not falling (422)", async () => {
      await refused(
        seller.token,
        dropBody(designId, { tiers: [{ minQuantity: 30, price: 499 }] }),
        422,
        "Tier prices must be below the design's price (₹499)",
        'tiers.0.price',
      );
      await refused(
        seller.token,
        dropBody(designId, {
          tiers: [
            { minQuantity: 30, price: 350 },
            { minQuantity: 50, price: 375 },
          ],
        }),
        422,
        DROP_MESSAGES.tierOrder,
        'tiers.1.price',
      );
      await refused(
        seller.token,
        dropBody(designId, {
          tiers: [
            { minQuantity: 50, price: 350 },
            { minQuantity: 40, price: 325 },
          ],
        }),
        422,
        DROP_MESSAGES.tierOrder,
        'tiers.1.minQuantity',
      );
    });

    it("refuses a tier priced below a design's minimum price, such as ₹0.01 (422)", async () => {
      for (const price of [0.01, 49.99])
        await refused(
          seller.token,
          dropBody(designId, { tiers: [{ minQuantity: 30, price }] }),
          422,
          DROP_MESSAGES.tierPriceTooLow,
          'tiers.0.price',
        );
    });

    it('refuses a maximum below the minimum or below a tier (422)', async () => {
      await refused(
        seller.token,
        dropBody(designId, { maxQuantity: 19 }),
        422,
        DROP_MESSAGES.maxBelowMin,
        'maxQuantity',
      );
      await refused(
        seller.token,
        dropBody(designId, { maxQuantity: 40 }),
        422,
        DROP_MESSAGES.maxBelowTier,
        'maxQuantity',
      );
    });
  });
});
