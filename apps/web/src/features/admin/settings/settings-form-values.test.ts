import { SETTINGS_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { isDirty, validateSettings, type SettingsFormValues } from './settings-form-values';

const values = (over: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  siteName: 'Campus Threads',
  siteDescription: 'Tees',
  maintenanceMode: false,
  deliverablePinCodes: ['784028'],
  ...over,
});

describe('settings form', () => {
  it('accepts a complete form', () => {
    expect(validateSettings(values())).toEqual({});
  });

  it('names the field and the rule that failed', () => {
    expect(validateSettings(values({ siteName: ' ', deliverablePinCodes: [] }))).toEqual({
      siteName: SETTINGS_MESSAGES.siteNameRequired,
      deliverablePinCodes: SETTINGS_MESSAGES.pinCodesRequired,
    });
    expect(validateSettings(values({ deliverablePinCodes: ['78402'] })).deliverablePinCodes).toBe(
      SETTINGS_MESSAGES.pinCodeInvalid('78402'),
    );
  });

  it('sees a change only when a saved value would differ', () => {
    expect(isDirty(values({ siteName: ' Campus Threads ' }), values())).toBe(false);
    expect(isDirty(values({ maintenanceMode: true }), values())).toBe(true);
  });
});
