import { CHECKOUT_MESSAGES, PASSWORD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHECKOUT_FORM,
  formFieldOf,
  validateCheckoutForm,
  withPinCodePlace,
} from './checkout-form';

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
    const { errors, details } = validateCheckoutForm(EMPTY_CHECKOUT_FORM, {
      signedIn: false,
      deliverablePinCodes: PINS,
    });
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
      { ...valid, email: 'ananya@', phone: '98765', pinCode: '110001', state: 'Delhi' },
      { signedIn: true, deliverablePinCodes: PINS },
    );
    expect(errors).toEqual({
      email: CHECKOUT_MESSAGES.emailInvalid,
      phone: CHECKOUT_MESSAGES.phoneDigits,
      pinCode: CHECKOUT_MESSAGES.pinCodeNotServed('110001'),
    });
  });

  it('needs a strong password only from a shopper without an account', () => {
    expect(
      validateCheckoutForm(valid, { signedIn: true, deliverablePinCodes: PINS }),
    ).toMatchObject({ errors: {}, details: { phone: '9876543210' } });
    expect(
      validateCheckoutForm(
        { ...valid, password: 'short' },
        { signedIn: false, deliverablePinCodes: PINS },
      ).errors,
    ).toEqual({
      password: PASSWORD_MESSAGES.tooShort,
    });
    expect(
      validateCheckoutForm(
        { ...valid, password: 'Campus@2026' },
        { signedIn: false, deliverablePinCodes: PINS },
      ).details,
    ).not.toBeNull();
  });

  it('maps server field names onto the form', () => {
    expect(formFieldOf('deliveryDetails.pinCode')).toBe('pinCode');
    expect(formFieldOf('amount')).toBeNull();
  });

  it("words a malformed email 'Please enter a valid email address' in buy-now (spec §5)", () => {
    const options = { signedIn: true, deliverablePinCodes: PINS };
    expect(
      validateCheckoutForm({ ...valid, email: 'ananya@' }, { ...options, buyNow: true }).errors
        .email,
    ).toBe('Please enter a valid email address');
    expect(validateCheckoutForm({ ...valid, email: 'ananya@' }, options).errors.email).toBe(
      'Invalid email format',
    );
  });

  it('fills in the district and state of a deliverable PIN code, keeping what the shopper typed', () => {
    const places = {
      '784028': { district: 'Sonitpur', state: 'Assam' },
      '781039': { district: 'Kamrup Metropolitan', state: 'Assam' },
    };
    const filled = withPinCodePlace(EMPTY_CHECKOUT_FORM, '784028', places);
    expect(filled).toMatchObject({ pinCode: '784028', district: 'Sonitpur', state: 'Assam' });
    // Another listed code replaces what the first one filled in.
    expect(withPinCodePlace(filled, '781039', places)).toMatchObject({
      district: 'Kamrup Metropolitan',
    });
    // A district the shopper typed stays; an unknown code changes nothing else.
    const typed = { ...EMPTY_CHECKOUT_FORM, district: 'Napaam' };
    expect(withPinCodePlace(typed, '784028', places)).toMatchObject({
      district: 'Napaam',
      state: 'Assam',
    });
    expect(withPinCodePlace(typed, '78402', places)).toEqual({ ...typed, pinCode: '78402' });
  });

  it('fills in the state of any PIN code from its prefix, over one the code is not in', () => {
    const wrong = { ...EMPTY_CHECKOUT_FORM, state: 'West Bengal' };
    expect(withPinCodePlace(wrong, '784028', {}).state).toBe('Assam');
    expect(withPinCodePlace(EMPTY_CHECKOUT_FORM, '560001', {}).state).toBe('Karnataka');
    // A shared prefix keeps a state it may be in, and fills in none.
    const bihar = { ...EMPTY_CHECKOUT_FORM, state: 'Bihar' };
    expect(withPinCodePlace(bihar, '814112', {}).state).toBe('Bihar');
    expect(withPinCodePlace(EMPTY_CHECKOUT_FORM, '814112', {}).state).toBe('');
  });

  it('refuses a state the PIN code is not in, on the state field', () => {
    const { errors } = validateCheckoutForm(
      { ...valid, state: 'West Bengal' },
      { signedIn: true, deliverablePinCodes: ['784028'] },
    );
    expect(errors.state).toBe(CHECKOUT_MESSAGES.stateNotOfPinCode('784028', ['Assam']));
  });
});
