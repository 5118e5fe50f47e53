import { describe, expect, it } from 'vitest';
import { deliveryDetailsSchema } from './checkout';
import { DELIVERY_STATES } from './india';
import { pinCodeFitsState, stateOfPinCode, statesOfPinCode } from './pin-code-states';

describe('the state of a PIN code', () => {
  it('names the state of common codes', () => {
    const known: [string, string][] = [
      ['784028', 'Assam'],
      ['781039', 'Assam'],
      ['700001', 'West Bengal'],
      ['110001', 'Delhi'],
      ['400001', 'Maharashtra'],
      ['403001', 'Goa'],
      ['560001', 'Karnataka'],
      ['600001', 'Tamil Nadu'],
      ['500001', 'Telangana'],
      ['520001', 'Andhra Pradesh'],
      ['682001', 'Kerala'],
      ['751001', 'Odisha'],
      ['800001', 'Bihar'],
      ['834001', 'Jharkhand'],
      ['737101', 'Sikkim'],
      ['793001', 'Meghalaya'],
      ['799001', 'Tripura'],
      ['248001', 'Uttarakhand'],
      ['226001', 'Uttar Pradesh'],
      ['302001', 'Rajasthan'],
      ['380001', 'Gujarat'],
      ['452001', 'Madhya Pradesh'],
      ['492001', 'Chhattisgarh'],
      ['141001', 'Punjab'],
      ['122001', 'Haryana'],
      ['171001', 'Himachal Pradesh'],
      ['190001', 'Jammu and Kashmir'],
      ['744101', 'Andaman and Nicobar Islands'],
    ];
    for (const [pin, state] of known) {
      expect(statesOfPinCode(pin), pin).toContain(state);
      expect(pinCodeFitsState(pin, state), pin).toBe(true);
    }
    expect(stateOfPinCode('784028')).toBe('Assam');
    expect(pinCodeFitsState('784028', 'West Bengal')).toBe(false);
  });

  it('accepts either state of a shared prefix, and any state for an unknown one', () => {
    expect(statesOfPinCode('814112')).toEqual(['Bihar', 'Jharkhand']);
    expect(stateOfPinCode('814112')).toBeNull();
    expect(pinCodeFitsState('160017', 'Chandigarh')).toBe(true);
    expect(pinCodeFitsState('160055', 'Punjab')).toBe(true);
    expect(pinCodeFitsState('605001', 'Puducherry')).toBe(true);
    expect(statesOfPinCode('990001')).toEqual([]);
    expect(pinCodeFitsState('990001', 'Goa')).toBe(true);
    expect(statesOfPinCode('7840')).toEqual([]);
  });

  it('names only states the checkout offers', () => {
    for (let prefix = 100; prefix <= 999; prefix += 1)
      for (const state of statesOfPinCode(`${prefix}001`))
        expect(DELIVERY_STATES, `${prefix}`).toContain(state);
  });

  it('refuses delivery details whose state is not the PIN code’s, on the state field', () => {
    const details = {
      fullName: 'Ananya Das',
      email: 'ananya@example.com',
      phone: '9876543210',
      address: 'Hostel 4, Tezpur University',
      pinCode: '784028',
      district: 'Sonitpur',
      state: 'West Bengal',
    };
    const refused = deliveryDetailsSchema.safeParse(details);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['state'],
      message: 'PIN code 784028 is in Assam. Choose Assam as the state, or check the PIN code.',
    });
    expect(deliveryDetailsSchema.safeParse({ ...details, state: 'Assam' }).success).toBe(true);
  });
});
