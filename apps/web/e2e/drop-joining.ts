import {
  type AuthResponse,
  type CartResponse,
  type CreatePaymentResponse,
  type DropResponse,
  type Order,
} from '@campus-threads/contract';
import { apiJson, DELIVERY, payOnSimulator } from './helpers';

/**
 * The delivery of a drop's line to the e2e buyers' PIN, as the join checkout asks it: the quote's
 * parcel charge (rupees), priced by zone and weight, not by the design's old delivery price.
 */
export async function dropDelivery(
  designId: string,
  line: { size: string; color: string; quantity?: number },
): Promise<number> {
  const quote = await apiJson<CartResponse>('/cart/quote', {
    method: 'POST',
    body: JSON.stringify({
      pinCode: DELIVERY.pinCode,
      items: [
        {
          id: 'drop-line',
          productType: 'tshirt',
          tshirtId: designId,
          size: line.size,
          color: line.color,
          quantity: line.quantity ?? 1,
        },
      ],
    }),
  });
  return quote.summary.delivery;
}

/**
 * A buyer joins a campus drop through the API, as another buyer on another phone would: one line
 * of the drop's design (its first colour unless told), paid on the payment simulator, then the
 * status call that makes the held order. Returns that order.
 */
export async function joinDropThroughApi(
  buyer: AuthResponse,
  slug: string,
  line: { size: string; color?: string; quantity?: number },
): Promise<Order> {
  const { drop, design } = await apiJson<DropResponse>(`/drops/${slug}`);
  const quantity = line.quantity ?? 1;
  const color = line.color ?? design.colorVariants[0]!.color;
  const delivery = await dropDelivery(design.id, { size: line.size, color, quantity });
  const payment = await apiJson<CreatePaymentResponse>('/payments/create', {
    method: 'POST',
    token: buyer.token,
    body: JSON.stringify({
      source: 'drop',
      dropSlug: slug,
      amount: drop.basePrice * quantity + delivery,
      isPartialPaymentAllowed: false,
      items: [
        {
          productType: 'tshirt',
          tshirtId: design.id,
          size: line.size,
          color,
          quantity,
        },
      ],
      deliveryDetails: {
        fullName: buyer.fullName,
        email: buyer.email,
        phone: '9876543210',
        ...DELIVERY,
      },
    }),
  });
  return (await payOnSimulator(payment, buyer.token)).order!;
}
