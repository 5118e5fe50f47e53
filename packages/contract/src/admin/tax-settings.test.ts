import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RULES, GSTIN_MESSAGES } from '../gst';
import { siteSettingsUpdateSchema } from './settings-schema';
import { gstRateSettingsOf, gstRulesOf, TAX_SETTINGS_MESSAGES as M } from './tax-settings';

const base = {
  siteName: 'Campus Threads',
  maintenanceMode: false,
  deliverablePinCodes: ['784028'],
};

const firstError = (body: Record<string, unknown>) => {
  const parsed = siteSettingsUpdateSchema.safeParse({ ...base, ...body });
  return parsed.success
    ? null
    : { path: parsed.error.issues[0]!.path, message: parsed.error.issues[0]!.message };
};

describe('invoice settings', () => {
  it('round-trips the GST rates between the form (percent, rupees) and the rules (basis points, paise)', () => {
    const shown = gstRateSettingsOf(DEFAULT_GST_RULES);
    expect(shown).toMatchObject({
      apparelGstThreshold: 2500,
      apparelGstLowPercent: 5,
      apparelGstHighPercent: 18,
      otherAccessoryHsn: '3926',
      otherAccessoryGstPercent: 18,
    });
    expect(gstRulesOf(shown, DEFAULT_GST_RULES)).toEqual(DEFAULT_GST_RULES);
    // Left out, the saved value stays.
    expect(gstRulesOf({ apparelGstLowPercent: 12 }, DEFAULT_GST_RULES)).toEqual({
      ...DEFAULT_GST_RULES,
      apparelLowRateBasisPoints: 1_200,
    });
  });

  it('accepts a save without them (an older form) and a full one', () => {
    expect(firstError({})).toBeNull();
    expect(
      firstError({
        shopLegalName: 'Campus Threads Private Limited',
        shopAddress: 'Napaam, Tezpur',
        shopState: 'Assam',
        shopGstin: '18aabcc1234d1za',
        apparelGstThreshold: 2500,
        apparelGstLowPercent: 5,
        apparelGstHighPercent: 18,
        accessoryTaxClasses: [{ category: 'Drinkware', hsn: '6912', gstPercent: 5 }],
        otherAccessoryHsn: '3926',
        otherAccessoryGstPercent: 18,
      }),
    ).toBeNull();
    expect(
      siteSettingsUpdateSchema.parse({ ...base, shopGstin: ' 18aabcc1234d1za ' }).shopGstin,
    ).toBe('18AABCC1234D1ZA');
    expect(firstError({ shopGstin: '' })).toBeNull();
  });

  it('refuses a GSTIN that is malformed, mistyped or of another state than the shop’s', () => {
    expect(firstError({ shopGstin: '18AABCC1234D1Z' })).toEqual({
      path: ['shopGstin'],
      message: GSTIN_MESSAGES.format,
    });
    expect(firstError({ shopGstin: '18AABCC1234D1ZB' })?.message).toBe(GSTIN_MESSAGES.checksum);
    expect(firstError({ shopGstin: '18AABCC1234D1ZA', shopState: 'Kerala' })).toEqual({
      path: ['shopGstin'],
      message: GSTIN_MESSAGES.state('Kerala', '32'),
    });
  });

  it('checks rates, HSN codes and categories', () => {
    expect(firstError({ apparelGstLowPercent: 41 })?.message).toBe(M.rateInvalid);
    expect(firstError({ apparelGstThreshold: 0 })?.message).toBe(M.thresholdInvalid);
    expect(firstError({ otherAccessoryHsn: '39' })?.message).toBe(M.hsnInvalid);
    expect(firstError({ shopState: '' })?.message).toBe(M.stateRequired);
    expect(
      firstError({
        accessoryTaxClasses: [
          { category: 'Bags', hsn: '4202', gstPercent: 18 },
          { category: ' bags', hsn: '4202', gstPercent: 18 },
        ],
      })?.message,
    ).toBe(M.categoryDuplicate('bags'));
  });
});
