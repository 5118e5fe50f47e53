import { DROP_MESSAGES, DROP_LIMITS } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-errors';
import { checkNewDrop, newDropDefaults, openRefusal, type NewDropValues } from './new-drop-values';

const now = new Date('2026-11-26T10:00:00.000Z');
const context = { designId: 'd1', basePricePaise: 49_900, now, minLeadSeconds: 3600 };

const values = (overrides: Partial<NewDropValues> = {}): NewDropValues => ({
  title: 'Hostel 7 Fest Tee',
  description: '',
  deadline: '2026-12-01T18:00',
  minQuantity: '20',
  maxQuantity: '',
  tiers: [],
  ...overrides,
});

describe('the new drop form', () => {
  it('sends the body the server takes: India time as ISO, rupees, no maximum as null', () => {
    const { errors, data } = checkNewDrop(
      values({ maxQuantity: '100', tiers: [{ minQuantity: '30', price: '350' }] }),
      context,
    );
    expect(errors).toEqual({});
    expect(data).toEqual({
      designId: 'd1',
      title: 'Hostel 7 Fest Tee',
      deadline: '2026-12-01T12:30:00.000Z',
      minQuantity: 20,
      maxQuantity: 100,
      tiers: [{ minQuantity: 30, price: 350 }],
    });
    expect(checkNewDrop(values(), context).data?.maxQuantity).toBeNull();
  });

  it("refuses the schema's problems first, each under its field", () => {
    const { errors, data } = checkNewDrop(
      values({
        title: 'Tee',
        minQuantity: '',
        deadline: '',
        tiers: [{ minQuantity: '30', price: '0' }],
      }),
      context,
    );
    expect(data).toBeNull();
    expect(errors).toEqual({
      title: DROP_MESSAGES.titleLength,
      minQuantity: DROP_MESSAGES.minQuantityRange,
      deadline: DROP_MESSAGES.deadlineInvalid,
      'tiers.0.price': DROP_MESSAGES.tierPriceRequired,
    });
  });

  it("then the rules of the clock and the design's price, as the server runs them", () => {
    const { errors, data } = checkNewDrop(
      values({
        deadline: '2026-11-26T16:00', // 30 minutes ahead in India time
        maxQuantity: '10',
        tiers: [
          { minQuantity: '30', price: '499' },
          { minQuantity: '25', price: '300' },
        ],
      }),
      context,
    );
    expect(data).toBeNull();
    expect(errors).toEqual({
      deadline: DROP_MESSAGES.deadlineTooSoon(3600),
      maxQuantity: DROP_MESSAGES.maxBelowMin,
      'tiers.0.price': DROP_MESSAGES.tierPriceTooHigh('₹499'),
      'tiers.1.minQuantity': DROP_MESSAGES.tierOrder,
    });
  });

  it("shows a tier below a design's minimum price as the server refuses it", () => {
    const { errors } = checkNewDrop(
      values({ tiers: [{ minQuantity: '30', price: '0.01' }] }),
      context,
    );
    expect(errors).toEqual({ 'tiers.0.price': DROP_MESSAGES.tierPriceTooLow });
  });

  it('opens with the design title cut to the limit and a deadline a week ahead at 8 pm', () => {
    const defaults = newDropDefaults('T'.repeat(100), now);
    expect(defaults.title).toHaveLength(DROP_LIMITS.titleMax);
    expect(defaults.deadline).toBe('2026-12-03T20:00');
  });

  it("puts the server's refusals on the fields it names, or shows its reason", () => {
    const fieldRefusal = new ApiRequestError({
      status: 422,
      kind: 'http',
      message: 'x',
      statusText: 'x',
      serverMessage: DROP_MESSAGES.deadlineTooSoon(3600),
      fieldErrors: [{ field: 'deadline', message: DROP_MESSAGES.deadlineTooSoon(3600) }],
    });
    expect(openRefusal(fieldRefusal, 'Failed')).toEqual({
      fields: { deadline: DROP_MESSAGES.deadlineTooSoon(3600) },
      message: null,
    });
    const forbidden = new ApiRequestError({
      status: 403,
      kind: 'http',
      message: DROP_MESSAGES.notDesignOwner,
      statusText: 'Forbidden',
      serverMessage: DROP_MESSAGES.notDesignOwner,
    });
    expect(openRefusal(forbidden, 'Failed').message).toBe(DROP_MESSAGES.notDesignOwner);
    expect(openRefusal(null, 'Failed').message).toBe('Failed');
  });
});
