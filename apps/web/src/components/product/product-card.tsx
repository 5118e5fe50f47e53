import {
  CATALOG_MESSAGES,
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  HOVER_ROTATION_MS,
  IMAGE_SIZES,
  OFFICIAL_SUBCATEGORY,
  type Tshirt,
} from '@campus-threads/contract';
import { BadgeCheck, Share2, ShoppingBag } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { addToCart, tshirtCartItem } from '@/lib/cart-storage';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { shareLink } from '@/lib/share';
import { ColorSwatches, swatchesOf } from './color-swatches';
import { priceDisplay, quoteForColor } from './price';
import { PriceTag } from './price-tag';
import { ProductImage, TshirtPlaceholder } from './product-image';
import { SaleCountdown } from './sale-countdown';
import { WishlistButton } from './wishlist-button';

const CARD_IMAGE_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw';

/** A card is shown only with an id, a title and at least one image (spec: storefront §2). */
export function isValidCardTshirt(tshirt: Partial<Tshirt> | null | undefined): tshirt is Tshirt {
  return Boolean(
    tshirt && tshirt.id && tshirt.title && Array.isArray(tshirt.images) && tshirt.images.length > 0,
  );
}

/** Hover shows the second image at once, then the next every 1.5 s; leaving returns to the first. */
function useHoverRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  useEffect(() => {
    if (!hovering || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HOVER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [hovering, count]);
  return {
    index,
    onMouseEnter: () => {
      if (count < 2) return;
      setHovering(true);
      setIndex(1);
    },
    onMouseLeave: () => {
      setHovering(false);
      setIndex(0);
    },
  };
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
  const rotation = useHoverRotation(images.length);
  const [, setRepriced] = useState(0);
  const quote = quoteForColor(tshirt);
  const display = priceDisplay(quote);
  const firstColor = tshirt.colorVariants?.[0]?.color ?? tshirt.colors?.[0] ?? DEFAULT_COLOR;
  const official = tshirt.subCategory?.toLowerCase() === OFFICIAL_SUBCATEGORY;
  const titleId = useId();

  const onAddToCart = () => {
    try {
      addToCart(
        tshirtCartItem({
          tshirt,
          size: DEFAULT_SIZE,
          color: firstColor,
          quantity: 1,
          unitPricePaise: quote.finalPrice,
          basePricePaise: quote.basePrice,
          imageUrl: images[0],
        }),
      );
      notify.success(
        tshirt.customizable
          ? CATALOG_MESSAGES.addedToCartCustomizable
          : CATALOG_MESSAGES.addedToCart,
      );
    } catch {
      notify.error(CATALOG_MESSAGES.addToCartFailed);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card transition-shadow hover:shadow-pop lg:min-h-[500px]"
    >
      <div
        className="relative aspect-[4/5] overflow-hidden bg-zinc-100"
        onMouseEnter={rotation.onMouseEnter}
        onMouseLeave={rotation.onMouseLeave}
      >
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          <ProductImage
            src={images[rotation.index] ?? images[0]}
            alt=""
            width={IMAGE_SIZES.thumbnail.width}
            height={IMAGE_SIZES.thumbnail.height}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </Link>
        <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {display.badge !== null ? (
            <span className="rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white shadow-sm">
              -{display.badge}%
            </span>
          ) : null}
          {official ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              official
            </span>
          ) : null}
        </div>
        <WishlistButton
          id={tshirt.id}
          entry={() => ({ ...tshirt, productType: 'tshirt' })}
          className="absolute top-2 right-2 bg-white/90 shadow-sm backdrop-blur hover:bg-white"
        />
      </div>

      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3
          id={titleId}
          className="line-clamp-2 text-sm leading-snug font-semibold text-ink-900 sm:text-base"
        >
          <Link to={href} className="hover:text-saffron-700 focus-visible:outline-offset-4">
            {tshirt.title}
          </Link>
        </h3>
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

/** Stand-in for a card whose data is incomplete. */
export function InvalidProductCard({ className }: { className?: string }) {
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-dashed border-zinc-300 bg-white lg:min-h-[500px]',
        className,
      )}
    >
      <div className="aspect-[4/5]">
        <TshirtPlaceholder />
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
