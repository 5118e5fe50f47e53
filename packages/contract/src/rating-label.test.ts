import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating-label';
import { REVIEW_MESSAGES } from './reviews';

describe('ratingLabel', () => {
  it('reads a rating with one decimal and its count', () => {
    expect(ratingLabel(4.4, 19)).toBe('4.4 out of 5 from 19 reviews');
    expect(ratingLabel(5, 1)).toBe('5.0 out of 5 from 1 review');
  });

  it('says there is no review yet with the reviews’ own text', () => {
    expect(ratingLabel(0, 0)).toBe(REVIEW_MESSAGES.noReviews);
  });
});
