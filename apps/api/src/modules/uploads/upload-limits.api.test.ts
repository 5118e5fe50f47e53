import {
  MAX_UPLOAD_BYTES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type PresignResponse,
} from '@campus-threads/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { uploads } from '../../db/schema/uploads';

const [hourly] = UPLOAD_LIMITS;

/** An account's uploads are limited per hour and per day (docs/decisions/0032). */
describe.each(testDatabaseKinds())('upload limits on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t, '/api/s3');
  const presign = (token: string, fileSize = 1000) =>
    call<PresignResponse>('POST', '/presigned-url', token, {
      fileName: 'front.png',
      fileType: 'image/png',
      fileSize,
      category: 'tshirts',
    });
  const rowsOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId)))[0]!
      .n;

  it('refuses the file past the hourly count with 429 and the wait, storing nothing', async () => {
    const seller = await createUser(t.app);
    for (let i = 0; i < hourly.maxFiles; i++)
      expect((await presign(seller.token)).status).toBe(200);

    const refused = await presign(seller.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: UPLOAD_MESSAGES.tooManyUploads(60) });
    expect(refused.body.message).toBe(
      'You have uploaded too many files. Please try again in 60 minutes.',
    );
    expect(await rowsOf(seller.user._id)).toBe(hourly.maxFiles);

    // Another account is not held back by this one.
    const other = await createUser(t.app);
    expect((await presign(other.token)).status).toBe(200);
  });

  it('refuses the file past the hourly bytes', async () => {
    const seller = await createUser(t.app);
    const files = hourly.maxBytes / MAX_UPLOAD_BYTES;
    for (let i = 0; i < files; i++)
      expect((await presign(seller.token, MAX_UPLOAD_BYTES)).status).toBe(200);
    const refused = await presign(seller.token, MAX_UPLOAD_BYTES);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(UPLOAD_MESSAGES.tooManyUploads(60));
    // Not even one byte more: all 40 MB of the hour are taken.
    expect((await presign(seller.token, 1)).status).toBe(429);
    expect(await rowsOf(seller.user._id)).toBe(files);
  });

  it('does not count files the server stored itself (the demo proofs)', async () => {
    const seller = await createUser(t.app);
    for (let i = 0; i < hourly.maxFiles; i++)
      await t.app.services.uploads.recordStoredFile({
        userId: seller.user._id,
        fileKey: `documents/${seller.user._id}/demo-proof-${i}.pdf`,
        category: 'documents',
        fileName: `proof-${i}.pdf`,
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
    expect((await presign(seller.token)).status).toBe(200);
  });

  it('lets no more than the limit through when the requests come at once', async () => {
    const seller = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: hourly.maxFiles + 10 }, () => presign(seller.token)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(hourly.maxFiles);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await rowsOf(seller.user._id)).toBe(hourly.maxFiles);
  });
});
