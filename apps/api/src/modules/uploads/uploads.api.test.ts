import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type PresignResponse,
  type UploadCompleteResponse,
} from '@campus-threads/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { TEST_JWT_SECRET, testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, createAdmin, createUser } from '../../../test/factories';
import { jpegWithExif, pdfBytes, pngBytes } from '../../../test/upload-fixtures';
import { thumbnailKey } from '../../lib/file-urls';
import { signedUploadPath, uploadSigningKey } from '../../lib/upload-signature';

/** Every file under DATA_DIR/uploads, relative: "a refused upload stores nothing" is checked on it. */
function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dataDir.length + 9));
  } catch {
    return [];
  }
}

describe.each(testDatabaseKinds())('uploads on local storage, %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t, '/api/s3');

  async function presign(token: string, body: Record<string, unknown>) {
    return call<PresignResponse>('POST', '/presigned-url', token, {
      fileName: 'front.png',
      fileType: 'image/png',
      category: 'tshirts',
      ...body,
    });
  }

  function put(uploadUrl: string, bytes: Buffer, contentType = 'image/png') {
    return t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
  }

  it('refuses anonymous callers, wrong types and files over 1 MB before signing', async () => {
    const seller = await createUser(t.app);
    const anonymous = await call('POST', '/presigned-url', undefined, {
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: 10,
      category: 'tshirts',
    });
    expect(anonymous.status).toBe(401);

    const svg = await presign(seller.token, {
      fileName: 'x.svg',
      fileType: 'image/svg+xml',
      fileSize: 10,
    });
    expect(svg.status).toBe(422);
    expect(svg.body.message).toBe(UPLOAD_MESSAGES.typeNotSupported('image/svg+xml'));
    const pdfAsImage = await presign(seller.token, { fileType: 'application/pdf', fileSize: 10 });
    expect(pdfAsImage.status).toBe(422);
    const pngAsProof = await presign(seller.token, { category: 'documents', fileSize: 10 });
    expect(pngAsProof.body.message).toBe(UPLOAD_MESSAGES.proofPdfOnly);
    const big = await presign(seller.token, { fileSize: MAX_UPLOAD_BYTES + 1 });
    expect(big.status).toBe(422);
    expect(big.body.message).toBe('File size exceeds 1MB limit: front.png');
    const bigProof = await presign(seller.token, {
      category: 'documents',
      fileType: 'application/pdf',
      fileSize: MAX_UPLOAD_BYTES + 1,
    });
    expect(bigProof.body.message).toBe(UPLOAD_MESSAGES.proofTooLarge);
    const unknownCategory = await presign(seller.token, { category: 'avatars', fileSize: 10 });
    expect(unknownCategory.status).toBe(422);

    const exact = await presign(seller.token, { fileSize: MAX_UPLOAD_BYTES });
    expect(exact.status).toBe(200);
    expect(exact.body.fileKey).toMatch(
      new RegExp(`^tshirts/${seller.user._id}/[0-9a-f-]{36}\\.webp$`),
    );
    expect(storedFiles(t.config.dataDir)).toEqual([]);
  });

  it('stores a signed image re-encoded without metadata, with a thumbnail', async () => {
    const seller = await createUser(t.app);
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { body } = await presign(seller.token, {
      fileName: 'photo.jpg',
      fileType: 'image/jpeg',
      fileSize: jpeg.length,
    });
    const response = await put(body.uploadUrl, jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(200);

    const stored = await t.app.services.storage.read(body.fileKey);
    const metadata = await sharp(stored!).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored!.includes('SecretCam')).toBe(false);
    expect(await t.app.services.storage.exists(thumbnailKey(body.fileKey))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: `/files/${body.fileKey}` });
    expect(served.statusCode).toBe(200);
    const complete = await call<UploadCompleteResponse>('POST', '/complete', seller.token, {
      fileKey: body.fileKey,
    });
    expect(complete.body).toMatchObject({ fileKey: body.fileKey, url: `/files/${body.fileKey}` });
    // Someone else's key is not even acknowledged.
    const other = await createUser(t.app);
    const foreign = await call('POST', '/complete', other.token, { fileKey: body.fileKey });
    expect(foreign.status).toBe(404);
    // Whatever Content-Type the PUT carries (or none), the bytes decide.
    const again = await presign(seller.token, { fileType: 'image/jpeg', fileSize: jpeg.length });
    const bare = await t.app.inject({ method: 'PUT', url: again.body.uploadUrl, payload: jpeg });
    expect(bare.statusCode).toBe(200);
    // The URL is single-use.
    expect((await put(body.uploadUrl, jpeg, 'image/jpeg')).statusCode).toBe(409);
  });

  it('refuses a forged or expired signature, extra bytes and bytes of another type, storing nothing', async () => {
    const seller = await createUser(t.app);
    const png = await pngBytes();
    const before = storedFiles(t.config.dataDir);

    const { body } = await presign(seller.token, { fileSize: png.length });
    const forged = body.uploadUrl.replace(/signature=[0-9a-f]{8}/, 'signature=00000000');
    const forgedAnswer = await put(forged, png);
    expect(forgedAnswer.statusCode).toBe(403);
    expect(forgedAnswer.json()).toEqual({ message: UPLOAD_MESSAGES.invalidSignature });
    // Raising the signed size or changing the type breaks the signature too.
    const resized = body.uploadUrl.replace(`size=${png.length}`, `size=${png.length + 500}`);
    expect((await put(resized, Buffer.concat([png, Buffer.alloc(500)]))).statusCode).toBe(403);
    const retyped = body.uploadUrl.replace('type=image%2Fpng', 'type=image%2Fgif');
    expect((await put(retyped, png)).statusCode).toBe(403);

    // Expired: a correctly signed URL whose time is up.
    const expired = signedUploadPath(uploadSigningKey(TEST_JWT_SECRET), {
      key: body.fileKey,
      contentType: 'image/png',
      size: png.length,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const expiredAnswer = await put(expired, png);
    expect(expiredAnswer.statusCode).toBe(403);
    expect(expiredAnswer.json()).toEqual({ message: UPLOAD_MESSAGES.expired });

    // More bytes than were signed: refused from the Content-Length, before the body is read...
    const longer = await put(body.uploadUrl, Buffer.concat([png, Buffer.alloc(1)]));
    expect(longer.statusCode).toBe(413);
    expect(longer.json()).toEqual({ message: UPLOAD_MESSAGES.tooManyBytes });
    // ...and by the service on the bytes themselves (a chunked body has no Content-Length).
    await expect(
      t.app.services.uploads.receiveLocal(
        {
          key: body.fileKey,
          contentType: 'image/png',
          size: png.length,
          expires: Number(new URL(body.uploadUrl, 'http://x').searchParams.get('expires')),
          signature: new URL(body.uploadUrl, 'http://x').searchParams.get('signature')!,
        },
        Buffer.concat([png, Buffer.alloc(1)]),
      ),
    ).rejects.toMatchObject({ status: 413 });

    // Not the declared type: a PDF, a JPEG and a broken PNG declared as PNG.
    const pdf = pdfBytes().subarray(0, png.length);
    const mismatch = await put(
      body.uploadUrl,
      Buffer.concat([pdf, Buffer.alloc(png.length - pdf.length)]),
    );
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json()).toEqual({ message: UPLOAD_MESSAGES.contentMismatch('image/png') });
    const jpeg = await jpegWithExif();
    const { body: jpegGrant } = await presign(seller.token, { fileSize: jpeg.length });
    expect((await put(jpegGrant.uploadUrl, jpeg)).statusCode).toBe(415);
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(png.length - 16, 7)]);
    expect((await put(body.uploadUrl, broken)).statusCode).toBe(415);
    // A proof that is really an image.
    const { body: proofGrant } = await presign(seller.token, {
      category: 'documents',
      fileName: 'proof.pdf',
      fileType: 'application/pdf',
      fileSize: png.length,
    });
    expect((await put(proofGrant.uploadUrl, png, 'application/pdf')).statusCode).toBe(415);

    expect(storedFiles(t.config.dataDir)).toEqual(before);
    // After every refusal the real file still goes through on the same URL.
    expect((await put(body.uploadUrl, png)).statusCode).toBe(200);
  });

  it('serves a proof PDF only to its uploader and admins, as an attachment', async () => {
    const seller = await createUser(t.app);
    const other = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const pdf = pdfBytes();
    const { body } = await presign(seller.token, {
      category: 'documents',
      fileName: 'proof of authority.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.length,
    });
    expect(body.fileKey).toMatch(/^documents\/.+\.pdf$/);
    expect((await put(body.uploadUrl, pdf, 'application/pdf')).statusCode).toBe(200);

    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/files/${body.fileKey}`,
        headers: token ? bearer(token) : {},
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get(other.token)).statusCode).toBe(404);
    for (const token of [seller.token, admin.token]) {
      const response = await get(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="proof of authority.pdf"; filename*=UTF-8''proof%20of%20authority.pdf`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
    const complete = await call<UploadCompleteResponse>('POST', '/complete', seller.token, {
      fileKey: body.fileKey,
    });
    expect(complete.body.url).toBe(`/files/${body.fileKey}`);
  });

  it('assertUploadedBy accepts only finished files of the same user and category', async () => {
    const seller = await createUser(t.app);
    const other = await createUser(t.app);
    const png = await pngBytes();
    const { body: done } = await presign(seller.token, { fileSize: png.length });
    await put(done.uploadUrl, png);
    const { body: pending } = await presign(seller.token, { fileSize: png.length });
    const uploads = t.app.services.uploads;

    await expect(
      uploads.assertUploadedBy(seller.user._id, [done.fileKey], 'tshirts'),
    ).resolves.toBeUndefined();
    await expect(
      uploads.assertUploadedBy(other.user._id, [done.fileKey], 'tshirts'),
    ).rejects.toMatchObject({
      status: 422,
      message: UPLOAD_MESSAGES.unknownFile,
    });
    await expect(
      uploads.assertUploadedBy(seller.user._id, [done.fileKey], 'accessories'),
    ).rejects.toMatchObject({
      status: 422,
      message: UPLOAD_MESSAGES.wrongCategory,
    });
    await expect(
      uploads.assertUploadedBy(seller.user._id, [done.fileKey, pending.fileKey], 'tshirts'),
    ).rejects.toMatchObject({ status: 422, message: UPLOAD_MESSAGES.notFinished });
    await expect(
      uploads.assertUploadedBy(seller.user._id, ['tshirts/nope.webp'], 'tshirts'),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('uploads with CDN_BASE_URL', () => {
  const t = useTestApp('pglite', { env: { CDN_BASE_URL: 'https://cdn.example.com/files' } });
  const call = apiCaller(t, '/api/s3');

  it('answers the public address on the CDN for images, and the API for proofs', async () => {
    const seller = await createUser(t.app);
    const png = await pngBytes();
    const { body } = await call<PresignResponse>('POST', '/presigned-url', seller.token, {
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: png.length,
      category: 'accessories',
    });
    await t.app.inject({
      method: 'PUT',
      url: body.uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    const done = await call<UploadCompleteResponse>('POST', '/complete', seller.token, {
      fileKey: body.fileKey,
    });
    expect(done.body.url).toBe(`https://cdn.example.com/files/${body.fileKey}`);
    const csp = String(done.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com");
    expect(csp).toContain("connect-src 'self';");
  });
});
