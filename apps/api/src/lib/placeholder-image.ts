import { IMAGE_SIZES } from '@campus-threads/contract';
import sharp from 'sharp';

/** The web app's light band colour (apps/web/src/styles.css): a quiet card, not a broken image. */
const PLACEHOLDER_RGB = { r: 244, g: 244, b: 245 };

let placeholder: Promise<Buffer> | undefined;

/**
 * A plain 4:5 WebP the size of a card thumbnail, made once per process: what /files answers for a
 * demo picture that is not drawn yet (docs/decisions/0064). The browser scales it to any slot.
 */
export function placeholderWebp(): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES.thumbnail;
  placeholder ??= sharp({ create: { width, height, channels: 3, background: PLACEHOLDER_RGB } })
    .webp({ quality: 50 })
    .toBuffer();
  return placeholder;
}
