import type { CartLine, PinCodeLookup } from '@campus-threads/contract';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from '@/components/form';
import { completePinCode, pinCodeOutcome, usePinCodeLookup } from '@/lib/pin-code-lookup';
import { useDeliveryQuote } from './api/get-delivery-quote';
import {
  withPinCodeLookup,
  type CheckoutFormValues,
  type CheckoutSubmission,
} from './checkout-form';
import { deliveryState } from './delivery-summary';

/**
 * The checkout's delivery as the buyer types the PIN: its look-up (place, date, or why not), the
 * district and state it fills in, and the quote of the lines with their parcels for that PIN.
 */
export function useCheckoutDelivery(
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutSubmission>,
  lines: readonly CartLine[],
  mode: 'cart' | 'buyNow' | 'drop',
) {
  const typedPin = useWatch({ control: form.control, name: 'pinCode' }) ?? '';
  const pin = completePinCode(typedPin);
  const lookup = usePinCodeLookup(typedPin);
  const outcome = pinCodeOutcome(lookup);
  // The district the last look-up filled in: the buyer's own typing is never overwritten.
  const autoDistrict = useRef<string | null>(null);
  const place: PinCodeLookup | null =
    outcome.kind === 'ok' || outcome.kind === 'error' ? (outcome.place ?? null) : null;

  useEffect(() => {
    if (!place) return;
    const before = form.getValues();
    const next = withPinCodeLookup(before, place, autoDistrict.current);
    if (next.district !== before.district) {
      form.setValue('district', next.district);
      autoDistrict.current = next.district;
      form.clearErrors('district');
    }
    if (next.state !== before.state) {
      form.setValue('state', next.state);
      form.clearErrors('state');
    }
  }, [place, form]);

  const problem = outcome.kind === 'error' ? outcome.message : null;
  useEffect(() => {
    if (problem) form.setError('pinCode', { message: problem });
  }, [problem, pin, form]);

  const servedPin = outcome.kind === 'ok' && pin === outcome.place.pin ? pin : null;
  const quote = useDeliveryQuote(lines, servedPin);
  const state = deliveryState({ lines, mode, servedPin, quote });

  return {
    pin,
    place,
    problem,
    checking: outcome.kind === 'checking',
    /** What the form's rules need of the look-up (validateCheckoutForm's `pinLookup`). */
    pinLookup: pin && (place || problem) ? { pin, place, problem } : undefined,
    state,
    retry: () => void quote.refetch(),
  };
}
