import {
  isAdvanceAllowed,
  linesBarringAdvance,
  CHECKOUT_MESSAGES,
  cartTotals,
  formatRupees,
  type CartLine,
} from '@campus-threads/contract';
import { Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { usePlaceOrder } from '../use-place-order';
import { DeliveryForm } from './delivery-form';
import { OrderLines } from './order-lines';
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
  // A signed-in shopper's name, email and phone are filled in once; the page waits for the session.
  const form = useSchemaForm({
    resolver: checkoutResolver({
      signedIn: Boolean(user),
      deliverablePinCodes: settings.data?.deliverablePinCodes ?? [],
      buyNow: mode !== 'cart',
    }),
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

  // A drop is paid in full when joining: the server refuses the advance there.
  // The advance applies only when every item allows it (decision 0055); the box says which do not.
  const partialAllowed = mode !== 'drop' && isAdvanceAllowed(lines);
  const barringAdvance = mode !== 'drop' ? linesBarringAdvance(lines).map((l) => l.title) : [];
  const partial = partialAllowed && partialChosen;
  const full = cartTotals(lines);
  const totals = cartTotals(lines, { partial });
  const blocked = lines.some((line) => !line.available);

  const siteName = useSiteName();
  const { placeOrder, stage, welcomeName } = usePlaceOrder({
    mode,
    dropSlug,
    lines,
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
          onValid={({ values, details }) => void placeOrder(values, details)}
          onInvalid={() => notify.error(CHECKOUT_MESSAGES.fixErrors)}
          className="space-y-6"
        >
          <Card>
            <CardContent className="space-y-5">
              <div>
                <h2 className="text-lg font-semibold text-ink-900">Delivery details</h2>
                <p className="mt-1 text-sm text-zinc-600">
                  We deliver to campuses in pin code{' '}
                  {settings.data?.deliverablePinCodes.join(', ') ?? '…'}.
                </p>
              </div>
              <LastAddressButton disabled={busy} />
              <DeliveryForm
                askPassword={!user}
                disabled={busy}
                places={settings.data?.pinCodePlaces ?? {}}
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
              <PriceDetails
                totals={totals}
                itemCount={itemCount}
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
                  : `Place Order · ${formatRupees(totals.payNowPaise)}`}
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
