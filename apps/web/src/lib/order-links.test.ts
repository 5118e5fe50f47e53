import { describe, expect, it } from 'vitest';
import { ordersHref, parseHighlight } from './order-links';

describe('order links', () => {
  it('links to the orders screen, highlighting an order when there is one', () => {
    expect(ordersHref('3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a')).toBe(
      '/orders?highlight=3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a',
    );
    expect(ordersHref(null)).toBe('/orders');
    expect(ordersHref(undefined)).toBe('/orders');
    expect(ordersHref('  ')).toBe('/orders');
  });

  it('reads the highlighted order id from the address', () => {
    expect(
      parseHighlight(new URLSearchParams('highlight=3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a')),
    ).toBe('3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a');
    expect(parseHighlight(new URLSearchParams('highlight=%20abc123%20'))).toBe('abc123');
  });

  it('ignores a missing, empty or malformed highlight', () => {
    expect(parseHighlight(new URLSearchParams(''))).toBeNull();
    expect(parseHighlight(new URLSearchParams('highlight='))).toBeNull();
    expect(parseHighlight(new URLSearchParams('highlight=<script>'))).toBeNull();
    expect(parseHighlight(new URLSearchParams(`highlight=${'a'.repeat(65)}`))).toBeNull();
  });

  it('round-trips: the link it builds is the id it reads', () => {
    const id = '3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a';
    expect(parseHighlight(new URL(ordersHref(id), 'http://x').searchParams)).toBe(id);
  });
});
