import { quoteAccessory, toPaise, type Accessory } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAccessory, createUser, type CreatedUser } from '../../../test/factories';

/**
 * The accessories table prices in SQL (the generated `current_price_paise`, which listing sorts and
 * filters use) and the contract prices in TypeScript (`isAccessoryDiscountValid`, which the cart
 * and payments charge with). They must agree at every boundary of the discount rule.
 */
describe.each(testDatabaseKinds())('accessory current price on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app);
  });

  const cases: [price: number, discount: number | null][] = [
    [10_000, null],
    [10_000, 0],
    [10_000, -1],
    [10_000, 1],
    [10_000, 99], // 99.01% off: over the 99% limit
    [10_000, 100], // exactly 99% off: allowed
    [10_000, 101],
    [10_000, 9_999],
    [10_000, 10_000], // equal to the price: not a discount
    [10_000, 10_001],
    [9_999, 99],
    [9_999, 100],
    [1, 0],
    [100, 1],
  ];

  it.each(cases)('price %i paise, discount %s paise', async (pricePaise, discountPricePaise) => {
    const created = await createAccessory(t.app, seller.user._id, {
      pricePaise,
      discountPricePaise,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/accessories/${created.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const sqlPrice = toPaise(response.json<Accessory>().currentPrice);
    expect(sqlPrice).toBe(
      quoteAccessory({ price: pricePaise, discountPrice: discountPricePaise }).finalPrice,
    );
  });
});
