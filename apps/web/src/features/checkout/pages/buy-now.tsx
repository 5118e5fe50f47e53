import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { exitBuyNow, useBuyNowItem } from '@/features/cart';
import { useAuth } from '@/lib/auth-context';
import { useBuyNowQuote } from '../api/get-buy-now-quote';
import { CheckoutView } from '../components/checkout-view';
import { dropJoinRequest } from '../drop-join';
import { JoinDropPage } from './join-drop';

/**
 * /buy-now: one item on its own (spec: storefront §2, §4), or with `?drop=` joining a drop with
 * one t-shirt of its design (docs/decisions/0049).
 */
export function BuyNowPage() {
  const [search] = useSearchParams();
  const drop = dropJoinRequest(search);
  return drop ? <JoinDropPage request={drop} /> : <BuyNowItemPage />;
}

/**
 * One item on its own. Only in buy-now mode, else back to /. Return to Cart and Continue Shopping
 * leave the mode; the cart was never touched.
 */
function BuyNowItemPage() {
  const navigate = useNavigate();
  const { isLoading: sessionLoading } = useAuth();
  const item = useBuyNowItem();
  const quote = useBuyNowQuote(item);

  if (!item) return <Navigate to="/" replace />;
  if (sessionLoading || quote.isPending) return <Loading label="Loading your item" />;
  if (quote.isError || !quote.data) {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <p className="font-semibold text-ink-900">We could not load this item.</p>
        <button
          type="button"
          onClick={() => void quote.refetch()}
          className={buttonClasses('dark', 'md', 'mt-4')}
        >
          Try Again
        </button>
      </div>
    );
  }

  const leave = (to: string) => {
    exitBuyNow();
    void navigate(to);
  };

  return (
    <CheckoutView
      mode="buyNow"
      title="Buy Now"
      lines={quote.data.items}
      itemCount={quote.data.summary.itemCount}
      buyNowItem={item}
      actions={
        // The page's title already says Buy Now: no badge repeating it. Both ways out are buttons.
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => leave('/cart')}
            className={buttonClasses('secondary', 'sm')}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Return to Cart
          </button>
          <Link to="/" onClick={() => exitBuyNow()} className={buttonClasses('secondary', 'sm')}>
            Continue Shopping
          </Link>
        </div>
      }
    />
  );
}

export default BuyNowPage;
