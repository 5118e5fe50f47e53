import { CART_MESSAGES, CATALOG_MESSAGES, type CartResponse } from '@campus-threads/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { cartApi } from './api/cart-api';
import { cartFailureMessage } from './cart-errors';
import type { CartItem } from './cart-line';
import { addToCart, clearGuestCart, removeGuestLine, setGuestQuantity } from './guest-cart';

/**
 * The cart's changes, on the server for a signed-in shopper and on the device for a guest, with
 * the spec's toasts (storefront §8). Loaded on the first change (use-cart-actions.ts), so pages
 * that only show an Add to Cart button do not carry it. Each resolves to true when it worked.
 */
export type CartContext = { isAuthenticated: boolean; queryClient: QueryClient };

async function run(
  context: CartContext,
  server: () => Promise<CartResponse>,
  device: () => void,
  /** `saveFailed`: the text when the device cannot keep the change (storage full or blocked). */
  messages: { ok?: string; failed: string; saveFailed?: string },
): Promise<boolean> {
  try {
    if (context.isAuthenticated)
      context.queryClient.setQueryData(queryKeys.cart.server(), await server());
    else device();
    if (messages.ok) notify.success(messages.ok);
    return true;
  } catch (error) {
    const refused = error instanceof Error && error.message === CART_MESSAGES.invalidProductData;
    notify.error(
      !context.isAuthenticated && messages.saveFailed && !refused
        ? messages.saveFailed
        : cartFailureMessage(error, messages.failed),
    );
    return false;
  }
}

export function addLine(
  context: CartContext,
  item: CartItem,
  okMessage: string = CATALOG_MESSAGES.addedToCart,
  failedMessage: string = CATALOG_MESSAGES.addToCartFailed,
): Promise<boolean> {
  return run(
    context,
    () => cartApi.add(item),
    () => addToCart(item),
    { ok: okMessage, failed: failedMessage, saveFailed: CART_MESSAGES.saveFailed },
  );
}

export async function setLineQuantity(
  context: CartContext,
  id: string,
  quantity: number,
): Promise<boolean> {
  // Below 1 is ignored (spec: storefront §5); the stepper never offers it.
  if (!Number.isInteger(quantity) || quantity < 1) return false;
  return run(
    context,
    () => cartApi.update(id, quantity),
    () => setGuestQuantity(id, quantity),
    { failed: CART_MESSAGES.updateFailed },
  );
}

export function removeLine(context: CartContext, id: string): Promise<boolean> {
  return run(
    context,
    () => cartApi.remove(id),
    () => removeGuestLine(id),
    { ok: CART_MESSAGES.itemRemoved, failed: CART_MESSAGES.removeFailed },
  );
}

export function clearCart(context: CartContext): Promise<boolean> {
  return run(
    context,
    () => cartApi.clear(),
    () => clearGuestCart(),
    { ok: CART_MESSAGES.cartCleared, failed: CART_MESSAGES.removeFailed },
  );
}
