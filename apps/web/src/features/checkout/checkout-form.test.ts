import { CHECKOUT_MESSAGES, DELIVERY_MESSAGES, PASSWORD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHECKOUT_FORM,
  formFieldOf,
  stateChoices,
  validateCheckoutForm,
  withPinCodeLookup,
  withPinCodeState,
} from './checkout-form';
import { createPinCodeLookup } from '@/lib/test-factories';

const PINS = ['784028'];
const INDIA = { coverage: 'india' as const, deliverablePinCodes: PINS };
const CAMPUSES = { coverage: 'campuses' as const, deliverablePinCodes: PINS };
/** A PIN's look-up as the server answers it. */
const lookupOf = createPinCodeLookup;
const hyderabad = lookupOf();
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
      ...INDIA,
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

  it('checks the email, the 10 phone digits and, in campus mode only, the campus PIN codes', () => {
    const place = lookupOf({
      pin: '110001',
      district: 'New Delhi',
      state: 'Delhi',
      states: ['Delhi'],
    });
    const delhi = { ...valid, email: 'ananya@', phone: '98765', pinCode: '110001', state: 'Delhi' };
    expect(
      validateCheckoutForm(delhi, {
        signedIn: true,
        ...CAMPUSES,
        pinLookup: { pin: '110001', place, problem: null },
      }).errors,
    ).toEqual({
      email: CHECKOUT_MESSAGES.emailInvalid,
      phone: CHECKOUT_MESSAGES.phoneDigits,
      pinCode: CHECKOUT_MESSAGES.pinCodeNotServed('New Delhi, Delhi'),
    });
    // India-wide, the campus list is no limit.
    expect(
      validateCheckoutForm(delhi, { signedIn: true, ...INDIA }).errors.pinCode,
    ).toBeUndefined();
  });

  it('says the look-up’s problem on the PIN, and a state the PIN is not in on the state', () => {
    const unknown = DELIVERY_MESSAGES.pinUnknown('999999');
    expect(
      validateCheckoutForm(
        { ...valid, pinCode: '999999' },
        { signedIn: true, ...INDIA, pinLookup: { pin: '999999', place: null, problem: unknown } },
      ).errors.pinCode,
    ).toBe(unknown);
    // A look-up of another PIN than the one in the field says nothing.
    expect(
      validateCheckoutForm(valid, {
        signedIn: true,
        ...INDIA,
        pinLookup: { pin: '999999', place: null, problem: unknown },
      }).errors,
    ).toEqual({});
    // The directory knows better than the prefix the form checks first: its states rule.
    const border = lookupOf({
      pin: '784028',
      district: 'Sonitpur',
      state: 'Arunachal Pradesh',
      states: ['Arunachal Pradesh'],
    });
    expect(
      validateCheckoutForm(valid, {
        signedIn: true,
        ...INDIA,
        pinLookup: { pin: '784028', place: border, problem: null },
      }).errors.state,
    ).toBe(DELIVERY_MESSAGES.stateMismatch('784028', 'Arunachal Pradesh'));
  });

  it('needs a strong password only from a shopper without an account', () => {
    expect(validateCheckoutForm(valid, { signedIn: true, ...INDIA })).toMatchObject({
      errors: {},
      details: { phone: '9876543210' },
    });
    expect(
      validateCheckoutForm({ ...valid, password: 'short' }, { signedIn: false, ...INDIA }).errors,
    ).toEqual({
      password: PASSWORD_MESSAGES.tooShort,
    });
    expect(
      validateCheckoutForm({ ...valid, password: 'Campus@2026' }, { signedIn: false, ...INDIA })
        .details,
    ).not.toBeNull();
  });

  it('maps server field names onto the form', () => {
    expect(formFieldOf('deliveryDetails.pinCode')).toBe('pinCode');
    expect(formFieldOf('amount')).toBeNull();
  });

  it("words a malformed email 'Please enter a valid email address' in buy-now (spec §5)", () => {
    const options = { signedIn: true, ...INDIA };
    expect(
      validateCheckoutForm({ ...valid, email: 'ananya@' }, { ...options, buyNow: true }).errors
        .email,
    ).toBe('Please enter a valid email address');
    expect(validateCheckoutForm({ ...valid, email: 'ananya@' }, options).errors.email).toBe(
      'Invalid email format',
    );
  });

  it('fills in the district from the look-up unless the buyer typed their own', () => {
    const typed = { ...EMPTY_CHECKOUT_FORM, pinCode: '500032' };
    const filled = withPinCodeLookup(typed, hyderabad, null);
    expect(filled).toMatchObject({ district: 'Hyderabad', state: 'Telangana' });
    // What a look-up filled in is replaced by the next PIN's place.
    const next = { ...hyderabad, pin: '500001', district: 'Secunderabad' };
    expect(withPinCodeLookup({ ...filled, pinCode: '500001' }, next, 'Hyderabad').district).toBe(
      'Secunderabad',
    );
    // A district the buyer typed (or corrected) stays; the state follows the PIN all the same.
    const own = { ...typed, district: 'Gachibowli', state: 'Andhra Pradesh' };
    expect(withPinCodeLookup(own, hyderabad, 'Hyderabad')).toMatchObject({
      district: 'Gachibowli',
      state: 'Telangana',
    });
    // A look-up of a PIN no longer in the field changes nothing.
    expect(withPinCodeLookup({ ...typed, pinCode: '50003' }, hyderabad, null)).toEqual({
      ...typed,
      pinCode: '50003',
    });
  });

  it('keeps either state of a border PIN, and offers only the PIN’s states', () => {
    const border = {
      pin: '814112',
      district: 'Deoghar',
      state: 'Jharkhand',
      states: ['Jharkhand', 'Bihar'],
    };
    const form = { ...EMPTY_CHECKOUT_FORM, pinCode: '814112', state: 'Bihar' };
    expect(withPinCodeLookup(form, border, null).state).toBe('Bihar');
    expect(withPinCodeLookup({ ...form, state: 'Assam' }, border, null).state).toBe('Jharkhand');
    expect(stateChoices(border, ['Assam', 'Bihar', 'Jharkhand'])).toEqual(['Jharkhand', 'Bihar']);
    expect(stateChoices(null, ['Assam', 'Bihar'])).toEqual(['Assam', 'Bihar']);
  });

  it('fills in the state of any PIN code from its prefix at once, over one the code is not in', () => {
    const wrong = { ...EMPTY_CHECKOUT_FORM, state: 'West Bengal' };
    expect(withPinCodeState(wrong, '784028').state).toBe('Assam');
    expect(withPinCodeState(EMPTY_CHECKOUT_FORM, '560001').state).toBe('Karnataka');
    // A shared prefix keeps a state it may be in, and fills in none.
    const bihar = { ...EMPTY_CHECKOUT_FORM, state: 'Bihar' };
    expect(withPinCodeState(bihar, '814112').state).toBe('Bihar');
    expect(withPinCodeState(EMPTY_CHECKOUT_FORM, '814112').state).toBe('');
  });

  it('refuses a state the PIN code is not in, on the state field', () => {
    const { errors } = validateCheckoutForm(
      { ...valid, state: 'West Bengal' },
      { signedIn: true, ...INDIA },
    );
    expect(errors.state).toBe(CHECKOUT_MESSAGES.stateNotOfPinCode('784028', ['Assam']));
  });
});
