import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  EMAIL_UPDATES_INVALID,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  signupFormSchema,
} from './auth';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, PROFILE_MESSAGES } from './messages';

const valid = {
  fullName: 'Riya Das',
  email: 'Riya@Example.com',
  phone: '98765 43210',
  password: 'Campus@2026',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('registerSchema', () => {
  it('normalises email and phone and drops unknown keys such as isAdmin', () => {
    const parsed = registerSchema.parse({ ...valid, isAdmin: true });
    expect(parsed).toEqual({
      fullName: 'Riya Das',
      email: 'riya@example.com',
      phone: '9876543210',
      password: 'Campus@2026',
    });
    expect('isAdmin' in parsed).toBe(false);
  });

  it('asks for every field when one is missing', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, fullName: '  ' }))).toBe(
      AUTH_MESSAGES.fillAllFields,
    );
    expect(firstMessage(registerSchema.safeParse({ ...valid, phone: undefined }))).toBe(
      AUTH_MESSAGES.fillAllFields,
    );
  });

  it('rejects a phone that is not 10 digits and a malformed email', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, phone: '+91 98765 43210' }))).toBe(
      PROFILE_MESSAGES.phoneInvalid,
    );
    expect(firstMessage(registerSchema.safeParse({ ...valid, email: 'riya@example' }))).toBe(
      PROFILE_MESSAGES.emailInvalid,
    );
  });

  it('applies the strong-password rule at sign-up', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, password: 'campus@2026' }))).toBe(
      PASSWORD_MESSAGES.needsUppercase,
    );
  });

  it('signup form requires matching confirmation', () => {
    const result = signupFormSchema.safeParse({ ...valid, confirmPassword: 'Campus@2027' });
    expect(firstMessage(result)).toBe(AUTH_MESSAGES.passwordsDoNotMatch);
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'x' }))).toBe(
      AUTH_MESSAGES.fillAllFields,
    );
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co' }))).toBe(
      AUTH_MESSAGES.fillAllFields,
    );
  });
});

describe('changePasswordSchema', () => {
  it('requires the current password and a different new one', () => {
    expect(
      firstMessage(
        changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'Campus@2026' }),
      ),
    ).toBe(PASSWORD_MESSAGES.currentRequired);
    expect(
      firstMessage(
        changePasswordSchema.safeParse({
          currentPassword: 'Campus@2026',
          newPassword: 'Campus@2026',
        }),
      ),
    ).toBe(PASSWORD_MESSAGES.mustDiffer);
  });

  it('shows the first failing rule for a weak new password', () => {
    expect(
      firstMessage(
        changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'CAMPUS@2026' }),
      ),
    ).toBe(PASSWORD_MESSAGES.needsLowercase);
  });
});

describe('profileUpdateSchema', () => {
  it('keeps only fullName and phone', () => {
    expect(
      profileUpdateSchema.parse({ fullName: ' Riya ', phone: '(987) 654-3210', email: 'x@y.z' }),
    ).toEqual({
      fullName: 'Riya',
      phone: '9876543210',
    });
  });

  it('takes the e-mail updates switch when sent, as a boolean only', () => {
    const base = { fullName: 'Riya', phone: '9876543210' };
    expect(profileUpdateSchema.parse({ ...base, emailUpdates: false })).toEqual({
      ...base,
      emailUpdates: false,
    });
    expect(firstMessage(profileUpdateSchema.safeParse({ ...base, emailUpdates: 'no' }))).toBe(
      EMAIL_UPDATES_INVALID,
    );
  });

  it('uses the profile texts', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ fullName: '', phone: '9876543210' }))).toBe(
      PROFILE_MESSAGES.fullNameRequired,
    );
    expect(firstMessage(profileUpdateSchema.safeParse({ fullName: 'Riya', phone: '' }))).toBe(
      PROFILE_MESSAGES.phoneRequired,
    );
  });
});
