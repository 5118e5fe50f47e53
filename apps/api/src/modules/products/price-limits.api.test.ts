import {
  MAX_DELIVERY_PRICE_PAISE,
  MAX_PRICE_PAISE,
  PRICE_LIMIT_MESSAGES,
  toRupees,
  type Accessory,
  type AdminDesign,
  type Tshirt,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createUser, type CreatedUser } from '../../../test/factories';
import { uploadedFile } from '../../../test/uploaded-file';
import { accessories, auditLog, designs } from '../../db/schema';

const MAX_PRICE = toRupees(MAX_PRICE_PAISE);
const MAX_DELIVERY = toRupees(MAX_DELIVERY_PRICE_PAISE);
const { priceMax, deliveryMax } = PRICE_LIMIT_MESSAGES;

/**
 * Every price has a maximum (docs/decisions/0033): ₹1,00,000 for a product, ₹10,000
 * for delivery. Above it a design, an accessory or an admin's price edit is refused with the
 * contract's text (422) and nothing changes; at it, it is taken.
 */
describe.each(testDatabaseKinds())('price maximums on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let seller: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Priya Pricey' });
    admin = await createAdmin(t.app, t.database.db);
  });

  const designRow = async (id: string) =>
    (await t.database.db.select().from(designs).where(eq(designs.id, id)))[0]!;
  const accessoryRow = async (id: string) =>
    (await t.database.db.select().from(accessories).where(eq(accessories.id, id)))[0]!;
  const countOf = async (table: typeof designs | typeof accessories) =>
    (
      await t.database.db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.sellerId, seller.user._id))
    ).length;

  async function casualDesign(over: Record<string, unknown> = {}) {
    const images = await Promise.all([1, 2].map(() => uploadedFile(t, seller, 'tshirts')));
    return {
      title: 'Gold Thread Tee',
      description: 'Hand embroidered with real gold thread.',
      price: 999,
      deliveryPrice: 0,
      category: 'casual',
      targetAudience: 'MEN',
      subCategory: 'Design Lover',
      colorVariants: [{ color: 'Black', images }],
      sizes: ['M', 'L'],
      acceptTerms: true,
      ...over,
    };
  }

  it('refuses a design price or delivery price above the maximum on create and edit', async () => {
    const base = await casualDesign();
    const before = await countOf(designs);
    for (const [over, message] of [
      [{ price: MAX_PRICE + 0.01 }, priceMax],
      [{ price: 10_000_000 }, priceMax],
      [{ deliveryPrice: MAX_DELIVERY + 0.01 }, deliveryMax],
    ] as const) {
      const refused = await call('POST', '/api/tshirts', seller.token, { ...base, ...over });
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }
    expect(await countOf(designs)).toBe(before);

    // At the maximum it is taken.
    const created = await call<Tshirt>('POST', '/api/tshirts', seller.token, {
      ...base,
      price: MAX_PRICE,
      deliveryPrice: MAX_DELIVERY,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ price: MAX_PRICE, deliveryPrice: MAX_DELIVERY });

    const row = await designRow(created.body._id);
    for (const [over, message] of [
      [{ price: MAX_PRICE + 1 }, priceMax],
      [{ deliveryPrice: MAX_DELIVERY + 1 }, deliveryMax],
    ] as const) {
      const refused = await call('PUT', `/api/tshirts/${created.body._id}`, seller.token, {
        ...base,
        ...over,
      });
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }
    expect(await designRow(created.body._id)).toEqual(row);
  });

  it("refuses an admin's price, colour price or delivery price above the maximum", async () => {
    const { body: created } = await call<Tshirt>(
      'POST',
      '/api/tshirts',
      seller.token,
      await casualDesign(),
    );
    const row = await designRow(created._id);
    const edit = (fields: Record<string, unknown>) =>
      call<AdminDesign>('PATCH', `/api/tshirts/admin/${created._id}/status`, admin.token, {
        status: 'pending',
        adminRemarks: JSON.stringify(fields),
      });
    for (const [fields, message] of [
      [{ price: MAX_PRICE + 0.01 }, priceMax],
      [{ colorPrices: [{ color: 'Black', price: MAX_PRICE + 1 }] }, priceMax],
      // The Set Delivery Price prompt sends the delivery price alone.
      [{ deliveryPrice: MAX_DELIVERY + 0.01 }, deliveryMax],
      [{ deliveryPrice: '50000' }, deliveryMax],
    ] as const) {
      const refused = await edit(fields);
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }
    expect(await designRow(created._id)).toEqual(row);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created._id)),
    ).toHaveLength(0);

    const taken = await edit({ price: MAX_PRICE, deliveryPrice: MAX_DELIVERY });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ price: MAX_PRICE, deliveryPrice: MAX_DELIVERY });
  });

  it('refuses an accessory price or delivery price above the maximum on create and edit', async () => {
    const photo = `/files/${await uploadedFile(t, seller, 'accessories')}`;
    const payload = (over: Record<string, unknown> = {}) => ({
      title: 'Silver Crest Pen',
      description: 'A sterling silver pen with the campus crest.',
      price: 1_499,
      category: 'Stationery',
      subCategory: 'Pens',
      stock: 3,
      universityName: 'Tezpur University',
      isAllDepartments: true,
      images: JSON.stringify([photo]),
      ...over,
    });
    const before = await countOf(accessories);
    for (const [over, message] of [
      [{ price: MAX_PRICE + 0.01 }, priceMax],
      [{ deliveryPrice: MAX_DELIVERY + 0.01 }, deliveryMax],
    ] as const) {
      const refused = await call('POST', '/api/accessories', seller.token, payload(over));
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
    }
    expect(await countOf(accessories)).toBe(before);

    const created = await call<Accessory>(
      'POST',
      '/api/accessories',
      seller.token,
      payload({ price: MAX_PRICE, deliveryPrice: MAX_DELIVERY }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.price).toBe(MAX_PRICE);

    const row = await accessoryRow(created.body._id);
    for (const user of [seller, admin])
      for (const [over, message] of [
        [{ price: 250_000 }, priceMax],
        [{ deliveryPrice: 25_000 }, deliveryMax],
      ] as const) {
        const refused = await call(
          'PUT',
          `/api/accessories/${created.body._id}`,
          user.token,
          payload(over),
        );
        expect(refused.status, message).toBe(422);
        expect(refused.body.message).toBe(message);
      }
    expect(await accessoryRow(created.body._id)).toEqual(row);
  });
});
