import {
  GSTIN_MESSAGES,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  TAX_SETTINGS_MESSAGES,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  isDirty,
  toSettingsBody,
  validateSettings,
  type SettingsFormValues,
} from './settings-form-values';

const values = (over: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  siteName: 'Campus Threads',
  siteDescription: 'Tees',
  maintenanceMode: false,
  commissionPercent: '10',
  royaltyPercent: '15',
  deliverablePinCodes: ['784028'],
  pinCodePlaces: { '784028': { district: 'Sonitpur', state: 'Assam' } },
  shopLegalName: 'Campus Threads Private Limited',
  shopAddress: 'Napaam, Tezpur',
  shopState: 'Assam',
  shopGstin: '',
  apparelGstThreshold: '2500',
  apparelGstLowPercent: '5',
  apparelGstHighPercent: '18',
  accessoryTaxClasses: [{ category: 'Drinkware', hsn: '6912', gstPercent: '5' }],
  otherAccessoryHsn: '3926',
  otherAccessoryGstPercent: '18',
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
    expect(isDirty(values({ commissionPercent: '10.00' }), values())).toBe(false);
    expect(isDirty(values({ royaltyPercent: '12.5' }), values())).toBe(true);
  });

  it('sends the commission and royalty as numbers, two decimals allowed', () => {
    const body = toSettingsBody(values({ commissionPercent: ' 12.5 ', royaltyPercent: '0' }));
    expect(body.commissionPercent).toBe(12.5);
    expect(body.royaltyPercent).toBe(0);
    expect(validateSettings(values({ commissionPercent: '7.25', royaltyPercent: '50' }))).toEqual(
      {},
    );
  });

  it("refuses a rate that is blank, negative, above the limit or finer than 0.01, with the contract's texts", () => {
    for (const bad of ['', '-1', String(SETTINGS_LIMITS.commissionPercentMax + 0.01), '2.345'])
      expect(validateSettings(values({ commissionPercent: bad }))).toEqual({
        commissionPercent: SETTINGS_MESSAGES.commissionInvalid,
      });
    for (const bad of ['', 'abc', String(SETTINGS_LIMITS.royaltyPercentMax + 1)])
      expect(validateSettings(values({ royaltyPercent: bad }))).toEqual({
        royaltyPercent: SETTINGS_MESSAGES.royaltyInvalid,
      });
  });

  it('sends the district and state of listed codes only, and checks the state', () => {
    const places = {
      '784028': { district: ' Sonitpur ', state: 'Assam' },
      '110001': { district: 'New Delhi', state: 'Delhi' },
    };
    expect(toSettingsBody(values({ pinCodePlaces: places })).pinCodePlaces).toEqual({
      '784028': { district: 'Sonitpur', state: 'Assam' },
    });
    expect(
      isDirty(
        values({ pinCodePlaces: { '784028': { district: 'Tezpur', state: 'Assam' } } }),
        values(),
      ),
    ).toBe(true);
    expect(
      validateSettings(
        values({ pinCodePlaces: { '784028': { district: 'Sonitpur', state: 'Atlantis' } } }),
      ).pinCodePlaces,
    ).toBe(SETTINGS_MESSAGES.stateInvalid('Atlantis'));
  });

  it('sends the invoice settings as the contract takes them and names the failing field', () => {
    const body = toSettingsBody(
      values({
        shopGstin: ' 18aabcc1234d1za ',
        apparelGstThreshold: '2500.50',
        accessoryTaxClasses: [{ category: ' Bags ', hsn: ' 4202 ', gstPercent: '12' }],
      }),
    );
    expect(body).toMatchObject({
      shopGstin: '18AABCC1234D1ZA',
      apparelGstThreshold: 2500.5,
      accessoryTaxClasses: [{ category: 'Bags', hsn: '4202', gstPercent: 12 }],
    });
    expect(validateSettings(values({ shopGstin: '18AABCC1234D1ZA', shopState: 'Kerala' }))).toEqual(
      {
        shopGstin: GSTIN_MESSAGES.state('Kerala', '32'),
      },
    );
    expect(validateSettings(values({ apparelGstHighPercent: '' }))).toEqual({
      apparelGstHighPercent: TAX_SETTINGS_MESSAGES.rateInvalid,
    });
    expect(
      validateSettings(
        values({ accessoryTaxClasses: [{ category: 'Bags', hsn: '42', gstPercent: '18' }] }),
      ),
    ).toEqual({ accessoryTaxClasses: TAX_SETTINGS_MESSAGES.hsnInvalid });
    expect(isDirty(values({ apparelGstLowPercent: '5.00' }), values())).toBe(false);
    expect(isDirty(values({ otherAccessoryHsn: '3924' }), values())).toBe(true);
  });
});
