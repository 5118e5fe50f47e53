import { describe, expect, it } from 'vitest';
import { countStoredItems } from './local-collections';

describe('countStoredItems', () => {
  it('counts JSON arrays and treats anything else as empty', () => {
    expect(countStoredItems(null)).toBe(0);
    expect(countStoredItems('')).toBe(0);
    expect(countStoredItems('[1,2,3]')).toBe(3);
    expect(countStoredItems('{"a":1}')).toBe(0);
    expect(countStoredItems('not json')).toBe(0);
  });
});
