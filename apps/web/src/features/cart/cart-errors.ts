import { isApiRequestError } from '@/lib/api-errors';

/**
 * The toast for a failed cart call: the server's own reason when it refused the choice
 * ('Only 2 left in stock', 'This item is no longer available'), else the spec's generic text.
 */
export function cartFailureMessage(error: unknown, fallback: string): string {
  if (
    isApiRequestError(error) &&
    error.kind === 'http' &&
    [404, 409, 422].includes(error.status) &&
    error.serverMessage
  ) {
    return error.serverMessage;
  }
  return fallback;
}
