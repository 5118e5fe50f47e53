import {
  MAX_UPLOAD_BYTES,
  NEW_ACCOUNT_UPLOAD_LIMITS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type PresignResponse,
} from '@campus-threads/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAccessory, createAdmin, createDesign, createUser } from '../../../test/factories';
import { buildApp } from '../../app';
import { uploads } from '../../db/schema/uploads';

const [hourly] = UPLOAD_LIMITS;
const [newHourly] = NEW_ACCOUNT_UPLOAD_LIMITS;

/**
 * An account's uploads are limited per hour and per day (docs/decisions/0032): a seller's (an
 * approved design or an accessory) as before, every other account's lower (docs/decisions/0053).
 */
describe.each(testDatabaseKinds())('upload limits on %s', (kind) => {
  // Hundreds of presigns from one address within a minute: the API-wide limit per address
  // (decision 0038, tested on its own) would answer 429 before the accounts' limits do.
  const t = useTestApp(kind, { env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
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

  /** An account with an approved design: a seller's limits. */
  async function createSeller() {
    const seller = await createUser(t.app);
    await createDesign(t.app, seller.user._id);
    return seller;
  }

  it('refuses the file past the hourly count with 429 and the wait, storing nothing', async () => {
    const seller = await createSeller();
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
    const seller = await createSeller();
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
    for (let i = 0; i < newHourly.maxFiles; i++)
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
    const seller = await createSeller();
    const answers = await Promise.all(
      Array.from({ length: hourly.maxFiles + 10 }, () => presign(seller.token)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(hourly.maxFiles);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await rowsOf(seller.user._id)).toBe(hourly.maxFiles);
  });

  it("refuses a buyer's 30 MB burst once a new account's hour is spent, on two API processes at once (issue 27)", async () => {
    const buyer = await createUser(t.app);
    // A second API process on the same database: the count is the uploads table's, not a process's.
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const app = i % 2 === 0 ? t.app : other;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/s3/presigned-url',
          headers: { authorization: `Bearer ${buyer.token}` },
          payload: {
            fileName: `burst-${i}.png`,
            fileType: 'image/png',
            fileSize: MAX_UPLOAD_BYTES,
            category: 'reviews',
          },
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429)
          expect(answer.json()).toEqual({
            message: UPLOAD_MESSAGES.tooManyUploadsNewAccount(60),
          });
      }
      const allowed = newHourly.maxBytes / MAX_UPLOAD_BYTES;
      expect(statuses.filter((status) => status === 200)).toHaveLength(allowed);
      expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
      expect(await rowsOf(buyer.user._id)).toBe(allowed);
    } finally {
      await other.close();
    }
  });

  it("gives a seller's limits to an account with an approved design or an accessory, and to admins", async () => {
    const fill = async (token: string, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) statuses.push((await presign(token)).status);
      return statuses;
    };
    const pending = await createUser(t.app);
    await createDesign(t.app, pending.user._id, { status: 'pending' });
    const statuses = await fill(pending.token, newHourly.maxFiles + 1);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);

    const accessorySeller = await createUser(t.app);
    await createAccessory(t.app, accessorySeller.user._id);
    expect(
      (await fill(accessorySeller.token, newHourly.maxFiles + 1)).every((s) => s === 200),
    ).toBe(true);
    const admin = await createAdmin(t.app, t.database.db);
    expect((await fill(admin.token, newHourly.maxFiles + 1)).every((s) => s === 200)).toBe(true);
  });
});
