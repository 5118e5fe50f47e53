import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './full-text-query';

describe('toPrefixTsQuery', () => {
  it('ANDs the words and makes the last one a prefix', () => {
    expect(toPrefixTsQuery('IIT  Hoodie')).toBe('iit & hoodie:*');
    expect(toPrefixTsQuery('rhino')).toBe('rhino:*');
  });

  it('keeps letters and digits of any script and drops tsquery syntax', () => {
    expect(toPrefixTsQuery("it's a & b | !c:* (d)")).toBe('it & s & a & b & c & d:*');
    expect(toPrefixTsQuery('कैंपस 2026')).toBe('कैंपस & 2026:*');
  });

  it('is null when nothing searchable is left, and caps the number of words', () => {
    expect(toPrefixTsQuery('  &|!:*()  ')).toBeNull();
    expect(toPrefixTsQuery('')).toBeNull();
    expect(toPrefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});
