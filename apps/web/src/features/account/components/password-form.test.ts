import { describe, expect, it } from 'vitest';
import { isCurrentPasswordError } from './password-form';

describe('isCurrentPasswordError', () => {
  it('recognises server messages about the current password', () => {
    expect(isCurrentPasswordError('Current password is incorrect')).toBe(true);
    expect(isCurrentPasswordError('The password you entered is INCORRECT')).toBe(true);
    expect(isCurrentPasswordError('Too many requests. Please wait a moment and try again.')).toBe(
      false,
    );
    expect(isCurrentPasswordError(undefined)).toBe(false);
  });
});
