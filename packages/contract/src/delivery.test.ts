import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_RATE_CARD as CARD,
  deliveryChargePaise,
  deliveryWindowEnd,
  estimatedDelivery,
  formatDeliveryDay,
  spreadByWeight,
  tshirtWeightGrams,
  weightSlabs,
  type DeliveryRateCard,
} from './delivery';

const neverFree: DeliveryRateCard = { ...CARD, freeAbovePaise: null };

describe('delivery charge', () => {
  it('charges the first 500 g and each further 500 g or part of it', () => {
    expect([1, 500, 501, 1000, 1001, 1500, 1501].map(weightSlabs)).toEqual([1, 1, 2, 2, 3, 3, 4]);
    const { firstSlabPaise: first, extraSlabPaise: extra } = CARD.zones.national;
    expect(deliveryChargePaise(neverFree, 'national', 500, 10_000)).toBe(first);
    expect(deliveryChargePaise(neverFree, 'national', 501, 10_000)).toBe(first + extra);
    expect(deliveryChargePaise(neverFree, 'national', 1001, 10_000)).toBe(first + 2 * extra);
  });

  it('prices each zone from its own row, nearest cheapest', () => {
    const charges = (['city', 'state', 'metro', 'national', 'special'] as const).map((zone) =>
      deliveryChargePaise(neverFree, zone, 400, 10_000),
    );
    expect(charges).toEqual([...charges].sort((a, b) => a - b));
    expect(new Set(charges).size).toBe(5);
  });

  it('is free from the threshold up, except that a campus parcel pays the campus fee', () => {
    const threshold = CARD.freeAbovePaise!;
    expect(deliveryChargePaise(CARD, 'metro', 400, threshold - 1)).toBe(
      CARD.zones.metro.firstSlabPaise,
    );
    expect(deliveryChargePaise(CARD, 'metro', 400, threshold)).toBe(0);
    const campusFee: DeliveryRateCard = {
      ...CARD,
      zones: { ...CARD.zones, campus: { ...CARD.zones.campus, firstSlabPaise: 1_000 } },
    };
    expect(deliveryChargePaise(campusFee, 'campus', 400, threshold * 10)).toBe(1_000);
    expect(deliveryChargePaise(neverFree, 'metro', 400, 10_000_000)).toBe(
      CARD.zones.metro.firstSlabPaise,
    );
  });

  it('spreads a charge over lines by weight, to the paisa, remainders to the heavier then earlier', () => {
    expect(spreadByWeight(6_500, [170, 170, 200])).toEqual([2_046, 2_046, 2_408]);
    expect(spreadByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadByWeight(0, [170, 200])).toEqual([0, 0]);
    for (const weights of [[1], [150, 230, 999], [7, 11, 13, 17]]) {
      for (const charge of [1, 99, 8_500, 12_345]) {
        expect(spreadByWeight(charge, weights).reduce((a, b) => a + b, 0)).toBe(charge);
      }
    }
  });

  it('weighs a t-shirt by its size', () => {
    expect(tshirtWeightGrams('S')).toBeLessThan(tshirtWeightGrams('XXL'));
    expect(tshirtWeightGrams(null)).toBe(tshirtWeightGrams('M'));
  });
});

describe('delivery dates', () => {
  it('dispatches the next working day and counts transit in working days, never a Sunday', () => {
    // Thursday 3 December 2026, 10:00 in India: dispatched Friday 4, +3..6 working days.
    const thursday = new Date('2026-12-03T04:30:00Z');
    expect(estimatedDelivery({ minDays: 3, maxDays: 6 }, thursday)).toEqual({
      from: '2026-12-08',
      to: '2026-12-11',
    });
    // Saturday: dispatched Monday (Sunday skipped); a same-day campus parcel arrives Monday.
    const saturday = new Date('2026-12-05T06:00:00Z');
    expect(estimatedDelivery({ minDays: 0, maxDays: 1 }, saturday)).toEqual({
      from: '2026-12-07',
      to: '2026-12-08',
    });
  });

  it('counts days on India’s calendar, not the server’s', () => {
    // 19:00 UTC Friday is 00:30 Saturday in India.
    const lateFridayUtc = new Date('2026-12-04T19:00:00Z');
    expect(estimatedDelivery({ minDays: 1, maxDays: 1 }, lateFridayUtc).from).toBe('2026-12-08');
  });

  it('writes a day as the checkout shows it and ends the window at 8 pm in India', () => {
    expect(formatDeliveryDay('2026-12-11')).toBe('Fri 11 Dec');
    expect(deliveryWindowEnd({ from: '2026-12-08', to: '2026-12-11' }).toISOString()).toBe(
      '2026-12-11T14:30:00.000Z',
    );
  });
});
