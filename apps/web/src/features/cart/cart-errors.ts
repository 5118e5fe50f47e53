import { isApiRequestError } from '@/lib/api-errors';

/**
 * The toast for a failed cart call: the server's own reason when it refused the choice
 * ('Only 2 left in stock', 'This item is no longer available'), 'Unable to connect to the
 * server. Please try again later.' when no answer came (decision 0007), else the spec's generic
 * text.
 */
export function cartFailureMessage(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.kind === 'network') return error.message;
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
