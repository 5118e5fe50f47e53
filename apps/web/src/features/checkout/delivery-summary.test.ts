import {
  cartTotals,
  type CartLine,
  type CartResponse,
  type DeliveryQuote,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { deliveryState, parcelRows, quoteItems, quotedLines } from './delivery-summary';

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'l1',
    productId: 't1',
    productType: 'tshirt',
    tshirtId: 't1',
    title: 'Fest Tee',
    imageUrl: null,
    quantity: 2,
    size: 'M',
    color: 'Black',
    wantsCustomization: false,
    customizableParts: [],
    customName: '',
    price: 499,
    finalPrice: 499,
    discountPrice: null,
    invalidDiscount: false,
    deliveryPrice: 0,
    customizationPrice: 0,
    lineTotal: 998,
    allowPartialPayment: false,
    available: true,
    unavailableReason: null,
    stock: null,
    ...overrides,
  };
}

const delivery: DeliveryQuote = {
  pin: '500032',
  district: 'Hyderabad',
  state: 'Telangana',
  stateCode: '36',
  serviceable: true,
  problem: null,
  parcels: [
    {
      fulfiller: 'shop',
      fulfillerName: 'Campus Threads',
      lineIds: ['l1'],
      zone: 'national',
      zoneLabel: 'Rest of India',
      weightGrams: 380,
      charge: 65,
      estimatedDelivery: { from: '2026-12-08', to: '2026-12-11' },
      deliversBy: 'Delivers by Fri 11 Dec',
    },
    {
      fulfiller: 'seller',
      fulfillerName: 'Riya Sen',
      lineIds: ['l2'],
      zone: 'state',
      zoneLabel: 'Within state',
      weightGrams: 240,
      charge: 0,
      estimatedDelivery: { from: '2026-12-07', to: '2026-12-09' },
      deliversBy: 'Delivers by Wed 9 Dec',
    },
  ],
};

function quoteOf(lines: CartLine[]): CartResponse {
  return {
    items: lines,
    summary: {
      itemCount: lines.length,
      subtotal: 0,
      customization: 0,
      delivery: lines.reduce((sum, l) => sum + l.deliveryPrice, 0),
      total: 0,
      allowPartialPayment: false,
    },
    delivery,
  };
}

describe('the checkout’s delivery quote', () => {
  it('sends only the choice of each line, a t-shirt by its size and colour', () => {
    expect(
      quoteItems([
        line({ customName: 'old', wantsCustomization: false }),
        line({
          id: 'l2',
          productType: 'accessory',
          productId: 'a1',
          tshirtId: undefined,
          size: null,
          color: null,
          quantity: 1,
        }),
      ]),
    ).toEqual([
      {
        id: 'l1',
        productType: 'tshirt',
        tshirtId: 't1',
        size: 'M',
        color: 'Black',
        quantity: 2,
        wantsCustomization: false,
        customName: '',
      },
      {
        id: 'l2',
        productType: 'accessory',
        accessoryId: 'a1',
        quantity: 1,
        wantsCustomization: false,
        customName: '',
      },
    ]);
  });

  it('totals the quoted lines, delivery included, so the amount sent is the server’s', () => {
    const lines = [line(), line({ id: 'l2', finalPrice: 300, lineTotal: 600 })];
    const quote = quoteOf([
      line({ deliveryPrice: 65, lineTotal: 1063 }),
      line({ id: 'l2', finalPrice: 300, lineTotal: 600 }),
    ]);
    const quoted = quotedLines(lines, quote, 'cart');
    expect(cartTotals(quoted).totalPaise).toBe(99_800 + 60_000 + 6_500);
    expect(cartTotals(quoted, { partial: false }).deliveryPaise).toBe(6_500);
  });

  it('lists each parcel with who ships it, its zone, charge (Free at ₹0) and date', () => {
    expect(parcelRows(delivery)).toEqual([
      expect.objectContaining({
        shippedBy: 'Shipped by Campus Threads',
        zoneLabel: 'Rest of India',
        charge: '₹65.00',
        free: false,
        deliversBy: 'Delivers by Fri 11 Dec',
      }),
      expect.objectContaining({
        shippedBy: 'Shipped by Riya Sen',
        charge: 'Free',
        free: true,
        deliversBy: 'Delivers by Wed 9 Dec',
      }),
    ]);
  });

  it('needs a PIN first, then shows the quote loading, failing or ready', () => {
    const lines = [line()];
    const pending = { isError: false, isPending: true };
    expect(deliveryState({ lines, mode: 'cart', servedPin: null, quote: pending })).toEqual({
      status: 'needsPin',
    });
    expect(deliveryState({ lines, mode: 'cart', servedPin: '500032', quote: pending }).status).toBe(
      'quoting',
    );
    expect(
      deliveryState({
        lines,
        mode: 'cart',
        servedPin: '500032',
        quote: { isError: true, isPending: false },
      }).status,
    ).toBe('error');
    const apology = { ...quoteOf(lines), delivery: { ...delivery, problem: 'Sorry' } };
    expect(
      deliveryState({
        lines,
        mode: 'cart',
        servedPin: '500032',
        quote: { data: apology, isError: false, isPending: false },
      }),
    ).toEqual({ status: 'error', message: 'Sorry' });
    const ready = deliveryState({
      lines,
      mode: 'buyNow',
      servedPin: '500032',
      quote: { data: quoteOf([line({ deliveryPrice: 65 })]), isError: false, isPending: false },
    });
    expect(ready).toMatchObject({ status: 'ready', delivery: { pin: '500032' } });
  });
});
