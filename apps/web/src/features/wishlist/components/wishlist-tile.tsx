import { CATALOG_MESSAGES, WISHLIST_MESSAGES } from '@campus-threads/contract';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { priceDisplay, quoteForColor } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { CardMedia, CardTitle } from '@/components/product/card-parts';
import { ProductPlaceholder } from '@/components/product/product-image';
import { SaleCountdown } from '@/components/product/sale-countdown';
import { accessoryCartItem, cardCartItem, useCartActions } from '@/features/cart';
import { accessoryQuote, isOutOfStock } from '@/lib/accessory-price';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { wishlistEntryId, type WishlistEntry } from '../wishlist-storage';
import { saveWishlistChange } from '../wishlist-account';
import {
  entryHref,
  entryImages,
  entryKindLabel,
  isAccessoryEntry,
  isShowableEntry,
  type AccessoryEntry,
  type TshirtEntry,
} from '../wishlist-entry';
import { removeFromWishlist } from '../use-device-wishlist';

const TILE_SIZES =
  '(min-width: 1280px) 18rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 6rem';

const BUTTON =
  'inline-flex h-10 cursor-pointer items-center justify-center gap-1.5 rounded-lg text-sm font-semibold transition-colors disabled:cursor-not-allowed';

/** Remove from the device at once, then from the account; put back if the account refuses. */
function useRemove(entry: WishlistEntry) {
  const { isAuthenticated } = useAuth();
  return async () => {
    let removed: ReturnType<typeof removeFromWishlist>;
    try {
      removed = removeFromWishlist(wishlistEntryId(entry));
    } catch {
      notify.error(WISHLIST_MESSAGES.removeFailed);
      return;
    }
    if (!removed) return;
    notify.success(WISHLIST_MESSAGES.removed);
    if (
      isAuthenticated &&
      !(await saveWishlistChange(removed.entry, { added: false, index: removed.index }))
    ) {
      notify.error(WISHLIST_MESSAGES.removeFailed);
    }
  };
}

/** A saved t-shirt or accessory: photo, title, price, Add to Cart and Remove. */
export function WishlistTile({
  entry,
  priority = false,
}: {
  entry: WishlistEntry;
  priority?: boolean;
}) {
  if (!isShowableEntry(entry)) return <BrokenTile entry={entry} />;
  return isAccessoryEntry(entry) ? (
    <AccessoryTile entry={entry} priority={priority} />
  ) : (
    <TshirtTile entry={entry} priority={priority} />
  );
}

function TshirtTile({ entry, priority }: { entry: TshirtEntry; priority: boolean }) {
  const [, setRepriced] = useState(0);
  const quote = quoteForColor(entry);
  const cart = useCartActions();
  const images = entryImages(entry);
  const onAdd = () => {
    const { item, message } = cardCartItem(entry, quote, images[0]);
    return cart.add(item, message, WISHLIST_MESSAGES.addToCartFailed);
  };
  return (
    <TileFrame entry={entry} images={images} priority={priority} onAdd={onAdd}>
      <PriceTag display={priceDisplay(quote)} />
      {quote.saleEndsAt ? (
        <SaleCountdown
          saleEndTime={entry.saleEndTime}
          variant="card"
          onEnd={() => setRepriced((n) => n + 1)}
        />
      ) : null}
    </TileFrame>
  );
}

function AccessoryTile({ entry, priority }: { entry: AccessoryEntry; priority: boolean }) {
  const cart = useCartActions();
  const soldOut = isOutOfStock(entry);
  const onAdd = () =>
    cart.add(
      accessoryCartItem(entry),
      CATALOG_MESSAGES.addedToCart,
      WISHLIST_MESSAGES.addToCartFailed,
    );
  return (
    <TileFrame
      entry={entry}
      images={entryImages(entry)}
      priority={priority}
      onAdd={onAdd}
      soldOut={soldOut}
    >
      <PriceTag display={priceDisplay(accessoryQuote(entry))} />
    </TileFrame>
  );
}

/**
 * The tile: a row with a small photo on a phone, a card with the photo on top from 640 px.
 * Add to Cart is disabled while it runs and for an accessory that is out of stock.
 */
function TileFrame({
  entry,
  images,
  priority,
  onAdd,
  soldOut = false,
  children,
}: {
  entry: WishlistEntry;
  images: string[];
  priority: boolean;
  onAdd: () => Promise<boolean>;
  soldOut?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const href = entryHref(entry);
  const remove = useRemove(entry);
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      await onAdd();
    } finally {
      setAdding(false);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid="wishlist-item"
      className="group flex h-full overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card transition-shadow hover:shadow-pop sm:flex-col"
    >
      <div className="m-3 w-24 shrink-0 self-start overflow-hidden rounded-xl sm:m-0 sm:w-auto sm:self-stretch sm:rounded-none">
        <CardMedia
          kind={entry.productType}
          href={href}
          images={images}
          sizes={TILE_SIZES}
          priority={priority}
          faded={soldOut}
        >
          {soldOut ? (
            <span className="absolute inset-x-0 bottom-0 hidden bg-ink-900/80 py-1.5 text-center text-xs font-bold tracking-wider text-white uppercase sm:block">
              {CATALOG_MESSAGES.outOfStock}
            </span>
          ) : null}
        </CardMedia>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-3 pr-3 sm:gap-2 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-wide text-zinc-500 uppercase">
          {entryKindLabel(entry)}
        </p>
        <CardTitle id={titleId} href={href} className="text-sm sm:text-base">
          {entry.title}
        </CardTitle>
        {children}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <button
            type="button"
            onClick={() => void add()}
            disabled={soldOut || adding}
            className={cn(
              BUTTON,
              'min-w-0 flex-1 bg-ink-900 px-3 text-white hover:bg-ink-800 active:bg-ink-950 disabled:bg-zinc-200 disabled:text-zinc-500',
            )}
          >
            {soldOut ? (
              CATALOG_MESSAGES.outOfStock
            ) : (
              <>
                <ShoppingBag className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">Add to Cart</span>
              </>
            )}
          </button>
          <RemoveButton onRemove={remove} title={entry.title} />
        </div>
      </div>
    </article>
  );
}

function RemoveButton({ onRemove, title }: { onRemove: () => Promise<void>; title?: string }) {
  return (
    <button
      type="button"
      onClick={() => void onRemove()}
      aria-label={title ? `Remove ${title} from wishlist` : 'Remove from wishlist'}
      className={cn(
        BUTTON,
        'w-10 shrink-0 border border-zinc-200 text-ink-800 hover:border-danger-500/40 hover:bg-danger-50 hover:text-danger-700 sm:w-auto sm:px-3',
      )}
    >
      <Trash2 className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Remove</span>
    </button>
  );
}

/** An entry saved with incomplete data: 'Product data error', and a way to remove it. */
function BrokenTile({ entry }: { entry: WishlistEntry }) {
  const remove = useRemove(entry);
  return (
    <article
      data-testid="wishlist-item"
      className="flex h-full overflow-hidden rounded-2xl border border-dashed border-zinc-300 bg-white sm:flex-col"
    >
      <div className="m-3 aspect-[4/5] w-24 shrink-0 self-start overflow-hidden rounded-xl sm:m-0 sm:w-auto sm:self-stretch sm:rounded-none">
        <ProductPlaceholder kind={entry?.productType === 'accessory' ? 'accessory' : 'tshirt'} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 py-3 pr-3 sm:p-4">
        <h3 className="text-sm font-semibold text-ink-900">{CATALOG_MESSAGES.productDataError}</h3>
        <p className="text-sm text-zinc-500">{CATALOG_MESSAGES.productMayBeRemoved}</p>
        <div className="mt-auto flex justify-end pt-2">
          <RemoveButton onRemove={remove} />
        </div>
      </div>
    </article>
  );
}
