import { CHECKOUT_MESSAGES, PASSWORD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_FORM, formFieldOf, validateCheckoutForm } from './checkout-form';

const PINS = ['784028'];
const valid = {
  fullName: 'Ananya Das',
  email: 'ananya@example.com',
  phone: '98765 43210',
  password: '',
  address: 'Room 12, Kapili Hostel',
  pinCode: '784028',
  district: 'Sonitpur',
  state: 'Assam',
};

describe('validateCheckoutForm', () => {
  it('gives every empty field its spec text', () => {
    const { errors, details } = validateCheckoutForm(EMPTY_CHECKOUT_FORM, { signedIn: false, deliverablePinCodes: PINS });
    expect(details).toBeNull();
    expect(errors).toEqual({
      fullName: CHECKOUT_MESSAGES.fullNameRequired,
      email: CHECKOUT_MESSAGES.emailRequired,
      phone: CHECKOUT_MESSAGES.phoneRequired,
      password: CHECKOUT_MESSAGES.passwordRequired,
      address: CHECKOUT_MESSAGES.addressRequired,
      pinCode: CHECKOUT_MESSAGES.pinCodeRequired,
      district: CHECKOUT_MESSAGES.districtRequired,
      state: CHECKOUT_MESSAGES.stateRequired,
    });
  });

  it('checks the email, the 10 phone digits and the served pin codes', () => {
    const { errors } = validateCheckoutForm(
      { ...valid, email: 'ananya@', phone: '98765', pinCode: '110001' },
      { signedIn: true, deliverablePinCodes: PINS },
    );
    expect(errors).toEqual({
      email: CHECKOUT_MESSAGES.emailInvalid,
      phone: CHECKOUT_MESSAGES.phoneDigits,
      pinCode: CHECKOUT_MESSAGES.pinCodeNotServed('110001'),
    });
  });

  it('needs a strong password only from a shopper without an account', () => {
    expect(validateCheckoutForm(valid, { signedIn: true, deliverablePinCodes: PINS })).toMatchObject({ errors: {}, details: { phone: '9876543210' } });
    expect(validateCheckoutForm({ ...valid, password: 'short' }, { signedIn: false, deliverablePinCodes: PINS }).errors).toEqual({
      password: PASSWORD_MESSAGES.tooShort,
    });
    expect(validateCheckoutForm({ ...valid, password: 'Campus@2026' }, { signedIn: false, deliverablePinCodes: PINS }).details).not.toBeNull();
  });

  it('maps server field names onto the form', () => {
    expect(formFieldOf('deliveryDetails.pinCode')).toBe('pinCode');
    expect(formFieldOf('amount')).toBeNull();
  });
});
