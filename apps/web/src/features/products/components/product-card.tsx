import { OFFICIAL_SUBCATEGORY, type Tshirt } from '@campus-threads/contract';
import { BadgeCheck, Share2, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CardBadges,
  CardMedia,
  CardTitle,
  InvalidProductCard,
} from '@/components/product/card-parts';
import { ColorSwatches, swatchesOf } from '@/components/product/color-swatches';
import { priceDisplay, quoteForColor } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { ProductBadge } from '@/components/product/product-badge';
import { SaleCountdown } from '@/components/product/sale-countdown';
import { StarRating } from '@/components/ui/star-rating';
import { cardCartItem, useCartActions } from '@/features/cart';
import { WishlistButton } from '@/features/wishlist';
import { shareLink } from '@/lib/share';

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
