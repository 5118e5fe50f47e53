import {
  DEFAULT_DELIVERY_RATE_CARD,
  DELIVERY_MESSAGES,
  DELIVERY_ZONES,
  toRupees,
  type DeliverySettingsReply,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  deliveryFieldOf,
  deliverySettingsToValues,
  toDeliverySettingsBody,
  validateDeliverySettings,
} from './delivery-settings-values';

function reply(overrides: Partial<DeliverySettingsReply> = {}): DeliverySettingsReply {
  const zones = Object.fromEntries(
    DELIVERY_ZONES.map((zone) => {
      const rate = DEFAULT_DELIVERY_RATE_CARD.zones[zone];
      return [
        zone,
        {
          firstSlab: toRupees(rate.firstSlabPaise),
          extraSlab: toRupees(rate.extraSlabPaise),
          minDays: rate.minDays,
          maxDays: rate.maxDays,
        },
      ];
    }),
  ) as DeliverySettingsReply['zones'];
  return {
    coverage: 'india',
    pickupPinCode: '784028',
    pickupPlace: 'Sonitpur, Assam',
    zones,
    freeAbove: 999,
    updatedAt: null,
    ...overrides,
  };
}

describe('the Delivery card’s form', () => {
  it('round-trips the saved settings, an empty threshold meaning never free', () => {
    const saved = reply();
    const values = deliverySettingsToValues(saved);
    expect(values.zones.city).toEqual({
      firstSlab: '35',
      extraSlab: '30',
      minDays: '1',
      maxDays: '2',
    });
    const { pickupPlace: _place, updatedAt: _at, ...body } = saved;
    expect(toDeliverySettingsBody(values)).toEqual(body);
    expect(toDeliverySettingsBody({ ...values, freeAbove: ' ' }).freeAbove).toBeNull();
    expect(validateDeliverySettings(values)).toEqual({});
  });

  it('names the cell at fault with the contract’s texts', () => {
    const values = deliverySettingsToValues(reply());
    values.zones.metro.firstSlab = '';
    values.zones.special.minDays = '9';
    values.zones.special.maxDays = '5';
    values.pickupPinCode = '12';
    values.freeAbove = '0';
    expect(validateDeliverySettings(values)).toEqual({
      'zones.metro.firstSlab': DELIVERY_MESSAGES.slabInvalid,
      'zones.special.maxDays': DELIVERY_MESSAGES.daysInvalid,
      pickupPinCode: DELIVERY_MESSAGES.pinMalformed,
      freeAbove: DELIVERY_MESSAGES.freeAboveInvalid,
    });
  });

  it('reads the server’s field names', () => {
    expect(deliveryFieldOf('body.zones.city.firstSlab')).toBe('zones.city.firstSlab');
    expect(deliveryFieldOf('pickupPinCode')).toBe('pickupPinCode');
  });
});
