import { randomUUID } from 'node:crypto';
import {
  CATALOG_MESSAGES,
  type Accessory,
  type AccessoryListResponse,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  bearer,
  createAccessory,
  createAdmin,
  createUser,
  type CreatedUser,
} from '../../../test/factories';

describe.each(testDatabaseKinds())('accessories API on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Arjun Accessories' });
  });

  const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

  async function list(query: string, token?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/accessories?${query}`,
      headers: token ? bearer(token) : {},
    });
    return {
      status: response.statusCode,
      body: response.json<AccessoryListResponse & { message?: string }>(),
    };
  }

  async function titles(query: string, token?: string) {
    const { status, body } = await list(query, token);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.accessories.map((a) => a.title);
  }

  it('filters by university, department (all-departments items match any), type, category and sub-category', async () => {
    const university = uniqueName('Accessory University');
    const common = { universityName: university };
    await createAccessory(t.app, seller.user._id, {
      ...common,
      title: 'CSE Hoodie Pin',
      departmentName: 'Computer Science',
      isTechnical: true,
      category: 'Stickers & Pins',
      subCategory: 'Pins',
    });
    await createAccessory(t.app, seller.user._id, {
      ...common,
      title: 'Civil Notebook',
      departmentName: 'Civil Engineering',
      category: 'Stationery',
      subCategory: 'Notebooks',
    });
    await createAccessory(t.app, seller.user._id, {
      ...common,
      title: 'Every Department Lanyard',
      isAllDepartments: true,
      category: 'ID & Lanyards',
    });
    await createAccessory(t.app, seller.user._id, {
      title: 'Elsewhere Mug',
      universityName: uniqueName('Other University'),
    });

    const u = `universityName=${encodeURIComponent(university.toLowerCase())}`;
    expect(await titles(u)).toEqual([
      'Every Department Lanyard',
      'Civil Notebook',
      'CSE Hoodie Pin',
    ]);
    expect(await titles(`${u}&departmentName=computer%20science`)).toEqual([
      'Every Department Lanyard',
      'CSE Hoodie Pin',
    ]);
    expect(await titles(`${u}&departmentName=Mechanical`)).toEqual(['Every Department Lanyard']);
    expect(await titles(`${u}&isTechnical=true`)).toEqual(['CSE Hoodie Pin']);
    expect(await titles(`${u}&isTechnical=false`)).toEqual([
      'Every Department Lanyard',
      'Civil Notebook',
    ]);
    expect(await titles(`${u}&category=Stationery`)).toEqual(['Civil Notebook']);
    expect(await titles(`${u}&category=Stickers%20%26%20Pins&subCategory=Pins`)).toEqual([
      'CSE Hoodie Pin',
    ]);

    const { body } = await list(u);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 3,
      itemsPerPage: 12,
    });
    expect(body.accessories[0]!.sellerName).toBe('Arjun Accessories');
    expect(body.accessories[0]!.images.every((url) => url.endsWith('.thumb.webp'))).toBe(true);
  });

  it('searches title, description, category, university and department', async () => {
    const word = `qx${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'm')}`;
    await createAccessory(t.app, seller.user._id, { title: `${word} Bottle` });
    await createAccessory(t.app, seller.user._id, {
      title: 'Tote',
      description: `A bag with ${word} stripes.`,
    });
    await createAccessory(t.app, seller.user._id, {
      title: 'Cap',
      universityName: `${word} Institute`,
    });
    await createAccessory(t.app, seller.user._id, {
      title: 'Badge',
      departmentName: `${word} Studies`,
    });
    await createAccessory(t.app, seller.user._id, { title: 'Other Cap' });
    expect(await titles(`search=${word}`)).toEqual(['Badge', 'Cap', 'Tote', `${word} Bottle`]);
    // Every word must match, the last as a prefix ('stri' → 'stripes').
    expect(await titles(`search=${encodeURIComponent(`${word} stri`)}`)).toEqual(['Tote']);
  });

  it('prices with the discount rule: an invalid discount is ignored', async () => {
    const category = uniqueName('Pricing');
    await createAccessory(t.app, seller.user._id, {
      title: 'Valid',
      category,
      pricePaise: 50_000,
      discountPricePaise: 40_000,
    });
    await createAccessory(t.app, seller.user._id, {
      title: 'Equal',
      category,
      pricePaise: 50_000,
      discountPricePaise: 50_000,
    });
    await createAccessory(t.app, seller.user._id, {
      title: 'Ninety-nine',
      category,
      pricePaise: 50_000,
      discountPricePaise: 500,
    });
    await createAccessory(t.app, seller.user._id, {
      title: 'Too deep',
      category,
      pricePaise: 50_000,
      discountPricePaise: 499,
    });
    const { body } = await list(`category=${encodeURIComponent(category)}`);
    const prices = Object.fromEntries(
      body.accessories.map((a) => [a.title, [a.price, a.discountPrice, a.currentPrice]]),
    );
    expect(prices).toEqual({
      Valid: [500, 400, 400],
      Equal: [500, 500, 500],
      'Ninety-nine': [500, 5, 5],
      'Too deep': [500, 4.99, 500],
    });
  });

  it('hides inactive accessories from shoppers but not from their seller or an admin', async () => {
    const owner = await createUser(t.app);
    const inactive = await createAccessory(t.app, owner.user._id, {
      title: 'Retired Mug',
      status: 'inactive',
    });
    await createAccessory(t.app, owner.user._id, { title: 'Live Mug' });
    const mine = `sellerId=${owner.user._id}`;
    const other = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);

    expect(await titles(mine)).toEqual(['Live Mug']);
    expect(await titles(mine, other.token)).toEqual(['Live Mug']);
    expect(await titles(mine, owner.token)).toEqual(['Live Mug', 'Retired Mug']);
    expect(await titles(mine, admin.token)).toEqual(['Live Mug', 'Retired Mug']);

    const url = `/api/accessories/${inactive.id}`;
    for (const [token, status] of [
      [undefined, 404],
      [other.token, 404],
      [owner.token, 200],
      [admin.token, 200],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: token ? bearer(token) : {},
      });
      expect(response.statusCode).toBe(status);
      if (status === 404)
        expect(response.json()).toEqual({ message: CATALOG_MESSAGES.accessoryNotFound });
    }
  });

  it('reads one accessory with full images and thumbnails; bad ids get the spec texts', async () => {
    const created = await createAccessory(t.app, seller.user._id, {
      title: 'Detail Bottle',
      images: ['tests/catalog/bottle-1.webp', 'tests/catalog/bottle-2.webp'],
      specifications: { Capacity: '750 ml' },
      stock: 0,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/accessories/${created.id}` });
    expect(response.statusCode).toBe(200);
    const accessory = response.json<Accessory>();
    expect(accessory).toMatchObject({
      accessoryId: created.id,
      images: ['/files/tests/catalog/bottle-1.webp', '/files/tests/catalog/bottle-2.webp'],
      thumbnails: [
        '/files/tests/catalog/bottle-1.thumb.webp',
        '/files/tests/catalog/bottle-2.thumb.webp',
      ],
      specifications: { Capacity: '750 ml' },
      stock: 0,
    });

    const missing = await t.app.inject({ method: 'GET', url: `/api/accessories/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/accessories/undefined' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: CATALOG_MESSAGES.invalidAccessoryId });
  });

  it('lists categories and sub-categories that have active accessories', async () => {
    const category = uniqueName('Gadgets');
    await createAccessory(t.app, seller.user._id, { category, subCategory: 'Chargers' });
    await createAccessory(t.app, seller.user._id, { category, subCategory: 'Cables' });
    await createAccessory(t.app, seller.user._id, { category, subCategory: 'Cables' });
    await createAccessory(t.app, seller.user._id, {
      category,
      subCategory: 'Retired',
      status: 'inactive',
    });
    await createAccessory(t.app, seller.user._id, {
      category: uniqueName('Hidden'),
      status: 'inactive',
    });

    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/accessories/categories' })
    ).json<{
      categories: string[];
    }>().categories;
    expect(categories).toContain(category);
    expect(categories.some((c) => c.startsWith('Hidden'))).toBe(false);
    expect([...categories].sort((a, b) => (a < b ? -1 : 1))).toEqual(categories);

    const sub = await t.app.inject({
      method: 'GET',
      url: `/api/accessories/subcategories/${encodeURIComponent(category)}`,
    });
    expect(sub.json()).toEqual({ subcategories: ['Cables', 'Chargers'] });
  });

  it('refuses junk filters with a 422 and clamps the limit', async () => {
    for (const query of ['isTechnical=maybe', 'sellerId=42', 'page=0', 'limit=abc']) {
      expect((await list(query)).status, query).toBe(422);
    }
    const clamped = await list('limit=1000');
    expect(clamped.status).toBe(200);
    expect(clamped.body.pagination.itemsPerPage).toBe(100);
  });
});
