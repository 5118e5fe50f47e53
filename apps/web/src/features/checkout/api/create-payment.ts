import type { CreatePaymentResponse, DeliveryDetailsInput } from '@campus-threads/contract';
import type { CartItem } from '@/features/cart';
import { toAddToCartBody } from '@/features/cart/lazy';
import { api } from '@/lib/api-client';

export type CreatePaymentRequest = {
  /** `drop`: joining a drop with its one line (buyNowItem), docs/decisions/0049. */
  source: 'cart' | 'buyNow' | 'drop';
  /** What the page showed, in rupees: the server answers 409 when its own amount differs. */
  amount: number;
  isPartialPaymentAllowed: boolean;
  deliveryDetails: DeliveryDetailsInput;
  buyNowItem?: CartItem;
  dropSlug?: string;
};

/** POST /api/payments/create: the server prices, reserves stock and answers the payment page's address. */
export function createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return api.post<CreatePaymentResponse>('payments/create', {
    source: request.source,
    amount: request.amount,
    isPartialPaymentAllowed: request.isPartialPaymentAllowed,
    deliveryDetails: request.deliveryDetails,
    redirectUrl: '/payment-callback',
    ...(request.buyNowItem ? { items: [toAddToCartBody(request.buyNowItem)] } : {}),
    ...(request.dropSlug ? { dropSlug: request.dropSlug } : {}),
  });
}
