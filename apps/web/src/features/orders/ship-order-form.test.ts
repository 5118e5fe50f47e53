import {
  HTTP_ERROR_MESSAGES,
  KNOWN_COURIERS,
  SHIPMENT_LIMITS,
  SHIPMENT_MESSAGES,
} from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '@/lib/api-errors';
import {
  checkShipOrder,
  chosenCourier,
  COURIER_OPTIONS,
  EMPTY_SHIP_ORDER,
  OTHER_COURIER,
  serverShipmentErrors,
  shipOrderResolver,
  type ShipOrderValues,
} from './ship-order-form';

const values = (overrides: Partial<ShipOrderValues>): ShipOrderValues => ({
  ...EMPTY_SHIP_ORDER,
  ...overrides,
});
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the Ship order form', () => {
  it("offers the contract's couriers, then Other", () => {
    expect(COURIER_OPTIONS.map((o) => o.value)).toEqual([
      '',
      ...KNOWN_COURIERS.map((c) => c.name),
      OTHER_COURIER,
    ]);
  });

  it("asks for both fields with the contract's texts, the courier on the select", () => {
    expect(checkShipOrder(EMPTY_SHIP_ORDER)).toEqual({
      errors: {
        courier: SHIPMENT_MESSAGES.courierRequired,
        trackingNumber: SHIPMENT_MESSAGES.trackingRequired,
      },
      data: null,
    });
  });

  it('puts the courier error on the typed name once Other is chosen', () => {
    const result = checkShipOrder(values({ courier: OTHER_COURIER, otherCourier: '  ' }));
    expect(result.errors.otherCourier).toBe(SHIPMENT_MESSAGES.courierRequired);
    expect(result.errors.courier).toBeUndefined();
    expect(
      checkShipOrder(
        values({
          courier: OTHER_COURIER,
          otherCourier: 'x'.repeat(SHIPMENT_LIMITS.courierMax + 1),
          trackingNumber: 'AB1234',
        }),
      ).errors,
    ).toEqual({ otherCourier: SHIPMENT_MESSAGES.courierMax, trackingNumber: undefined });
  });

  it('refuses a tracking number the couriers would not print', () => {
    for (const bad of ['AB1', 'AB 1234', '-AB1234', 'x'.repeat(SHIPMENT_LIMITS.trackingMax + 1)])
      expect(
        checkShipOrder(values({ courier: 'Delhivery', trackingNumber: bad })).errors.trackingNumber,
      ).toBe(SHIPMENT_MESSAGES.trackingInvalid);
  });

  it('hands on the chosen or typed courier, the tracking number and the remark, trimmed', () => {
    expect(
      checkShipOrder(
        values({ courier: 'Blue Dart', trackingNumber: ' 1234-5678 ', remark: ' Packed ' }),
      ),
    ).toEqual({
      errors: {},
      data: { courier: 'Blue Dart', trackingNumber: '1234-5678', remark: 'Packed' },
    });
    const typed = values({ courier: OTHER_COURIER, otherCourier: ' Ekart ' });
    expect(chosenCourier(typed)).toBe('Ekart');
    expect(checkShipOrder({ ...typed, trackingNumber: 'EK123456' }).data?.courier).toBe('Ekart');
    // A name typed before switching back to a known courier is not sent.
    expect(chosenCourier(values({ courier: 'DTDC', otherCourier: 'Ekart' }))).toBe('DTDC');
  });

  it('is the form resolver: errors by field, values only when valid', async () => {
    const refused = await shipOrderResolver(EMPTY_SHIP_ORDER, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors).toEqual({
      courier: { type: 'validate', message: SHIPMENT_MESSAGES.courierRequired },
      trackingNumber: { type: 'validate', message: SHIPMENT_MESSAGES.trackingRequired },
    });
    const accepted = await shipOrderResolver(
      values({ courier: 'India Post', trackingNumber: 'EE123456789IN' }),
      undefined,
      options,
    );
    expect(accepted).toEqual({
      values: { courier: 'India Post', trackingNumber: 'EE123456789IN', remark: '' },
      errors: {},
    });
  });

  it("puts the server's 422 field errors on the fields that hold them", () => {
    const refusal = errorFromResponse(422, {
      message: HTTP_ERROR_MESSAGES.validation,
      errors: [
        { field: 'courier', message: SHIPMENT_MESSAGES.courierRequired },
        { field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingInvalid },
        { field: 'status', message: 'Invalid option' },
      ],
    });
    expect(serverShipmentErrors(refusal, { courier: 'Delhivery' })).toEqual([
      { name: 'courier', message: SHIPMENT_MESSAGES.courierRequired },
      { name: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingInvalid },
    ]);
    expect(serverShipmentErrors(refusal, { courier: OTHER_COURIER })[0]?.name).toBe('otherCourier');
    expect(serverShipmentErrors(errorFromResponse(403, { message: 'No' }), values({}))).toEqual([]);
    expect(serverShipmentErrors(new Error('offline'), values({}))).toEqual([]);
  });
});
