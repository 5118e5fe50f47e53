import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { DEMO_IMAGE_PREFIX, thumbnailKey } from '../lib/file-urls';
import { storeRenderedImage } from '../lib/images';
import { contentHash, type Storage } from '../lib/storage';
import { accessorySvg, type AccessoryArt } from './accessory-art';
import {
  GARMENT_BOX_PX,
  RENDER_HEIGHT,
  RENDER_SCALE,
  RENDER_WIDTH,
  backdropSvg,
  garmentSvg,
  shadingSvg,
  toneOf,
  type Tone,
  type TshirtMotif,
  type TshirtView,
} from './tshirt-art';

/**
 * Renders the demo catalogue's product images on this machine (SVG drawn in code, rasterised by
 * sharp/librsvg) and stores them through the same WebP variants as uploads. Keys carry a hash of
 * what was drawn, so an image that already exists is not drawn again (a second start, or a
 * re-seed on a kept DATA_DIR, skips the work) and /files can cache them forever.
 */

/** Bump when the drawing code changes so new keys (and new images) are made. */
export const DEMO_ART_VERSION = 'v3';
/** libwebp effort for generated images: nearly the same size as the default, much faster. */
const DEMO_ENCODE = { effort: 0, thumbnailPosition: 'centre' } as const;

export type DemoImageStats = { rendered: number; reused: number };

/** An image whose key is known and whose drawing waits for `drawPlanned` (docs/decisions/0064). */
type PlannedImage = { key: string; make: () => Promise<Sharp> };

type RawImage = { data: Buffer; info: OutputInfo };

export type DemoImageRenderer = {
  /** Stores the views of one colour (front; back and close-up when asked) and returns their keys. */
  tshirtImages: (args: {
    slug: string;
    color: string;
    hex: string;
    motif: TshirtMotif;
    back: boolean;
    closeUp: boolean;
  }) => Promise<string[]>;
  /** Stores an accessory's product shot and a closer detail of it. */
  accessoryImages: (args: { slug: string; art: AccessoryArt }) => Promise<string[]>;
  stats: DemoImageStats;
  /** Images planned but not drawn yet (only with `later`). */
  planned: () => number;
  /** Draws the planned images, `concurrency` at a time; the stats count them. */
  drawPlanned: (concurrency: number) => Promise<void>;
};

function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export { slugify as demoSlug };

/**
 * `later`: the keys are answered at once (they depend only on what is drawn) and the drawing waits
 * for `drawPlanned`, so the catalogue's rows exist before its pictures do; /files shows a
 * placeholder for a demo image not drawn yet.
 */
export function createDemoImageRenderer(
  storage: Storage,
  options: { later?: boolean } = {},
): DemoImageRenderer {
  const stats: DemoImageStats = { rendered: 0, reused: 0 };
  const plan: PlannedImage[] = [];
  const layers = new Map<string, Promise<RawImage>>();

  /** Backdrop and shading layers, rendered once per view and tone (they hold the costly blurs). */
  function layer(kind: 'backdrop' | 'shading', view: TshirtView, tone: Tone): Promise<RawImage> {
    const id = `${kind}:${view}:${tone}`;
    let cached = layers.get(id);
    if (!cached) {
      const svg = kind === 'backdrop' ? backdropSvg(view, tone) : shadingSvg(view, tone);
      cached = sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      layers.set(id, cached);
    }
    return cached;
  }

  async function isStored(key: string): Promise<boolean> {
    return (await storage.exists(key)) && (await storage.exists(thumbnailKey(key)));
  }

  async function renderTshirt(
    hex: string,
    motif: TshirtMotif,
    view: TshirtView,
  ): Promise<RawImage> {
    const tone = toneOf(hex);
    const [base, shading] = await Promise.all([
      layer('backdrop', view, tone),
      layer('shading', view, tone),
    ]);
    const at = { left: GARMENT_BOX_PX.left, top: GARMENT_BOX_PX.top };
    return sharp(base.data, { raw: base.info })
      .composite([
        { input: Buffer.from(garmentSvg(hex, motif, view)), ...at },
        { input: shading.data, raw: shading.info, ...at },
      ])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  }

  const fromRaw = (image: RawImage) => sharp(image.data, { raw: image.info });

  /** A 4:5 detail crop (`artWidth` wide from `artTop` of the drawing, centred), as a shop's "close-up" shot. */
  function closeUpOf(image: RawImage, artTop: number, artWidth: number): Sharp {
    const width = Math.round(artWidth * RENDER_SCALE);
    const top = Math.round(artTop * RENDER_SCALE);
    const height = Math.min(
      Math.round((width * RENDER_HEIGHT) / RENDER_WIDTH),
      RENDER_HEIGHT - top,
    );
    return fromRaw(image)
      .extract({ left: Math.round((RENDER_WIDTH - width) / 2), top, width, height })
      .resize(RENDER_WIDTH, RENDER_HEIGHT, { fit: 'cover', kernel: 'lanczos3' })
      .sharpen({ sigma: 0.6 });
  }

  /** Stores one image unless it is already there (same key = same drawing). */
  async function ensure(key: string, make: () => Promise<Sharp>): Promise<string> {
    if (options.later) {
      plan.push({ key, make });
      return key;
    }
    return draw(key, make);
  }

  async function draw(key: string, make: () => Promise<Sharp>): Promise<string> {
    if (await isStored(key)) {
      stats.reused += 1;
      return key;
    }
    stats.rendered += 1;
    await storeRenderedImage(storage, key, await make(), DEMO_ENCODE);
    return key;
  }

  return {
    stats,
    planned: () => plan.length,
    async drawPlanned(concurrency) {
      const queue = plan.splice(0);
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await draw(next.key, next.make);
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    },
    async tshirtImages({ slug, color, hex, motif, back, closeUp }) {
      const base = `${DEMO_IMAGE_PREFIX}tshirts/${slugify(slug)}/${slugify(color)}`;
      const keyOf = (view: string) =>
        `${base}-${view}-${contentHash(`${DEMO_ART_VERSION}|${view}|${hex}|${JSON.stringify(motif)}`, 10)}.webp`;
      let front: Promise<RawImage> | undefined;
      const frontRaw = () => (front ??= renderTshirt(hex, motif, 'front'));
      const keys = [await ensure(keyOf('front'), async () => fromRaw(await frontRaw()))];
      if (back)
        keys.push(
          await ensure(keyOf('back'), async () => fromRaw(await renderTshirt(hex, motif, 'back'))),
        );
      if (closeUp)
        keys.push(await ensure(keyOf('detail'), async () => closeUpOf(await frontRaw(), 300, 560)));
      return keys;
    },
    async accessoryImages({ slug, art }) {
      const svg = accessorySvg(art);
      const keyOf = (view: string) =>
        `${DEMO_IMAGE_PREFIX}accessories/${slugify(slug)}/${view}-${contentHash(`${DEMO_ART_VERSION}|${view}|${svg}`, 10)}.webp`;
      let main: Promise<RawImage> | undefined;
      const mainRaw = () =>
        (main ??= sharp(Buffer.from(svg))
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true }));
      return [
        await ensure(keyOf('main'), async () => fromRaw(await mainRaw())),
        await ensure(keyOf('detail'), async () => closeUpOf(await mainRaw(), 330, 640)),
      ];
    },
  };
}
