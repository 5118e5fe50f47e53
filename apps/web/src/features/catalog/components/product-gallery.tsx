import { IMAGE_SIZES } from '@campus-threads/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ProductImage } from '@/components/product/product-image';
import { cn } from '@/lib/cn';

type ProductGalleryProps = {
  title: string;
  color: string;
  images: string[];
  thumbnails: string[];
  index: number;
  onIndex: (index: number) => void;
};

const ARROW =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-card backdrop-blur transition hover:bg-white';

/** Main image in a reserved 4:5 box, arrows, and a row of thumbnails. */
export function ProductGallery({
  title,
  color,
  images,
  thumbnails,
  index,
  onIndex,
}: ProductGalleryProps) {
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const step = (delta: number) => onIndex((current + delta + count) % count);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-zinc-100">
        <ProductImage
          key={images[current]}
          src={images[current]}
          alt={`${title} – ${color}`}
          width={IMAGE_SIZES.full.width}
          height={IMAGE_SIZES.full.height}
          sizes="(min-width: 1024px) 40rem, 100vw"
          priority
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
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onIndex(i)}
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
                  width={IMAGE_SIZES.thumbnail.width}
                  height={IMAGE_SIZES.thumbnail.height}
                  sizes="8rem"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
