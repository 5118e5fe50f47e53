import { IMAGE_SIZES } from '@campus-threads/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { thumbnailKey } from './file-urls';
import { assertValidStorageKey, type Storage } from './storage';

/**
 * Product images: every stored image is a WebP that fits inside 1000x1250 (4:5), with a 480x600
 * card thumbnail (cover crop) beside it under thumbnailKey(key). Metadata (EXIF, GPS, XMP, ICC
 * profiles) is never copied into the output; EXIF orientation is applied first.
 */

/** Raster formats a shopper or seller may upload (SVG is never accepted: it can carry script). */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/** Decompression-bomb guard: no input over 40 megapixels is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const WEBP_QUALITY = { full: 82, thumbnail: 75 } as const;

export class InvalidImageError extends Error {
  constructor(message = 'The file is not a supported image') {
    super(message);
    this.name = 'InvalidImageError';
  }
}

export type ImageVariants = { full: Buffer; thumbnail: Buffer; width: number; height: number };
export type StoredImage = { key: string; thumbnailKey: string; width: number; height: number };
export type EncodeOptions = {
  /** libwebp effort 0-6 (default 4); the demo generator uses less to start faster. */
  effort?: number;
  /**
   * Where the thumbnail's cover crop looks: 'attention' (default, for uploads of any shape) or
   * 'centre' (cheaper; for images the server drew at 4:5, where nothing is cropped anyway).
   */
  thumbnailPosition?: 'attention' | 'centre';
};

/** The key the full WebP is stored under: the given key with a `.webp` extension. */
export function webpKeyOf(key: string): string {
  return key.replace(/(\.[a-z0-9]+)?$/i, '.webp');
}

/** Reads the header only: the format when the bytes are an accepted raster image, else throws. */
export async function inspectImage(
  bytes: Uint8Array,
): Promise<{ format: AcceptedImageFormat; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new InvalidImageError();
  }
  const format = metadata.format as string | undefined;
  if (!format || !(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format))
    throw new InvalidImageError();
  if (!metadata.width || !metadata.height) throw new InvalidImageError();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new InvalidImageError('The image is too large');
  return { format: format as AcceptedImageFormat, width: metadata.width, height: metadata.height };
}

async function encodeVariants(source: Sharp, options: EncodeOptions): Promise<ImageVariants> {
  const effort = options.effort ?? 4;
  const { full, thumbnail } = IMAGE_SIZES;
  const oriented = source.rotate(); // apply EXIF orientation; output carries no metadata
  const [fullResult, thumbBuffer] = await Promise.all([
    oriented
      .clone()
      .resize(full.width, full.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY.full, effort })
      .toBuffer({ resolveWithObject: true }),
    oriented
      .clone()
      .resize(thumbnail.width, thumbnail.height, {
        fit: 'cover',
        position: options.thumbnailPosition ?? 'attention',
      })
      .webp({ quality: WEBP_QUALITY.thumbnail, effort })
      .toBuffer(),
  ]);
  return {
    full: fullResult.data,
    thumbnail: thumbBuffer,
    width: fullResult.info.width,
    height: fullResult.info.height,
  };
}

/** Verifies the bytes are an accepted image and makes the full WebP and its thumbnail. */
export async function makeImageVariants(
  bytes: Uint8Array,
  options: EncodeOptions = {},
): Promise<ImageVariants> {
  await inspectImage(bytes);
  try {
    return await encodeVariants(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }), options);
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError();
  }
}

async function putVariants(
  storage: Storage,
  key: string,
  variants: ImageVariants,
): Promise<StoredImage> {
  const fullKey = webpKeyOf(key);
  assertValidStorageKey(fullKey);
  const thumbKey = thumbnailKey(fullKey);
  await Promise.all([
    storage.put(fullKey, variants.full),
    storage.put(thumbKey, variants.thumbnail),
  ]);
  return { key: fullKey, thumbnailKey: thumbKey, width: variants.width, height: variants.height };
}

/**
 * Verifies an uploaded image, strips its metadata and stores the full WebP under `key` (its
 * extension becomes .webp) and the thumbnail under thumbnailKey(key). Throws InvalidImageError.
 */
export async function storeImage(
  storage: Storage,
  key: string,
  bytes: Uint8Array,
  options: EncodeOptions = {},
): Promise<StoredImage> {
  return putVariants(storage, key, await makeImageVariants(bytes, options));
}

/**
 * Stores an image the server rendered itself (demo catalogue: SVG drawn by us, never uploaded),
 * given as a sharp pipeline, through the same WebP variants as uploads.
 */
export async function storeRenderedImage(
  storage: Storage,
  key: string,
  source: Sharp,
  options: EncodeOptions = {},
): Promise<StoredImage> {
  return putVariants(storage, key, await encodeVariants(source, options));
}
