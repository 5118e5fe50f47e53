import { describe, expect, it } from 'vitest';
import { timelineSteps } from './order-timeline';
import type { Order, OrderStatusEntry } from './order-schemas';

const entry = (status: OrderStatusEntry['status'], day: number, remark = ''): OrderStatusEntry => ({
  status,
  timestamp: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  remark,
  updatedBy: null,
});

/** A freshly placed order (pending), as far as its timeline reads it. */
const createOrder = (
  overrides: Partial<Pick<Order, 'status' | 'statusHistory' | 'expectedDeliveryDate'>> = {},
) => ({
  status: 'pending' as const,
  statusHistory: [entry('pending', 20, 'Order placed')],
  expectedDeliveryDate: '2026-11-30T10:00:00.000Z',
  ...overrides,
});

const states = (steps: ReturnType<typeof timelineSteps>) => steps.map((s) => [s.status, s.state]);

describe('order timeline', () => {
  it('shows a new order at Order Received with the expected delivery date, the flow ahead and no Cancelled to come', () => {
    const steps = timelineSteps(createOrder());
    expect(steps.map((s) => s.label)).toEqual([
      'Order Received',
      'Order Confirmed',
      'Order Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(states(steps)).toEqual([
      ['pending', 'current'],
      ['confirmed', 'upcoming'],
      ['shipped', 'upcoming'],
      ['out_for_delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[0]).toMatchObject({
      timestamp: '2026-11-20T10:00:00.000Z',
      remark: 'Order placed',
      expectedDeliveryDate: '2026-11-30T10:00:00.000Z',
    });
    expect(
      steps.slice(1).every((s) => s.expectedDeliveryDate === null && s.timestamp === null),
    ).toBe(true);
  });

  it('marks the steps up to the current one reached, with their timestamps and remarks', () => {
    const steps = timelineSteps(
      createOrder({
        status: 'shipped',
        statusHistory: [
          entry('pending', 20, 'Order placed'),
          entry('confirmed', 21, 'Printing'),
          entry('shipped', 22, 'Sent by India Post'),
        ],
      }),
    );
    expect(states(steps).slice(0, 4)).toEqual([
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['shipped', 'current'],
      ['out_for_delivery', 'upcoming'],
    ]);
    expect(steps[1]).toMatchObject({
      remark: 'Printing',
      timestamp: '2026-11-21T10:00:00.000Z',
      expectedDeliveryDate: null,
    });
    expect(steps[2]).toMatchObject({
      remark: 'Sent by India Post',
      expectedDeliveryDate: '2026-11-30T10:00:00.000Z',
    });
  });

  it('reaches skipped steps too when an admin moved the order past them', () => {
    const steps = timelineSteps(
      createOrder({ status: 'out_for_delivery', statusHistory: [entry('pending', 20)] }),
    );
    expect(states(steps).slice(0, 4)).toEqual([
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['shipped', 'done'],
      ['out_for_delivery', 'current'],
    ]);
    expect(steps[1]?.timestamp).toBeNull();
  });

  it('shows no expected delivery date once delivered', () => {
    const steps = timelineSteps(
      createOrder({
        status: 'delivered',
        statusHistory: [entry('pending', 20), entry('delivered', 25)],
      }),
    );
    expect(steps.find((s) => s.state === 'current')).toMatchObject({
      status: 'delivered',
      expectedDeliveryDate: null,
    });
    expect(steps.every((s) => s.expectedDeliveryDate === null)).toBe(true);
  });

  it('reads a cancelled order as the steps it reached, then Cancelled, then the steps it never reached', () => {
    const steps = timelineSteps(
      createOrder({
        status: 'cancelled',
        statusHistory: [
          entry('pending', 20),
          entry('confirmed', 21),
          entry('cancelled', 22, 'Out of stock'),
        ],
      }),
    );
    expect(states(steps)).toEqual([
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'current'],
      ['shipped', 'skipped'],
      ['out_for_delivery', 'skipped'],
      ['delivered', 'skipped'],
    ]);
    expect(steps[2]).toMatchObject({
      remark: 'Out of stock',
      timestamp: '2026-11-22T10:00:00.000Z',
      expectedDeliveryDate: null,
    });
  });

  it('keeps Order Received reached for a cancelled order with no history', () => {
    const steps = timelineSteps(createOrder({ status: 'cancelled', statusHistory: [] }));
    expect(states(steps).slice(0, 2)).toEqual([
      ['pending', 'done'],
      ['cancelled', 'current'],
    ]);
    expect(steps).toHaveLength(6);
  });

  it('takes the latest entry when a status was recorded twice', () => {
    const steps = timelineSteps(
      createOrder({
        status: 'confirmed',
        statusHistory: [
          entry('pending', 20),
          entry('confirmed', 21, 'first'),
          entry('confirmed', 23, 'again'),
        ],
      }),
    );
    expect(steps[1]).toMatchObject({ remark: 'again', timestamp: '2026-11-23T10:00:00.000Z' });
  });
});
