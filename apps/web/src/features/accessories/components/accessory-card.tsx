import {
  CATALOG_MESSAGES,
  TECHNICAL_FILTER_LABELS,
  type Accessory,
} from '@campus-threads/contract';
import { Cpu, ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { priceDisplay } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { ProductBadge } from '@/components/product/product-badge';
import { WishlistButton } from '@/features/wishlist';
import { StarRating } from '@/components/ui/star-rating';
import {
  CardBadges,
  CardMedia,
  CardTitle,
  InvalidProductCard,
} from '@/components/product/card-parts';
import { accessoryCartItem, useCartActions } from '@/features/cart';
import { accessoryQuote, isOutOfStock } from '@/lib/accessory-price';
import { cn } from '@/lib/cn';
import { isValidAccessory } from '../accessory-filters';
import { specEntries } from '../accessory-display';
import { AccessoryPlace } from './accessory-place';

const CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw';
const SPECS_SHOWN = 4;

/** An accessory in a listing (spec: storefront §2 "Accessories list"). */
export function AccessoryCard({
  accessory,
  priority = false,
}: {
  accessory: Accessory;
  priority?: boolean;
}) {
  if (!isValidAccessory(accessory)) return <InvalidProductCard kind="accessory" />;
  return <ValidAccessoryCard accessory={accessory} priority={priority} />;
}

function ValidAccessoryCard({ accessory, priority }: { accessory: Accessory; priority: boolean }) {
  const titleId = useId();
  const href = `/accessory/${accessory.accessoryId}`;
  const images = accessory.thumbnails?.length ? accessory.thumbnails : accessory.images;
  const display = priceDisplay(accessoryQuote(accessory));
  const soldOut = isOutOfStock(accessory);
  const cart = useCartActions();
  const active = accessory.status === 'active';
  const specs = specEntries(accessory);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="accessory-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card transition-shadow hover:shadow-pop"
    >
      <CardMedia
        kind="accessory"
        href={href}
        images={images}
        sizes={CARD_SIZES}
        priority={priority}
        faded={soldOut}
      >
        <CardBadges discount={display.badge}>
          {accessory.isTechnical ? (
            <ProductBadge tone="dark" icon={Cpu} className="shadow-sm">
              {TECHNICAL_FILTER_LABELS.technical}
            </ProductBadge>
          ) : null}
        </CardBadges>
        <WishlistButton
          id={accessory.accessoryId}
          entry={() => ({ ...accessory, productType: 'accessory' })}
          className="absolute top-2 right-2 bg-white/90 shadow-sm backdrop-blur hover:bg-white"
        />
        {soldOut ? (
          <span className="absolute inset-x-0 bottom-0 bg-ink-900/80 py-1.5 text-center text-xs font-bold tracking-wider text-white uppercase">
            {CATALOG_MESSAGES.outOfStock}
          </span>
        ) : null}
      </CardMedia>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={titleId} href={href} className="text-base">
            {accessory.title}
          </CardTitle>
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
              active
                ? 'bg-success-50 text-success-700 ring-1 ring-success-500/30'
                : 'bg-zinc-100 text-zinc-500',
            )}
          >
            {accessory.status}
          </span>
        </div>
        <AccessoryPlace accessory={accessory} truncate />
        {accessory.reviewCount > 0 ? (
          <StarRating rating={accessory.rating} count={accessory.reviewCount} />
        ) : null}
        {accessory.description ? (
          <p className="line-clamp-2 text-sm break-words text-zinc-600">{accessory.description}</p>
        ) : null}
        <PriceTag display={{ ...display, badge: null }} />
        {specs.length > 0 ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 rounded-lg bg-zinc-50 px-3 py-2 text-xs">
            {specs.slice(0, SPECS_SHOWN).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="max-w-32 truncate text-zinc-500 capitalize">{label}</dt>
                <dd className="truncate font-medium text-ink-800">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-auto pt-2">
          <button
            type="button"
            disabled={soldOut}
            onClick={() => void cart.add(accessoryCartItem(accessory))}
            onPointerEnter={cart.prefetch}
            className="inline-flex h-10 w-full cursor-pointer items-center justify-center gap-1.5 rounded-lg bg-ink-900 text-sm font-semibold text-white transition-colors hover:bg-ink-800 active:bg-ink-950 disabled:cursor-not-allowed disabled:bg-zinc-200 disabled:text-zinc-500"
          >
            {soldOut ? (
              CATALOG_MESSAGES.outOfStock
            ) : (
              <>
                <ShoppingBag className="size-4" aria-hidden="true" />
                Add to Cart
              </>
            )}
          </button>
        </div>
      </div>
    </article>
  );
}
