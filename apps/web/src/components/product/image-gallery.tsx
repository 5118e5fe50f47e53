import { IMAGE_SIZES, type ProductType } from '@campus-threads/contract';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-image';

type ImageGalleryProps = {
  /** Full-size images. */
  images: string[];
  /** Small versions of `images`, same order; a missing one falls back to the full image. */
  thumbnails: string[];
  /** Alt text of the main image. */
  alt: string;
  kind?: ProductType;
  /** Shown instead of the gallery when there is no image (e.g. 'No images available'). */
  emptyText?: string;
  /** Controlled index (the t-shirt page resets it when the colour changes); else kept here. */
  index?: number;
  onIndex?: (index: number) => void;
  /** 'contain' shows each image whole inside the 4:5 box (the admin reviews all of it); 'cover' fills it. */
  fit?: 'cover' | 'contain';
};

const ARROW =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-card backdrop-blur transition hover:bg-white';

/** Main image in a reserved 4:5 box with arrows and a counter, and a 5-column row of thumbnails. */
export function ImageGallery({
  images,
  thumbnails,
  alt,
  kind = 'tshirt',
  emptyText,
  index,
  onIndex,
  fit = 'cover',
}: ImageGalleryProps) {
  const fitClass = fit === 'contain' ? 'object-contain' : undefined;
  const [ownIndex, setOwnIndex] = useState(0);
  const select = onIndex ?? setOwnIndex;
  const count = images.length;
  const current = Math.min(index ?? ownIndex, Math.max(0, count - 1));
  const step = (delta: number) => select((current + delta + count) % count);

  if (count === 0 && emptyText) {
    return (
      <div className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-2xl bg-zinc-100 text-zinc-500">
        <ImageOff className="size-10 text-zinc-300" aria-hidden="true" />
        <p className="text-sm font-medium">{emptyText}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-zinc-100">
        <ProductImage
          key={images[current]}
          src={images[current]}
          alt={alt}
          kind={kind}
          width={IMAGE_SIZES.full.width}
          height={IMAGE_SIZES.full.height}
          sizes="(min-width: 1024px) 40rem, 100vw"
          priority
          className={fitClass}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => step(-1)}
              className={cn(ARROW, 'left-3')}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => step(1)}
              className={cn(ARROW, 'right-3')}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <p className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-ink-900/70 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums">
              {current + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => select(i)}
                className={cn(
                  'block aspect-[4/5] w-full cursor-pointer overflow-hidden rounded-lg border-2 bg-zinc-100 transition',
                  i === current
                    ? 'border-ink-900'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage
                  src={thumbnails[i] ?? src}
                  alt=""
                  kind={kind}
                  width={IMAGE_SIZES.thumbnail.width}
                  height={IMAGE_SIZES.thumbnail.height}
                  sizes="8rem"
                  className={fitClass}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
