import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout';
import { DESIGN_REVIEW_MESSAGES } from './design-review';
import { PASSWORD_MESSAGES } from './messages';
import { ORDER_STATUS_LABELS } from './orders';
import { failedPasswordRules } from './password';

/** Texts a first look found worded otherwise than the spec (seller-admin.md), as the spec words them. */
describe('spec texts', () => {
  it("words the password rules as 'Password must include at least one ...'", () => {
    expect(failedPasswordRules('abcdefgh')[0]?.message).toBe(PASSWORD_MESSAGES.needsUppercase);
    expect([
      PASSWORD_MESSAGES.needsUppercase,
      PASSWORD_MESSAGES.needsLowercase,
      PASSWORD_MESSAGES.needsNumber,
      PASSWORD_MESSAGES.needsSpecial,
    ]).toEqual([
      'Password must include at least one uppercase letter',
      'Password must include at least one lowercase letter',
      'Password must include at least one number',
      'Password must include at least one special character',
    ]);
  });

  it("asks for a rejection reason with 'Please provide a reason for rejection'", () => {
    expect(DESIGN_REVIEW_MESSAGES.reasonRequired).toBe('Please provide a reason for rejection');
  });

  it('does not call a just-paid order confirmed: it is received until an admin confirms it', () => {
    expect(ORDER_STATUS_LABELS.pending).toBe('Order Received');
    expect(CHECKOUT_MESSAGES.paymentSuccess.toLowerCase()).not.toContain('confirmed');
  });
});
