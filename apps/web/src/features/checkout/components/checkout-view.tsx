import {
  isAdvanceAllowed,
  linesBarringAdvance,
  CHECKOUT_MESSAGES,
  DELIVERY_WEB_TEXTS,
  cartTotals,
  formatRupees,
  type CartLine,
} from '@campus-threads/contract';
import { Lock } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Form, useSchemaForm } from '@/components/form';
import { PriceDetails } from '@/features/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PageContainer } from '@/components/ui/page-container';
import { Spinner } from '@/components/ui/spinner';
import type { CartItem } from '@/features/cart';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { useSiteName } from '@/lib/site-settings';
import { useCheckoutSettings } from '../api/get-checkout-settings';
import { checkoutResolver, EMPTY_CHECKOUT_FORM, type CheckoutField } from '../checkout-form';
import { LastAddressButton } from './last-address-button';
import { useCheckoutDelivery } from '../use-checkout-delivery';
import { usePlaceOrder } from '../use-place-order';
import { DeliveryForm } from './delivery-form';
import { OrderLines } from './order-lines';
import { ParcelSummary } from './parcel-summary';
import { PaymentOptions } from './payment-options';
import { TrustBadges } from './trust-badges';

type CheckoutViewProps = {
  /** `drop`: joining a drop with its one line (docs/decisions/0049): paid in full, no advance. */
  mode: 'cart' | 'buyNow' | 'drop';
  /** The drop joined, in `drop` mode. */
  dropSlug?: string;
  title: string;
  /** Badge and links above the form (buy-now: Return to Cart, Continue Shopping). */
  actions?: ReactNode;
  lines: readonly CartLine[];
  itemCount: number;
  buyNowItem: CartItem | null;
  /** Said above Place Order (a drop: its order is held until the drop closes). */
  notice?: ReactNode;
};

const PLACE_ORDER_LABEL = {
  idle: 'Place Order',
  account: 'Setting up your account…',
  payment: 'Starting payment…',
  redirecting: 'Opening the payment page…',
};

/** Checkout and buy-now (spec: storefront §2): delivery form, payment panel, summary, Place Order. */
export function CheckoutView({
  mode,
  dropSlug,
  title,
  actions,
  lines,
  itemCount,
  buyNowItem,
  notice,
}: CheckoutViewProps) {
  const { user } = useAuth();
  const settings = useCheckoutSettings();
  const coverage = settings.data?.coverage ?? 'india';
  const campusPins = settings.data?.deliverablePinCodes ?? [];
  // The rules read the PIN's look-up of the moment: a ref, as the hook below needs the form first.
  const lookupRef = useRef<ReturnType<typeof useCheckoutDelivery>['pinLookup']>(undefined);
  // A signed-in shopper's name, email and phone are filled in once; the page waits for the session.
  const form = useSchemaForm({
    resolver: (values, context, options) =>
      checkoutResolver({
        signedIn: Boolean(user),
        coverage,
        deliverablePinCodes: campusPins,
        pinLookup: lookupRef.current,
        buyNow: mode !== 'cart',
      })(values, context, options),
    defaultValues: user
      ? {
          ...EMPTY_CHECKOUT_FORM,
          fullName: user.fullName,
          email: user.email,
          phone: user.phone ?? '',
        }
      : EMPTY_CHECKOUT_FORM,
  });
  const [partialChosen, setPartialChosen] = useState(false);
  const delivery = useCheckoutDelivery(form, lines, mode);
  lookupRef.current = delivery.pinLookup;
  // The totals and the amount sent come from the lines quoted for the PIN: the server's own.
  const quoted = delivery.state.status === 'ready' ? delivery.state.lines : null;

  // A drop is paid in full when joining: the server refuses the advance there.
  // The advance applies only when every item allows it (decision 0055); the box says which do not.
  const partialAllowed = mode !== 'drop' && isAdvanceAllowed(lines);
  const barringAdvance = mode !== 'drop' ? linesBarringAdvance(lines).map((l) => l.title) : [];
  const partial = partialAllowed && partialChosen;
  const full = cartTotals(quoted ?? lines);
  const totals = cartTotals(quoted ?? lines, { partial });
  const blocked = lines.some((line) => !line.available);

  const siteName = useSiteName();
  const { placeOrder, stage, welcomeName } = usePlaceOrder({
    mode,
    dropSlug,
    lines: quoted ?? lines,
    totals,
    buyNowItem,
    onFieldErrors: (fieldErrors) => {
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (message) form.setError(field as CheckoutField, { message });
      }
    },
  });
  const busy = stage !== 'idle';

  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        {actions}
      </div>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <Form
          form={form}
          id="checkout-form"
          onValid={({ values, details }) => {
            // Placed only on the amount quoted for this PIN, the one the server will ask for.
            if (!quoted) notify.info(DELIVERY_WEB_TEXTS.quoting);
            else void placeOrder(values, details);
          }}
          onInvalid={() => notify.error(CHECKOUT_MESSAGES.fixErrors)}
          className="space-y-6"
        >
          <Card>
            <CardContent className="space-y-5">
              <div>
                <h2 className="text-lg font-semibold text-ink-900">Delivery details</h2>
                <p className="mt-1 text-sm text-zinc-600" data-testid="delivery-coverage">
                  {coverage === 'campuses'
                    ? DELIVERY_WEB_TEXTS.coverageCampuses(campusPins)
                    : DELIVERY_WEB_TEXTS.coverageIndia}
                </p>
              </div>
              <LastAddressButton disabled={busy} />
              <DeliveryForm
                askPassword={!user}
                disabled={busy}
                place={delivery.place}
                checking={delivery.checking}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="space-y-4">
              <h2 className="text-lg font-semibold text-ink-900">Payment</h2>
              <PaymentOptions
                provider={settings.data?.paymentProvider}
                partialAllowed={partialAllowed}
                barringAdvance={barringAdvance}
                partial={partial}
                onPartialChange={setPartialChosen}
                full={full}
                disabled={busy}
              />
            </CardContent>
          </Card>
        </Form>

        <aside className="lg:sticky lg:top-24">
          <Card>
            <CardContent className="space-y-5">
              <h2 className="text-lg font-semibold text-ink-900">Order summary</h2>
              <OrderLines lines={lines} />
              <ParcelSummary state={delivery.state} onRetry={delivery.retry} />
              <PriceDetails
                totals={totals}
                itemCount={itemCount}
                deliveryNote={quoted ? undefined : DELIVERY_WEB_TEXTS.deliveryFromPin}
                className="border-t border-zinc-200 pt-4"
              />
              {notice}
              <Button
                type="submit"
                form="checkout-form"
                size="lg"
                className="w-full"
                disabled={blocked || totals.payNowPaise <= 0}
                loading={busy}
              >
                {busy
                  ? PLACE_ORDER_LABEL[stage]
                  : quoted
                    ? `Place Order · ${formatRupees(totals.payNowPaise)}`
                    : PLACE_ORDER_LABEL.idle}
              </Button>
              <p className="flex items-center justify-center gap-1.5 text-xs text-zinc-500">
                <Lock className="size-3.5" aria-hidden="true" />
                {partial
                  ? 'You pay the advance now and the rest on delivery.'
                  : 'You pay the full amount now.'}
              </p>
              <TrustBadges />
            </CardContent>
          </Card>
        </aside>
      </div>

      <Dialog open={welcomeName !== null}>
        <DialogContent
          title={`Welcome to ${siteName}, ${welcomeName ?? ''}!`}
          description="Your account is ready: your orders will be waiting in it. Taking you to the payment page…"
          hideClose
        >
          <div className="flex justify-center py-2">
            <Spinner className="size-6 text-saffron-500" label="Opening the payment page" />
          </div>
        </DialogContent>
      </Dialog>
    </PageContainer>
  );
}
