import { describe, expect, it } from 'vitest';
import { failedPasswordRules, passwordStrength, PASSWORD_RULES } from './password';
import { PASSWORD_MESSAGES } from './messages';

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(failedPasswordRules('Campus@2026')).toEqual([]);
    expect(passwordStrength('Campus@2026')).toBe('strong');
  });

  it('reports the rules in the order the form shows them', () => {
    expect(failedPasswordRules('abc').map((r) => r.id)).toEqual([
      'length',
      'uppercase',
      'number',
      'special',
    ]);
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
  });

  it('grades strength by the number of failed rules', () => {
    expect(passwordStrength('campus@2026')).toBe('moderate'); // 1 failure: uppercase
    expect(passwordStrength('campus2026')).toBe('moderate'); // 2 failures
    expect(passwordStrength('campus')).toBe('weak'); // 4 failures
    expect(passwordStrength('')).toBe('weak');
  });

  it('treats exactly 8 characters as long enough and 7 as too short', () => {
    expect(failedPasswordRules('Abcde1!x')).toEqual([]);
    expect(failedPasswordRules('Abcd1!x')[0]?.message).toBe(PASSWORD_MESSAGES.tooShort);
  });
});
