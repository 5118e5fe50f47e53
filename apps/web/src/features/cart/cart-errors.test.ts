import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from '@/lib/api-errors';
import { cartFailureMessage } from './cart-errors';

describe('cartFailureMessage', () => {
  it("shows the server's reason for a refused choice", () => {
    expect(
      cartFailureMessage(errorFromResponse(409, { message: 'Only 2 left in stock' }), 'Failed'),
    ).toBe('Only 2 left in stock');
    expect(
      cartFailureMessage(errorFromResponse(404, { message: 'T-shirt not found' }), 'Failed'),
    ).toBe('T-shirt not found');
  });

  it('falls back to the generic text for server errors and storage errors', () => {
    expect(
      cartFailureMessage(errorFromResponse(500, { message: 'boom' }), 'Failed to add item to cart'),
    ).toBe('Failed to add item to cart');
    expect(cartFailureMessage(new DOMException('QuotaExceededError'), 'Failed')).toBe('Failed');
  });

  it('says the server cannot be reached when no answer came (decision 0007)', () => {
    expect(cartFailureMessage(networkError(), 'Failed to add item to cart')).toBe(
      HTTP_ERROR_MESSAGES.unableToConnect,
    );
  });
});
