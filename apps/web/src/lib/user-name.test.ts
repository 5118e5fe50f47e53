import { describe, expect, it } from 'vitest';
import { firstName, initials } from './user-name';

describe('firstName', () => {
  it('takes the first word of the full name', () => {
    expect(firstName('Asha Rani Das')).toBe('Asha');
    expect(firstName('  Chitra   Customer ')).toBe('Chitra');
    expect(firstName('Madonna')).toBe('Madonna');
  });

  it('falls back when the name is empty', () => {
    expect(firstName('')).toBe('Account');
    expect(firstName(undefined, 'there')).toBe('there');
    expect(firstName('   ')).toBe('Account');
  });

  it('builds up to two initials', () => {
    expect(initials('asha rani das')).toBe('AR');
    expect(initials('')).toBe('');
  });
});
