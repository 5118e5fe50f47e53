import { describe, expect, it } from 'vitest';
import { emailFromState } from './forgot-password-state';

describe('emailFromState', () => {
  it('takes a handed-over address, trimmed', () => {
    expect(emailFromState({ email: ' riya@college.ac.in ' })).toBe('riya@college.ac.in');
  });

  it('is empty without one, or with something that is not text', () => {
    expect(emailFromState(null)).toBe('');
    expect(emailFromState(undefined)).toBe('');
    expect(emailFromState({ from: { pathname: '/orders' } })).toBe('');
    expect(emailFromState({ email: 42 })).toBe('');
  });
});
