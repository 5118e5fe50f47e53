import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UNUSED_UPLOAD_MAX_AGE_MS } from '@campus-threads/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAccessory,
  createDesign,
  createPaidOrder,
  createUser,
} from '../../../test/factories';
import { uploadedFile } from '../../../test/uploaded-file';
import { designs } from '../../db/schema/designs';
import { uploads } from '../../db/schema/uploads';
import { thumbnailKey } from '../../lib/file-urls';
import { accessoryFileKeysInUse } from '../accessories/accessory-file-keys-in-use';
import { designFileKeysInUse } from '../designs/design-file-keys-in-use';
import { orderFileKeysInUse } from '../orders/order-file-keys-in-use';
import { createUploadCleanup } from './upload-cleanup';

const HOUR = 60 * 60 * 1000;

/** Uploads nothing uses are deleted 24 hours after they started (docs/decisions/0032). */
describe.each(testDatabaseKinds())('deleting unused uploads on %s', (kind) => {
  const t = useTestApp(kind);
  const stored = (key: string) => existsSync(join(t.config.dataDir, 'uploads', key));
  const rowsOf = async (keys: string[]) =>
    (
      await t.database.db
        .select({ fileKey: uploads.fileKey })
        .from(uploads)
        .where(inArray(uploads.fileKey, keys))
    ).map((row) => row.fileKey);
  /** The job as the timer runs it, `hoursLater` after now. */
  const runJobAt = (hoursLater: number) =>
    t.app.services.uploadCleanup.deleteUnused(Date.now() + hoursLater * HOUR);

  it('deletes an unused upload older than 24 hours (row, file and thumbnail) and keeps a younger one', async () => {
    const seller = await createUser(t.app);
    const image = await uploadedFile(t, seller, 'tshirts');
    const proof = await uploadedFile(t, seller, 'documents');
    expect(stored(image) && stored(thumbnailKey(image)) && stored(proof)).toBe(true);

    // 23 hours on: still young enough for the seller to finish the design.
    await runJobAt(23);
    expect(await rowsOf([image, proof])).toHaveLength(2);
    expect(stored(image) && stored(proof)).toBe(true);

    // Past 24 hours and still unused: gone, row and files.
    expect(await runJobAt(UNUSED_UPLOAD_MAX_AGE_MS / HOUR + 0.01)).toBeGreaterThanOrEqual(2);
    expect(await rowsOf([image, proof])).toEqual([]);
    expect(stored(image) || stored(thumbnailKey(image)) || stored(proof)).toBe(false);
  });

  it('keeps uploads a design, an accessory or an order line uses, whatever their age', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const [front, back, proof, bottle, ordered] = await Promise.all([
      uploadedFile(t, seller, 'tshirts'),
      uploadedFile(t, seller, 'tshirts'),
      uploadedFile(t, seller, 'documents'),
      uploadedFile(t, seller, 'accessories'),
      uploadedFile(t, seller, 'tshirts'),
    ]);
    const pendingReview = await createDesign(t.app, seller.user._id, {
      status: 'pending',
      colorVariants: [{ color: 'Black', hex: '#161616', images: [front, back] }],
      proofFileKey: proof,
    });
    expect(pendingReview.id).toBeTruthy();
    await createAccessory(t.app, seller.user._id, { images: [bottle] });
    // A sold design whose picture was replaced afterwards: the order line still shows the old one.
    const sold = await createDesign(t.app, seller.user._id, {
      colorVariants: [{ color: 'Black', hex: '#161616', images: [ordered, front] }],
    });
    const order = await createPaidOrder(t.app, buyer, sold.id);
    const lines = await t.database.query<{ image_key: string }>(
      'select image_key from order_items where order_id = $1',
      [order._id],
    );
    expect(lines.map((line) => line.image_key)).toEqual([ordered]);
    await t.database.db
      .update(designs)
      .set({ colorVariants: [{ color: 'Black', hex: '#161616', images: [front] }] })
      .where(eq(designs.id, sold.id));

    await runJobAt(48);
    const kept = [front, back, proof, bottle, ordered];
    expect((await rowsOf(kept)).sort()).toEqual([...kept].sort());
    for (const key of kept) expect(stored(key), key).toBe(true);
  });

  it('deletes in batches, and two runs at once delete each upload once', async () => {
    const seller = await createUser(t.app);
    const keys = await Promise.all(
      Array.from({ length: 5 }, () => uploadedFile(t, seller, 'accessories')),
    );
    const cleanup = createUploadCleanup({
      db: t.database.db,
      storage: t.app.services.storage,
      fileKeysInUse: () =>
        sql`${designFileKeysInUse()} union all ${accessoryFileKeysInUse()} union all ${orderFileKeysInUse()}`,
      batchSize: 2,
    });
    const at = Date.now() + 25 * HOUR;
    const [first, second] = await Promise.all([cleanup.deleteUnused(at), cleanup.deleteUnused(at)]);
    expect(await rowsOf(keys)).toEqual([]);
    // Nothing else in this database is unused: each of the five was deleted by one run only.
    expect(first + second).toBe(5);
    for (const key of keys) expect(stored(key)).toBe(false);
  });
});
