import { describe, expect, it } from 'vitest';
import { defaultDropSize, dropSizes, joinDestination, sizeTallyRows } from './drop-choices';

describe('the sizes of a drop', () => {
  it('offers the design’s sizes in the shop’s order, M first chosen when there is one', () => {
    expect(dropSizes({ sizes: ['XL', 'S', 'M'] })).toEqual(['S', 'M', 'XL']);
    expect(defaultDropSize(['S', 'M', 'XL'])).toBe('M');
    expect(defaultDropSize(['L', 'XL'])).toBe('L');
    expect(defaultDropSize([])).toBeNull();
  });

  it('tallies every size offered, and a counted size the design no longer lists', () => {
    expect(sizeTallyRows(['S', 'M', 'L'], { M: 4, XXL: 1 })).toEqual([
      { size: 'S', count: 0, share: 0 },
      { size: 'M', count: 4, share: 100 },
      { size: 'L', count: 0, share: 0 },
      { size: 'XXL', count: 1, share: 25 },
    ]);
    expect(sizeTallyRows(['M'], {})).toEqual([{ size: 'M', count: 0, share: 0 }]);
  });
});

describe('Join', () => {
  it('takes a signed-in buyer to the join checkout with the choice', () => {
    expect(joinDestination('fest-tee-k3x9q0', 'L', 'Black', true)).toEqual({
      to: '/buy-now?drop=fest-tee-k3x9q0&size=L&color=Black',
    });
  });

  it('sends anyone else to log in first, coming back to that checkout', () => {
    expect(joinDestination('fest-tee-k3x9q0', 'L', 'Navy Blue', false)).toEqual({
      to: '/login',
      state: {
        from: { pathname: '/buy-now', search: '?drop=fest-tee-k3x9q0&size=L&color=Navy+Blue' },
      },
    });
  });
});
