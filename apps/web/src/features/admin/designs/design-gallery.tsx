import type { AdminDesign } from '@campus-threads/contract';
import { ImageGallery } from '@/components/product/image-gallery';
import { cn } from '@/lib/cn';

/** The design's images for one colour at a time, with the colour buttons under them. */
export function DesignGallery({
  design,
  perColor,
  colorIndex,
  imageIndex,
  onColorIndex,
  onImageIndex,
}: {
  design: AdminDesign;
  /** How many images of a colour are shown (fewer while the edit section is open). */
  perColor: number;
  colorIndex: number;
  imageIndex: number;
  onColorIndex: (index: number) => void;
  onImageIndex: (index: number) => void;
}) {
  const variant = design.colorVariants[colorIndex] ?? design.colorVariants[0];
  const images = variant?.images.slice(0, perColor) ?? [];
  const thumbnails = variant?.thumbnails.slice(0, perColor) ?? [];
  return (
    <div className="mx-auto w-full max-w-60 space-y-3 sm:max-w-xs md:max-w-none">
      <ImageGallery
        images={images}
        thumbnails={thumbnails}
        alt={`${design.title} in ${variant?.color ?? ''}`}
        emptyText="No images available"
        fit="contain"
        index={imageIndex}
        onIndex={onImageIndex}
      />
      {design.colorVariants.length > 1 ? (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Colour shown">
          {design.colorVariants.map((v, i) => (
            <button
              key={v.color}
              type="button"
              onClick={() => {
                onColorIndex(i);
                onImageIndex(0);
              }}
              aria-pressed={i === colorIndex}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium',
                i === colorIndex
                  ? 'border-ink-900 bg-ink-900 text-white'
                  : 'border-zinc-300 bg-white text-ink-800 hover:bg-zinc-50',
              )}
            >
              <span
                className="size-3 rounded-full ring-1 ring-zinc-300"
                style={{ backgroundColor: v.hex }}
                aria-hidden="true"
              />
              {v.color}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
