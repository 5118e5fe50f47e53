import { describe, expect, it } from 'vitest';
import { pluralise } from './plural';

describe('pluralise', () => {
  it('agrees a count with its noun', () => {
    expect(pluralise(1, 'item')).toBe('1 item');
    expect(pluralise(0, 'item')).toBe('0 items');
    expect(pluralise(2, 'item')).toBe('2 items');
    expect(pluralise(1, 'accessory')).toBe('1 accessory');
    expect(pluralise(3, 'accessory')).toBe('3 accessories');
    expect(pluralise(2, 'day')).toBe('2 days');
    expect(pluralise(2, 'entry')).toBe('2 entries');
    expect(pluralise(2, 'box')).toBe('2 boxes');
    expect(pluralise(2, 'person', 'people')).toBe('2 people');
  });
});
