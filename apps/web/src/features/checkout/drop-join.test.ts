import { cartTotals, type DropResponse } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { createTshirt } from '@/lib/test-factories';
import { dropLineDelivered } from './delivery-summary';
import { dropJoinLine, dropJoinRequest } from './drop-join';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

function dropResponse(overrides: Partial<DropResponse['drop']> = {}): DropResponse {
  const design = createTshirt({
    id: 'x1',
    price: 599,
    currentPrice: 549,
    discountPrice: 549,
    deliveryPrice: 40,
    sizes: ['S', 'M', 'L'],
    allowPartialPayment: true,
    colorVariants: [
      { color: 'Black', hex: '#000', images: ['/b.webp'], thumbnails: ['/b.thumb.webp'] },
      { color: 'White', hex: '#fff', images: ['/w.webp'], thumbnails: ['/w.thumb.webp'] },
    ],
  });
  return {
    design,
    mine: [],
    drop: {
      _id: 'd1',
      slug: 'fest-tee-k3x9q0',
      designId: 'x1',
      title: 'Fest Tee',
      description: '',
      status: 'open',
      quantity: 3,
      minQuantity: 20,
      maxQuantity: 30,
      deadline: '2026-11-28T10:00:00.000Z',
      sizeTally: { M: 3 },
      price: 499,
      basePrice: 499,
      tiers: [{ minQuantity: 25, price: 450 }],
      ownerId: 'u1',
      cancelledReason: null,
      closedAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      ...overrides,
    },
  };
}

describe('the join checkout’s address', () => {
  it('reads the drop, size and colour, and is not a drop checkout without a drop', () => {
    expect(
      dropJoinRequest(new URLSearchParams('drop=fest-tee-k3x9q0&size=M&color=Navy+Blue')),
    ).toEqual({ slug: 'fest-tee-k3x9q0', size: 'M', color: 'Navy Blue' });
    expect(dropJoinRequest(new URLSearchParams('drop=%20&size=M'))).toBeNull();
    expect(dropJoinRequest(new URLSearchParams(''))).toBeNull();
  });
});

describe('the line of a drop’s joining payment', () => {
  it('costs the drop’s base price (not the sale) and the quoted parcel, not the design’s old delivery price', () => {
    const join = dropJoinLine(dropResponse(), 'L', 'White', NOW)!;
    expect(join.line).toMatchObject({
      productId: 'x1',
      size: 'L',
      color: 'White',
      quantity: 1,
      finalPrice: 499,
      discountPrice: null,
      deliveryPrice: 0,
      lineTotal: 499,
      imageUrl: '/w.thumb.webp',
      allowPartialPayment: false,
      wantsCustomization: false,
    });
    // The quote priced the design as sold today (549) and its parcel at ₹65: the line keeps 499.
    const quote = {
      items: [{ ...join.line, finalPrice: 549, deliveryPrice: 65, lineTotal: 614 }],
      summary: {
        itemCount: 1,
        subtotal: 549,
        customization: 0,
        delivery: 65,
        total: 614,
        allowPartialPayment: false,
      },
    };
    const delivered = dropLineDelivered(join.line, quote);
    expect(delivered).toMatchObject({ finalPrice: 499, deliveryPrice: 65, lineTotal: 564 });
    // What the checkout shows and sends as `amount`: the server prices it the same way.
    expect(cartTotals([delivered]).payNowPaise).toBe(56_400);
    expect(join.item).toMatchObject({
      productType: 'tshirt',
      tshirtId: 'x1',
      size: 'L',
      color: 'White',
      quantity: 1,
      finalPrice: 499,
      customName: '',
    });
  });

  it('is refused for a size or colour the design lacks', () => {
    expect(dropJoinLine(dropResponse(), 'XXL', 'Black', NOW)).toBeNull();
    expect(dropJoinLine(dropResponse(), 'M', 'Red', NOW)).toBeNull();
    expect(dropJoinLine(dropResponse(), null, 'Black', NOW)).toBeNull();
  });

  it('is refused once the drop closed, passed its deadline or filled up', () => {
    expect(dropJoinLine(dropResponse({ status: 'succeeded' }), 'M', 'Black', NOW)).toBeNull();
    expect(
      dropJoinLine(dropResponse(), 'M', 'Black', Date.parse('2026-11-28T10:00:00.000Z')),
    ).toBeNull();
    expect(dropJoinLine(dropResponse({ quantity: 30 }), 'M', 'Black', NOW)).toBeNull();
  });
});
