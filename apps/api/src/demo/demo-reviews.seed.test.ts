import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  averageRating,
  DEMO_ACCOUNTS,
  type AdminReviewsResponse,
  type ProductReviewsResponse,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { assertEarningsLedger } from '../../test/earnings-ledger';
import { assertMoneyEquation } from '../../test/money-ledger';
import { seedDemoData } from '../db/seed';
import { createLocalStorage } from '../lib/storage';
import { seedDemoCatalog } from './demo-catalog.seed';
import { DEMO_REVIEWED_PRODUCTS } from './demo-reviews.plan';
import { seedDemoReviews } from './demo-reviews.seed';

const imagesDir = mkdtempSync(join(tmpdir(), 'ct-demo-reviews-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('demo reviews seed on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async <T>(url: string, token?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  it(
    'gives a few demo products real reviews: their figures come from the approved ones',
    { timeout: 120_000 },
    async () => {
      await expect(seedDemoReviews(t.app.services)).resolves.toMatchObject({ seeded: false });
      await seedDemoData(t.app.services);
      await seedDemoCatalog({
        db: t.database.db,
        users: t.app.services.users,
        storage: createLocalStorage(imagesDir),
        uploads: t.app.services.uploads,
      });
      // No made-up numbers: before the reviews, no product has a rating.
      const before = await get<TshirtListResponse>('/api/tshirts?limit=100');
      expect(before.tshirts.filter((d) => d.rating !== 0 || d.reviewCount !== 0)).toEqual([]);

      const result = await seedDemoReviews(t.app.services);
      const planned = DEMO_REVIEWED_PRODUCTS.flatMap((p) => p.reviews);
      expect(result).toMatchObject({
        seeded: true,
        reviews: planned.length,
        approved: planned.filter((r) => !r.status).length,
      });

      const list = await get<TshirtListResponse>('/api/tshirts?limit=100');
      for (const product of DEMO_REVIEWED_PRODUCTS) {
        const approved = product.reviews.filter((r) => !r.status);
        const expected = {
          rating: averageRating(approved.map((r) => r.rating)),
          reviewCount: approved.length,
        };
        let path: string;
        if (product.kind === 'tshirt') {
          const tee = list.tshirts.find((d) => d.title === product.title)!;
          expect(tee, product.title).toBeDefined();
          expect({ rating: tee.rating, reviewCount: tee.reviewCount }, product.title).toEqual(
            expected,
          );
          path = `/api/tshirts/${tee._id}`;
        } else {
          const found = await get<{ accessories: { _id: string; title: string }[] }>(
            `/api/accessories?search=${encodeURIComponent(product.title)}`,
          );
          const id = found.accessories.find((a) => a.title === product.title)!._id;
          path = `/api/accessories/${id}`;
          const accessory = await get<{ rating: number; reviewCount: number }>(path);
          expect({ rating: accessory.rating, reviewCount: accessory.reviewCount }).toEqual(
            expected,
          );
        }
        const shown = await get<ProductReviewsResponse>(`${path}/reviews?limit=20`);
        expect(shown.summary).toMatchObject(expected);
        // Newest first: the plan's order reversed; the seller's answers where planned.
        expect(shown.reviews.map((r) => [r.rating, r.reply?.text ?? null])).toEqual(
          approved.map((r) => [r.rating, r.reply ?? null]).reverse(),
        );
      }
      // Every other product still shows none.
      const reviewed = new Set(DEMO_REVIEWED_PRODUCTS.map((p) => p.title));
      expect(list.tshirts.filter((d) => !reviewed.has(d.title) && d.reviewCount !== 0)).toEqual([]);

      // The admin's tab has one review waiting and one rejected.
      const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: admin.password },
      });
      const tab = await get<AdminReviewsResponse>(
        '/api/admin/reviews',
        login.json<{ token: string }>().token,
      );
      expect(tab.counts).toEqual({
        pending: planned.filter((r) => r.status === 'pending').length,
        approved: planned.filter((r) => !r.status).length,
        rejected: planned.filter((r) => r.status === 'rejected').length,
      });
      expect(tab.counts.pending).toBe(1);
      expect(tab.counts.rejected).toBe(1);

      await assertMoneyEquation(t.database);
      await assertEarningsLedger(t.database);
    },
  );
});
