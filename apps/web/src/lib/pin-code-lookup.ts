import { DELIVERY_WEB_TEXTS, type PinCodeLookup } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { isApiRequestError } from './api-errors';
import { queryKeys } from './query-keys';

/** A complete PIN code as typed (spaces dropped), or null while it is not six digits yet. */
export function completePinCode(typed: string): string | null {
  const pin = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(pin) ? pin : null;
}

/** GET /api/delivery/pincodes/{pin}: public, the place and the dates from the shop's pickup. */
export function getPinCode(pin: string, signal?: AbortSignal): Promise<PinCodeLookup> {
  return api.get<PinCodeLookup>(`delivery/pincodes/${encodeURIComponent(pin)}`, {
    signal,
    auth: false,
  });
}

/**
 * The look-up of a PIN code once it has six digits (none per keystroke before); kept for ten
 * minutes, since a place does not move and the dates change only with the day.
 */
export function usePinCodeLookup(typed: string) {
  const pin = completePinCode(typed);
  return useQuery({
    queryKey: queryKeys.pinCodes.lookup(pin ?? ''),
    queryFn: ({ signal }) => getPinCode(pin!, signal),
    enabled: pin !== null,
    staleTime: 10 * 60_000,
  });
}

/**
 * What a PIN's look-up says to the shopper: the place and date when the shop delivers there,
 * else the server's apology or its "does not exist" (404), as an error.
 */
export function pinCodeOutcome(lookup: {
  data?: PinCodeLookup;
  error: unknown;
  isFetching: boolean;
}):
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'ok'; place: PinCodeLookup }
  | { kind: 'error'; message: string; place: PinCodeLookup | null } {
  if (lookup.error) {
    const error = lookup.error;
    const message =
      isApiRequestError(error) && error.status < 500 && error.serverMessage
        ? error.serverMessage
        : DELIVERY_WEB_TEXTS.pinLookupFailed;
    return { kind: 'error', message, place: null };
  }
  if (lookup.data) {
    return lookup.data.serviceable
      ? { kind: 'ok', place: lookup.data }
      : { kind: 'error', message: lookup.data.message, place: lookup.data };
  }
  return lookup.isFetching ? { kind: 'checking' } : { kind: 'none' };
}
