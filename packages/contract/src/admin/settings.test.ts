import { describe, expect, it } from 'vitest';
import { pinCodeProblem, SETTINGS_MESSAGES, splitPinCodes } from './settings';
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
