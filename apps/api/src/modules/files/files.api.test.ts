import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/create-test-app';
import { thumbnailKey } from '../../lib/file-urls';
import { storeImage } from '../../lib/images';
import { FILE_CACHE_CONTROL } from './files.routes';

describe('GET /files/*', () => {
  const t = useTestApp('pglite');
  const key = 'tests/files/red-square-0a1b2c3d4e.webp';

  async function putImage() {
    const png = await sharp({
      create: { width: 600, height: 750, channels: 3, background: '#c62828' },
    })
      .png()
      .toBuffer();
    return storeImage(t.app.services.storage, key, png);
  }

  it('serves a stored image and its thumbnail with long-lived caching', async () => {
    await putImage();
    for (const path of [key, thumbnailKey(key)]) {
      const response = await t.app.inject({ method: 'GET', url: `/files/${path}` });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.headers['last-modified']).toBeTruthy();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    }
    const thumb = await t.app.inject({ method: 'GET', url: `/files/${thumbnailKey(key)}` });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 480, height: 600 });
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
    await putImage();
    const first = await t.app.inject({ method: 'GET', url: `/files/${key}` });
    const etag = String(first.headers.etag);
    const byEtag = await t.app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { 'if-none-match': etag },
    });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.body).toBe('');
    expect(byEtag.headers.etag).toBe(etag);
    const byDate = await t.app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/files/${key}`,
      headers: { 'if-none-match': '"nope"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    await putImage();
    const response = await t.app.inject({ method: 'HEAD', url: `/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.body).toBe('');
  });

  it('answers a JSON 404 for a missing file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/tests/files/missing-123.webp',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/files/',
    '/files/tests',
    '/files/tests/files/',
    '/files/..%2f..%2fetc%2fpasswd',
    '/files/%252e%252e%252fetc%252fpasswd',
    '/files/tests/..%5c..%5cetc%5cpasswd',
    '/files/%2fetc%2fpasswd',
    '/files/tests/files/.hidden.webp',
    '/files/tests/files/red-square-0a1b2c3d4e.webp%00.png',
    '/files/package.json',
    '/files/pg/PG_VERSION',
    '/files/tests/%2e%2e%2f%2e%2e%2fjwt-secret',
  ])('does not list, traverse or serve other files: %s', async (url) => {
    await putImage();
    const response = await t.app.inject({ method: 'GET', url });
    // A NUL in the path is refused as bad input (400) before any route; the rest are not found.
    expect(response.statusCode, url).toBe(url.includes('%00') ? 400 : 404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).not.toMatch(/root:|PG_VERSION|secret/);
  });

  it.each(['/files/../../etc/passwd', '/files/%2e%2e/%2e%2e/etc/passwd', '/files/../jwt-secret'])(
    'a path that resolves outside /files never reaches the disk: %s',
    async (url) => {
      const secret = (await t.app.services.storage.read(key)) ?? Buffer.alloc(0);
      const response = await t.app.inject({ method: 'GET', url });
      // The URL is normalised before routing (to /etc/passwd, /jwt-secret): the web app's
      // fallback answers, never a file from the data directory or the system.
      expect(response.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
      expect(response.body).not.toMatch(/root:x:0|[A-Za-z0-9_-]{64}/);
      expect(response.rawPayload.equals(secret)).toBe(false);
    },
  );
});
