import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../api-request';
import { testDatabaseKinds, useTestApp } from '../create-test-app';
import {
  bearer,
  buildDeliveryDetails,
  buildUserInput,
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../factories';
import { uploadedFile } from '../uploaded-file';

/**
 * Hostile bodies (docs/decisions/0023): fields a client must not set, prototype pollution,
 * duplicate keys, text PostgreSQL cannot hold, and quantities that are not a small positive
 * integer.
 */
describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let buyer: CreatedUser;
  let other: CreatedUser;
  let seller: CreatedUser;
  let admin: CreatedUser;
  let accessoryId: string;
  let designId: string;

  const count = async (table: string) =>
    Number(
      (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n,
    );
  const raw = (method: 'POST' | 'PUT', url: string, payload: string, token?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload,
    });

  beforeAll(async () => {
    buyer = await createUser(t.app);
    other = await createUser(t.app);
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    accessoryId = (await createAccessory(t.app, seller.user._id, { pricePaise: 50_000, stock: 50 }))
      .id;
    designId = (await createDesign(t.app, seller.user._id)).id;
  });

  describe('mass assignment', () => {
    it('register ignores isAdmin, ids and status', async () => {
      const input = buildUserInput();
      const created = await call<{ _id: string; isAdmin: boolean }>(
        'POST',
        '/api/auth/register',
        undefined,
        {
          ...input,
          isAdmin: true,
          _id: other.user._id,
          id: other.user._id,
          userId: other.user._id,
          status: 'active',
          tokenVersion: 99,
          deletedAt: null,
        },
      );
      expect(created.status).toBe(201);
      expect(created.body.isAdmin).toBe(false);
      expect(created.body._id).not.toBe(other.user._id);
      const [row] = await t.database.query<{ is_admin: boolean; token_version: number }>(
        'select is_admin, token_version from users where email = $1',
        [input.email],
      );
      expect(row).toMatchObject({ is_admin: false, token_version: 0 });
      expect((await call('GET', '/api/users', created.body && undefined)).status).toBe(401);
    });

    it('the profile update changes only the name and phone', async () => {
      const me = await createUser(t.app);
      const updated = await call('PUT', '/api/users/profile', me.token, {
        fullName: 'Renamed',
        phone: '9876501234',
        isAdmin: true,
        email: 'taken@example.com',
        _id: other.user._id,
        userId: other.user._id,
      });
      expect(updated.status).toBe(200);
      const [row] = await t.database.query<{ is_admin: boolean; email: string; full_name: string }>(
        'select is_admin, email, full_name from users where id = $1',
        [me.user._id],
      );
      expect(row).toEqual({ is_admin: false, email: me.user.email, full_name: 'Renamed' });
      const [untouched] = await t.database.query<{ full_name: string }>(
        'select full_name from users where id = $1',
        [other.user._id],
      );
      expect(untouched!.full_name).toBe(other.user.fullName);
      expect((await call('GET', '/api/users', me.token)).status).toBe(403);
    });

    it('cart add prices from the catalogue and keeps the line the caller’s', async () => {
      const shopper = await createUser(t.app);
      const added = await call<{ items: { finalPrice: number; lineTotal: number }[] }>(
        'POST',
        '/api/cart/add',
        shopper.token,
        {
          productType: 'accessory',
          accessoryId,
          quantity: 1,
          finalPrice: 1,
          price: 1,
          discountPrice: 0.5,
          deliveryPrice: 0,
          totalAmount: 1,
          userId: other.user._id,
          sellerId: shopper.user._id,
        },
      );
      expect(added.status).toBe(201);
      expect(added.body.items).toEqual([
        expect.objectContaining({ finalPrice: 500, lineTotal: 500 }),
      ]);
      const otherCart = await call<{ items: unknown[] }>('GET', '/api/cart', other.token);
      expect(otherCart.body.items).toEqual([]);
      const [row] = await t.database.query<{ user_id: string }>(
        'select user_id from cart_items where accessory_id = $1',
        [accessoryId],
      );
      expect(row!.user_id).toBe(shopper.user._id);
    });

    it('a payment charges the server’s amount whatever money fields the body carries', async () => {
      const before = await count('payments');
      const body = {
        source: 'buyNow',
        items: [
          {
            productType: 'accessory',
            accessoryId,
            quantity: 1,
            finalPrice: 1,
            price: 1,
          },
        ],
        deliveryDetails: buildDeliveryDetails(),
        totalAmount: 1,
        finalPrice: 1,
        userId: other.user._id,
        status: 'COMPLETED',
        orderData: { totalAmount: 1, amount: 1 },
      };
      // The page said ₹1: the server's amount differs, so nothing is made.
      const cheap = await call('POST', '/api/payments/create', buyer.token, { ...body, amount: 1 });
      expect(cheap.status).toBe(409);
      expect(await count('payments')).toBe(before);
      const fair = await call<{ merchantOrderId: string }>(
        'POST',
        '/api/payments/create',
        buyer.token,
        { ...body, amount: 500 },
      );
      expect(fair.status).toBe(201);
      const [row] = await t.database.query<{
        user_id: string;
        amount_paise: string;
        state: string;
      }>(
        // bigint (docs/decisions/0033): node-postgres reads it as text, so it is compared as text.
        'select user_id, amount_paise::text as amount_paise, state from payments where merchant_order_id = $1',
        [fair.body.merchantOrderId],
      );
      expect(row).toEqual({ user_id: buyer.user._id, amount_paise: '50000', state: 'PENDING' });
    });

    it('an accessory belongs to whoever creates it, whatever sellerId says', async () => {
      const image = await uploadedFile(t, seller, 'accessories');
      const created = await call<{ _id: string; sellerId: string }>(
        'POST',
        '/api/accessories',
        seller.token,
        {
          title: 'Hostel Mug',
          description: 'A steel mug for long nights.',
          price: 199,
          category: 'Drinkware',
          subCategory: 'Mugs',
          stock: 3,
          universityName: 'Tezpur University',
          isAllDepartments: true,
          images: [image],
          sellerId: other.user._id,
          userId: other.user._id,
          isAdmin: true,
          soldCount: 1000,
        },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.sellerId).toBe(seller.user._id);
      const [row] = await t.database.query<{ seller_id: string }>(
        'select seller_id from accessories where id = $1',
        [created.body._id],
      );
      expect(row!.seller_id).toBe(seller.user._id);
    });

    it('a new design is the seller’s and pending, whatever status and sellerId say', async () => {
      const [front, back] = [
        await uploadedFile(t, seller, 'tshirts'),
        await uploadedFile(t, seller, 'tshirts'),
      ];
      const created = await call<{ _id: string; sellerId: string; status: string }>(
        'POST',
        '/api/tshirts',
        seller.token,
        {
          title: 'Hostel Night Tee',
          description: 'Soft cotton for late nights.',
          price: 449,
          deliveryPrice: 0,
          category: 'casual',
          subCategory: 'Design Lover',
          targetAudience: 'MEN',
          colorVariants: [{ color: 'Black', images: [front, back] }],
          sizes: ['M'],
          printWithTShirtBuddy: true,
          deliverWithTShirtBuddy: true,
          acceptTerms: true,
          status: 'approved',
          sellerId: other.user._id,
          isAdmin: true,
        },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ sellerId: seller.user._id, status: 'pending' });
    });
  });

  describe('prototype pollution and duplicate keys', () => {
    it.each([
      '{"__proto__":{"polluted":"yes"},"email":"a@b.co","password":"x"}',
      '{"email":"a@b.co","password":"x","nested":{"__proto__":{"polluted":"yes"}}}',
      '{"constructor":{"prototype":{"polluted":"yes"}},"email":"a@b.co","password":"x"}',
    ])('refuses %s with 400 and pollutes nothing', async (payload) => {
      for (const [method, url, token] of [
        ['POST', '/api/auth/login', undefined],
        ['POST', '/api/auth/register', undefined],
        ['PUT', '/api/users/profile', buyer.token],
        ['POST', '/api/cart/add', buyer.token],
        ['POST', '/api/cart/quote', undefined],
        ['POST', '/api/payments/create', buyer.token],
        ['PUT', '/api/admin/settings', admin.token],
      ] as const) {
        const response = await raw(method, url, payload, token);
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ message: HTTP_ERROR_MESSAGES.malformedJson });
      }
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
      expect((Object.prototype as { polluted?: unknown }).polluted).toBeUndefined();
    });

    it('takes the last of duplicate keys, everywhere (JSON.parse), before validating', async () => {
      const email = buildUserInput().email;
      const response = await raw(
        'POST',
        '/api/auth/register',
        `{"fullName":"First Name","fullName":"Last Name","email":"${email}","phone":"9876543210",` +
          `"password":"Campus@2026","isAdmin":true,"isAdmin":false}`,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ fullName: 'Last Name', isAdmin: false });
      // A bad value hidden before a good one is gone; a good one before a bad one is refused.
      const shopper = await createUser(t.app);
      const good = await raw(
        'POST',
        '/api/cart/add',
        `{"productType":"accessory","accessoryId":"${accessoryId}","quantity":-5,"quantity":2}`,
        shopper.token,
      );
      expect(good.statusCode).toBe(201);
      expect(good.json<{ items: { quantity: number }[] }>().items[0]!.quantity).toBe(2);
      const bad = await raw(
        'POST',
        '/api/cart/add',
        `{"productType":"accessory","accessoryId":"${accessoryId}","quantity":2,"quantity":-5}`,
        shopper.token,
      );
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('NUL bytes and invalid text in every parameter kind', () => {
    const invalid = { message: HTTP_ERROR_MESSAGES.invalidText };
    /** Each route once per kind: path (where it has a parameter), query, header and JSON body. */
    it('answers 400 on every route for path, query, header and body', async () => {
      const failures: string[] = [];
      for (const route of t.app.routeTable) {
        const hasParam = /[:*]/.test(route.url);
        const base = route.url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');
        const attempts: {
          what: string;
          url: string;
          headers?: Record<string, string>;
          payload?: string;
        }[] = [
          { what: 'query', url: `${base}?q=a%00b` },
          { what: 'query surrogate', url: `${base}?q=%ED%A0%80` },
          { what: 'header', url: base, headers: { 'x-probe': 'a\u0000b' } },
        ];
        if (hasParam)
          attempts.push({
            what: 'path',
            url: route.url.replace(/:[A-Za-z]+/g, 'a%00b').replace(/\*$/, 'a%00b'),
          });
        // The webhook keeps its raw text for the signature: an escaped \u0000 is six letters
        // there, so it gets a real NUL character instead. Uploads take bytes, not text.
        if (route.url === '/api/payments/webhook/:provider')
          attempts.push({ what: 'raw body', url: base, payload: '{"x":"a\u0000b"}' });
        else if (!['GET', 'DELETE'].includes(route.method) && route.url !== '/api/uploads/*')
          attempts.push(
            { what: 'body', url: base, payload: '{"fullName":"a\\u0000b","items":[]}' },
            { what: 'body surrogate', url: base, payload: '{"x":"\\udc00"}' },
          );
        for (const attempt of attempts) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: attempt.url,
            headers: {
              ...bearer(admin.token),
              ...(attempt.payload ? { 'content-type': 'application/json' } : {}),
              ...attempt.headers,
            },
            ...(attempt.payload ? { payload: attempt.payload } : {}),
          });
          if (response.statusCode !== 400 || response.body !== JSON.stringify(invalid))
            failures.push(
              `${route.method} ${route.url} ${attempt.what}: ${response.statusCode} ${response.body.slice(0, 80)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe('quantities', () => {
    const BAD_QUANTITIES: [string, unknown][] = [
      ['-1', -1],
      ['0', 0],
      ['1.5', 1.5],
      ['1e9', 1e9],
      ['true', true],
      ['[2]', [2]],
      ['"2"', '2'],
      ['"two"', 'two'],
      ['null', null],
    ];

    it.each(BAD_QUANTITIES)(
      'refuses quantity %s in cart add, update, quote and payment',
      async (_name, quantity) => {
        const shopper = await createUser(t.app);
        const item = { productType: 'accessory', accessoryId, quantity };
        const add = await call('POST', '/api/cart/add', shopper.token, item);
        expect(add.status, `add ${JSON.stringify(add.body)}`).toBeGreaterThanOrEqual(400);
        expect(add.status).toBeLessThan(500);
        expect(
          (await call<{ items: unknown[] }>('GET', '/api/cart', shopper.token)).body.items,
        ).toEqual([]);

        const line = await call<{ items: { id: string }[] }>(
          'POST',
          '/api/cart/add',
          shopper.token,
          {
            ...item,
            quantity: 1,
          },
        );
        const lineId = line.body.items[0]!.id;
        const update = await call('PUT', `/api/cart/update/${lineId}`, shopper.token, { quantity });
        expect(update.status, `update ${JSON.stringify(update.body)}`).toBeGreaterThanOrEqual(400);
        expect(update.status).toBeLessThan(500);
        const cart = await call<{ items: { quantity: number }[]; summary: { total: number } }>(
          'GET',
          '/api/cart',
          shopper.token,
        );
        expect(cart.body.items.map((l) => l.quantity)).toEqual([1]);

        const quote = await call<{ summary?: { total: number } }>(
          'POST',
          '/api/cart/quote',
          undefined,
          {
            items: [{ id: 'device-1', ...item }],
          },
        );
        expect(quote.status, `quote ${JSON.stringify(quote.body)}`).toBeGreaterThanOrEqual(400);
        expect(quote.status).toBeLessThan(500);

        const before = await count('payments');
        const payment = await call('POST', '/api/payments/create', shopper.token, {
          source: 'buyNow',
          items: [item],
          amount: 500,
          deliveryDetails: buildDeliveryDetails(),
        });
        expect(payment.status, `payment ${JSON.stringify(payment.body)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(payment.status).toBeLessThan(500);
        expect(await count('payments')).toBe(before);
      },
    );

    it('never quotes a total below zero', async () => {
      const quote = await call<{ summary: Record<string, number> }>(
        'POST',
        '/api/cart/quote',
        undefined,
        {
          items: [
            { id: 'a', productType: 'accessory', accessoryId, quantity: 1, finalPrice: -1000 },
            {
              id: 'b',
              productType: 'tshirt',
              tshirtId: designId,
              size: 'M',
              color: 'Black',
              quantity: 1,
              discountPrice: -5,
            },
          ],
        },
      );
      expect(quote.status).toBe(200);
      for (const value of Object.values(quote.body.summary))
        if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
      expect(quote.body.summary.total).toBeGreaterThan(0);
    });
  });

  describe('ordering what is not for sale', () => {
    it('refuses a rejected design and a deleted accessory, in the cart and at payment', async () => {
      const rejected = await createDesign(t.app, seller.user._id, { status: 'rejected' });
      const gone = await createAccessory(t.app, seller.user._id);
      const shopper = await createUser(t.app);
      const addedGone = await call('POST', '/api/cart/add', shopper.token, {
        productType: 'accessory',
        accessoryId: gone.id,
        quantity: 1,
      });
      expect(addedGone.status).toBe(201);
      expect((await call('DELETE', `/api/accessories/${gone.id}`, seller.token)).status).toBe(200);

      const before = await count('payments');
      const tee = {
        productType: 'tshirt',
        tshirtId: rejected.id,
        size: 'M',
        color: 'Black',
        quantity: 1,
      };
      const add = await call('POST', '/api/cart/add', shopper.token, tee);
      expect(add.status).toBeGreaterThanOrEqual(400);
      expect(add.status).toBeLessThan(500);
      for (const item of [tee, { productType: 'accessory', accessoryId: gone.id, quantity: 1 }]) {
        const response = await call('POST', '/api/payments/create', shopper.token, {
          source: 'buyNow',
          items: [item],
          amount: 499,
          deliveryDetails: buildDeliveryDetails(),
        });
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
      // The cart still holds the deleted accessory's line: checking it out is refused too.
      const fromCart = await call('POST', '/api/payments/create', shopper.token, {
        source: 'cart',
        amount: 500,
        deliveryDetails: buildDeliveryDetails(),
      });
      expect(fromCart.status, JSON.stringify(fromCart.body)).toBeGreaterThanOrEqual(400);
      expect(fromCart.status).toBeLessThan(500);
      expect(await count('payments')).toBe(before);
    });
  });
});
