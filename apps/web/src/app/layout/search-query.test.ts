import { describe, expect, it } from 'vitest';
import { searchPath, searchQueryOf } from './search-query';

describe('header search', () => {
  it('submits to /search?q=…', () => {
    expect(searchPath('  lab coat ')).toBe('/search?q=lab+coat');
    expect(searchPath('a&b=c')).toBe('/search?q=a%26b%3Dc');
    expect(searchPath('   ')).toBe('/search');
  });

  it('shows the q of the search page and nothing elsewhere', () => {
    expect(searchQueryOf('/search', '?q=hostel+tee')).toBe('hostel tee');
    expect(searchQueryOf('/search/', '?q=x')).toBe('x');
    expect(searchQueryOf('/search', '')).toBe('');
    expect(searchQueryOf('/accessories', '?q=x')).toBe('');
  });
});
