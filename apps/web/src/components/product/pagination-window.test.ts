import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('keeps five numbers around the current page with first, last and gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap-start', 3, 4, 5, 6, 7, 'gap-end', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 10]);
  });

  it('never shows more than five numbers between first and last', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageWindow(page, total);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers.filter((n) => n !== 1 && n !== total).length).toBeLessThanOrEqual(5);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(-2, 8)).toEqual([1, 2, 3, 4, 5, 'gap-end', 8]);
  });
});
