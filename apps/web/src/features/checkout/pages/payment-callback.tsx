import {
  CHECKOUT_MESSAGES,
  DROP_PAGE_TEXTS,
  dropPath,
  dropQueryKey,
  PAYMENT_CALLBACK_TIMINGS,
} from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Loader2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { exitBuyNow } from '@/features/cart';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { checkPaymentStatus } from '../api/check-payment-status';
import { outcomeOf, type CallbackView } from '../payment-outcome';
import {
  callbackTransactionId,
  clearPendingOrder,
  readPendingOrder,
  saveRecentOrderId,
  storedFallbacks,
} from '../pending-order';

const HEADINGS: Record<CallbackView['phase'], string> = {
  processing: 'Processing your payment',
  verifying: 'Verifying your payment',
  success: 'Payment successful',
  failed: 'Payment failed',
  refunded: 'Payment refunded',
};

/**
 * /payment-callback (spec: storefront §4): processing → verifying → success (to the order after
 * 3 s) or failed (to the cart after 5 s); pending answers are checked again every 10 s, never two
 * checks at once. The server makes the order; this page only asks how the payment went.
 */
export function PaymentCallbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<CallbackView>({ phase: 'processing' });
  const checking = useRef(false);
  const settled = useRef(false);
  // A payment joining a drop returns to the drop, where the buyer sees the progress move.
  const [dropSlug] = useState(() => readPendingOrder()?.dropSlug ?? null);
  const backTo = dropSlug
    ? { to: dropPath(dropSlug), label: DROP_PAGE_TEXTS.backToDrop }
    : { to: '/cart', label: 'Return to Cart' };

  const fail = useCallback((message: string) => {
    settled.current = true;
    clearPendingOrder();
    exitBuyNow();
    setView({ phase: 'failed', message });
  }, []);

  const check = useCallback(async () => {
    if (checking.current || settled.current) return;
    const transactionId = callbackTransactionId(search, storedFallbacks());
    if (!transactionId) {
      fail(CHECKOUT_MESSAGES.noTransactionId);
      return;
    }
    checking.current = true;
    setView((current) =>
      current.phase === 'processing' ? { phase: 'verifying', message: null } : current,
    );
    try {
      const response = await checkPaymentStatus(transactionId, readPendingOrder());
      const next = outcomeOf(response);
      if (next.phase === 'success') {
        settled.current = true;
        clearPendingOrder();
        exitBuyNow();
        saveRecentOrderId(next.orderId);
        // The server took the bought lines out of the cart and told the bell: show both as they are now.
        for (const queryKey of [
          queryKeys.cart.all,
          queryKeys.orders.all,
          queryKeys.notifications.all,
          queryKeys.dashboard.all,
          ...(dropSlug ? [dropQueryKey(dropSlug)] : []),
        ]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        notify.success(CHECKOUT_MESSAGES.paymentSuccess);
        setView(next);
      } else if (next.phase === 'failed') {
        notify.error(next.message);
        fail(next.message);
      } else if (next.phase === 'refunded') {
        // Nothing was bought: the cart stays as it was; the bell has the notice. No redirect, so
        // the shopper can read why.
        settled.current = true;
        clearPendingOrder();
        exitBuyNow();
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
        setView(next);
      } else {
        setView(next);
      }
    } catch {
      notify.error(CHECKOUT_MESSAGES.verificationFailedToast);
      fail(CHECKOUT_MESSAGES.verificationError);
    } finally {
      checking.current = false;
    }
  }, [search, fail, queryClient, dropSlug]);

  useEffect(() => {
    void check();
  }, [check]);

  // Still pending: ask again every 10 s.
  useEffect(() => {
    if (view.phase !== 'verifying' || !view.message) return;
    const timer = window.setTimeout(() => void check(), PAYMENT_CALLBACK_TIMINGS.recheckMs);
    return () => window.clearTimeout(timer);
  }, [view, check]);

  useEffect(() => {
    if (view.phase === 'success') {
      const to = dropSlug
        ? dropPath(dropSlug)
        : `/orders?highlight=${encodeURIComponent(view.orderId)}`;
      const timer = window.setTimeout(
        () => navigate(to, { replace: true }),
        PAYMENT_CALLBACK_TIMINGS.successRedirectMs,
      );
      return () => window.clearTimeout(timer);
    }
    if (view.phase === 'failed') {
      const timer = window.setTimeout(
        () => navigate(backTo.to, { replace: true }),
        PAYMENT_CALLBACK_TIMINGS.failureRedirectMs,
      );
      return () => window.clearTimeout(timer);
    }
  }, [view, navigate, dropSlug, backTo.to]);

  const Icon =
    view.phase === 'success'
      ? CircleCheck
      : view.phase === 'failed'
        ? CircleX
        : view.phase === 'refunded'
          ? Undo2
          : Loader2;
  return (
    <PageContainer className="py-12 sm:py-20">
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="flex flex-col items-center gap-4 py-10">
          <span
            className={cn(
              'flex size-16 items-center justify-center rounded-full',
              view.phase === 'success'
                ? 'bg-success-50 text-success-600'
                : view.phase === 'failed' || view.phase === 'refunded'
                  ? 'bg-danger-50 text-danger-600'
                  : 'bg-saffron-50 text-saffron-600',
            )}
          >
            <Icon
              className={cn(
                'size-8',
                (view.phase === 'processing' || view.phase === 'verifying') && 'animate-spin',
              )}
              aria-hidden="true"
            />
          </span>
          <h1
            className="text-2xl font-bold tracking-tight text-ink-900"
            data-testid="payment-phase"
            data-phase={view.phase}
          >
            {HEADINGS[view.phase]}
          </h1>
          <p role="status" className="max-w-sm text-sm text-zinc-600">
            {view.phase === 'success'
              ? dropSlug
                ? DROP_PAGE_TEXTS.joinedText
                : 'Thank you! Your order is placed. Taking you to your orders…'
              : view.phase === 'failed'
                ? `${view.message} ${dropSlug ? DROP_PAGE_TEXTS.failedBackToDrop : 'Taking you back to your cart…'}`
                : view.phase === 'refunded'
                  ? view.message
                  : view.phase === 'verifying' && view.message
                    ? view.message
                    : 'Please keep this page open while we confirm your payment with the provider.'}
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            {/* After a failed payment the way on is back to the cart: it comes first, as the main button. */}
            {view.phase === 'failed' || view.phase === 'refunded' ? (
              <>
                <Link to={backTo.to} className={buttonClasses('dark', 'md')}>
                  {backTo.label}
                </Link>
                <Link to="/orders" className={buttonClasses('secondary', 'md')}>
                  View My Orders
                </Link>
              </>
            ) : (
              <>
                <Link
                  to={
                    view.phase === 'success'
                      ? `/orders?highlight=${encodeURIComponent(view.orderId)}`
                      : '/orders'
                  }
                  className={buttonClasses('dark', 'md')}
                >
                  View My Orders
                </Link>
                <Link to={backTo.to} className={buttonClasses('secondary', 'md')}>
                  {backTo.label}
                </Link>
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

export default PaymentCallbackPage;
