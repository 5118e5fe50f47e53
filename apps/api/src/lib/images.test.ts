import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_SIZES } from '@campus-threads/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { thumbnailKey } from './file-urls';
import {
  InvalidImageError,
  inspectImage,
  makeImageVariants,
  storeImage,
  webpKeyOf,
} from './images';
import { createLocalStorage } from './storage';

/** A JPEG carrying EXIF (camera, copyright, orientation) like a phone photo. */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', Copyright: 'Someone', Orientation: '1' } })
    .toBuffer();
}

describe('image variants', () => {
  const root = mkdtempSync(join(tmpdir(), 'ct-images-'));
  const storage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes a full WebP inside 1000x1250 and a 480x600 WebP thumbnail, without metadata', async () => {
    const input = await photo(2400, 2400);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const variants = await makeImageVariants(input);
    const full = await sharp(variants.full).metadata();
    const thumb = await sharp(variants.thumbnail).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1000, height: 1000 });
    expect(thumb).toMatchObject({
      format: 'webp',
      width: IMAGE_SIZES.thumbnail.width,
      height: IMAGE_SIZES.thumbnail.height,
    });
    for (const meta of [full, thumb]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    expect(variants.thumbnail.length).toBeLessThan(variants.full.length);
  });

  it('never enlarges a small image', async () => {
    const variants = await makeImageVariants(
      await sharp({ create: { width: 400, height: 500, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(await sharp(variants.full).metadata()).toMatchObject({ width: 400, height: 500 });
  });

  it('stores the full image under the key (as .webp) and the thumbnail under thumbnailKey', async () => {
    const stored = await storeImage(
      storage,
      'uploads/u1/photo-abc123.jpg',
      await photo(1200, 1500),
    );
    expect(stored.key).toBe('uploads/u1/photo-abc123.webp');
    expect(stored.thumbnailKey).toBe(thumbnailKey(stored.key));
    expect(await storage.exists(stored.key)).toBe(true);
    expect(await storage.exists(stored.thumbnailKey)).toBe(true);
    expect(await sharp((await storage.read(stored.key))!).metadata()).toMatchObject({
      format: 'webp',
      width: 1000,
      height: 1250,
    });
  });

  it.each([
    ['text', Buffer.from('definitely not an image')],
    ['empty', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])('refuses %s', async (_name, bytes) => {
    await expect(makeImageVariants(bytes)).rejects.toBeInstanceOf(InvalidImageError);
    await expect(storeImage(storage, 'bad/file.webp', bytes)).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });

  it('reports the format of accepted images', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(inspectImage(gif)).resolves.toMatchObject({ format: 'gif', width: 4, height: 4 });
    expect(webpKeyOf('a/b.PNG')).toBe('a/b.webp');
    expect(webpKeyOf('a/b')).toBe('a/b.webp');
  });
});
