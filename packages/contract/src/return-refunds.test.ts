import { describe, expect, it } from 'vitest';
import { balanceDuePaise, splitReturnRefund } from './return-refunds';

describe('splitReturnRefund (docs/decisions/0058)', () => {
  it('pays a paid-in-full order back online', () => {
    expect(
      splitReturnRefund({
        valuePaise: 29_900,
        onlineLeftPaise: 33_900,
        dueLeftPaise: 0,
        doorLeftPaise: 0,
        everyUnitBack: false,
      }),
    ).toEqual({ balanceCreditPaise: 0, onlinePaise: 29_900, cashPaise: 0 });
  });

  it('pays the issue’s ₹339 advance order back in full: ₹169.50 online and ₹129.50 in cash', () => {
    expect(
      splitReturnRefund({
        valuePaise: 29_900,
        onlineLeftPaise: 16_950,
        dueLeftPaise: 0,
        doorLeftPaise: 16_950,
        everyUnitBack: false,
      }),
    ).toEqual({ balanceCreditPaise: 0, onlinePaise: 16_950, cashPaise: 12_950 });
  });

  it('takes a return off the balance still due before refunding anything', () => {
    expect(
      splitReturnRefund({
        valuePaise: 10_000,
        onlineLeftPaise: 16_950,
        dueLeftPaise: 16_950,
        doorLeftPaise: 0,
        everyUnitBack: false,
      }),
    ).toEqual({ balanceCreditPaise: 10_000, onlinePaise: 0, cashPaise: 0 });
    expect(
      splitReturnRefund({
        valuePaise: 29_900,
        onlineLeftPaise: 16_950,
        dueLeftPaise: 16_950,
        doorLeftPaise: 0,
        everyUnitBack: false,
      }),
    ).toEqual({ balanceCreditPaise: 16_950, onlinePaise: 12_950, cashPaise: 0 });
  });

  it('leaves nothing due once every unit is back, even when delivery cost more than the goods', () => {
    expect(
      splitReturnRefund({
        valuePaise: 3_000,
        onlineLeftPaise: 5_000,
        dueLeftPaise: 5_000,
        doorLeftPaise: 0,
        everyUnitBack: true,
      }),
    ).toEqual({ balanceCreditPaise: 5_000, onlinePaise: 0, cashPaise: 0 });
  });

  it('adds up to the returned value for every split of online and door payments', () => {
    for (let online = 0; online <= 40_000; online += 3_331)
      for (const door of [0, 1, 12_950, 40_000]) {
        const value = 29_900;
        if (online + door < value) continue;
        const split = splitReturnRefund({
          valuePaise: value,
          onlineLeftPaise: online,
          dueLeftPaise: 0,
          doorLeftPaise: door,
          everyUnitBack: false,
        });
        expect(split.onlinePaise + split.cashPaise, `${online}/${door}`).toBe(value);
        expect(split.onlinePaise).toBeLessThanOrEqual(online);
        expect(split.cashPaise).toBeLessThanOrEqual(door);
      }
  });
});

describe('balanceDuePaise', () => {
  const order = {
    partialPayment: true,
    remainingPaise: 17_450,
    balanceCreditedPaise: 0,
    balanceCollected: false,
    cancelled: false,
  };
  it('is the rest of the advance, less what returns took off', () => {
    expect(balanceDuePaise(order)).toBe(17_450);
    expect(balanceDuePaise({ ...order, balanceCreditedPaise: 10_000 })).toBe(7_450);
    expect(balanceDuePaise({ ...order, balanceCreditedPaise: 17_450 })).toBe(0);
  });
  it('is nothing on a cancelled, collected or paid-in-full order', () => {
    expect(balanceDuePaise({ ...order, cancelled: true })).toBe(0);
    expect(balanceDuePaise({ ...order, balanceCollected: true })).toBe(0);
    expect(balanceDuePaise({ ...order, partialPayment: false })).toBe(0);
  });
});
