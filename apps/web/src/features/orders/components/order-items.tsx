import {
  ORDER_MESSAGES,
  formatRupees,
  toPaise,
  type Order,
  type OrderItem,
} from '@campus-threads/contract';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { ReviewLineAction } from '@/features/reviews';
import { itemOptions, linePrice, rupees } from '../order-view';

function productHref(item: OrderItem): string | null {
  if (item.productType === 'tshirt' && item.tshirtId)
    return `/product/${encodeURIComponent(item.tshirtId)}`;
  if (item.productType === 'accessory' && item.accessoryId)
    return `/accessory/${encodeURIComponent(item.accessoryId)}`;
  return null;
}

/** What a line's review action needs of its order (delivered, not a replacement). */
type ReviewedOrder = Pick<Order, '_id' | 'status' | 'replacesOrderId'>;

function ItemRow({ item, order }: { item: OrderItem; order?: ReviewedOrder }) {
  const product = item.productData;
  const href = product ? productHref(item) : null;
  const options = itemOptions(item);
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 sm:size-20">
        <ProductImage
          src={product?.image ?? undefined}
          alt={product?.title ?? ''}
          width={80}
          height={80}
          kind={item.productType}
        />
      </div>
      <div className="min-w-0 flex-1">
        {product ? (
          href ? (
            <Link
              to={href}
              className="font-medium break-words text-ink-900 hover:text-saffron-700 hover:underline"
            >
              {product.title}
            </Link>
          ) : (
            <p className="font-medium break-words text-ink-900">{product.title}</p>
          )
        ) : (
          <p className="text-sm text-zinc-500 italic">{ORDER_MESSAGES.productInfoMissing}</p>
        )}
        {options ? <p className="text-sm text-zinc-500">{options}</p> : null}
        {item.sellerName ? (
          <p className="text-sm text-zinc-500" data-seller>
            Sold by{' '}
            {item.sellerId ? (
              <Link
                to={`/seller/${encodeURIComponent(item.sellerId)}`}
                className="font-medium text-zinc-700 hover:text-saffron-700 hover:underline"
              >
                {item.sellerName}
              </Link>
            ) : (
              <span className="font-medium text-zinc-700">{item.sellerName}</span>
            )}
          </p>
        ) : null}
        <p className="text-sm text-zinc-500">
          Qty {item.quantity} × {formatRupees(toPaise(item.finalPrice))}
        </p>
        {item.wantsCustomization ? (
          <p className="mt-1 text-sm text-zinc-600">
            Custom name:{' '}
            <span className="font-semibold break-words text-ink-900">{item.customName || '—'}</span>{' '}
            <span className="text-zinc-500">(+{rupees(item.customizationPrice)})</span>
          </p>
        ) : null}
        {order ? <ReviewLineAction order={order} item={item} /> : null}
      </div>
      <p className="shrink-0 text-sm font-semibold text-ink-900 tabular-nums sm:text-base">
        {linePrice(item)}
      </p>
    </li>
  );
}

/**
 * The lines of one order: picture, name, options, seller, quantity, customisation and price; given
 * the `order`, a delivered line offers "Write a review" (or says it is reviewed).
 */
export function OrderItems({ items, order }: { items: OrderItem[]; order?: ReviewedOrder }) {
  return (
    <ul aria-label="Items" className="divide-y divide-zinc-100">
      {items.map((item, index) => (
        <ItemRow
          key={`${item.tshirtId ?? item.accessoryId ?? 'item'}-${index}`}
          item={item}
          order={order}
        />
      ))}
    </ul>
  );
}
