import {
  CART_LINE_MAX,
  CATALOG_MESSAGES,
  formatRupees,
  toPaise,
  type CartLine,
} from '@campus-threads/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { LineThumb } from '@/components/product/line-thumb';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { cn } from '@/lib/cn';

export function productPath(line: Pick<CartLine, 'productType' | 'productId'>): string {
  return line.productType === 'tshirt'
    ? `/product/${line.productId}`
    : `/accessory/${line.productId}`;
}

/** The most a stepper offers: the stock of an accessory, else the cart's line limit. */
export function lineMaxQuantity(line: Pick<CartLine, 'stock' | 'quantity'>): number {
  return Math.max(line.quantity, Math.min(CART_LINE_MAX, line.stock ?? CART_LINE_MAX));
}

/** More units than are left (yet some are): the stepper stays, to bring the line down to the stock. */
export function isAboveStock(line: Pick<CartLine, 'stock' | 'quantity'>): boolean {
  return line.stock !== null && line.stock > 0 && line.quantity > line.stock;
}

/**
 * Whether the line shows its price: a line that can be bought, or one held back only by stock.
 * A product that is gone has no price to show (it read "₹0.00"), just its name and "no longer
 * available".
 */
export function showsPrice(line: Pick<CartLine, 'available' | 'stock'>): boolean {
  return line.available || line.stock !== null;
}

type CartLineRowProps = {
  line: CartLine;
  busy: boolean;
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
};

/** One cart line: picture, choice, unit price (with the spec's invalid-discount note), stepper, remove. */
export function CartLineRow({ line, busy, onQuantity, onRemove }: CartLineRowProps) {
  const title = line.title || 'Product';
  const priced = showsPrice(line);
  const stepper = Boolean(onQuantity) && (line.available || isAboveStock(line));
  const details = [line.size && `Size ${line.size}`, line.color].filter(Boolean).join(' · ');
  const discounted = line.discountPrice !== null && line.finalPrice < line.price;

  return (
    <li data-testid="cart-line" className={cn('flex gap-4 py-5', !line.available && 'opacity-75')}>
      {/* A product that is gone has no page to link to: its name and picture stay, unlinked. */}
      {priced ? (
        <Link
          to={productPath(line)}
          className="shrink-0 rounded-lg"
          tabIndex={-1}
          aria-hidden="true"
        >
          <LineThumb src={line.imageUrl} alt="" />
        </Link>
      ) : (
        <LineThumb src={line.imageUrl} alt="" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-6">
        <div className="min-w-0 space-y-1">
          {priced ? (
            <Link
              to={productPath(line)}
              className="line-clamp-2 font-semibold text-ink-900 hover:text-saffron-700"
            >
              {title}
            </Link>
          ) : (
            <p className="line-clamp-2 font-semibold text-ink-900">{title}</p>
          )}
          {details ? <p className="text-sm text-zinc-600">{details}</p> : null}
          {line.wantsCustomization ? (
            <p className="text-sm text-zinc-600">
              Name: <span className="font-medium text-ink-800">{line.customName}</span>{' '}
              <span className="text-zinc-500">
                (+{formatRupees(toPaise(line.customizationPrice / line.quantity))} each)
              </span>
            </p>
          ) : null}
          {priced ? (
            <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-ink-900 tabular-nums">
                {formatRupees(toPaise(line.finalPrice))}
              </span>
              {discounted ? (
                <s className="text-zinc-500 tabular-nums">{formatRupees(toPaise(line.price))}</s>
              ) : null}
              {line.invalidDiscount ? (
                <span className="text-xs font-medium text-danger-600">
                  {CATALOG_MESSAGES.invalidDiscount}{' '}
                  <span className="text-zinc-500">{CATALOG_MESSAGES.discountCap}</span>
                </span>
              ) : null}
            </div>
          ) : null}
          {!line.available ? (
            <p role="status" className="text-sm font-semibold text-danger-600">
              {line.unavailableReason}
            </p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start">
          {stepper && onQuantity ? (
            <QuantityStepper
              value={line.quantity}
              max={lineMaxQuantity(line)}
              disabled={busy}
              onChange={onQuantity}
            />
          ) : (
            <span className="text-sm text-zinc-600">Qty {line.quantity}</span>
          )}
          <div className="flex items-center gap-2">
            {line.available ? (
              <span className="font-bold text-ink-900 tabular-nums" data-testid="line-total">
                {formatRupees(toPaise(line.lineTotal))}
              </span>
            ) : null}
            {onRemove ? (
              <button
                type="button"
                onClick={onRemove}
                disabled={busy}
                aria-label={`Remove ${title}`}
                className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-zinc-500 transition-colors hover:bg-danger-50 hover:text-danger-600 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
