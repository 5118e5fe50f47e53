import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PIN_CODE_PLACES,
  pinCodeProblem,
  placesFor,
  SETTINGS_MESSAGES,
  splitPinCodes,
} from './settings';
import { siteSettingsUpdateSchema } from './settings-schema';

describe('site settings rules', () => {
  it('splits a pasted list of PIN codes', () => {
    expect(splitPinCodes('784028, 110001\n560 001;')).toEqual(['784028', '110001', '560001']);
  });

  it('accepts only 6-digit Indian PIN codes, each once', () => {
    expect(pinCodeProblem('784028', [])).toBeNull();
    expect(pinCodeProblem('084028', [])).toBe(SETTINGS_MESSAGES.pinCodeInvalid('084028'));
    expect(pinCodeProblem('78402', [])).toBe(SETTINGS_MESSAGES.pinCodeInvalid('78402'));
    expect(pinCodeProblem('784028', ['784028'])).toBe(SETTINGS_MESSAGES.pinCodeDuplicate('784028'));
  });

  it('trims the name, merges repeated codes and needs one code', () => {
    const parsed = siteSettingsUpdateSchema.parse({
      siteName: '  Hostel Threads ',
      maintenanceMode: true,
      deliverablePinCodes: ['784028', '784 028', '110001'],
    });
    expect(parsed).toEqual({
      siteName: 'Hostel Threads',
      siteDescription: '',
      maintenanceMode: true,
      deliverablePinCodes: ['784028', '110001'],
    });
    const empty = siteSettingsUpdateSchema.safeParse({ ...parsed, deliverablePinCodes: [] });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.pinCodesRequired,
    );
  });
});

describe('PIN code places', () => {
  const base = {
    siteName: 'Campus Threads',
    maintenanceMode: false,
    deliverablePinCodes: ['784028'],
  };

  it('keeps a district and state with a PIN code, and checks the state', () => {
    const parsed = siteSettingsUpdateSchema.parse({
      ...base,
      pinCodePlaces: { '784 028': { district: ' Sonitpur ', state: 'Assam' } },
    });
    expect(parsed.pinCodePlaces).toEqual({ '784028': { district: 'Sonitpur', state: 'Assam' } });
    const bad = siteSettingsUpdateSchema.safeParse({
      ...base,
      pinCodePlaces: { '784028': { district: 'Sonitpur', state: 'Atlantis' } },
    });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(
      SETTINGS_MESSAGES.stateInvalid('Atlantis'),
    );
  });

  it('keeps the places of listed codes only', () => {
    expect(
      placesFor(['784028'], {
        '784028': { district: 'Sonitpur', state: 'Assam' },
        '110001': { district: 'New Delhi', state: 'Delhi' },
      }),
    ).toEqual({ '784028': { district: 'Sonitpur', state: 'Assam' } });
    expect(DEFAULT_PIN_CODE_PLACES['784028']).toEqual({ district: 'Sonitpur', state: 'Assam' });
  });
});
