import type { ReturnRequest } from '@campus-threads/contract';
import type { ReturnLine } from './return-lines';

/** Test data: an order line as the return form reads it. Used by unit tests only. */
export function createReturnLine(overrides: Partial<ReturnLine> = {}): ReturnLine {
  return {
    _id: 'line-1',
    productType: 'tshirt',
    tshirtId: 't1',
    size: 'M',
    color: 'Peach',
    quantity: 1,
    wantsCustomization: false,
    ...overrides,
  };
}

/** Test data: a request as the API sends it, just asked for. Used by unit tests only. */
export function createReturnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    _id: 'r1',
    orderId: 'o1',
    type: 'exchange',
    reason: 'Too small',
    status: 'requested',
    photos: [],
    items: [
      {
        orderItemId: 'line-1',
        productType: 'tshirt',
        title: 'Hostel Cat Society Tee',
        imageUrl: null,
        size: 'M',
        color: 'Peach',
        quantity: 1,
        exchangeSize: 'L',
      },
    ],
    timeline: [{ status: 'requested', at: '2026-11-20T10:00:00.000Z', remark: '' }],
    fulfillerId: null,
    buyerName: 'Riya Baruah',
    replacementOrderId: null,
    refundAmount: null,
    cashRefundAmount: null,
    cashRefund: null,
    balanceCreditAmount: null,
    creditNoteNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
