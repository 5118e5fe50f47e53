import { DELIVERY_MESSAGES, DELIVERY_WEB_TEXTS } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-errors';
import { completePinCode, pinCodeOutcome } from './pin-code-lookup';
import { createPinCodeLookup } from './test-factories';

const hyderabad = createPinCodeLookup();

const httpError = (status: number, serverMessage?: string) =>
  new ApiRequestError({
    status,
    kind: 'http',
    message: serverMessage ?? 'Request failed',
    statusText: 'Request failed',
    ...(serverMessage ? { serverMessage } : {}),
  });

describe('a PIN code’s look-up', () => {
  it('is asked only for six digits', () => {
    expect(completePinCode('50003')).toBeNull();
    expect(completePinCode(' 500 032 ')).toBe('500032');
    expect(completePinCode('50003a')).toBeNull();
  });

  it('says the place, or why the shop cannot deliver there', () => {
    const idle = { error: null, isFetching: false };
    expect(pinCodeOutcome(idle)).toEqual({ kind: 'none' });
    expect(pinCodeOutcome({ ...idle, isFetching: true })).toEqual({ kind: 'checking' });
    expect(pinCodeOutcome({ ...idle, data: hyderabad })).toEqual({ kind: 'ok', place: hyderabad });
    const apology = { ...hyderabad, serviceable: false, message: 'Sorry, not yet.' };
    expect(pinCodeOutcome({ ...idle, data: apology })).toEqual({
      kind: 'error',
      message: 'Sorry, not yet.',
      place: apology,
    });
    const unknown = DELIVERY_MESSAGES.pinUnknown('999999');
    expect(pinCodeOutcome({ ...idle, error: httpError(404, unknown) })).toMatchObject({
      kind: 'error',
      message: unknown,
    });
    // A server or network failure is not the PIN's fault.
    expect(pinCodeOutcome({ ...idle, error: httpError(503) })).toMatchObject({
      message: DELIVERY_WEB_TEXTS.pinLookupFailed,
    });
  });

  it('words an order’s parcel line with its promised date', () => {
    expect(DELIVERY_WEB_TEXTS.parcelLine('Rest of India', hyderabad.estimatedDelivery)).toBe(
      'Rest of India · Delivers by Fri 11 Dec',
    );
    expect(DELIVERY_WEB_TEXTS.parcelLine('Campus delivery', null)).toBe('Campus delivery');
  });
});
