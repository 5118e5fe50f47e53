import {
  DROP_MESSAGES,
  HTTP_ERROR_MESSAGES,
  type AdminDropsResponse,
  type DropResponse,
  type OwnerDropsResponse,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { designs } from '../../db/schema';

describe.each(testDatabaseKinds())('reading drops on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, openDrop, setDrop } = dropsKit(t);
  let seller: CreatedUser;
  let otherSeller: CreatedUser;
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Class Rep Riya' });
    otherSeller = await createUser(t.app, { fullName: 'Club Lead Kabir' });
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, seller.user._id, { title: 'Fest Tee Design' })).id;
  });

  describe('GET /api/drops/:slug', () => {
    it('shows anyone the drop and its design, without the admin remarks', async () => {
      const drop = await openDrop(seller, designId);
      const response = await call<DropResponse>('GET', `/api/drops/${drop.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.drop).toEqual(drop);
      expect(response.body.design).toMatchObject({
        _id: designId,
        title: 'Fest Tee Design',
        currentPrice: 499,
        sizes: ['S', 'M', 'L', 'XL', 'XXL'],
        colors: ['Black', 'White'],
      });

      // An edit sent the design back to review: the drop still shows it, but not the remarks.
      await t.database.db
        .update(designs)
        .set({ status: 'pending', adminRemarks: 'Fix the logo' })
        .where(eq(designs.id, designId));
      const again = await call<DropResponse>('GET', `/api/drops/${drop.slug}`);
      expect(again.body.design).toMatchObject({ status: 'pending', adminRemarks: null });
      await t.database.db
        .update(designs)
        .set({ status: 'approved', adminRemarks: null })
        .where(eq(designs.id, designId));
    });

    it('answers 404 for an unknown or malformed slug', async () => {
      for (const slug of ['no-such-drop-abc123', 'Not_A_Slug', `${'ab-'.repeat(30)}abc123`]) {
        const response = await call('GET', `/api/drops/${slug}`);
        expect(response.status, slug).toBe(404);
        expect(response.body.message).toBe(DROP_MESSAGES.dropNotFound);
      }
    });
  });

  describe('GET /api/drops/mine', () => {
    it('is not read as a slug: a guest gets 401', async () => {
      const response = await call('GET', '/api/drops/mine');
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(HTTP_ERROR_MESSAGES.unauthorized);
    });

    it("lists only the caller's drops, newest first, with the money raised", async () => {
      const owner = await createUser(t.app);
      const ownDesign = await createDesign(t.app, owner.user._id, { title: 'Dept Hoodie Tee' });
      const older = await openDrop(owner, ownDesign.id, { title: 'Older Drop' });
      const newer = await openDrop(owner, ownDesign.id, { title: 'Newer Drop' });
      await openDrop(otherSeller, (await createDesign(t.app, otherSeller.user._id)).id);
      await setDrop(newer._id, { quantity: 30 });

      const response = await call<OwnerDropsResponse>('GET', '/api/drops/mine', owner.token);
      expect(response.status).toBe(200);
      expect(response.body.drops.map((d) => d._id)).toEqual([newer._id, older._id]);
      expect(response.body.drops[0]).toMatchObject({
        quantity: 30,
        price: 350,
        raised: 10_500,
        designTitle: 'Dept Hoodie Tee',
        ownerName: owner.user.fullName,
      });
      expect(response.body.drops[0]!.designImage).toMatch(/\.webp$/);
      expect(response.body.drops[1]).toMatchObject({ quantity: 0, raised: 0 });
      expect(response.body.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalItems: 2,
        itemsPerPage: 20,
      });

      const paged = await call<OwnerDropsResponse>(
        'GET',
        '/api/drops/mine?page=2&limit=1',
        owner.token,
      );
      expect(paged.body.drops.map((d) => d._id)).toEqual([older._id]);
      expect(paged.body.pagination.totalPages).toBe(2);
    });
  });

  describe('GET /api/admin/drops', () => {
    it('lists every drop to an admin, filtered by status', async () => {
      const open = await openDrop(
        otherSeller,
        (await createDesign(t.app, otherSeller.user._id)).id,
      );
      const failed = await openDrop(seller, designId, { title: 'Failed Drop' });
      await setDrop(failed._id, { status: 'failed' });

      const all = await call<AdminDropsResponse>('GET', '/api/admin/drops?limit=100', admin.token);
      expect(all.status).toBe(200);
      const ids = all.body.drops.map((d) => d._id);
      expect(ids).toEqual(expect.arrayContaining([open._id, failed._id]));
      expect(all.body.drops.find((d) => d._id === open._id)?.ownerName).toBe('Club Lead Kabir');

      const onlyFailed = await call<AdminDropsResponse>(
        'GET',
        '/api/admin/drops?status=failed',
        admin.token,
      );
      expect(onlyFailed.body.drops.map((d) => [d._id, d.status])).toEqual([[failed._id, 'failed']]);
      expect(onlyFailed.body.pagination.totalItems).toBe(1);
    });

    it('refuses a guest (401), a seller (403) and an unknown status (422)', async () => {
      expect((await call('GET', '/api/admin/drops')).status).toBe(401);
      expect((await call('GET', '/api/admin/drops', seller.token)).status).toBe(403);
      expect((await call('GET', '/api/admin/drops?status=won', admin.token)).status).toBe(422);
    });
  });
});
