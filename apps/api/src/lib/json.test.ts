import { describe, expect, it } from 'vitest';
import { containsNulCharacter } from './json';

describe('containsNulCharacter', () => {
  it('finds NUL in nested values and keys', () => {
    expect(containsNulCharacter({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(containsNulCharacter({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNulCharacter({ a: ['plain', 1, null, true] })).toBe(false);
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNulCharacter(deep)).toBe(false);
  });
});
