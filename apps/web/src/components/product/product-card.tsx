import {
  CATALOG_MESSAGES,
  IMAGE_SIZES,
  OFFICIAL_SUBCATEGORY,
  type ProductType,
  type Tshirt,
} from '@campus-threads/contract';
import { BadgeCheck, Share2, ShoppingBag } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StarRating } from '@/components/review/star-rating';
import { cardCartItem, useCartActions } from '@/features/cart';
import { cn } from '@/lib/cn';
import { shareLink } from '@/lib/share';
import { ColorSwatches, swatchesOf } from './color-swatches';
import { priceDisplay, quoteForColor } from './price';
import { PriceTag } from './price-tag';
import { ProductBadge } from './product-badge';
import { ProductImage, ProductPlaceholder } from './product-image';
import { SaleCountdown } from './sale-countdown';
import { useHoverRotation } from './use-hover-rotation';
import { WishlistButton } from './wishlist-button';

const CARD_IMAGE_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw';

/** A card is shown only with an id, a title and at least one image (spec: storefront §2). */
export function isValidCardTshirt(tshirt: Partial<Tshirt> | null | undefined): tshirt is Tshirt {
  return Boolean(
    tshirt && tshirt.id && tshirt.title && Array.isArray(tshirt.images) && tshirt.images.length > 0,
  );
}

type ProductCardProps = {
  tshirt: Tshirt;
  /** First row of a grid: load the image at once. */
  priority?: boolean;
};

export function ProductCard({ tshirt, priority = false }: ProductCardProps) {
  if (!isValidCardTshirt(tshirt)) return <InvalidProductCard />;
  return <ValidProductCard tshirt={tshirt} priority={priority} />;
}

function ValidProductCard({ tshirt, priority }: { tshirt: Tshirt; priority: boolean }) {
  const href = `/product/${tshirt.id}`;
  const images = tshirt.images;
  const [, setRepriced] = useState(0);
  const quote = quoteForColor(tshirt);
  const display = priceDisplay(quote);
  const official = tshirt.subCategory?.toLowerCase() === OFFICIAL_SUBCATEGORY;
  const titleId = useId();

  const cart = useCartActions();
  const onAddToCart = () => {
    const { item, message } = cardCartItem(tshirt, quote, images[0]);
    void cart.add(item, message);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card transition-shadow hover:shadow-pop lg:min-h-[500px]"
    >
      <CardMedia href={href} images={images} sizes={CARD_IMAGE_SIZES} priority={priority}>
        <CardBadges discount={display.badge}>
          {official ? (
            <ProductBadge tone="dark" icon={BadgeCheck} className="shadow-sm">
              official
            </ProductBadge>
          ) : null}
        </CardBadges>
        <WishlistButton
          id={tshirt.id}
          entry={() => ({ ...tshirt, productType: 'tshirt' })}
          className="absolute top-2 right-2 bg-white/90 shadow-sm backdrop-blur hover:bg-white"
        />
      </CardMedia>

      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <CardTitle id={titleId} href={href} className="text-sm sm:text-base">
          {tshirt.title}
        </CardTitle>
        {tshirt.reviewCount > 0 ? (
          <StarRating rating={tshirt.rating} count={tshirt.reviewCount} />
        ) : null}
        <PriceTag display={{ ...display, badge: null }} />
        {quote.saleEndsAt ? (
          <SaleCountdown
            saleEndTime={tshirt.saleEndTime}
            variant="card"
            onEnd={() => setRepriced((n) => n + 1)}
          />
        ) : null}
        <ColorSwatches swatches={swatchesOf(tshirt)} />
        <div className="mt-auto flex items-center gap-1.5 pt-2 sm:gap-2">
          <button
            type="button"
            onClick={onAddToCart}
            onPointerEnter={cart.prefetch}
            className="inline-flex h-10 min-w-0 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg bg-ink-900 px-2 text-sm font-semibold text-white transition-colors hover:bg-ink-800 active:bg-ink-950 sm:px-3"
          >
            <ShoppingBag className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
            <span className="truncate">Add to cart</span>
          </button>
          <button
            type="button"
            onClick={() => void shareLink(href, tshirt.title)}
            aria-label="Share"
            className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-zinc-200 text-ink-800 transition-colors hover:bg-zinc-50"
          >
            <Share2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}

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
