import { CASH_REFUND_MESSAGES, RETURN_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-errors';
import {
  asksRefundTo,
  checkRefundTo,
  checkReturnForm,
  initialReturnValues,
  returnRequestErrorText,
  type ReturnFormValues,
} from './return-form';
import { hasReturnableLine, lineChoices, quantityOptions, returnLineSummary } from './return-lines';
import { createReturnLine, createReturnRequest } from './test-factories';

const tee = createReturnLine({ _id: 'tee', quantity: 2 });
const named = createReturnLine({ _id: 'named', wantsCustomization: true });
const mug = createReturnLine({
  _id: 'mug',
  productType: 'accessory',
  tshirtId: undefined,
  size: null,
  color: null,
});

function values(overrides: Partial<ReturnFormValues> = {}): ReturnFormValues {
  return {
    type: 'exchange',
    lines: [
      { selected: true, quantity: '1', exchangeSize: 'L' },
      { selected: false, quantity: '1', exchangeSize: '' },
      { selected: false, quantity: '1', exchangeSize: '' },
    ],
    reason: 'Too small',
    refundTo: { method: 'upi', upiId: '', accountName: '', accountNumber: '', ifsc: '' },
    ...overrides,
  };
}

describe('lineChoices', () => {
  it('blocks personalised lines, and accessories for an exchange only', () => {
    const exchange = lineChoices([tee, named, mug], [], 'exchange');
    expect(exchange.map((c) => c.blocked)).toEqual([
      null,
      RETURN_MESSAGES.personalised,
      RETURN_MESSAGES.exchangeNotForAccessories,
    ]);
    const refund = lineChoices([tee, named, mug], [], 'return');
    expect(refund.map((c) => c.blocked)).toEqual([null, RETURN_MESSAGES.personalised, null]);
  });

  it('leaves what earlier requests did not take, and blocks a line sent back in full', () => {
    const item = createReturnRequest().items[0]!;
    const earlier = [
      createReturnRequest({ items: [{ ...item, orderItemId: 'tee', quantity: 1 }] }),
      createReturnRequest({ items: [{ ...item, orderItemId: 'mug', quantity: 1 }] }),
    ];
    const choices = lineChoices([tee, mug], earlier, 'return');
    expect(choices[0]).toMatchObject({ left: 1, blocked: null });
    expect(choices[1]).toMatchObject({ left: 0, blocked: RETURN_MESSAGES.quantityTooMany(0) });
  });

  it("offers the design's sizes other than the one the buyer has", () => {
    const [known] = lineChoices([tee], [], 'exchange', () => ['S', 'M', 'L']);
    expect(known!.sizes).toEqual(['S', 'L']);
    const [unknown] = lineChoices([tee], [], 'exchange');
    expect(unknown!.sizes).toEqual(['S', 'L', 'XL', 'XXL']);
  });
});

describe('hasReturnableLine', () => {
  it('is false when every line is personalised or already sent back', () => {
    expect(hasReturnableLine([named], [])).toBe(false);
    expect(hasReturnableLine([named, mug], [])).toBe(true);
    const item = createReturnRequest().items[0]!;
    const all = createReturnRequest({ items: [{ ...item, orderItemId: 'tee', quantity: 2 }] });
    expect(hasReturnableLine([tee], [all])).toBe(false);
    expect(hasReturnableLine([tee], [{ ...all, status: 'rejected' }])).toBe(true);
  });
});

describe('initialReturnValues', () => {
  it('ticks the only line that can go back', () => {
    const v = initialReturnValues(lineChoices([tee, named], [], ''));
    expect(v.lines.map((l) => l.selected)).toEqual([true, false]);
  });
  it('ticks nothing when there is a choice to make', () => {
    const v = initialReturnValues(lineChoices([tee, mug], [], ''));
    expect(v.lines.map((l) => l.selected)).toEqual([false, false]);
  });
});

describe('checkReturnForm', () => {
  const choices = lineChoices([tee, named, mug], [], 'exchange', () => ['S', 'M', 'L', 'XL']);

  it('gives the body of a valid exchange', () => {
    expect(checkReturnForm(values(), choices)).toEqual({
      errors: {},
      data: {
        type: 'exchange',
        reason: 'Too small',
        items: [{ orderItemId: 'tee', quantity: 1, exchangeSize: 'L' }],
      },
    });
  });

  it("says each missing part in the contract's words", () => {
    const { errors, data } = checkReturnForm(
      values({
        type: '',
        lines: values().lines.map((l) => ({ ...l, selected: false })),
        reason: ' ok ',
      }),
      choices,
    );
    expect(data).toBeNull();
    expect(errors).toEqual({
      type: RETURN_MESSAGES.typeRequired,
      items: RETURN_MESSAGES.itemsRequired,
      reason: RETURN_MESSAGES.reasonLength,
    });
  });

  it('asks for a new size, a different one, one the design comes in', () => {
    const line = (exchangeSize: string) =>
      checkReturnForm(values({ lines: [{ selected: true, quantity: '1', exchangeSize }] }), choices)
        .errors['lines.0.exchangeSize'];
    expect(line('')).toBe(RETURN_MESSAGES.exchangeSizeRequired);
    expect(line('M')).toBe(RETURN_MESSAGES.exchangeSameSize);
    expect(line('XXL')).toBe(RETURN_MESSAGES.exchangeSizeNotOffered('XXL'));
    expect(line('XL')).toBeUndefined();
  });

  it('refuses more units than are left', () => {
    const { errors } = checkReturnForm(
      values({ lines: [{ selected: true, quantity: '3', exchangeSize: 'L' }] }),
      choices,
    );
    expect(errors['lines.0.quantity']).toBe(RETURN_MESSAGES.quantityTooMany(2));
  });

  it('ignores a tick on a blocked line and sends no size with a return', () => {
    const refund = lineChoices([tee, named, mug], [], 'return');
    const { data } = checkReturnForm(
      values({
        type: 'return',
        lines: [
          { selected: true, quantity: '2', exchangeSize: 'L' },
          { selected: true, quantity: '1', exchangeSize: '' },
          { selected: true, quantity: '1', exchangeSize: '' },
        ],
      }),
      refund,
    );
    expect(data?.items).toEqual([
      { orderItemId: 'tee', quantity: 2 },
      { orderItemId: 'mug', quantity: 1 },
    ]);
  });
});

describe('the quantity of a line partly sent back', () => {
  const item = createReturnRequest().items[0]!;
  const exchangedOne = [
    createReturnRequest({
      status: 'received',
      items: [{ ...item, orderItemId: 'tee', quantity: 1 }],
    }),
  ];

  it('says how many can still go back, and offers 1 to that, never more', () => {
    const [choice] = lineChoices([tee], exchangedOne, 'return');
    expect(returnLineSummary(tee, choice!.left)).toBe(
      'Size M · Peach · Qty 2 · 1 can still go back',
    );
    expect(quantityOptions(choice!)).toEqual([1]);
    const [fresh] = lineChoices([tee], [], 'return');
    expect(returnLineSummary(tee, fresh!.left)).toBe('Size M · Peach · Qty 2');
    expect(quantityOptions(fresh!)).toEqual([1, 2]);
  });

  it('refuses the bought quantity once part of it went back', () => {
    const choices = lineChoices([tee], exchangedOne, 'return');
    const { errors } = checkReturnForm(
      values({ type: 'return', lines: [{ selected: true, quantity: '2', exchangeSize: '' }] }),
      choices,
    );
    expect(errors['lines.0.quantity']).toBe(RETURN_MESSAGES.quantityTooMany(1));
  });
});

describe('where a cash refund goes (decision 0058)', () => {
  const refund = lineChoices([tee], [], 'return');
  const returnValues = (refundTo: Partial<ReturnFormValues['refundTo']>) =>
    values({
      type: 'return',
      lines: [{ selected: true, quantity: '1', exchangeSize: '' }],
      refundTo: { ...values().refundTo, ...refundTo },
    });

  it('is asked for a return of an advance order only', () => {
    expect(asksRefundTo('return', { partialPaymentMade: true })).toBe(true);
    expect(asksRefundTo('exchange', { partialPaymentMade: true })).toBe(false);
    expect(asksRefundTo('return', { partialPaymentMade: false })).toBe(false);
    expect(asksRefundTo('', { partialPaymentMade: true })).toBe(false);
  });

  it('sends a UPI ID as refundTo, and nothing for a fully paid order', () => {
    const { data } = checkReturnForm(returnValues({ upiId: ' riya@okaxis ' }), refund, {
      advanceOrder: true,
    });
    expect(data?.refundTo).toEqual({ method: 'upi', upiId: 'riya@okaxis' });
    const paid = checkReturnForm(returnValues({}), refund);
    expect(paid.errors).toEqual({});
    expect(paid.data?.refundTo).toBeUndefined();
  });

  it("checks each field in the contract's words", () => {
    expect(checkRefundTo({ ...values().refundTo, upiId: 'riya' }).errors).toEqual({
      'refundTo.upiId': CASH_REFUND_MESSAGES.upiInvalid,
    });
    const bank = checkRefundTo({
      method: 'bank',
      upiId: 'ignored',
      accountName: '',
      accountNumber: '12ab',
      ifsc: 'sbin1',
    });
    expect(bank.errors).toEqual({
      'refundTo.accountName': CASH_REFUND_MESSAGES.accountNameRequired,
      'refundTo.accountNumber': CASH_REFUND_MESSAGES.accountNumberInvalid,
      'refundTo.ifsc': CASH_REFUND_MESSAGES.ifscInvalid,
    });
    const { data } = checkReturnForm(
      returnValues({
        method: 'bank',
        accountName: 'Riya Baruah',
        accountNumber: '123456789012',
        ifsc: 'sbin0001234',
      }),
      refund,
      { advanceOrder: true },
    );
    expect(data?.refundTo).toEqual({
      method: 'bank',
      accountName: 'Riya Baruah',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    });
  });

  it('keeps the request back until the destination is valid', () => {
    const { errors, data } = checkReturnForm(returnValues({}), refund, { advanceOrder: true });
    expect(data).toBeNull();
    expect(errors).toEqual({ 'refundTo.upiId': CASH_REFUND_MESSAGES.upiInvalid });
  });
});

describe('returnRequestErrorText', () => {
  it("shows the server's rule without the validation prefix", () => {
    const error = new ApiRequestError({
      status: 422,
      kind: 'http',
      message: `Validation error: ${RETURN_MESSAGES.personalised}`,
      statusText: 'Validation error',
      serverMessage: 'Validation error',
      fieldErrors: [{ field: 'items.0', message: RETURN_MESSAGES.personalised }],
    });
    expect(returnRequestErrorText(error)).toBe(RETURN_MESSAGES.personalised);
  });

  it("shows a refusal's message, and the contract's text for anything else", () => {
    const closed = new ApiRequestError({
      status: 422,
      kind: 'http',
      message: RETURN_MESSAGES.windowClosed(7),
      statusText: 'Validation error',
      serverMessage: RETURN_MESSAGES.windowClosed(7),
    });
    expect(returnRequestErrorText(closed)).toBe(RETURN_MESSAGES.windowClosed(7));
    expect(returnRequestErrorText(new Error(''))).toBe(RETURN_MESSAGES.requestFailed);
  });
});
