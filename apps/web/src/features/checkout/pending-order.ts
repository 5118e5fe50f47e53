import {
  CALLBACK_TRANSACTION_PARAMS,
  STORAGE_KEYS,
  type DeliveryDetailsInput,
} from '@campus-threads/contract';

/**
 * What the device keeps between leaving for the payment page and coming back (spec: storefront
 * §3 "Pending order", "paymentInfo"). The server has its own snapshot and makes the order; this
 * only lets the return page know what it is waiting for and where the shopper came from.
 */
export type PendingOrder = DeliveryDetailsInput & {
  userId: string;
  merchantOrderId: string;
  totalAmount: number;
  mode: 'cart' | 'buyNow' | 'drop';
  /** The drop joined (mode `drop`): the return page goes back to it. */
  dropSlug?: string;
  paymentInfo: {
    method: string;
    advanceAmount: number;
    remainingAmount: number;
    partialPaymentMade: boolean;
    merchantOrderId: string;
    transactionId: string;
  };
  items: {
    productType: string;
    productId: string;
    quantity: number;
    size: string | null;
    color: string | null;
    customName: string;
  }[];
  createdAt: number;
};

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function savePendingOrder(order: PendingOrder): void {
  window.localStorage.setItem(STORAGE_KEYS.pendingOrder, JSON.stringify(order));
  window.localStorage.setItem(
    STORAGE_KEYS.paymentInfo,
    JSON.stringify({
      amount: order.paymentInfo.advanceAmount,
      transactionId: order.merchantOrderId,
      date: new Date(order.createdAt).toISOString(),
    }),
  );
  window.localStorage.setItem(STORAGE_KEYS.merchantTransactionId, order.merchantOrderId);
}

export function readPendingOrder(): PendingOrder | null {
  return read<PendingOrder>(STORAGE_KEYS.pendingOrder);
}

/** After the payment is settled either way: the device forgets what it was waiting for. */
export function clearPendingOrder(): void {
  try {
    for (const key of [
      STORAGE_KEYS.pendingOrder,
      STORAGE_KEYS.paymentInfo,
      STORAGE_KEYS.merchantTransactionId,
    ]) {
      window.localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

export function saveRecentOrderId(orderId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.recentOrderId, orderId);
  } catch {
    // Only a convenience for the orders page.
  }
}

type StoredFallbacks = {
  pendingOrder: PendingOrder | null;
  paymentInfo: { transactionId?: string } | null;
  merchantTransactionId: string | null;
};

/**
 * The transaction id of a payment return: the first of the spec's query parameters, else what
 * the device stored when the payment started (spec: storefront §4).
 */
export function callbackTransactionId(
  search: URLSearchParams,
  stored: StoredFallbacks,
): string | null {
  for (const name of CALLBACK_TRANSACTION_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return (
    stored.merchantTransactionId ??
    stored.pendingOrder?.merchantOrderId ??
    stored.paymentInfo?.transactionId ??
    null
  );
}

export function storedFallbacks(): StoredFallbacks {
  let merchantTransactionId: string | null = null;
  try {
    merchantTransactionId = window.localStorage.getItem(STORAGE_KEYS.merchantTransactionId);
  } catch {
    merchantTransactionId = null;
  }
  return {
    pendingOrder: readPendingOrder(),
    paymentInfo: read<{ transactionId?: string }>(STORAGE_KEYS.paymentInfo),
    merchantTransactionId,
  };
}
