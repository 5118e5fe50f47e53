import {
  formatRupees,
  SHOP_FULFILLED_TEXTS,
  toPaise,
  type SellerSalesSummary,
} from '@campus-threads/contract';
import { IndianRupee, Package, ShoppingBag, Store } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The period's sales (paid, not cancelled): orders, units, revenue of the orders the seller
 * ships; orders the shop fulfils with the seller's Print & Delivery designs are counted apart
 * (docs/decisions/0048).
 */
export function SalesSummary({ summary }: { summary: SellerSalesSummary | undefined }) {
  const cards = [
    { key: 'orders', label: 'Orders', icon: ShoppingBag, value: summary?.orders.toString() },
    { key: 'units', label: 'Units sold', icon: Package, value: summary?.units.toString() },
    {
      key: 'revenue',
      label: 'Revenue',
      icon: IndianRupee,
      value: summary ? formatRupees(toPaise(summary.revenue)) : undefined,
    },
  ];
  const shopOrders = summary?.shopFulfilled.orders ?? 0;
  return (
    <>
      <dl
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4"
        aria-label="Sales in this period"
      >
        {cards.map(({ key, label, icon: Icon, value }) => (
          <div
            key={key}
            data-summary={key}
            className={cn(
              'min-w-0 rounded-xl border border-zinc-200 bg-white p-3 sm:p-4',
              key === 'revenue' && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="flex items-center gap-1.5 text-xs font-medium text-zinc-500 sm:text-sm">
              <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 truncate text-lg font-bold text-ink-900 tabular-nums sm:text-2xl">
              {value ?? <Skeleton className="h-7 w-16" />}
            </dd>
          </div>
        ))}
      </dl>
      {shopOrders > 0 ? (
        <p
          className="flex items-center gap-1.5 text-sm text-zinc-600"
          data-summary="shop-fulfilled"
        >
          <Store className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
          {SHOP_FULFILLED_TEXTS.summary(shopOrders)}
        </p>
      ) : null}
    </>
  );
}
