import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COLOR_PALETTE,
  groupOfSubCategory,
  OFFICIAL_SUBCATEGORY,
  TARGET_AUDIENCES,
  TSHIRT_CATEGORIES,
} from '@campus-threads/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { seedDemoData } from '../db/seed';
import { accessories, designs } from '../db/schema';
import { thumbnailKey } from '../lib/file-urls';
import { createLocalStorage } from '../lib/storage';
import { sortPriceOf } from '../modules/designs/design-pricing';
import { seedDemoCatalog } from './demo-catalog.seed';

// One image directory for every database kind: the second run finds the images by their
// content-hash keys and skips drawing them (the cache a restarted server relies on).
const imagesDir = mkdtempSync(join(tmpdir(), 'ct-demo-images-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('demo catalogue seed on %s', (kind) => {
  const t = useTestApp(kind);
  const storage = createLocalStorage(imagesDir);

  it('does nothing before the demo accounts exist', async () => {
    const result = await seedDemoCatalog({
      db: t.database.db,
      users: t.app.services.users,
      storage,
      uploads: t.app.services.uploads,
    });
    expect(result).toEqual({ seeded: false, reason: 'the demo accounts do not exist' });
  });

  it(
    'fills an empty catalogue that meets the demo requirements, once',
    { timeout: 120_000 },
    async () => {
      await seedDemoData(t.app.services);
      const now = new Date();
      const result = await seedDemoCatalog(
        {
          db: t.database.db,
          users: t.app.services.users,
          storage,
          uploads: t.app.services.uploads,
        },
        { now },
      );
      expect(result.seeded).toBe(true);
      if (result.seeded)
        console.info(`[${kind}] demo catalogue in ${result.ms} ms, images`, result.images);
      await expect(
        seedDemoCatalog({
          db: t.database.db,
          users: t.app.services.users,
          storage,
          uploads: t.app.services.uploads,
        }),
      ).resolves.toMatchObject({ seeded: false });

      const seller = await t.app.services.users.findByEmail('seller@campusthreads.test');
      const rows = await t.database.db.select().from(designs);

      // Every credential design has a proof PDF, readable by its seller and nobody else.
      const credential = rows.filter((d) => d.category !== 'casual');
      expect(credential.every((d) => d.proofFileKey?.startsWith('documents/'))).toBe(true);
      const withProof = credential.find((d) => d.sellerId === seller?.id)!;
      const sellerLogin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'seller@campusthreads.test', password: 'Seller@12345' },
      });
      const proof = await t.app.inject({
        method: 'GET',
        url: `/files/${withProof.proofFileKey}`,
        headers: { authorization: `Bearer ${sellerLogin.json<{ token: string }>().token}` },
      });
      expect(proof.statusCode).toBe(200);
      expect(proof.headers['content-disposition']).toMatch(/^attachment/);
      expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await t.app.inject({ method: 'GET', url: `/files/${withProof.proofFileKey}` })).statusCode,
      ).toBe(401);
      const approved = rows.filter((d) => d.status === 'approved');
      expect(approved.length).toBeGreaterThanOrEqual(60);
      expect(new Set(approved.map((d) => d.category))).toEqual(new Set(TSHIRT_CATEGORIES));
      const casual = approved.filter((d) => d.category === 'casual');
      expect(new Set(casual.map((d) => d.targetAudience))).toEqual(new Set(TARGET_AUDIENCES));
      const groups = new Set(casual.map((d) => groupOfSubCategory(d.subCategory ?? '')?.id));
      expect(groups.has(undefined)).toBe(false);
      expect(groups.size).toBeGreaterThanOrEqual(15);
      expect(casual.some((d) => d.subCategory === OFFICIAL_SUBCATEGORY)).toBe(true);
      for (const category of ['hostel', 'university', 'event'] as const) {
        expect(
          approved.filter((d) => d.category === category).length,
          category,
        ).toBeGreaterThanOrEqual(8);
      }
      // A hostel is found by its name and its university (the HOSTEL tile asks for both).
      expect(
        approved
          .filter((d) => d.category === 'hostel')
          .every((d) => d.hostelName && d.universityName),
      ).toBe(true);
      expect(
        approved.filter((d) => d.category === 'university').every((d) => d.universityName),
      ).toBe(true);
      expect(approved.filter((d) => d.category === 'event').every((d) => d.eventName)).toBe(true);

      // Prices and offers.
      const onSale = approved.filter(
        (d) => d.discountPricePaise !== null && d.saleEndTime && d.saleEndTime > now,
      );
      const saleEnded = approved.filter(
        (d) => d.discountPricePaise !== null && d.saleEndTime && d.saleEndTime < now,
      );
      const standing = approved.filter(
        (d) => d.discountPricePaise !== null && d.saleEndTime === null,
      );
      expect(onSale.length).toBeGreaterThanOrEqual(5);
      expect(saleEnded.length).toBe(1);
      expect(standing.length).toBeGreaterThanOrEqual(1);
      expect(
        approved.filter((d) => d.customizable && d.customizableParts.length > 0).length,
      ).toBeGreaterThanOrEqual(5);
      expect(approved.filter((d) => d.allowPartialPayment).length).toBeGreaterThanOrEqual(5);
      expect(approved.filter((d) => d.colorPrices.length > 0).length).toBeGreaterThanOrEqual(3);
      expect(approved.filter((d) => d.colorDiscounts.length > 0).length).toBeGreaterThanOrEqual(1);
      expect(approved.filter((d) => d.colorVariants.length >= 2).length).toBeGreaterThanOrEqual(55);
      for (const design of rows) {
        expect(design.pricePaise % 100, design.title).toBe(0);
        expect(design.pricePaise).toBeGreaterThanOrEqual(29_900);
        expect(design.pricePaise).toBeLessThanOrEqual(89_900);
        expect(
          { sortPricePaise: design.sortPricePaise, sortPriceExpiresAt: design.sortPriceExpiresAt },
          design.title,
        ).toEqual(sortPriceOf(design, now));
      }

      // The demo seller's dashboard: pending and rejected designs, with the admin's remarks.
      const pending = rows.filter((d) => d.status === 'pending');
      const rejected = rows.filter((d) => d.status === 'rejected');
      expect(pending.length).toBeGreaterThanOrEqual(2);
      expect(rejected.length).toBeGreaterThanOrEqual(2);
      expect([...pending, ...rejected].every((d) => d.sellerId === seller?.id)).toBe(true);
      expect(rejected.every((d) => (d.adminRemarks ?? '').length > 10)).toBe(true);
      // The admin's review queue: pending designs with a proof of authority to look at.
      expect(pending.filter((d) => d.proofFileKey).length).toBeGreaterThanOrEqual(2);
      // Only the palette's colours, so the admin's colour discount manager works on every design.
      const palette = new Set<string>(COLOR_PALETTE.map((c) => c.name));
      for (const design of rows) {
        const used = [
          ...design.colorVariants.map((v) => v.color),
          ...design.colorPrices.map((c) => c.color),
          ...design.colorDiscounts.map((c) => c.color),
        ];
        expect(
          used.filter((c) => !palette.has(c)),
          design.title,
        ).toEqual([]);
        expect(
          design.colorDiscounts.every(
            (c) =>
              c.discountPricePaise <
              (design.colorPrices.find((p) => p.color === c.color)?.pricePaise ??
                design.pricePaise),
          ),
          design.title,
        ).toBe(true);
      }
      expect(approved.filter((d) => d.sellerId === seller?.id).length).toBeGreaterThanOrEqual(55);

      // Accessories.
      const items = await t.database.db.select().from(accessories);
      expect(items.length).toBeGreaterThanOrEqual(15);
      expect(items.filter((a) => a.stock === 0)).toHaveLength(1);
      expect(items.filter((a) => a.isAllDepartments).length).toBeGreaterThanOrEqual(1);
      expect(items.some((a) => a.isTechnical)).toBe(true);
      expect(items.some((a) => !a.isTechnical)).toBe(true);
      const invalid = items.filter(
        (a) =>
          a.discountPricePaise !== null &&
          (a.discountPricePaise >= a.pricePaise || a.discountPricePaise * 100 < a.pricePaise),
      );
      expect(invalid).toHaveLength(1);
      expect(invalid[0]?.currentPricePaise).toBe(invalid[0]?.pricePaise);

      // Every image and its thumbnail exist; spot-check that they are WebP of the right shape.
      const keys = [
        ...rows.flatMap((d) => d.colorVariants.flatMap((v) => v.images)),
        ...items.flatMap((a) => a.images),
      ];
      expect(
        rows.every((d) =>
          d.colorVariants.every((v) => v.images.length >= 1 && /^#[0-9a-f]{6}$/i.test(v.hex)),
        ),
      ).toBe(true);
      expect(rows.every((d) => (d.colorVariants[0]?.images.length ?? 0) >= 3)).toBe(true);
      expect(items.every((a) => a.images.length >= 2)).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect(await storage.exists(key), key).toBe(true);
        expect(await storage.exists(thumbnailKey(key)), thumbnailKey(key)).toBe(true);
      }
      const sample = keys[0] as string;
      expect(await sharp((await storage.read(sample))!).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 1000,
      });
      expect(await sharp((await storage.read(thumbnailKey(sample)))!).metadata()).toMatchObject({
        format: 'webp',
        width: 480,
        height: 600,
      });
    },
  );
});
