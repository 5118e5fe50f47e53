import { describe, expect, it } from 'vitest';
import { initialOf, memberSinceLabel, parsePage } from './seller-page';

describe('seller page', () => {
  it('reads the page, 1 for anything that is not a positive whole number', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('says since when the seller is a member, and the avatar letter', () => {
    expect(memberSinceLabel('2026-11-09T10:00:00.000Z')).toBe('Member since Nov 2026');
    expect(memberSinceLabel('not a date')).toBeNull();
    expect(initialOf(' riya sharma')).toBe('R');
    expect(initialOf('')).toBe('?');
  });
});
