import { PASSWORD_MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** Short label for the live checklist. */
  label: string;
  /** Error text when the rule fails. */
  message: string;
  test: (password: string) => boolean;
};

/** Ordered: the first failing rule is the one a form shows (spec: accounts-orders §5). */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: PASSWORD_MESSAGES.tooShort,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: PASSWORD_MESSAGES.needsUppercase,
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: PASSWORD_MESSAGES.needsLowercase,
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    label: 'One number',
    message: PASSWORD_MESSAGES.needsNumber,
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    label: 'One special character',
    message: PASSWORD_MESSAGES.needsSpecial,
    test: (p) => /[^A-Za-z0-9]/.test(p),
  },
];

export function failedPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

export type PasswordStrength = 'strong' | 'moderate' | 'weak';

/** Strong with no failed rule, moderate with up to 2 failures, weak otherwise. */
export function passwordStrength(password: string): PasswordStrength {
  const failures = failedPasswordRules(password).length;
  if (failures === 0) return 'strong';
  if (failures <= 2) return 'moderate';
  return 'weak';
}
