import { randomUUID } from 'node:crypto';
import {
  CATALOG_MESSAGES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { designs } from '../../db/schema/designs';
import {
  bearer,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('t-shirt catalogue API on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: CreatedUser;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Priya Seller' });
  });

  /** Each test works inside a university of its own, so others' designs never match its filters. */
  const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

  async function list(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/tshirts?${query}` });
    return {
      status: response.statusCode,
      body: response.json<TshirtListResponse & { message?: string }>(),
    };
  }

  async function titles(query: string) {
    const { status, body } = await list(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.tshirts.map((tshirt) => tshirt.title);
  }

  describe('visibility', () => {
    it('lists approved designs only and hides pending and rejected ones from shoppers', async () => {
      const university = uniqueName('Visibility University');
      const base = {
        category: 'university',
        universityName: university,
        targetAudience: null,
        subCategory: null,
      };
      await createDesign(t.app, seller.user._id, { ...base, title: 'Approved Tee' });
      const pending = await createDesign(t.app, seller.user._id, {
        ...base,
        title: 'Pending Tee',
        status: 'pending',
      });
      const rejected = await createDesign(t.app, seller.user._id, {
        ...base,
        title: 'Rejected Tee',
        status: 'rejected',
        adminRemarks: 'Blurry print',
      });

      const { body } = await list(`universityName=${encodeURIComponent(university)}`);
      expect(body.tshirts.map((x) => x.title)).toEqual(['Approved Tee']);
      expect(body.pagination.totalItems).toBe(1);

      for (const hidden of [pending, rejected]) {
        const guest = await t.app.inject({ method: 'GET', url: `/api/tshirts/${hidden.id}` });
        expect(guest.statusCode).toBe(404);
        expect(guest.json()).toEqual({ message: CATALOG_MESSAGES.tshirtNotFound });
      }
    });

    it('shows a design that is not approved to its seller and to admins, not to another user', async () => {
      const design = await createDesign(t.app, seller.user._id, {
        title: 'Awaiting Review Tee',
        status: 'rejected',
        adminRemarks: 'Logo is copyrighted',
      });
      const url = `/api/tshirts/${design.id}`;
      const other = await createUser(t.app);
      const admin = await createAdmin(t.app, t.database.db);

      const asOther = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(asOther.statusCode).toBe(404);

      for (const viewer of [seller, admin]) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(viewer.token) });
        expect(response.statusCode).toBe(200);
        expect(response.json<Tshirt>()).toMatchObject({
          status: 'rejected',
          adminRemarks: 'Logo is copyrighted',
        });
      }
      // A stale or forged token on a public page is a guest, not an error.
      const forged = await t.app.inject({ method: 'GET', url, headers: bearer('not-a-token') });
      expect(forged.statusCode).toBe(404);
    });

    it('answers a missing, malformed or empty id with the spec texts', async () => {
      const missing = await t.app.inject({ method: 'GET', url: `/api/tshirts/${randomUUID()}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: CATALOG_MESSAGES.tshirtNotFound });
      const malformed = await t.app.inject({ method: 'GET', url: '/api/tshirts/12345' });
      expect(malformed.statusCode).toBe(404);
      for (const id of ['undefined', 'null']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/tshirts/${id}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: CATALOG_MESSAGES.invalidTshirtId });
      }
    });
  });

  describe('response shape', () => {
    it('sends thumbnails in lists and full images with thumbnails on the product page, prices in rupees', async () => {
      const event = uniqueName('Shape Fest');
      const design = await createDesign(t.app, seller.user._id, {
        category: 'event',
        eventName: event,
        targetAudience: null,
        subCategory: null,
        pricePaise: 54_900,
        colorPrices: [{ color: 'White', pricePaise: 59_900, discountPricePaise: null }],
      });
      const { body } = await list(`eventName=${encodeURIComponent(event)}`);
      const card = body.tshirts[0]!;
      expect(card.sellerName).toBe('Priya Seller');
      expect(card.price).toBe(549);
      expect(card.currentPrice).toBe(549);
      expect(card.colors).toEqual(['Black', 'White']);
      expect(card.images.every((url) => url.endsWith('.thumb.webp'))).toBe(true);
      expect(card.colorVariants[0]!.images).toEqual(card.colorVariants[0]!.thumbnails);
      expect(card.additionalInfo.eventName).toBe(event);

      const page = (
        await t.app.inject({ method: 'GET', url: `/api/tshirts/${design.id}` })
      ).json<Tshirt>();
      expect(page.images).toHaveLength(2);
      expect(
        page.images.every(
          (url) => url.startsWith('/files/tests/catalog/') && !url.includes('.thumb.'),
        ),
      ).toBe(true);
      expect(page.colorVariants[0]!.thumbnails.every((url) => url.endsWith('.thumb.webp'))).toBe(
        true,
      );
      expect(page.colorPrices).toEqual([{ color: 'White', price: 599, discountPrice: null }]);
      expect(page).toMatchObject({
        id: design.id,
        _id: design.id,
        sellerId: seller.user._id,
        inStock: true,
      });
    });
  });

  describe('filters', () => {
    it('filters by category, sub-category and audience', async () => {
      const university = uniqueName('Filter University');
      // Casual designs carry no university; a unique sub-category keeps this test's rows apart.
      const sub = uniqueName('Sub');
      await createDesign(t.app, seller.user._id, {
        title: 'Ladies Sub Tee',
        subCategory: sub,
        targetAudience: 'LADIES',
      });
      await createDesign(t.app, seller.user._id, {
        title: 'Men Sub Tee',
        subCategory: sub,
        targetAudience: 'MEN',
      });
      await createDesign(t.app, seller.user._id, {
        title: 'University Sub Tee',
        category: 'university',
        universityName: university,
        subCategory: sub,
        targetAudience: 'MEN',
      });
      const encoded = encodeURIComponent(sub);
      expect(await titles(`subCategory=${encoded}`)).toHaveLength(3);
      expect(await titles(`category=casual&subCategory=${encoded}`)).toEqual([
        'Men Sub Tee',
        'Ladies Sub Tee',
      ]);
      expect(await titles(`category=casual&subCategory=${encoded}&targetAudience=MEN`)).toEqual([
        'Men Sub Tee',
      ]);
      expect(await titles(`category=university&subCategory=${encoded}`)).toEqual([
        'University Sub Tee',
      ]);
    });

    it('matches hostel, university, department and event names whatever their case', async () => {
      const university = uniqueName('Case University');
      const hostel = uniqueName('Brahma Hostel');
      const event = uniqueName('Techfest');
      const common = { targetAudience: null, subCategory: null, universityName: university };
      await createDesign(t.app, seller.user._id, {
        ...common,
        title: 'Hostel Tee',
        category: 'hostel',
        hostelName: hostel,
      });
      await createDesign(t.app, seller.user._id, {
        ...common,
        title: 'Whole Uni Tee',
        category: 'university',
      });
      await createDesign(t.app, seller.user._id, {
        ...common,
        title: 'CSE Tee',
        category: 'university',
        departmentName: 'Computer Science',
      });
      await createDesign(t.app, seller.user._id, {
        ...common,
        title: 'Civil Tee',
        category: 'university',
        departmentName: 'Civil Engineering',
      });
      await createDesign(t.app, seller.user._id, {
        ...common,
        title: 'Fest Tee',
        category: 'event',
        eventName: event,
      });

      const u = encodeURIComponent(university.toUpperCase());
      expect(
        await titles(`category=hostel&hostelName=${encodeURIComponent(hostel.toLowerCase())}`),
      ).toEqual(['Hostel Tee']);
      expect(await titles(`category=university&universityName=${u}`)).toEqual([
        'Civil Tee',
        'CSE Tee',
        'Whole Uni Tee',
      ]);
      // A department with its university also shows that university's designs for every department.
      expect(
        await titles(`category=university&universityName=${u}&departmentName=computer%20science`),
      ).toEqual(['CSE Tee', 'Whole Uni Tee']);
      expect(
        await titles(`category=event&eventName=${encodeURIComponent(event.toUpperCase())}`),
      ).toEqual(['Fest Tee']);
      expect(await titles(`universityName=${u}&eventName=no-such-event`)).toEqual([]);
    });

    it('refuses values outside the lists with a 422, never a 500', async () => {
      for (const query of [
        'category=shoes',
        'targetAudience=KIDS',
        'sort=cheapest',
        `search=${'x'.repeat(101)}`,
      ]) {
        const { status, body } = await list(query);
        expect(status, query).toBe(422);
        expect(body.message, query).toBeTruthy();
      }
    });
  });

  describe('search', () => {
    it('finds words in titles, descriptions and collection names, the last word as a prefix', async () => {
      const word = `zq${randomUUID()
        .slice(0, 6)
        .replace(/[^a-z]/g, 'k')}`;
      const hostel = `${word}land Hostel`;
      await createDesign(t.app, seller.user._id, { title: `Glowing ${word} Tee` });
      await createDesign(t.app, seller.user._id, {
        title: 'Plain Tee',
        description: `Printed with a ${word} motif.`,
      });
      await createDesign(t.app, seller.user._id, {
        title: 'Block Tee',
        category: 'hostel',
        hostelName: hostel,
        subCategory: null,
        targetAudience: null,
      });
      await createDesign(t.app, seller.user._id, {
        title: `Hidden ${word} Tee`,
        status: 'pending',
      });

      // Newest first; the last word is a prefix, so the hostel '<word>land' matches too.
      expect(await titles(`search=${word}`)).toEqual([
        'Block Tee',
        'Plain Tee',
        `Glowing ${word} Tee`,
      ]);
      expect(await titles(`search=${word.slice(0, 5)}`)).toEqual([
        'Block Tee',
        'Plain Tee',
        `Glowing ${word} Tee`,
      ]);
      expect(await titles(`search=${encodeURIComponent(`glowing ${word.slice(0, 4)}`)}`)).toEqual([
        `Glowing ${word} Tee`,
      ]);
      expect(await titles(`search=${encodeURIComponent(`${word}land`)}`)).toEqual(['Block Tee']);
      expect(await titles(`search=${word}&category=hostel`)).toEqual(['Block Tee']);
      expect(await titles(`search=${word}&category=university`)).toEqual([]);
    });

    it('treats tsquery operators and punctuation as plain text', async () => {
      for (const text of ["it's", '!!&|:*', 'a & b | !c:* (d', '\\', '%_']) {
        const { status } = await list(`search=${encodeURIComponent(text)}`);
        expect(status, text).toBe(200);
      }
      const onlyPunctuation = await list(`search=${encodeURIComponent('&|!')}`);
      expect(onlyPunctuation.body.pagination.totalItems).toBeGreaterThan(0);
    });
  });

  describe('sorting by the price a shopper pays now', () => {
    it('sorts by sale, colour and admin prices, newest first by default', async () => {
      const event = uniqueName('Price Fest');
      const common = {
        category: 'event',
        eventName: event,
        targetAudience: null,
        subCategory: null,
      };
      const now = Date.now();
      // Regular 499.
      await createDesign(
        t.app,
        seller.user._id,
        { ...common, title: 'Regular 499' },
        new Date(now - 5 * DAY),
      );
      // 599 on a running sale at 399.
      await createDesign(
        t.app,
        seller.user._id,
        {
          ...common,
          title: 'Sale 399',
          pricePaise: 59_900,
          discountPricePaise: 39_900,
          saleEndTime: new Date(now + DAY),
        },
        new Date(now - 4 * DAY),
      );
      // The default colour (Black) carries its own price of 699.
      await createDesign(
        t.app,
        seller.user._id,
        {
          ...common,
          title: 'Colour 699',
          colorPrices: [{ color: 'Black', pricePaise: 69_900, discountPricePaise: null }],
        },
        new Date(now - 3 * DAY),
      );
      // An admin colour discount is the final price for that colour: 299.
      await createDesign(
        t.app,
        seller.user._id,
        {
          ...common,
          title: 'Admin 299',
          pricePaise: 79_900,
          colorDiscounts: [{ color: 'Black', discountPricePaise: 29_900 }],
        },
        new Date(now - 2 * DAY),
      );
      const q = `eventName=${encodeURIComponent(event)}`;
      expect(await titles(`${q}&sort=priceLow`)).toEqual([
        'Admin 299',
        'Sale 399',
        'Regular 499',
        'Colour 699',
      ]);
      expect(await titles(`${q}&sort=priceHigh`)).toEqual([
        'Colour 699',
        'Regular 499',
        'Sale 399',
        'Admin 299',
      ]);
      // createdAt is the database's clock at insert; all four were made in this order.
      expect(await titles(q)).toEqual(['Admin 299', 'Colour 699', 'Sale 399', 'Regular 499']);
      const cards = (await list(`${q}&sort=priceLow`)).body.tshirts;
      expect(cards.map((c) => c.currentPrice)).toEqual([299, 399, 499, 699]);
    });

    it('sorts Top Rated by the average, then by how many reviewed, then newest', async () => {
      const event = uniqueName('Rated Fest');
      const common = {
        category: 'event',
        eventName: event,
        targetAudience: null,
        subCategory: null,
      };
      const now = Date.now();
      const rated = [
        ['Four from two', 4, 2],
        ['Unrated', 0, 0],
        ['Four from nine', 4, 9],
        ['Five from one', 5, 1],
      ] as const;
      for (const [index, [title, rating, reviewCount]] of rated.entries()) {
        const design = await createDesign(
          t.app,
          seller.user._id,
          { ...common, title },
          new Date(now - (4 - index) * DAY),
        );
        // The reviews module keeps these in step with approved reviews; set them as it would.
        await t.database.db
          .update(designs)
          .set({ rating, reviewCount })
          .where(eq(designs.id, design.id));
      }
      expect(await titles(`eventName=${encodeURIComponent(event)}&sort=topRated`)).toEqual([
        'Five from one',
        'Four from nine',
        'Four from two',
        'Unrated',
      ]);
    });

    it('stops sorting by a sale price once the sale has ended and the job has re-priced it', async () => {
      const event = uniqueName('Ended Fest');
      const common = {
        category: 'event',
        eventName: event,
        targetAudience: null,
        subCategory: null,
      };
      const now = Date.now();
      await createDesign(t.app, seller.user._id, {
        ...common,
        title: 'Flat 449',
        pricePaise: 44_900,
      });
      // Written while its sale ran (399 until an hour ago); it now costs 599.
      await createDesign(
        t.app,
        seller.user._id,
        {
          ...common,
          title: 'Was 399',
          pricePaise: 59_900,
          discountPricePaise: 39_900,
          saleEndTime: new Date(now - 3_600_000),
        },
        new Date(now - DAY),
      );
      const q = `eventName=${encodeURIComponent(event)}&sort=priceLow`;
      const before = (await list(q)).body.tshirts;
      expect(before.map((c) => c.title)).toEqual(['Was 399', 'Flat 449']);
      // Shown prices never wait for the job.
      expect(before.find((c) => c.title === 'Was 399')?.currentPrice).toBe(599);

      expect(await t.app.services.designs.repriceEndedSales()).toBeGreaterThanOrEqual(1);
      expect(await titles(q)).toEqual(['Flat 449', 'Was 399']);
      expect(await t.app.services.designs.repriceEndedSales()).toBe(0);
    });
  });

  describe('pagination', () => {
    const university = uniqueName('Paged University');
    const q = `category=university&universityName=${encodeURIComponent(university)}`;

    beforeAll(async () => {
      for (let i = 0; i < 14; i += 1) {
        await createDesign(t.app, seller.user._id, {
          title: `Paged ${String(i).padStart(2, '0')}`,
          category: 'university',
          universityName: university,
          subCategory: null,
        });
      }
    });

    it('pages by 12 by default and reports the totals', async () => {
      const first = await list(q);
      expect(first.body.tshirts).toHaveLength(PAGE_SIZE);
      expect(first.body.pagination).toEqual({
        currentPage: 1,
        totalPages: 2,
        totalItems: 14,
        itemsPerPage: 12,
      });
      const second = await list(`${q}&page=2`);
      expect(second.body.tshirts.map((x) => x.title)).toEqual(['Paged 01', 'Paged 00']);
      const all = [...first.body.tshirts, ...second.body.tshirts].map((x) => x.id);
      expect(new Set(all).size).toBe(14);
    });

    it('answers a page past the end with no rows and the real totals', async () => {
      const past = await list(`${q}&page=9`);
      expect(past.status).toBe(200);
      expect(past.body.tshirts).toEqual([]);
      expect(past.body.pagination).toEqual({
        currentPage: 9,
        totalPages: 2,
        totalItems: 14,
        itemsPerPage: 12,
      });
    });

    it('clamps a limit over 100 and refuses junk numbers with a 422', async () => {
      const big = await list(`${q}&limit=5000`);
      expect(big.status).toBe(200);
      expect(big.body.pagination.itemsPerPage).toBe(MAX_PAGE_SIZE);
      expect(big.body.tshirts).toHaveLength(14);
      for (const junk of [
        'page=abc',
        'page=0',
        'page=-1',
        'page=1.5',
        'page=1e9',
        'limit=0',
        'limit=-5',
        'limit=ten',
      ]) {
        const response = await list(`${q}&${junk}`);
        expect(response.status, junk).toBe(422);
      }
    });

    it('sends the same number of SQL statements whatever the page size (no query per row)', async () => {
      async function statementsFor(query: string) {
        const statements: string[] = [];
        const stop = t.database.observeQueries((text) => statements.push(text));
        try {
          expect((await list(query)).status).toBe(200);
        } finally {
          stop();
        }
        // The API rate limit's counter (shared by every process) is not the catalogue's.
        return statements.filter((text) => !text.includes('rate_limit_counters')).length;
      }
      // Distinct filters so neither answer comes from the totals cache.
      const small = await statementsFor(`${q}&targetAudience=LADIES&limit=2&sort=priceLow`);
      const large = await statementsFor(`${q}&targetAudience=LADIES&search=paged&limit=100`);
      expect(small).toBe(2);
      expect(large).toBe(small);
      // A repeated filter reuses its cached total: one statement.
      expect(await statementsFor(`${q}&targetAudience=LADIES&search=paged&limit=5&page=2`)).toBe(1);
    });

    it('counts a new design at once: a write forgets the cached totals', async () => {
      const before = (await list(q)).body.pagination.totalItems;
      await createDesign(t.app, seller.user._id, {
        title: 'Paged late',
        category: 'university',
        universityName: university,
      });
      expect((await list(q)).body.pagination.totalItems).toBe(before + 1);
    });
  });
});
