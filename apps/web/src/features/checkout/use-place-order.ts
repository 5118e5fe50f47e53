import {
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  dropQueryKey,
  ORDER_MESSAGES,
  toRupees,
  type DeliveryDetailsInput,
  type OrderTotals,
} from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartItem } from '@/features/cart';
import { mergeGuestCart } from '@/features/cart/lazy';
import { isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import type { CartLine } from '@campus-threads/contract';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { firstName } from '@/lib/user-name';
import { createPayment } from './api/create-payment';
import { formFieldOf, type CheckoutErrors, type CheckoutFormValues } from './checkout-form';
import { savePendingOrder } from './pending-order';

export type PlaceOrderStage = 'idle' | 'account' | 'payment' | 'redirecting';

/** A payment page address we are willing to send the shopper to: our own path or a web URL. */
export function isPaymentRedirect(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0) return false;
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

type PlaceOrderOptions = {
  mode: 'cart' | 'buyNow' | 'drop';
  /** The drop joined, in `drop` mode (docs/decisions/0049). */
  dropSlug?: string;
  lines: readonly CartLine[];
  totals: OrderTotals;
  buyNowItem: CartItem | null;
  onFieldErrors: (errors: CheckoutErrors) => void;
};

/**
 * Place Order (spec: storefront §2 checkout, §8 payment start): an account for a shopper without
 * one (or sign-in when the email has one: DECISIONS.md row 4), the guest cart moved into it, then the
 * payment on the server's amount and off to the provider's page.
 */
export function usePlaceOrder({
  mode,
  dropSlug,
  lines,
  totals,
  buyNowItem,
  onFieldErrors,
}: PlaceOrderOptions) {
  const { user, register, login } = useAuth();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<PlaceOrderStage>('idle');
  const [welcomeName, setWelcomeName] = useState<string | null>(null);

  /** Signs the shopper in (creating the account if needed); null when they must fix something first. */
  async function ensureAccount(
    values: CheckoutFormValues,
    details: DeliveryDetailsInput,
  ): Promise<string | null> {
    if (user) return user._id;
    setStage('account');
    try {
      const created = await register(
        {
          fullName: details.fullName,
          email: details.email,
          phone: details.phone,
          password: values.password,
        },
        { silent: true },
      );
      notify.success(CHECKOUT_MESSAGES.accountCreated);
      setWelcomeName(firstName(created.fullName));
      return created._id;
    } catch (error) {
      if (!(isApiRequestError(error) && error.status === 409)) {
        notify.error(isApiRequestError(error) ? error.message : AUTH_MESSAGES.registrationFailed);
        return null;
      }
    }
    // The email has an account: its password signs in; an order never goes to someone else's account.
    try {
      const session = await login(
        { email: details.email, password: values.password },
        { silent: true },
      );
      notify.success(AUTH_MESSAGES.loggedIn);
      return session._id;
    } catch (error) {
      const tooMany = isApiRequestError(error) && error.status === 429;
      onFieldErrors({ password: tooMany ? error.message : CHECKOUT_MESSAGES.emailRegistered });
      notify.info(CHECKOUT_MESSAGES.emailRegistered);
      return null;
    }
  }

  async function placeOrder(
    values: CheckoutFormValues,
    details: DeliveryDetailsInput,
  ): Promise<void> {
    if (stage !== 'idle') return;
    try {
      const userId = await ensureAccount(values, details);
      if (!userId) return;
      if (mode === 'cart' && !user) await mergeGuestCart(queryClient).catch(() => null);

      setStage('payment');
      const payment = await createPayment({
        source: mode,
        amount: toRupees(totals.payNowPaise),
        isPartialPaymentAllowed: totals.partial,
        deliveryDetails: details,
        buyNowItem: mode !== 'cart' && buyNowItem ? buyNowItem : undefined,
        dropSlug: mode === 'drop' ? dropSlug : undefined,
      });
      if (!payment?.merchantOrderId) {
        notify.error(CHECKOUT_MESSAGES.initiateFailed);
        return;
      }
      if (!isPaymentRedirect(payment.redirectUrl)) {
        notify.error(
          mode === 'cart' ? CHECKOUT_MESSAGES.gatewayError : CHECKOUT_MESSAGES.noRedirect,
        );
        return;
      }
      savePendingOrder({
        ...details,
        userId,
        merchantOrderId: payment.merchantOrderId,
        totalAmount: toRupees(totals.totalPaise),
        mode,
        ...(mode === 'drop' && dropSlug ? { dropSlug } : {}),
        paymentInfo: {
          method: 'online',
          advanceAmount: payment.amount,
          remainingAmount: toRupees(totals.remainingPaise),
          partialPaymentMade: totals.partial,
          merchantOrderId: payment.merchantOrderId,
          transactionId: payment.merchantTransactionId,
        },
        items: lines
          .filter((line) => line.available)
          .map((line) => ({
            productType: line.productType,
            productId: line.productId,
            quantity: line.quantity,
            size: line.size,
            color: line.color,
            customName: line.customName,
          })),
        createdAt: Date.now(),
      });
      setStage('redirecting');
      window.location.assign(payment.redirectUrl);
    } catch (error) {
      if (isApiRequestError(error) && error.status === 409) {
        // Prices or stock changed since the page loaded: show the shopper the new numbers.
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
        // A drop that closed or filled up meanwhile: its checkout reads it again and says so.
        if (mode === 'drop' && dropSlug)
          await queryClient.invalidateQueries({ queryKey: dropQueryKey(dropSlug) });
        notify.error(error.serverMessage ?? ORDER_MESSAGES.pricesChanged);
      } else if (isApiRequestError(error) && error.status === 422 && error.fieldErrors.length > 0) {
        const fields: CheckoutErrors = {};
        for (const fieldError of error.fieldErrors) {
          const field = formFieldOf(fieldError.field);
          if (field) fields[field] ??= fieldError.message;
        }
        onFieldErrors(fields);
        notify.error(CHECKOUT_MESSAGES.fixErrors);
      } else if (isApiRequestError(error) && error.kind === 'http' && error.status < 500) {
        notify.error(error.message);
      } else {
        notify.error(
          mode === 'cart' ? CHECKOUT_MESSAGES.initiateError : CHECKOUT_MESSAGES.placeOrderFailed,
        );
      }
    } finally {
      setStage((current) => (current === 'redirecting' ? current : 'idle'));
    }
  }

  return { placeOrder, stage, welcomeName, dismissWelcome: () => setWelcomeName(null) };
}
