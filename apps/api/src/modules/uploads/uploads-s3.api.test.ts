import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  UPLOAD_MESSAGES,
  type PresignResponse,
  type UploadCompleteResponse,
} from '@campus-threads/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { bearer, createAdmin, createUser } from '../../../test/factories';
import {
  startTestS3Server,
  TEST_S3_CREDENTIALS,
  type TestS3Server,
} from '../../../test/s3-test-server';
import { jpegWithExif, pdfBytes, pngBytes } from '../../../test/upload-fixtures';
import { INCOMING_KEY_PREFIX, thumbnailKey } from '../../lib/file-urls';

describe.each(testDatabaseKinds())('uploads on S3 (s3rver), %s', (kind) => {
  let s3: TestS3Server;
  // Filled before useTestApp's beforeAll reads it (hooks run in the order they are registered).
  const env: Record<string, string> = {
    STORAGE: 's3',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
  };
  beforeAll(async () => {
    s3 = await startTestS3Server();
    env.S3_ENDPOINT = s3.endpoint;
    env.S3_BUCKET = s3.bucket;
  });
  const t = useTestApp(kind, { env });
  afterAll(async () => {
    await s3?.close();
  });

  const call = apiCaller(t, '/api/s3');
  const presign = (token: string, body: Record<string, unknown>) =>
    call<PresignResponse>('POST', '/presigned-url', token, {
      fileName: 'front.png',
      fileType: 'image/png',
      category: 'tshirts',
      ...body,
    });
  const put = (url: string, bytes: Buffer, contentType = 'image/png') =>
    fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
  const complete = (token: string, fileKey: string) =>
    call<UploadCompleteResponse>('POST', '/complete', token, { fileKey });
  const storage = () => t.app.services.storage;
  const served0 = (response: { headers: Record<string, unknown> }) =>
    response.headers['content-security-policy'];

  it('signs a PUT straight to the bucket; complete checks the bytes and makes the WebP and thumbnail', async () => {
    const seller = await createUser(t.app);
    const jpeg = await jpegWithExif();
    const { status, body } = await presign(seller.token, {
      fileType: 'image/jpeg',
      fileSize: jpeg.length,
    });
    expect(status).toBe(200);
    const url = new URL(body.uploadUrl);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${INCOMING_KEY_PREFIX}${body.fileKey}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

    // The web app may PUT to the bucket: its origin is in the CSP's connect-src.
    const csp = String(served0(await t.app.inject({ method: 'GET', url: '/api/health' })));
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
    expect((await put(body.uploadUrl, jpeg, 'image/jpeg')).status).toBe(200);
    // Not public until checked.
    expect(await storage().exists(body.fileKey)).toBe(false);
    const done = await complete(seller.token, body.fileKey);
    expect(done.status).toBe(200);
    expect(done.body.url).toBe(`/files/${body.fileKey}`);
    expect(await storage().exists(INCOMING_KEY_PREFIX + body.fileKey)).toBe(false);
    const stored = await storage().read(body.fileKey);
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();
    expect(await storage().exists(thumbnailKey(body.fileKey))).toBe(true);
    // /files streams it from the bucket; staged keys are never served.
    const served = await t.app.inject({ method: 'GET', url: `/files/${body.fileKey}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored!)).toBe(true);
    await expect(
      t.app.services.uploads.assertUploadedBy(seller.user._id, [body.fileKey], 'tshirts'),
    ).resolves.toBeUndefined();
  });

  it('the bucket refuses a forged or expired signature, more bytes than signed, or another type', async () => {
    const seller = await createUser(t.app);
    const png = await pngBytes();
    const { body } = await presign(seller.token, { fileSize: png.length });
    const incoming = INCOMING_KEY_PREFIX + body.fileKey;

    const forged = body.uploadUrl.replace(
      /X-Amz-Signature=[0-9a-f]{8}/,
      'X-Amz-Signature=00000000',
    );
    expect((await put(forged, png)).status).toBe(403);
    const longer = body.uploadUrl.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=999999');
    expect((await put(longer, png)).status).toBe(403);
    expect((await put(body.uploadUrl, Buffer.concat([png, Buffer.alloc(10)]))).status).toBe(403);
    expect((await put(body.uploadUrl, png, 'image/gif')).status).toBe(403);
    expect(await storage().exists(incoming)).toBe(false);
    expect((await complete(seller.token, body.fileKey)).body.message).toBe(
      UPLOAD_MESSAGES.notFinished,
    );

    // Expired: the same grant signed with a 1 s life, sent after it.
    const shortLived = await storage().createUploadUrl(incoming, {
      contentType: 'image/png',
      size: png.length,
      expiresInSeconds: 1,
    });
    s3.advanceClock(2100);
    const expired = await put(shortLived, png);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    expect(await storage().exists(incoming)).toBe(false);
  });

  it('complete refuses (and deletes) staged bytes that are more than declared or not the declared type', async () => {
    const seller = await createUser(t.app);
    const png = await pngBytes();
    // A provider that ignored the signed Content-Length: plant the objects behind its back.
    const direct = new S3Client({
      endpoint: s3.directEndpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
    const plant = (key: string, bytes: Buffer) =>
      direct.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: INCOMING_KEY_PREFIX + key, Body: bytes }),
      );

    const { body: small } = await presign(seller.token, { fileSize: png.length - 1 });
    await plant(small.fileKey, png);
    const tooBig = await complete(seller.token, small.fileKey);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(UPLOAD_MESSAGES.tooManyBytes);

    const pdf = pdfBytes();
    const { body: fake } = await presign(seller.token, { fileSize: pdf.length });
    await plant(fake.fileKey, pdf);
    // Checked when first used, too, if the client never called complete.
    await expect(
      t.app.services.uploads.assertUploadedBy(seller.user._id, [fake.fileKey], 'tshirts'),
    ).rejects.toMatchObject({ status: 422, message: UPLOAD_MESSAGES.contentMismatch('image/png') });

    for (const key of [small.fileKey, fake.fileKey]) {
      expect(await storage().exists(INCOMING_KEY_PREFIX + key)).toBe(false);
      expect(await storage().exists(key)).toBe(false);
      expect(await storage().exists(thumbnailKey(key))).toBe(false);
    }
    direct.destroy();
  });

  it('refuses a scripted proof PDF at complete and deletes the staged bytes', async () => {
    const seller = await createUser(t.app);
    const scripted = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Open#41ction << /S /JavaScript /J#53 (x) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const { body } = await presign(seller.token, {
      category: 'documents',
      fileName: 'proof.pdf',
      fileType: 'application/pdf',
      fileSize: scripted.length,
    });
    expect((await put(body.uploadUrl, scripted, 'application/pdf')).status).toBe(200);
    const refused = await complete(seller.token, body.fileKey);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(UPLOAD_MESSAGES.pdfHasScripts);
    expect(await storage().exists(INCOMING_KEY_PREFIX + body.fileKey)).toBe(false);
    expect(await storage().exists(body.fileKey)).toBe(false);
  });

  it('keeps proof PDFs private on S3 too', async () => {
    const seller = await createUser(t.app);
    const other = await createUser(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const pdf = pdfBytes();
    const { body } = await presign(seller.token, {
      category: 'documents',
      fileName: 'proof.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.length,
    });
    expect((await put(body.uploadUrl, pdf, 'application/pdf')).status).toBe(200);
    expect((await complete(seller.token, body.fileKey)).status).toBe(200);
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: `/files/${body.fileKey}`, headers: bearer(token) });
    expect((await get(other.token)).statusCode).toBe(404);
    for (const token of [seller.token, admin.token]) {
      const response = await get(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="proof.pdf"/);
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });
});
