import {
  DELIVERY_WEB_TEXTS,
  CART_MESSAGES,
  cartTotals,
  formatRupees,
  pluralise,
  SHOP_FACTS,
} from '@campus-threads/contract';
import { ArrowRight, RefreshCw, ShoppingBag, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PriceDetails } from '@/features/orders';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart } from '../use-cart';
import { useCartActions } from '../use-cart-actions';
import { notify } from '@/lib/notify';
import { CartLineRow } from '../components/cart-line-row';

function CartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy="true">
      <div className="space-y-5">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="aspect-[4/5] w-20 sm:w-24" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-saffron-50 text-saffron-600">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-ink-900">Your cart is empty</h2>
      <p className="mt-2 text-zinc-600">
        Find a tee for your hostel, your department or your next fest.
      </p>
      <Link to="/" className={buttonClasses('dark', 'md', 'mt-8')}>
        Continue shopping
      </Link>
    </div>
  );
}

/** /cart (spec: storefront §2): lines, stepper, remove, Clear Cart, Refresh Prices, summary. */
export function CartPage() {
  const navigate = useNavigate();
  const { cart, isLoading, isFetching, error, refetch } = useCart({ fresh: true });
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  const lines = cart.items;
  const blocked = lines.filter((line) => !line.available);
  // Still for sale, only more than is left: the stepper brings it down (no need to remove it).
  const overStock = blocked.filter(
    (line) => line.stock !== null && line.stock > 0 && line.quantity > line.stock,
  );
  const totals = cartTotals(lines);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const refreshPrices = async () => {
    const result = await refetch();
    if (result.error) notify.error(CART_MESSAGES.refreshFailed);
    else if (result.data?.items.some((line) => !line.available))
      notify.error(CART_MESSAGES.noLongerAvailable);
    else notify.success(CART_MESSAGES.pricesRefreshed);
  };

  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Your Cart</h1>
          {lines.length > 0 ? (
            <p className="mt-1 text-sm text-zinc-600">
              {pluralise(cart.summary.itemCount, 'item')} · prices as of now
            </p>
          ) : null}
        </div>
        {lines.length > 0 ? (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void refreshPrices()}
              loading={isFetching && !isLoading}
            >
              {isFetching && !isLoading ? null : (
                <RefreshCw className="size-4" aria-hidden="true" />
              )}
              Refresh Prices
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => void act(actions.clear)}
            >
              Clear Cart
            </Button>
          </div>
        ) : null}
      </div>

      <div className="mt-8">
        {isLoading ? (
          <CartSkeleton />
        ) : error && lines.length === 0 ? (
          <div role="alert" className="mx-auto max-w-md py-12 text-center">
            <TriangleAlert className="mx-auto size-8 text-danger-600" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink-900">{CART_MESSAGES.refreshFailed}</p>
            <Button variant="dark" className="mt-4" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <ul className="divide-y divide-zinc-200 border-y border-zinc-200">
              {lines.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  busy={busy}
                  onQuantity={(quantity) => void act(() => actions.setQuantity(line.id, quantity))}
                  onRemove={() => void act(() => actions.remove(line.id))}
                />
              ))}
            </ul>

            <Card className="lg:sticky lg:top-24">
              <CardContent className="space-y-5">
                <h2 className="text-lg font-semibold text-ink-900">Order summary</h2>
                <PriceDetails
                  totals={totals}
                  itemCount={cart.summary.itemCount}
                  deliveryNote={DELIVERY_WEB_TEXTS.cartDelivery}
                />
                {blocked.length > 0 ? (
                  <p
                    role="status"
                    className="rounded-lg bg-danger-50 px-3 py-2.5 text-sm text-danger-700"
                  >
                    {CART_MESSAGES.blockedLines(
                      blocked.length - overStock.length,
                      overStock.length,
                    )}
                  </p>
                ) : null}
                {cart.summary.allowPartialPayment ? (
                  <p className="text-sm text-zinc-600">
                    Pay {SHOP_FACTS.advanceShare} now and the rest on delivery: choose it at
                    checkout.
                  </p>
                ) : null}
                <Button
                  size="lg"
                  className="w-full"
                  disabled={blocked.length > 0 || totals.totalPaise <= 0}
                  onClick={() => navigate('/checkout')}
                >
                  Proceed to Checkout · {formatRupees(totals.totalPaise)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
                <Link
                  to="/"
                  className="block text-center text-sm font-medium text-saffron-700 hover:underline"
                >
                  Continue shopping
                </Link>
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </PageContainer>
  );
}

export default CartPage;
