import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DROP_MIN_LEAD_SECONDS,
  DROP_LIMITS,
  DROP_MAX_DAYS,
  DROP_MESSAGES,
  DROP_SLUG_PATTERN,
  dropPricePaise,
  dropProblems,
  dropSlug,
  leadTimeText,
  nextTier,
  tierLabel,
  type DropRulesInput,
  type DropTier,
} from './drops';
import { createDropSchema } from './drops-schemas';

const tiers: DropTier[] = [
  { minQuantity: 30, pricePaise: 35_000 },
  { minQuantity: 50, pricePaise: 32_500 },
];

describe('the price of a drop', () => {
  it('is the base price until the first tier is reached, then the highest tier reached', () => {
    expect(dropPricePaise(0, 39_900, tiers)).toBe(39_900);
    expect(dropPricePaise(29, 39_900, tiers)).toBe(39_900);
    expect(dropPricePaise(30, 39_900, tiers)).toBe(35_000);
    expect(dropPricePaise(49, 39_900, tiers)).toBe(35_000);
    expect(dropPricePaise(50, 39_900, tiers)).toBe(32_500);
    expect(dropPricePaise(5000, 39_900, tiers)).toBe(32_500);
  });

  it('does not depend on the order the tiers are listed in, and is the base without tiers', () => {
    expect(dropPricePaise(55, 39_900, [...tiers].reverse())).toBe(32_500);
    expect(dropPricePaise(55, 39_900, [])).toBe(39_900);
  });

  it('names the next tier not reached yet, or none once the last is reached', () => {
    expect(nextTier(0, tiers)).toEqual(tiers[0]);
    expect(nextTier(30, tiers)).toEqual(tiers[1]);
    expect(nextTier(49, [...tiers].reverse())).toEqual(tiers[1]);
    expect(nextTier(50, tiers)).toBeNull();
    expect(nextTier(0, [])).toBeNull();
  });

  it('words a tier for the drop page', () => {
    expect(tierLabel({ minQuantity: 30, pricePaise: 35_000 })).toBe('₹350 each once 30 join');
    expect(tierLabel({ minQuantity: 1, pricePaise: 34_950 })).toBe('₹349.50 each once 1 joins');
    expect(tierLabel({ minQuantity: 10_000, pricePaise: 20_000 })).toBe(
      '₹200 each once 10,000 join',
    );
  });
});

describe('the rules of a new drop', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  const context = { basePricePaise: 39_900, now, minLeadSeconds: DEFAULT_DROP_MIN_LEAD_SECONDS };
  const valid: DropRulesInput = {
    deadline: inHours(48),
    minQuantity: 20,
    maxQuantity: 100,
    tiers: [
      { minQuantity: 30, price: 350 },
      { minQuantity: 50, price: 325 },
    ],
  };

  it('finds nothing wrong with a good drop, or one without a maximum or tiers', () => {
    expect(dropProblems(valid, context)).toEqual([]);
    expect(dropProblems({ deadline: inHours(2), minQuantity: 1 }, context)).toEqual([]);
  });

  it('wants the deadline at least the lead time ahead and at most 60 days ahead', () => {
    const exactlyAnHour = new Date(now.getTime() + 3_600_000).toISOString();
    expect(dropProblems({ ...valid, deadline: exactlyAnHour }, context)).toEqual([]);
    expect(dropProblems({ ...valid, deadline: inHours(0.99) }, context)).toEqual([
      { field: 'deadline', message: 'The deadline must be at least 60 minutes from now' },
    ]);
    expect(dropProblems({ ...valid, deadline: inHours(-1) }, context)[0]!.field).toBe('deadline');
    expect(dropProblems({ ...valid, deadline: inHours(DROP_MAX_DAYS * 24) }, context)).toEqual([]);
    expect(
      dropProblems({ ...valid, deadline: inHours(DROP_MAX_DAYS * 24 + 0.01) }, context),
    ).toEqual([{ field: 'deadline', message: DROP_MESSAGES.deadlineTooLate }]);
    expect(dropProblems({ ...valid, deadline: 'soon' }, context)).toEqual([
      { field: 'deadline', message: DROP_MESSAGES.deadlineInvalid },
    ]);
    // The tests' few seconds read as seconds.
    const short = { ...context, minLeadSeconds: 5 };
    expect(
      dropProblems({ ...valid, deadline: new Date(now.getTime() + 4_000).toISOString() }, short),
    ).toEqual([{ field: 'deadline', message: 'The deadline must be at least 5 seconds from now' }]);
  });

  it('wants tier prices below the design price, naming it', () => {
    const problems = dropProblems({ ...valid, tiers: [{ minQuantity: 30, price: 399 }] }, context);
    expect(problems).toEqual([
      { field: 'tiers.0.price', message: "Tier prices must be below the design's price (₹399)" },
    ]);
  });

  it("wants tier prices at least a design's minimum price (₹50), not ₹0.01", () => {
    for (const price of [0.01, 49.99])
      expect(dropProblems({ ...valid, tiers: [{ minQuantity: 30, price }] }, context)).toEqual([
        {
          field: 'tiers.0.price',
          message: "A tier's price must be at least ₹50, the lowest price a design may have",
        },
      ]);
    expect(dropProblems({ ...valid, tiers: [{ minQuantity: 30, price: 50 }] }, context)).toEqual(
      [],
    );
  });

  it('wants each tier to ask for more people and a lower price than the one before', () => {
    const order = DROP_MESSAGES.tierOrder;
    expect(
      dropProblems(
        {
          ...valid,
          tiers: [
            { minQuantity: 50, price: 325 },
            { minQuantity: 30, price: 350 },
          ],
        },
        context,
      ),
    ).toEqual([
      { field: 'tiers.1.minQuantity', message: order },
      { field: 'tiers.1.price', message: order },
    ]);
    expect(
      dropProblems(
        {
          ...valid,
          tiers: [
            { minQuantity: 30, price: 350 },
            { minQuantity: 30, price: 300 },
          ],
        },
        context,
      ),
    ).toEqual([{ field: 'tiers.1.minQuantity', message: order }]);
    expect(
      dropProblems(
        {
          ...valid,
          tiers: [
            { minQuantity: 30, price: 350 },
            { minQuantity: 40, price: 350 },
          ],
        },
        context,
      ),
    ).toEqual([{ field: 'tiers.1.price', message: order }]);
  });

  it('wants tiers from the minimum up, and the maximum at least the minimum and every tier', () => {
    expect(dropProblems({ ...valid, tiers: [{ minQuantity: 19, price: 350 }] }, context)).toEqual([
      {
        field: 'tiers.0.minQuantity',
        message: "A tier must ask for at least the drop's minimum (20 people)",
      },
    ]);
    expect(dropProblems({ ...valid, tiers: [{ minQuantity: 20, price: 350 }] }, context)).toEqual(
      [],
    );
    expect(dropProblems({ ...valid, maxQuantity: 19 }, context)).toEqual([
      { field: 'maxQuantity', message: 'The maximum must be at least the minimum' },
    ]);
    expect(dropProblems({ ...valid, maxQuantity: 49 }, context)).toEqual([
      { field: 'maxQuantity', message: DROP_MESSAGES.maxBelowTier },
    ]);
    expect(dropProblems({ ...valid, maxQuantity: 50 }, context)).toEqual([]);
  });

  it('says the lead time in minutes when it is whole minutes', () => {
    expect(leadTimeText(3600)).toBe('60 minutes');
    expect(leadTimeText(60)).toBe('1 minute');
    expect(leadTimeText(90)).toBe('90 seconds');
    expect(leadTimeText(1)).toBe('1 second');
  });
});

describe('the create schema', () => {
  const body = {
    designId: 'd1',
    title: 'Hostel 7 Fest Tee',
    deadline: '2026-12-01T18:00:00.000Z',
    minQuantity: 20,
  };

  it('takes a drop and trims its text', () => {
    const parsed = createDropSchema.parse({ ...body, title: '  Hostel 7 Fest Tee ' });
    expect(parsed.title).toBe('Hostel 7 Fest Tee');
  });

  it('refuses with the contract texts', () => {
    const first = (input: unknown) => createDropSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...body, title: 'Tee' })).toBe(DROP_MESSAGES.titleLength);
    expect(first({ ...body, minQuantity: 0 })).toBe(DROP_MESSAGES.minQuantityRange);
    expect(first({ ...body, minQuantity: 2.5 })).toBe(DROP_MESSAGES.minQuantityRange);
    expect(first({ ...body, maxQuantity: DROP_LIMITS.quantityMax + 1 })).toBe(
      DROP_MESSAGES.maxQuantityRange,
    );
    expect(first({ ...body, deadline: 'tomorrow' })).toBe(DROP_MESSAGES.deadlineInvalid);
    expect(first({ ...body, tiers: [{ minQuantity: 30, price: 0 }] })).toBe(
      DROP_MESSAGES.tierPriceRequired,
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ minQuantity: 30 + i, price: 300 - i }));
    expect(first({ ...body, tiers: six })).toBe(DROP_MESSAGES.tooManyTiers);
  });
});

describe('a drop slug', () => {
  it('is the lowercase words of the title and the random suffix', () => {
    expect(dropSlug('Hostel 7 Fest Tee!', 'k3x9q0')).toBe('hostel-7-fest-tee-k3x9q0');
    expect(dropSlug('  Café   Crème — Batch 2026 ', 'AB12')).toBe('cafe-creme-batch-2026-ab12');
  });

  it('keeps to 48 characters of words and falls back to "drop" without latin letters', () => {
    const slug = dropSlug('The Annual Inter Hostel Cultural Fest Souvenir T-shirt Drop', 'abc123');
    expect(slug).toBe('the-annual-inter-hostel-cultural-fest-souvenir-t-abc123');
    expect(dropSlug('होस्टल टी', 'abc123')).toBe('drop-abc123');
    expect(DROP_SLUG_PATTERN.test(slug)).toBe(true);
    expect(DROP_SLUG_PATTERN.test('mine')).toBe(false);
  });

  it('differs for the same title with another suffix', () => {
    expect(dropSlug('Fest Tee', 'aaaaaa')).not.toBe(dropSlug('Fest Tee', 'bbbbbb'));
  });
});
