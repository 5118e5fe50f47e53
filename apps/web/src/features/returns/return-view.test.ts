import { describe, expect, it } from 'vitest';
import { createReturnRequest } from './test-factories';
import {
  requestsByOrder,
  returnLineFacts,
  returnTimelineSteps,
  sentBackByLine,
} from './return-view';

describe('returnTimelineSteps', () => {
  it('shows a new request as requested, with approval and receipt still to come', () => {
    const steps = returnTimelineSteps(createReturnRequest());
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['requested', 'current'],
      ['approved', 'upcoming'],
      ['received', 'upcoming'],
    ]);
    expect(steps[0]!.at).toBe('2026-11-20T10:00:00.000Z');
    expect(steps[1]!.at).toBeNull();
  });

  it('carries each reached step its date and remark', () => {
    const steps = returnTimelineSteps(
      createReturnRequest({
        status: 'received',
        timeline: [
          { status: 'requested', at: '2026-11-20T10:00:00.000Z', remark: '' },
          { status: 'approved', at: '2026-11-21T09:00:00.000Z', remark: 'Sending an L' },
          { status: 'received', at: '2026-11-24T12:00:00.000Z', remark: 'Back in the shop' },
        ],
      }),
    );
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current']);
    expect(steps[1]).toMatchObject({ at: '2026-11-21T09:00:00.000Z', remark: 'Sending an L' });
    expect(steps[2]!.label).toBe('Received back');
  });

  it('ends a rejected request at the rejection, with its remark', () => {
    const steps = returnTimelineSteps(
      createReturnRequest({
        status: 'rejected',
        timeline: [
          { status: 'requested', at: '2026-11-20T10:00:00.000Z', remark: '' },
          { status: 'rejected', at: '2026-11-21T09:00:00.000Z', remark: 'Worn and washed' },
        ],
      }),
    );
    expect(steps.map((s) => [s.status, s.state, s.remark])).toEqual([
      ['requested', 'done', ''],
      ['rejected', 'current', 'Worn and washed'],
    ]);
  });
});

describe('sentBackByLine', () => {
  it('adds up the units of requests that were not rejected', () => {
    const item = createReturnRequest().items[0]!;
    const sent = sentBackByLine([
      createReturnRequest({ items: [{ ...item, quantity: 1 }] }),
      createReturnRequest({ status: 'approved', items: [{ ...item, quantity: 2 }] }),
      createReturnRequest({ status: 'rejected', items: [{ ...item, quantity: 5 }] }),
      createReturnRequest({ items: [{ ...item, orderItemId: 'line-2', quantity: 1 }] }),
    ]);
    expect(sent.get('line-1')).toBe(3);
    expect(sent.get('line-2')).toBe(1);
  });
});

describe('requestsByOrder', () => {
  it('groups requests by their order, keeping their order', () => {
    const grouped = requestsByOrder([
      createReturnRequest({ _id: 'a', orderId: 'o1' }),
      createReturnRequest({ _id: 'b', orderId: 'o2' }),
      createReturnRequest({ _id: 'c', orderId: 'o1' }),
    ]);
    expect(grouped.get('o1')!.map((r) => r._id)).toEqual(['a', 'c']);
    expect(grouped.get('o2')!.map((r) => r._id)).toEqual(['b']);
    expect(grouped.get('o3')).toBeUndefined();
  });
});

describe('returnLineFacts', () => {
  const item = createReturnRequest().items[0]!;
  it('shows an exchange as the old size to the new', () => {
    expect(returnLineFacts(item)).toBe('Size M → L · Peach · Qty 1');
  });
  it('shows a returned accessory without sizes', () => {
    expect(
      returnLineFacts({
        ...item,
        productType: 'accessory',
        size: null,
        color: null,
        exchangeSize: null,
        quantity: 2,
      }),
    ).toBe('Accessory · Qty 2');
  });
});
