import { CATALOG_MESSAGES, IMAGE_SIZES, type ProductType } from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { ProductBadge } from './product-badge';
import { ProductImage, ProductPlaceholder } from './product-image';
import { useHoverRotation } from './use-hover-rotation';

/** The pieces of a product card (photo, title, badges, stand-ins) every card is built from. */
type CardMediaProps = {
  href: string;
  images: string[];
  sizes: string;
  priority?: boolean;
  kind?: ProductType;
  /** Fade the photo (e.g. out of stock). */
  faded?: boolean;
  /** Overlays: badges, a wishlist heart, an out-of-stock band. */
  children?: ReactNode;
};

/**
 * A card's photo in a reserved 4:5 box, linking to the product. On hover the images rotate
 * (spec §2); a failed image becomes the placeholder of its kind.
 */
export function CardMedia({
  href,
  images,
  sizes,
  priority = false,
  kind = 'tshirt',
  faded = false,
  children,
}: CardMediaProps) {
  const rotation = useHoverRotation(images.length);
  return (
    <div
      className="relative aspect-[4/5] overflow-hidden bg-zinc-100"
      onMouseEnter={rotation.onMouseEnter}
      onMouseLeave={rotation.onMouseLeave}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
        <ProductImage
          kind={kind}
          src={images[rotation.index]}
          alt=""
          width={IMAGE_SIZES.thumbnail.width}
          height={IMAGE_SIZES.thumbnail.height}
          sizes={sizes}
          priority={priority}
          className={cn(
            'transition-transform duration-500 group-hover:scale-[1.03]',
            faded && 'opacity-60',
          )}
        />
      </Link>
      {children}
    </div>
  );
}

/** A card's title, linking to the product; two lines at most. */
export function CardTitle({
  id,
  href,
  className,
  children,
}: {
  id: string;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h3
      id={id}
      className={cn(
        'line-clamp-2 min-w-0 leading-snug font-semibold break-words text-ink-900',
        className,
      )}
    >
      <Link to={href} className="hover:text-saffron-700 focus-visible:outline-offset-4">
        {children}
      </Link>
    </h3>
  );
}

/** Top-left pills on a card photo: '-20%' when discounted, then any others. */
export function CardBadges({
  discount,
  children,
}: {
  discount: number | null;
  children?: ReactNode;
}) {
  return (
    <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
      {discount !== null ? (
        <ProductBadge tone="sale" className="shadow-sm">
          -{discount}%
        </ProductBadge>
      ) : null}
      {children}
    </div>
  );
}

/** Stand-in for a card whose data is incomplete: 'Product data error' (spec §2). */
export function InvalidProductCard({
  kind = 'tshirt',
  className,
}: {
  kind?: ProductType;
  className?: string;
}) {
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-dashed border-zinc-300 bg-white lg:min-h-[500px]',
        className,
      )}
    >
      <div className="aspect-[4/5]">
        <ProductPlaceholder kind={kind} />
      </div>
      <div className="p-4">
        <h3 className="text-sm font-semibold text-ink-900">{CATALOG_MESSAGES.productDataError}</h3>
        <p className="mt-1 text-sm text-zinc-500">{CATALOG_MESSAGES.productMayBeRemoved}</p>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white lg:min-h-[500px]"
    >
      <div className="aspect-[4/5] animate-pulse bg-zinc-200/70" />
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div className="h-4 w-4/5 animate-pulse rounded bg-zinc-200/80" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-zinc-200/80" />
        <div className="h-4 w-1/4 animate-pulse rounded bg-zinc-200/80" />
        <div className="mt-auto h-10 animate-pulse rounded-lg bg-zinc-200/80" />
      </div>
    </div>
  );
}
